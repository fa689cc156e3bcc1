import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOtherValue, otherMarker, otherPrefix, otherText, toOtherValue } from './other-value.ts';

describe('custom Other values', () => {
  it("are stored with the spec's prefix 'Other: '", () => {
    expect(otherPrefix).toBe('Other: ');
    expect(otherMarker).toBe('Other');
    expect(toOtherValue('Lupus')).toBe('Other: Lupus');
  });

  it('trim the free text', () => {
    expect(toOtherValue('  Lupus \t')).toBe('Other: Lupus');
  });

  it('are recognised only with text after the prefix', () => {
    expect(isOtherValue('Other: Lupus')).toBe(true);
    expect(isOtherValue('Other')).toBe(false);
    expect(isOtherValue('Other: ')).toBe(false);
    expect(isOtherValue('Other:    ')).toBe(false);
    expect(isOtherValue('Fatigue')).toBe(false);
    expect(isOtherValue('other: lupus')).toBe(false);
  });

  it('give back their text, and nothing for other values', () => {
    expect(otherText('Other: Lupus')).toBe('Lupus');
    expect(otherText('Other:   Lupus  ')).toBe('Lupus');
    expect(otherText('Fatigue')).toBe('');
    expect(otherText('Other')).toBe('');
  });

  it('round-trip any text that is not blank', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => text.trim() !== ''),
        (text) => {
          const value = toOtherValue(text);
          expect(isOtherValue(value)).toBe(true);
          expect(otherText(value)).toBe(text.trim());
        },
      ),
    );
  });
});
