import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dietOptions } from '../catalogues/diets.ts';
import { isOtherValue } from '../catalogues/other-value.ts';
import {
  addCustomEntry,
  customEntries,
  isOtherTicked,
  removeBareOther,
  removeEntry,
  toggleChoice,
  toggleExclusiveNone,
} from './profile-choices.ts';

const dietIds = dietOptions.map((option) => option.id);
const dietSelection = fc.uniqueArray(fc.constantFrom(...dietIds), { maxLength: dietIds.length });

describe('toggleChoice', () => {
  it('ticks an unchosen value at the end and unticks a chosen one', () => {
    expect(toggleChoice(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleChoice(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('does not change its input', () => {
    const current = Object.freeze(['a']);
    expect(toggleChoice(current, 'b')).not.toBe(current);
    expect(current).toEqual(['a']);
  });

  it('undoes itself', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string()), fc.string(), (current, value) => {
        const twice = toggleChoice(toggleChoice(current, value), value);
        expect(new Set(twice)).toEqual(new Set(current));
      }),
    );
  });
});

describe('toggleExclusiveNone', () => {
  it('choosing none clears every other choice', () => {
    expect(toggleExclusiveNone(['vegan', 'keto'], 'none')).toEqual(['none']);
  });

  it('choosing anything else removes none', () => {
    expect(toggleExclusiveNone(['none'], 'vegan')).toEqual(['vegan']);
  });

  it('unticking none leaves nothing chosen', () => {
    expect(toggleExclusiveNone(['none'], 'none')).toEqual([]);
  });

  it('works with another none value', () => {
    expect(toggleExclusiveNone(['nil'], 'x', 'nil')).toEqual(['x']);
  });

  it('never leaves none beside another choice', () => {
    fc.assert(
      fc.property(dietSelection, fc.constantFrom(...dietIds), (current, id) => {
        const result = toggleExclusiveNone(current, id);
        if (result.includes('none')) expect(result).toEqual(['none']);
        if (id !== 'none') expect(result).not.toContain('none');
        expect(new Set(result).size).toBe(result.length);
      }),
    );
  });
});

describe('addCustomEntry', () => {
  it('adds trimmed text as an Other entry', () => {
    expect(addCustomEntry(['Fatigue', 'Other'], '  Night sweats ')).toEqual([
      'Fatigue',
      'Other',
      'Other: Night sweats',
    ]);
  });

  it('ignores empty text', () => {
    expect(addCustomEntry(['Fatigue'], '   ')).toEqual(['Fatigue']);
    expect(addCustomEntry([], '')).toEqual([]);
  });

  it('does not add a duplicate, whatever its case', () => {
    expect(addCustomEntry(['Other: Lupus'], 'lupus')).toEqual(['Other: Lupus']);
  });

  it('keeps several entries on the profile page', () => {
    expect(addCustomEntry(['Other: Lupus'], 'Gout')).toEqual(['Other: Lupus', 'Other: Gout']);
  });

  it('replaces the previous entry in onboarding, keeping the catalogue choices', () => {
    expect(addCustomEntry(['Fatigue', 'Other', 'Other: Lupus'], 'Gout', { replacePrevious: true })).toEqual([
      'Fatigue',
      'Other',
      'Other: Gout',
    ]);
  });

  it('removes none, since a custom entry is a choice', () => {
    expect(addCustomEntry(['none'], 'Entyvio')).toEqual(['Other: Entyvio']);
  });

  it('holds its invariants for any text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('Fatigue', 'Other', 'Other: Lupus', 'Other: Gout')),
        fc.string(),
        fc.boolean(),
        (start, text, replacePrevious) => {
          const current = [...new Set(start)];
          const result = addCustomEntry(current, text, { replacePrevious });
          if (text.trim() === '') {
            expect(result).toEqual(current);
            return;
          }
          const custom = customEntries(result);
          expect(custom.map((value) => value.toLowerCase())).toContain(`other: ${text.trim().toLowerCase()}`);
          expect(new Set(custom.map((value) => value.toLowerCase())).size).toBe(custom.length);
          if (replacePrevious) expect(custom).toHaveLength(1);
          for (const kept of current.filter((value) => !isOtherValue(value))) expect(result).toContain(kept);
        },
      ),
    );
  });
});

describe('Other marker and chips', () => {
  it('unticking Other removes only the bare marker', () => {
    expect(removeBareOther(['Fatigue', 'Other', 'Other: Lupus'])).toEqual(['Fatigue', 'Other: Lupus']);
    expect(isOtherTicked(['Other'])).toBe(true);
    expect(isOtherTicked(['Other: Lupus'])).toBe(false);
  });

  it('lists custom entries as chips and removes one on request', () => {
    const current = ['Fatigue', 'Other', 'Other: Lupus', 'Other: Gout'];
    expect(customEntries(current)).toEqual(['Other: Lupus', 'Other: Gout']);
    expect(removeEntry(current, 'Other: Lupus')).toEqual(['Fatigue', 'Other', 'Other: Gout']);
  });
});
