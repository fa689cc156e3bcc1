import { describe, expect, it } from 'vitest';
import { isKnownSupplement, supplementOptions } from './supplements.ts';

describe('supplement catalogue', () => {
  it('lists the spec supplements, in order', () => {
    expect(supplementOptions.map((option) => option.label)).toEqual([
      'Vitamin D',
      'Calcium',
      'Fish Oil',
      'Turmeric/Curcumin',
      'Folic Acid',
      'Magnesium',
      'Selenium',
      'Zinc',
      'Probiotics',
    ]);
  });

  it('has unique kebab-case ids', () => {
    const ids = supplementOptions.map((option) => option.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('knows its labels exactly and has no none answer', () => {
    expect(isKnownSupplement('Fish Oil')).toBe(true);
    expect(isKnownSupplement('fish oil')).toBe(false);
    expect(isKnownSupplement('none')).toBe(false);
  });
});
