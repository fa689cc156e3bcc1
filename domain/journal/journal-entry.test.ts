import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BEFORE_ACCOUNT_CREATION_MESSAGE,
  dayKeySchema,
  entryUpdateSchemaFor,
  FUTURE_DATE_MESSAGE,
  foodDetailsSchema,
  foodEntryUpdateSchema,
  INVALID_DATE_TITLE,
  journalEntryCreateSchema,
  journalEntryDtoSchema,
  LOGGED_AT_MESSAGE,
  MEAL_FORM_MESSAGES,
  mealDescriptionSchema,
  symptomDetailsSchema,
  symptomEntryUpdateSchema,
} from './journal-entry.ts';

/** Each failing field's path and message, the way a form shows them. */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] = [...(errors[path] ?? []), issue.message];
  }
  return errors;
}

const id = '0b6f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4';
const meal = { mealTime: 'lunch', mealSize: 'medium', mealSource: 'home' };
const ratings = { 'Joint pain': 3, Fatigue: 0 };

describe('the meal form (foodEntryUpdateSchema)', () => {
  it('shows the spec’s message under each field of an empty form', () => {
    const expected = {
      content: ['Please tell us what you ate.'],
      'details.mealTime': ['Please select when you ate.'],
      'details.mealSize': ['Please select the portion size.'],
      'details.mealSource': ['Please select where the meal was from.'],
    };
    expect(fieldErrors(foodEntryUpdateSchema, { content: '', details: {} })).toEqual(expected);
    // Selects left on their empty option, or cleared to null by a reset.
    const blank = { content: '', details: { mealTime: '', mealSize: '', mealSource: null } };
    expect(fieldErrors(foodEntryUpdateSchema, blank)).toEqual(expected);
    expect(fieldErrors(foodEntryUpdateSchema, { details: {} })).toEqual(expected);
  });

  it('asks for a few characters when the description is too short once trimmed', () => {
    const tooShort = { content: ['Please provide at least a few characters to describe what you ate.'] };
    expect(fieldErrors(foodEntryUpdateSchema, { content: 'ab', details: meal })).toEqual(tooShort);
    expect(fieldErrors(foodEntryUpdateSchema, { content: '  ab  ', details: meal })).toEqual(tooShort);
    expect(fieldErrors(foodEntryUpdateSchema, { content: '   ', details: meal })).toEqual({
      content: ['Please tell us what you ate.'],
    });
    // One message at a time: mostly spaces is "too short", not also "too long".
    expect(fieldErrors(foodEntryUpdateSchema, { content: `${' '.repeat(2001)}ab`, details: meal })).toEqual(
      tooShort,
    );
  });

  it('offers the spec’s short inline hint', () => {
    expect(MEAL_FORM_MESSAGES.descriptionInline).toBe('Please provide at least a few characters');
  });

  it('stores the description exactly as typed', () => {
    expect(foodEntryUpdateSchema.parse({ content: '  Oats with berries\n', details: meal })).toEqual({
      content: '  Oats with berries\n',
      details: { ...meal, wasPhotoAnalyzed: false },
    });
  });

  it('limits the description to 2000 characters', () => {
    expect(foodEntryUpdateSchema.safeParse({ content: 'a'.repeat(2000), details: meal }).success).toBe(true);
    expect(fieldErrors(foodEntryUpdateSchema, { content: 'a'.repeat(2001), details: meal })).toEqual({
      content: ['Please keep the description to 2000 characters or fewer.'],
    });
  });

  it('accepts a description exactly when it has 3 to 2000 characters and 3 are not spaces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2100 }), (text) => {
        const result = mealDescriptionSchema.safeParse(text);
        const valid = text.trim().length >= 3 && text.length <= 2000;
        return result.success === valid && (!result.success || result.data === text);
      }),
    );
  });

  it('refuses values outside the catalogues with the field’s message', () => {
    expect(fieldErrors(foodDetailsSchema, { ...meal, mealTime: 'brunch' })).toEqual({
      mealTime: ['Please select when you ate.'],
    });
    expect(fieldErrors(foodDetailsSchema, { ...meal, mealSize: 'Medium' })).toEqual({
      mealSize: ['Please select the portion size.'],
    });
  });

  it('records whether the photo analysis was used, false by default', () => {
    expect(foodDetailsSchema.parse({ ...meal, wasPhotoAnalyzed: true }).wasPhotoAnalyzed).toBe(true);
    expect(foodDetailsSchema.safeParse({ ...meal, wasPhotoAnalyzed: 'yes' }).success).toBe(false);
  });

  it('refuses unknown fields at every level', () => {
    expect(fieldErrors(foodEntryUpdateSchema, { content: 'Oats', details: meal, user_id: 'u1' })).toEqual({
      '': ['Unrecognized key: "user_id"'],
    });
    expect(
      fieldErrors(foodEntryUpdateSchema, { content: 'Oats', details: { ...meal, calories: 300 } }),
    ).toEqual({
      details: ['Unrecognized key: "calories"'],
    });
    // The type is the stored entry's: an update cannot carry one.
    expect(foodEntryUpdateSchema.safeParse({ type: 'symptom', content: 'Oats', details: meal }).success).toBe(
      false,
    );
  });
});

