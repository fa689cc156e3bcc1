import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  bowelDetailsSchema,
  entryUpdateSchemaFor,
  FACTOR_MESSAGES,
  journalEntryCreateSchema,
  symptomDetailsSchema,
} from './journal-entry.ts';
import { checkInFactorPhrases, isSleepHours } from './tracking-factors.ts';

// The public contract: the names and ranges tools outside the app read.

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    errors[path] = [...(errors[path] ?? []), issue.message];
  }
  return errors;
}

const ratings = { 'Joint pain': 3 };
const checkIn = (factors: Record<string, unknown>) => ({
  symptomRatings: ratings,
  time_of_day: 'morning',
  ...factors,
});

describe('the check-in factors', () => {
  it('are stored under exactly stress, sleepHours, sleepQuality and period', () => {
    const parsed = symptomDetailsSchema.parse(
      checkIn({ stress: 4, sleepHours: 7.5, sleepQuality: 2, period: true }),
    );
    expect(parsed).toEqual({
      symptomRatings: ratings,
      time_of_day: 'morning',
      stress: 4,
      sleepHours: 7.5,
      sleepQuality: 2,
      period: true,
    });
  });

  it('are absent when not recorded, never filled in with a default', () => {
    const parsed = symptomDetailsSchema.parse(checkIn({}));
    expect(Object.keys(parsed).sort()).toEqual(['symptomRatings', 'time_of_day']);
  });

  it.each([
    ['stress 0', { stress: 0 }, 'stress', FACTOR_MESSAGES.stress],
    ['stress 6', { stress: 6 }, 'stress', FACTOR_MESSAGES.stress],
    ['stress 2.5', { stress: 2.5 }, 'stress', FACTOR_MESSAGES.stress],
    ['stress as text', { stress: '3' }, 'stress', FACTOR_MESSAGES.stress],
    ['25 hours of sleep', { sleepHours: 25 }, 'sleepHours', FACTOR_MESSAGES.sleepHours],
    ['7.3 hours of sleep', { sleepHours: 7.3 }, 'sleepHours', FACTOR_MESSAGES.sleepHours],
    ['-1 hours of sleep', { sleepHours: -1 }, 'sleepHours', FACTOR_MESSAGES.sleepHours],
    ['16.5 hours of sleep', { sleepHours: 16.5 }, 'sleepHours', FACTOR_MESSAGES.sleepHours],
    ['sleep quality 0', { sleepQuality: 0 }, 'sleepQuality', FACTOR_MESSAGES.sleepQuality],
    ['a period of "yes"', { period: 'yes' }, 'period', FACTOR_MESSAGES.period],
  ])('refuses %s with a message naming the field', (_case, factors, field, message) => {
    expect(errorsOf(symptomDetailsSchema, checkIn(factors))).toEqual({ [field]: [message] });
  });

  it('accepts every half hour from 0 to 16 and nothing else', () => {
    for (let half = 0; half <= 32; half += 1) expect(isSleepHours(half / 2)).toBe(true);
    for (const value of [-0.5, 16.5, 0.25, 7.3, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isSleepHours(value)).toBe(false);
  });

  it('still refuses an unknown field beside them', () => {
    expect(errorsOf(symptomDetailsSchema, checkIn({ mood: 3 }))).toEqual({
      '': ['Unrecognized key: "mood"'],
    });
  });

  it('read in words, a period recorded as no saying nothing', () => {
    expect(checkInFactorPhrases({ stress: 1, sleepHours: 7.5, sleepQuality: 4, period: true })).toEqual([
      'Stress: calm (1)',
      'Slept 7½ hours',
      'Sleep quality: good (4)',
      'Period day',
    ]);
    expect(checkInFactorPhrases({ sleepHours: 1, period: false })).toEqual(['Slept 1 hour']);
    expect(checkInFactorPhrases({})).toEqual([]);
  });
});

describe('a bowel movement entry', () => {
  const create = (details: Record<string, unknown>) => ({
    id: '0b6f1d2e-3c4a-4b5c-8d6e-7f8091a2b3c4',
    type: 'bowel',
    date: '2026-03-10',
    details,
  });

  it('needs only its Bristol type: urgency and blood default to no, the notes to nothing', () => {
    expect(journalEntryCreateSchema.parse(create({ bristolType: 4 }))).toMatchObject({
      type: 'bowel',
      content: '',
      details: { bristolType: 4, urgency: false, blood: false, time_of_day: 'morning' },
    });
  });

  it.each([
    ['type 0', { bristolType: 0 }, 'details.bristolType', FACTOR_MESSAGES.bristolType],
    ['type 8', { bristolType: 8 }, 'details.bristolType', FACTOR_MESSAGES.bristolType],
    ['no type', {}, 'details.bristolType', FACTOR_MESSAGES.bristolType],
    ['blood "no"', { bristolType: 4, blood: 'no' }, 'details.blood', FACTOR_MESSAGES.blood],
    ['urgency 1', { bristolType: 4, urgency: 1 }, 'details.urgency', FACTOR_MESSAGES.urgency],
  ])('refuses %s with a message naming the field', (_case, details, field, message) => {
    expect(errorsOf(journalEntryCreateSchema, create(details))).toEqual({ [field]: [message] });
  });

  it('refuses check-in fields and any other unknown field', () => {
    expect(errorsOf(bowelDetailsSchema, { bristolType: 4, stress: 2 })).toEqual({
      '': ['Unrecognized key: "stress"'],
    });
  });

  it('keeps its time of day in line with its exact time', () => {
    expect(
      errorsOf(bowelDetailsSchema, { bristolType: 4, exact_time: '21:15', time_of_day: 'morning' }),
    ).toEqual({
      time_of_day: ['The time of day must be the one the exact time falls in.'],
    });
  });

  it('is edited with its own schema', () => {
    expect(
      entryUpdateSchemaFor('bowel').safeParse({ content: '', details: { bristolType: 7 } }).success,
    ).toBe(true);
    expect(entryUpdateSchemaFor('bowel').safeParse({ content: '', details: ratings }).success).toBe(false);
  });
});
