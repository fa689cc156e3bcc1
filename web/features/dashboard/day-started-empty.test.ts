import { describe, expect, it } from 'vitest';
import {
  didDayStartEmpty,
  rememberCelebrated,
  rememberDayStartedEmpty,
  shouldCelebrate,
  wasCelebrated,
} from './day-started-empty.ts';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const brokenStore = {
  getItem: (): string | null => {
    throw new Error('storage disabled');
  },
  setItem: () => {
    throw new Error('storage disabled');
  },
};

describe('the day started empty', () => {
  it('holds for the person and the day it was recorded for, and no other', () => {
    const store = memoryStore();
    expect(didDayStartEmpty(store, 'robin', '2026-11-21')).toBe(false);
    rememberDayStartedEmpty(store, 'robin', '2026-11-21');
    expect(didDayStartEmpty(store, 'robin', '2026-11-21')).toBe(true);
    expect(didDayStartEmpty(store, 'robin', '2026-11-22')).toBe(false);
    // Someone else signing in on the same tab does not inherit it.
    expect(didDayStartEmpty(store, 'sam', '2026-11-21')).toBe(false);
  });

  it('is simply false when storage is unavailable, and never throws', () => {
    expect(() => rememberDayStartedEmpty(brokenStore, 'robin', '2026-11-21')).not.toThrow();
    expect(didDayStartEmpty(brokenStore, 'robin', '2026-11-21')).toBe(false);
    expect(didDayStartEmpty(undefined, 'robin', '2026-11-21')).toBe(false);
  });

  it('remembers the confetti per person and day', () => {
    const store = memoryStore();
    rememberCelebrated(store, 'robin', '2026-11-21');
    expect(wasCelebrated(store, 'robin', '2026-11-21')).toBe(true);
    expect(wasCelebrated(store, 'robin', '2026-11-22')).toBe(false);
  });
});

describe('confetti', () => {
  const ready = {
    dayStartedEmpty: true,
    entryCount: 1,
    alreadyCelebrated: false,
    prefersReducedMotion: false,
  };

  it('fires when the day started empty and entries are now present', () => {
    expect(shouldCelebrate(ready)).toBe(true);
  });

  it('does not fire without entries, on a day that did not start empty, twice, or with reduced motion', () => {
    expect(shouldCelebrate({ ...ready, entryCount: 0 })).toBe(false);
    expect(shouldCelebrate({ ...ready, dayStartedEmpty: false })).toBe(false);
    expect(shouldCelebrate({ ...ready, alreadyCelebrated: true })).toBe(false);
    expect(shouldCelebrate({ ...ready, prefersReducedMotion: true })).toBe(false);
  });
});
