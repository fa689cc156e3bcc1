import { describe, expect, it } from 'vitest';
import { dietLabel, dietOptions, isDietId } from './diets.ts';

describe('diet catalogue', () => {
  it('has the spec ids, in order, starting with none', () => {
    expect(dietOptions.map((option) => option.id)).toEqual([
      'none',
      'gluten-free',
      'dairy-free',
      'aip',
      'low-fodmap',
      'vegan',
      'vegetarian',
      'paleo',
      'keto',
      'mediterranean',
      'carnivore',
    ]);
  });

  it('labels none as the spec does, and the others in plain words', () => {
    expect(dietLabel('none')).toBe('Still figuring it out');
    expect(dietLabel('gluten-free')).toBe('Gluten-free');
    expect(dietLabel('aip')).toBe('AIP (Autoimmune Protocol)');
    expect(dietLabel('low-fodmap')).toBe('Low FODMAP');
    expect(dietLabel('unknown')).toBeUndefined();
  });

  it('has unique, non-empty labels', () => {
    const labels = dietOptions.map((option) => option.label);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label.trim()).not.toBe('');
  });

  it('recognises ids, not labels', () => {
    expect(isDietId('keto')).toBe(true);
    expect(isDietId('none')).toBe(true);
    expect(isDietId('Keto')).toBe(false);
    expect(isDietId('Gluten-free')).toBe(false);
  });
});
