import { describe, expect, it } from 'vitest';
import { conditionOptions, isKnownCondition } from './conditions.ts';

describe('condition catalogue', () => {
  it('lists the spec conditions, in order, ending with Other', () => {
    expect(conditionOptions.map((option) => option.label)).toEqual([
      'Rheumatoid Arthritis',
      'Psoriatic Arthritis',
      "Hashimoto's Thyroiditis",
      'Celiac Disease',
      'Inflammatory Bowel Disease (IBD)',
      'Ulcerative Colitis',
      "Crohn's Disease",
      'Ankylosing Spondylitis',
      'Other',
    ]);
  });

  it('has unique kebab-case ids', () => {
    const ids = conditionOptions.map((option) => option.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('knows its labels exactly, but not the bare Other marker', () => {
    expect(isKnownCondition('Celiac Disease')).toBe(true);
    expect(isKnownCondition("Crohn's Disease")).toBe(true);
    expect(isKnownCondition('celiac disease')).toBe(false);
    expect(isKnownCondition('celiac-disease')).toBe(false);
    expect(isKnownCondition('Other')).toBe(false);
    expect(isKnownCondition('Other: Lupus')).toBe(false);
  });
});