describe('the symptom form (symptomEntryUpdateSchema)', () => {
  it('needs at least one symptom rated above 0', () => {
    const message = { 'details.symptomRatings': ['Please rate at least one symptom.'] };
    expect(fieldErrors(symptomEntryUpdateSchema, { details: { symptomRatings: {} } })).toEqual(message);
    expect(fieldErrors(symptomEntryUpdateSchema, { details: { symptomRatings: { Fatigue: 0 } } })).toEqual(
      message,
    );
  });

  it('defaults the notes to empty and the time of day to morning', () => {
    expect(symptomEntryUpdateSchema.parse({ details: { symptomRatings: ratings } })).toEqual({
      content: '',
      details: { symptomRatings: ratings, time_of_day: 'morning' },
    });
  });

  it('keeps notes as written, up to 2000 characters', () => {
    const details = { symptomRatings: ratings, time_of_day: 'night' };
    expect(symptomEntryUpdateSchema.parse({ content: ' Slept badly ', details }).content).toBe(
      ' Slept badly ',
    );
    expect(fieldErrors(symptomEntryUpdateSchema, { content: 'a'.repeat(2001), details })).toEqual({
      content: ['Please keep the notes to 2000 characters or fewer.'],
    });
  });

  it.each([6, -1, 2.5, '3', null])('refuses the rating %j', (rating) => {
    expect(fieldErrors(symptomDetailsSchema, { symptomRatings: { Fatigue: 2, Headaches: rating } })).toEqual({
      'symptomRatings.Headaches': ['Each rating must be a whole number from 0 to 5.'],
    });
  });

  it('accepts every rating from 0 to 5 and custom symptom names', () => {
    const all = { a: 0, b: 1, c: 2, d: 3, e: 4, 'Other: Jaw pain': 5 };
    expect(symptomDetailsSchema.parse({ symptomRatings: all }).symptomRatings).toEqual(all);
  });

  it.each([
    ['an empty name', ''],
    ['a name of spaces', '   '],
    ['a name over 120 characters', 'x'.repeat(121)],
  ])('refuses %s', (_, name) => {
    expect(fieldErrors(symptomDetailsSchema, { symptomRatings: { Fatigue: 2, [name]: 1 } })).toEqual({
      [`symptomRatings.${name}`]: ['Each symptom name must be 1 to 120 characters and not only spaces.'],
    });
  });

  it('never lets a "__proto__" symptom reach the parsed ratings', () => {
    const body = JSON.parse('{"symptomRatings": {"Fatigue": 2, "__proto__": {"polluted": 5}}}');
    const parsed = symptomDetailsSchema.parse(body);
    expect(Object.getPrototypeOf(parsed.symptomRatings)).toBe(Object.prototype);
    expect(Object.keys(parsed.symptomRatings)).toEqual(['Fatigue']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('needs the ratings as a map of names to numbers', () => {
    expect(fieldErrors(symptomDetailsSchema, { symptomRatings: [3, 4] })).toEqual({
      symptomRatings: ['Symptom ratings must map each symptom name to a rating.'],
    });
  });

  it('allows at most 30 rated symptoms', () => {
    const many = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`Symptom ${i}`, 1]));
    expect(symptomDetailsSchema.safeParse({ symptomRatings: many(30) }).success).toBe(true);
    expect(fieldErrors(symptomDetailsSchema, { symptomRatings: many(31) })).toEqual({
      symptomRatings: ['Please rate at most 30 symptoms in one check-in.'],
    });
  });

  it('accepts only the four times of day', () => {
    for (const time_of_day of ['morning', 'afternoon', 'evening', 'night']) {
      expect(symptomDetailsSchema.safeParse({ symptomRatings: ratings, time_of_day }).success).toBe(true);
    }
    expect(fieldErrors(symptomDetailsSchema, { symptomRatings: ratings, time_of_day: 'noon' })).toEqual({
      time_of_day: ['Please select the time of day.'],
    });
  });

  it('takes an optional exact time whose time of day is the one chosen', () => {
    expect(
      symptomDetailsSchema.parse({ symptomRatings: ratings, time_of_day: 'afternoon', exact_time: '14:30' }),
    ).toEqual({ symptomRatings: ratings, time_of_day: 'afternoon', exact_time: '14:30' });
    expect(symptomDetailsSchema.parse({ symptomRatings: ratings, time_of_day: 'night' })).not.toHaveProperty(
      'exact_time',
    );
    expect(
      fieldErrors(symptomDetailsSchema, {
        symptomRatings: ratings,
        time_of_day: 'morning',
        exact_time: '14:30',
      }),
    ).toEqual({ time_of_day: ['The time of day must be the one the exact time falls in.'] });
    for (const exact_time of ['2:30 PM', '24:00', '', 1430, null]) {
      expect(
        fieldErrors(symptomDetailsSchema, { symptomRatings: ratings, time_of_day: 'afternoon', exact_time }),
      ).toEqual({ exact_time: ['Please enter the time as hours and minutes, for example 14:30.'] });
    }
  });
});

