import { describe, expect, it } from 'vitest';
import { journalEntryDtoSchema } from '#domain/journal/journal-entry.ts';
import { createRandom } from './random.ts';

describe('createRandom', () => {
  it('repeats itself for a seed, and forks into independent named streams', () => {
    const draws = (seed: number) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(draws(3)).toEqual(draws(3));
    expect(draws(3)).not.toEqual(draws(4));
    expect(createRandom(3).fork('a').next()).toBe(createRandom(3).fork('a').next());
    expect(createRandom(3).fork('a').next()).not.toBe(createRandom(3).fork('b').next());
  });

  it('draws normals, Poisson counts and choices with the right shape', () => {
    const random = createRandom(9);
    const normals = Array.from({ length: 20_000 }, () => random.normal(2, 3));
    const mean = normals.reduce((sum, value) => sum + value, 0) / normals.length;
    const sd = Math.sqrt(normals.reduce((sum, value) => sum + (value - mean) ** 2, 0) / normals.length);
    expect(mean).toBeCloseTo(2, 1);
    expect(sd).toBeCloseTo(3, 1);
    const counts = Array.from({ length: 20_000 }, () => random.poisson(1.5));
    expect(counts.reduce((sum, value) => sum + value, 0) / counts.length).toBeCloseTo(1.5, 1);
    const ints = new Set(Array.from({ length: 1000 }, () => random.int(1, 3)));
    expect([...ints].sort()).toEqual([1, 2, 3]);
    expect(Array.from({ length: 200 }, () => random.weightedChoice(['a', 'b'], [0, 1]))).not.toContain('a');
    expect(random.shuffle([1, 2, 3, 4]).sort()).toEqual([1, 2, 3, 4]);
  });

  it('makes UUIDs the entry schema accepts', () => {
    const random = createRandom(1);
    const ids = Array.from({ length: 50 }, random.uuid);
    for (const id of ids) {
      const entry = {
        id,
        type: 'food',
        content: 'Toast',
        occurredAt: '2025-01-01T08:00:00.000Z',
        createdAt: '2025-01-01T08:00:00.000Z',
        updatedAt: '2025-01-01T08:00:00.000Z',
        details: { mealTime: 'breakfast', mealSize: 'small', mealSource: 'home', wasPhotoAnalyzed: false },
      };
      expect(journalEntryDtoSchema.safeParse(entry).success).toBe(true);
    }
    expect(new Set(ids).size).toBe(50);
  });
});
