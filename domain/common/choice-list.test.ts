import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choiceKey, normalizeChoice, normalizeChoiceList } from './choice-list.ts';

// Strings rich in the characters these rules care about: spaces, the prefix and case.
const choiceText = fc.oneof(
  fc.string(),
  fc.constantFrom('Other', 'Other:', 'Other: ', ' Other ', 'Fatigue', 'none', 'Other: Lupus', 'Other: lupus'),
  fc
    .tuple(fc.constantFrom('', ' ', '  \t'), fc.string(), fc.constantFrom('', ' ', '\n'))
    .map(([before, middle, after]) => `${before}Other:${middle}${after}`),
);

describe('normalizeChoice', () => {
  it('trims catalogue values', () => {
    expect(normalizeChoice('  Fatigue ')).toBe('Fatigue');
  });

  it('trims custom text and puts the prefix in its stored form', () => {
    expect(normalizeChoice('  Other:   Lupus  ')).toBe('Other: Lupus');
    expect(normalizeChoice('Other:Lupus')).toBe('Other: Lupus');
  });

  it('ignores empty values, the bare Other marker and an Other with no text', () => {
    for (const value of ['', '   ', 'Other', ' Other ', 'Other:', 'Other:   ']) {
      expect(normalizeChoice(value)).toBeNull();
    }
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(choiceText, (value) => {
        const once = normalizeChoice(value);
        expect(once === null ? null : normalizeChoice(once)).toBe(once);
      }),
    );
  });
});

describe('normalizeChoiceList', () => {
  it('keeps the first of duplicates, comparing custom text without case', () => {
    expect(
      normalizeChoiceList(['Fatigue', ' Fatigue', 'Other: Lupus', 'Other:  lupus ', 'Other: Gout']),
    ).toEqual(['Fatigue', 'Other: Lupus', 'Other: Gout']);
  });

  it('compares catalogue values exactly', () => {
    expect(choiceKey('Fatigue')).not.toBe(choiceKey('fatigue'));
    expect(choiceKey('Other: A')).toBe(choiceKey('Other: a'));
  });

  it('never yields an empty, untrimmed, bare-marker or duplicate entry', () => {
    fc.assert(
      fc.property(fc.array(choiceText, { maxLength: 12 }), (values) => {
        const result = normalizeChoiceList(values);
        for (const value of result) {
          expect(value).toBe(value.trim());
          expect(value).not.toBe('');
          expect(value).not.toBe('Other');
          expect(value).not.toBe('Other:');
        }
        expect(new Set(result.map(choiceKey)).size).toBe(result.length);
        expect(normalizeChoiceList(result)).toEqual(result);
      }),
    );
  });
});