describe('journalEntryCreateSchema', () => {
  const food = { id, type: 'food', date: '2024-06-08', content: 'Rice and salmon', details: meal };
  const symptom = { id, type: 'symptom', date: '2024-06-08', details: { symptomRatings: ratings } };

  it('reads a meal and a symptom check-in by their type', () => {
    expect(journalEntryCreateSchema.parse(food)).toEqual({
      ...food,
      details: { ...meal, wasPhotoAnalyzed: false },
    });
    expect(journalEntryCreateSchema.parse(symptom)).toEqual({
      ...symptom,
      content: '',
      details: { symptomRatings: ratings, time_of_day: 'morning' },
    });
  });

  it('applies the rules of the entry’s own type', () => {
    // Meal details on a symptom entry, and a symptom entry's empty content on a meal.
    expect(journalEntryCreateSchema.safeParse({ ...symptom, details: meal }).success).toBe(false);
    expect(fieldErrors(journalEntryCreateSchema, { ...food, content: '' })).toEqual({
      content: ['Please tell us what you ate.'],
    });
  });

  it('names a missing or unknown type', () => {
    const { type: _, ...untyped } = food;
    expect(fieldErrors(journalEntryCreateSchema, untyped)).toEqual({
      type: ["The entry type must be 'food', 'symptom' or 'bowel'."],
    });
    expect(fieldErrors(journalEntryCreateSchema, { ...food, type: 'sleep' })).toEqual({
      type: ["The entry type must be 'food', 'symptom' or 'bowel'."],
    });
  });

  it('needs a client-made UUID so a retried create is recognised', () => {
    expect(fieldErrors(journalEntryCreateSchema, { ...food, id: 'entry-1' })).toEqual({
      id: ['The entry id must be a UUID.'],
    });
    expect(fieldErrors(journalEntryCreateSchema, { ...symptom, id: undefined })).toEqual({
      id: ['The entry id must be a UUID.'],
    });
  });

  it('needs the chosen day as a real calendar day', () => {
    const message = ['The date must be a real calendar day written YYYY-MM-DD.'];
    expect(fieldErrors(journalEntryCreateSchema, { ...food, date: '2024-02-30' })).toEqual({ date: message });
    expect(fieldErrors(journalEntryCreateSchema, { ...food, date: '2024-06-08T10:00:00Z' })).toEqual({
      date: message,
    });
    expect(fieldErrors(journalEntryCreateSchema, { ...food, date: undefined })).toEqual({
      date: ['Please choose a date.'],
    });
  });

  it('takes the moment the entry was saved as an ISO-8601 UTC instant, or none', () => {
    const loggedAt = '2024-06-08T22:41:07.123Z';
    expect(journalEntryCreateSchema.parse({ ...food, loggedAt })).toMatchObject({ loggedAt });
    expect(journalEntryCreateSchema.parse(food)).not.toHaveProperty('loggedAt');
    for (const bad of ['2024-06-08', '2024-06-08T22:41:07+02:00', 'now', 1_717_886_467_123, null]) {
      expect(fieldErrors(journalEntryCreateSchema, { ...symptom, loggedAt: bad })).toEqual({
        loggedAt: [LOGGED_AT_MESSAGE],
      });
    }
  });

  it('refuses fields the server owns', () => {
    for (const field of ['user_id', 'userId', 'occurredAt', 'createdAt']) {
      expect(journalEntryCreateSchema.safeParse({ ...food, [field]: 'x' }).success).toBe(false);
      expect(journalEntryCreateSchema.safeParse({ ...symptom, [field]: 'x' }).success).toBe(false);
    }
  });
});

