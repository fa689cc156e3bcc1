import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { journalEntryCreateSchema, symptomEntryUpdateSchema } from '../journal/journal-entry.ts';
import { onboardingCompleteSchema } from '../profile/onboarding.ts';
import { profileSchema } from '../profile/profile.ts';
import { minimalProfile } from '../profile/test-support/minimal-profile.ts';
import { preview } from './schema-messages.ts';
import { isStorableText, toStorableText } from './storable-text.ts';

// U+0000 and lone surrogates: PostgreSQL refuses the first and cannot encode the second.
const unstorable = ['good\u0000food', '\ud800', 'half \udc00 a pair', 'end\ud83d'];
const refused = /cannot contain a NUL character or a broken \(unpaired surrogate\) character/;

describe('isStorableText', () => {
  it('refuses NUL and lone surrogates', () => {
    for (const value of unstorable) expect(isStorableText(value), JSON.stringify(value)).toBe(false);
  });

  it('accepts any well-formed text without NUL, emoji pairs and other control characters included', () => {
    expect(isStorableText('Porridge 🫐 with café au lait\ttab')).toBe(true);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(isStorableText(text)).toBe(!text.includes('\u0000'));
      }),
    );
  });

  it('agrees with String.prototype.isWellFormed for any UTF-16', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(isStorableText(text)).toBe(text.isWellFormed() && !text.includes('\u0000'));
        expect(isStorableText(toStorableText(text))).toBe(true);
      }),
    );
  });
});

const id = '0b6f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4';
const meal = {
  id,
  type: 'food',
  date: '2026-03-10',
  content: 'Porridge with blueberries',
  details: { mealTime: 'lunch', mealSize: 'medium', mealSource: 'home' },
};
const checkIn = {
  id,
  type: 'symptom',
  date: '2026-03-10',
  content: 'Stiff hands',
  details: { symptomRatings: { 'Joint pain': 3 }, time_of_day: 'morning' },
};
const profile = minimalProfile;

type Case = {
  what: string;
  schema: z.ZodType;
  build: (text: string) => unknown;
  path: string;
  field: string;
  /** Text the field accepts, to show the case is otherwise valid. */
  valid?: string;
};

// Every place a person's text reaches the database through these schemas.
const cases: Case[] = [
  {
    what: 'meal description',
    schema: journalEntryCreateSchema,
    build: (text) => ({ ...meal, content: text }),
    path: 'content',
    field: 'The description',
  },
  {
    what: 'check-in notes',
    schema: journalEntryCreateSchema,
    build: (text) => ({ ...checkIn, content: text }),
    path: 'content',
    field: 'Notes',
  },
  {
    what: 'notes in an edit',
    schema: symptomEntryUpdateSchema,
    build: (text) => ({ content: text, details: checkIn.details }),
    path: 'content',
    field: 'Notes',
  },
  {
    what: 'symptom name (a record key)',
    schema: journalEntryCreateSchema,
    build: (text) => ({ ...checkIn, details: { symptomRatings: { [text]: 2 }, time_of_day: 'morning' } }),
    path: 'details.symptomRatings.',
    field: 'A symptom name',
  },
  ...(['name', 'conditions', 'medications', 'supplements', 'symptoms'] as const).flatMap((key) => [
    {
      what: `profile ${key}`,
      schema: profileSchema,
      build: (text: string) => ({ ...profile, [key]: key === 'name' ? text : [`Other: ${text}`] }),
      path: key === 'name' ? 'name' : `${key}.0`,
      field: key === 'name' ? 'Name' : key[0]?.toUpperCase() + key.slice(1),
    },
  ]),
  {
    what: 'profile dietary restrictions',
    schema: profileSchema,
    build: (text) => ({ ...profile, dietaryRestrictions: [text] }),
    path: 'dietaryRestrictions.0',
    field: 'Dietary restrictions',
    valid: 'gluten-free',
  },
  {
    what: 'profile suspected triggers',
    schema: profileSchema,
    build: (text) => ({ ...profile, suspectedTriggers: [text] }),
    path: 'suspectedTriggers.0',
    field: 'Suspected triggers',
    valid: 'alcohol',
  },
  {
    what: 'onboarding name',
    schema: onboardingCompleteSchema,
    build: (text) => ({ ...profile, acceptedTerms: true, name: text }),
    path: 'name',
    field: 'Name',
  },
  {
    what: 'onboarding custom condition',
    schema: onboardingCompleteSchema,
    build: (text) => ({ ...profile, acceptedTerms: true, conditions: [`Other: ${text}`] }),
    path: 'conditions.0',
    field: 'Conditions',
  },
];

describe('every text field refuses what cannot be stored, naming the field', () => {
  for (const { what, schema, build, path, field, valid = 'Plain text' } of cases) {
    it(what, () => {
      expect(schema.safeParse(build(valid)).success).toBe(true);
      for (const bad of unstorable) {
        const result = schema.safeParse(build(bad));
        expect(result.success, JSON.stringify(bad)).toBe(false);
        const issue = result.error?.issues.find((candidate) => candidate.path.join('.').startsWith(path));
        expect(issue?.message).toMatch(refused);
        expect(issue?.message.startsWith(field)).toBe(true);
      }
    });
  }
});

describe('preview', () => {
  it('never quotes a NUL or a lone surrogate back, nor halves an emoji', () => {
    expect(preview('Brain\u0000fog')).toBe('Brain\uFFFDfog');
    const cut = preview(`${'a'.repeat(39)}🫐🫐`);
    expect(cut.isWellFormed()).toBe(true);
    expect(cut).toBe(`${'a'.repeat(39)}🫐…`);
  });
});