describe('entryUpdateSchemaFor', () => {
  it('picks the schema of the stored entry’s type', () => {
    expect(entryUpdateSchemaFor('food')).toBe(foodEntryUpdateSchema);
    expect(entryUpdateSchemaFor('symptom')).toBe(symptomEntryUpdateSchema);
  });
});

describe('dayKeySchema', () => {
  it('accepts real days only', () => {
    expect(dayKeySchema.safeParse('2024-02-29').success).toBe(true);
    expect(dayKeySchema.safeParse('2023-02-29').success).toBe(false);
  });
});

describe('journalEntryDtoSchema', () => {
  const dto = {
    id,
    type: 'food',
    content: 'Rice and salmon',
    occurredAt: '2024-06-08T16:30:00.000Z',
    details: { ...meal, wasPhotoAnalyzed: false },
    createdAt: '2024-06-10T09:00:00.000Z',
    updatedAt: '2024-06-10T09:00:00.000Z',
  };

  it('describes what the API returns', () => {
    expect(journalEntryDtoSchema.parse(dto)).toEqual(dto);
  });

  it('carries timestamps as UTC ISO-8601', () => {
    expect(journalEntryDtoSchema.safeParse({ ...dto, occurredAt: '2024-06-08T12:30:00-04:00' }).success).toBe(
      false,
    );
    expect(journalEntryDtoSchema.safeParse({ ...dto, createdAt: '2024-06-10' }).success).toBe(false);
  });
});

describe('date rule texts', () => {
  it('are the spec’s', () => {
    expect(INVALID_DATE_TITLE).toBe('Invalid Date');
    expect(FUTURE_DATE_MESSAGE).toBe('You cannot log entries for future dates.');
    expect(BEFORE_ACCOUNT_CREATION_MESSAGE).toBe('You cannot log entries before your account creation date.');
  });
});
