// The journal's API contracts: what a client may send to create or change an entry, and what the
// API sends back. The web forms validate with these same schemas (react-hook-form's zod
// resolver), so every message here is worded for a person and, where the spec gives the wording,
// is the spec's text. Objects are strict: an unknown field such as user_id is refused, never
// silently dropped, so a client cannot set anything the server owns.

import { z } from 'zod';
import { isDayKey } from '../common/day-key.ts';
import { isStorableText, storableTextCheck } from '../common/storable-text.ts';
import { DEFAULT_TIME_OF_DAY, TIMES_OF_DAY } from '../common/time-of-day.ts';
import type { EntryType } from './entry-type.ts';
import { isExactTime, timeOfDayForExactTime } from './exact-time.ts';
import { MEAL_SIZES, MEAL_SOURCES } from './meal-options.ts';
import { MEAL_TIMES } from './meal-time.ts';
import { isSleepHours, SLEEP_HOURS_MAX } from './tracking-factors.ts';

// The date rule's texts live with the rule that applies them; they are re-exported here because
// they are part of this contract's vocabulary (the server answers with them).
export {
  BEFORE_ACCOUNT_CREATION_MESSAGE,
  FUTURE_DATE_MESSAGE,
  INVALID_DATE_TITLE,
} from './entry-date.ts';

export const CONTENT_MAX_LENGTH = 2000;
export const SYMPTOM_NAME_MAX_LENGTH = 120;
export const MAX_RATED_SYMPTOMS = 30;

export const MEAL_FORM_MESSAGES = {
  descriptionRequired: 'Please tell us what you ate.',
  descriptionTooShort: 'Please provide at least a few characters to describe what you ate.',
  descriptionTooLong: `Please keep the description to ${CONTENT_MAX_LENGTH} characters or fewer.`,
  /** The short hint the form shows under the description while it is too short. */
  descriptionInline: 'Please provide at least a few characters',
  mealTime: 'Please select when you ate.',
  mealSize: 'Please select the portion size.',
  mealSource: 'Please select where the meal was from.',
} as const;

export const SYMPTOM_FORM_MESSAGES = {
  noRating: 'Please rate at least one symptom.',
  rating: 'Each rating must be a whole number from 0 to 5.',
  symptomName: `Each symptom name must be 1 to ${SYMPTOM_NAME_MAX_LENGTH} characters and not only spaces.`,
  tooManySymptoms: `Please rate at most ${MAX_RATED_SYMPTOMS} symptoms in one check-in.`,
  timeOfDay: 'Please select the time of day.',
  exactTime: 'Please enter the time as hours and minutes, for example 14:30.',
  timeOfDayForExactTime: 'The time of day must be the one the exact time falls in.',
  notesTooLong: `Please keep the notes to ${CONTENT_MAX_LENGTH} characters or fewer.`,
} as const;

// The check-in factors and the bowel movement's details. Each message names the field
// as the form shows it, so a 400 from the API reads the same as the form's own hint.
export const FACTOR_MESSAGES = {
  stress: 'Stress must be a whole number from 1 (calm) to 5 (very stressed).',
  sleepHours: `Hours of sleep must be from 0 to ${SLEEP_HOURS_MAX}, in half hours (for example 7.5).`,
  sleepQuality: 'Sleep quality must be a whole number from 1 (very poor) to 5 (very good).',
  period: 'Period day must be yes or no (true or false).',
  bristolType: 'The stool type must be a whole number from 1 to 7 on the Bristol scale.',
  urgency: 'Urgency must be yes or no (true or false).',
  blood: 'Blood in the stool must be yes or no (true or false).',
} as const;

/** A local calendar day, 'YYYY-MM-DD', on the user's calendar. */
export const dayKeySchema = z.string({ error: 'Please choose a date.' }).refine(isDayKey, {
  error: 'The date must be a real calendar day written YYYY-MM-DD.',
});

// A schema-wide `error` covers a missing field, an empty select ('') and an unknown value alike,
// so a form submitted with nothing chosen shows exactly the spec's sentence under each select.
export const mealTimeSchema = z.enum(MEAL_TIMES, { error: MEAL_FORM_MESSAGES.mealTime });
export const mealSizeSchema = z.enum(MEAL_SIZES, { error: MEAL_FORM_MESSAGES.mealSize });
export const mealSourceSchema = z.enum(MEAL_SOURCES, { error: MEAL_FORM_MESSAGES.mealSource });
export const timeOfDaySchema = z.enum(TIMES_OF_DAY, { error: SYMPTOM_FORM_MESSAGES.timeOfDay });

/**
 * The meal description. Stored exactly as typed (free text is never rewritten); only the length
 * checks look at it trimmed, so '  ab ' is too short rather than quietly accepted.
 */
export const mealDescriptionSchema = z
  .string({ error: MEAL_FORM_MESSAGES.descriptionRequired })
  .refine(isStorableText, storableTextCheck('The description'))
  // abort: an empty description should say "tell us", not also "too short".
  .refine((value) => value.trim().length > 0, { error: MEAL_FORM_MESSAGES.descriptionRequired, abort: true })
  .refine((value) => value.trim().length >= 3, { error: MEAL_FORM_MESSAGES.descriptionTooShort, abort: true })
  .max(CONTENT_MAX_LENGTH, { error: MEAL_FORM_MESSAGES.descriptionTooLong });

/** Notes on a symptom check-in: optional, so an absent note is stored as ''. */
export const symptomNotesSchema = z
  .string({ error: 'Notes must be text.' })
  .refine(isStorableText, storableTextCheck('Notes'))
  .max(CONTENT_MAX_LENGTH, { error: SYMPTOM_FORM_MESSAGES.notesTooLong })
  .default('');

export const foodDetailsSchema = z.strictObject({
  mealTime: mealTimeSchema,
  mealSize: mealSizeSchema,
  mealSource: mealSourceSchema,
  wasPhotoAnalyzed: z.boolean({ error: 'wasPhotoAnalyzed must be true or false.' }).default(false),
});

const symptomNameSchema = z
  .string()
  .refine(isStorableText, storableTextCheck('A symptom name'))
  .min(1, { error: SYMPTOM_FORM_MESSAGES.symptomName })
  .max(SYMPTOM_NAME_MAX_LENGTH, { error: SYMPTOM_FORM_MESSAGES.symptomName })
  .refine((name) => name.trim().length > 0, { error: SYMPTOM_FORM_MESSAGES.symptomName });

// zod leaves a '__proto__' key (which JSON.parse makes an ordinary key) out of the parsed
// record, so it can never replace the result's prototype; the test pins that down.
const ratingSchema = z
  .int({ error: SYMPTOM_FORM_MESSAGES.rating })
  .min(0, { error: SYMPTOM_FORM_MESSAGES.rating })
  .max(5, { error: SYMPTOM_FORM_MESSAGES.rating });

export const symptomRatingsSchema = z
  .record(symptomNameSchema, ratingSchema, {
    // A bad name is reported by the record itself (invalid_key), with the name's own issue inside.
    error: (issue) =>
      issue.code === 'invalid_key'
        ? (issue.issues[0]?.message ?? SYMPTOM_FORM_MESSAGES.symptomName)
        : 'Symptom ratings must map each symptom name to a rating.',
  })
  .refine((ratings) => Object.keys(ratings).length <= MAX_RATED_SYMPTOMS, {
    error: SYMPTOM_FORM_MESSAGES.tooManySymptoms,
    abort: true,
  })
  .refine((ratings) => Object.values(ratings).some((rating) => rating > 0), {
    error: SYMPTOM_FORM_MESSAGES.noRating,
  });

/** An optional exact time on the person's clock, 'HH:MM' (24-hour), beside the time of day. */
export const exactTimeSchema = z
  .string({ error: SYMPTOM_FORM_MESSAGES.exactTime })
  .refine(isExactTime, { error: SYMPTOM_FORM_MESSAGES.exactTime, abort: true });

const scaleOneToFive = (message: string) =>
  z.int({ error: message }).min(1, { error: message }).max(5, { error: message });

export const stressSchema = scaleOneToFive(FACTOR_MESSAGES.stress);
export const sleepQualitySchema = scaleOneToFive(FACTOR_MESSAGES.sleepQuality);
export const sleepHoursSchema = z
  .number({ error: FACTOR_MESSAGES.sleepHours })
  .refine(isSleepHours, { error: FACTOR_MESSAGES.sleepHours });
export const periodSchema = z.boolean({ error: FACTOR_MESSAGES.period });

/**
 * The optional factors of a check-in, stored in its details under exactly these names; a factor
 * that is absent was not recorded (never a default: "no answer" and "calm" are different things).
 */
export const checkInFactorsShape = {
  stress: stressSchema.optional(),
  sleepHours: sleepHoursSchema.optional(),
  sleepQuality: sleepQualitySchema.optional(),
  period: periodSchema.optional(),
};

// The time of day follows from an exact time: a check-in at 07:30 that says 'evening' is refused,
// so every reader (the day's list, insights) can trust time_of_day alone.
const timeOfDayMatchesExactTime = {
  check: (details: { time_of_day: string; exact_time?: string | undefined }) =>
    details.exact_time === undefined ||
    !isExactTime(details.exact_time) ||
    timeOfDayForExactTime(details.exact_time) === details.time_of_day,
  error: { error: SYMPTOM_FORM_MESSAGES.timeOfDayForExactTime, path: ['time_of_day'] },
};

export const symptomDetailsSchema = z
  .strictObject({
    symptomRatings: symptomRatingsSchema,
    time_of_day: timeOfDaySchema.default(DEFAULT_TIME_OF_DAY),
    exact_time: exactTimeSchema.optional(),
    ...checkInFactorsShape,
  })
  .refine(timeOfDayMatchesExactTime.check, timeOfDayMatchesExactTime.error);

/** A bowel movement: its Bristol type, urgency and blood, and when, as a check-in says when. */
export const bowelDetailsSchema = z
  .strictObject({
    bristolType: z
      .int({ error: FACTOR_MESSAGES.bristolType })
      .min(1, { error: FACTOR_MESSAGES.bristolType })
      .max(7, { error: FACTOR_MESSAGES.bristolType }),
    urgency: z.boolean({ error: FACTOR_MESSAGES.urgency }).default(false),
    blood: z.boolean({ error: FACTOR_MESSAGES.blood }).default(false),
    time_of_day: timeOfDaySchema.default(DEFAULT_TIME_OF_DAY),
    exact_time: exactTimeSchema.optional(),
  })
  .refine(timeOfDayMatchesExactTime.check, timeOfDayMatchesExactTime.error);

// What a person can change on an entry, and also exactly what each form edits: the forms use
// these as their schemas, so field errors sit at 'content' and 'details.mealTime' and so on.
export const foodEntryUpdateSchema = z.strictObject({
  content: mealDescriptionSchema,
  details: foodDetailsSchema,
});

export const symptomEntryUpdateSchema = z.strictObject({
  content: symptomNotesSchema,
  details: symptomDetailsSchema,
});

export const bowelEntryUpdateSchema = z.strictObject({
  content: symptomNotesSchema,
  details: bowelDetailsSchema,
});

// The client picks the id (crypto.randomUUID()) so that retrying a create after a lost response
// finds the first one instead of writing a second entry.
const entryIdSchema = z.uuid({ error: 'The entry id must be a UUID.' });

export const LOGGED_AT_MESSAGE =
  'loggedAt must be the moment the entry was saved, in ISO-8601 UTC, for example 2026-11-28T22:41:00.000Z.';

// When the person pressed save, by their device's clock. An entry kept on the device while offline
// arrives later; the server places it by this moment, never later than its own now
// (domain/journal/nominal-time.ts, decision 013). Absent: the moment the server receives it.
const loggedAtSchema = z.iso.datetime({ error: LOGGED_AT_MESSAGE }).optional();

export const foodEntryCreateSchema = z.strictObject({
  id: entryIdSchema,
  type: z.literal('food'),
  date: dayKeySchema,
  loggedAt: loggedAtSchema,
  ...foodEntryUpdateSchema.shape,
});

export const symptomEntryCreateSchema = z.strictObject({
  id: entryIdSchema,
  type: z.literal('symptom'),
  date: dayKeySchema,
  loggedAt: loggedAtSchema,
  ...symptomEntryUpdateSchema.shape,
});

export const bowelEntryCreateSchema = z.strictObject({
  id: entryIdSchema,
  type: z.literal('bowel'),
  date: dayKeySchema,
  loggedAt: loggedAtSchema,
  ...bowelEntryUpdateSchema.shape,
});

export const journalEntryCreateSchema = z.discriminatedUnion(
  'type',
  [foodEntryCreateSchema, symptomEntryCreateSchema, bowelEntryCreateSchema],
  {
    error: "The entry type must be 'food', 'symptom' or 'bowel'.",
  },
);

/** The update schema for a stored entry's type: the type itself can never change. */
export function entryUpdateSchemaFor(type: EntryType) {
  if (type === 'food') return foodEntryUpdateSchema;
  return type === 'bowel' ? bowelEntryUpdateSchema : symptomEntryUpdateSchema;
}

// Responses. Timestamps are ISO-8601 in UTC ('...Z'); the client shows them in the user's zone.
const isoInstantSchema = z.iso.datetime({ error: 'Timestamps must be ISO-8601 in UTC.' });

const entryDtoBase = {
  id: z.uuid(),
  occurredAt: isoInstantSchema,
  createdAt: isoInstantSchema,
  updatedAt: isoInstantSchema,
  /** Present only on an entry another app (or another Tend) wrote and an import brought in. */
  imported: z.literal(true).optional(),
};

export const foodEntryDtoSchema = z.strictObject({
  ...entryDtoBase,
  type: z.literal('food'),
  content: z.string(),
  details: foodDetailsSchema,
});

export const symptomEntryDtoSchema = z.strictObject({
  ...entryDtoBase,
  type: z.literal('symptom'),
  content: z.string(),
  details: symptomDetailsSchema,
});

export const bowelEntryDtoSchema = z.strictObject({
  ...entryDtoBase,
  type: z.literal('bowel'),
  content: z.string(),
  details: bowelDetailsSchema,
});

export const journalEntryDtoSchema = z.discriminatedUnion('type', [
  foodEntryDtoSchema,
  symptomEntryDtoSchema,
  bowelEntryDtoSchema,
]);

export type FoodDetails = z.output<typeof foodDetailsSchema>;
export type SymptomDetails = z.output<typeof symptomDetailsSchema>;
export type SymptomRatings = z.output<typeof symptomRatingsSchema>;
export type BowelDetails = z.output<typeof bowelDetailsSchema>;

export type FoodEntryUpdate = z.output<typeof foodEntryUpdateSchema>;
export type FoodEntryUpdateInput = z.input<typeof foodEntryUpdateSchema>;
export type SymptomEntryUpdate = z.output<typeof symptomEntryUpdateSchema>;
export type SymptomEntryUpdateInput = z.input<typeof symptomEntryUpdateSchema>;

export type BowelEntryUpdate = z.output<typeof bowelEntryUpdateSchema>;
export type BowelEntryUpdateInput = z.input<typeof bowelEntryUpdateSchema>;

export type FoodEntryCreate = z.output<typeof foodEntryCreateSchema>;
export type SymptomEntryCreate = z.output<typeof symptomEntryCreateSchema>;
export type JournalEntryCreate = z.output<typeof journalEntryCreateSchema>;
export type JournalEntryCreateInput = z.input<typeof journalEntryCreateSchema>;

export type FoodEntryDto = z.output<typeof foodEntryDtoSchema>;
export type SymptomEntryDto = z.output<typeof symptomEntryDtoSchema>;
export type BowelEntryDto = z.output<typeof bowelEntryDtoSchema>;
export type JournalEntryDto = z.output<typeof journalEntryDtoSchema>;
/** A meal or a symptom check-in: the entries the daily goal, insights and trends' ratings read. */
export type MealOrCheckInDto = FoodEntryDto | SymptomEntryDto;

// Recent and favourite meals: the person's own descriptions offered back as they type one.
export const RECENT_MEALS_DEFAULT_LIMIT = 8;
export const RECENT_MEALS_MAX_LIMIT = 20;
const RECENT_MEALS_QUERY_MAX_LENGTH = 200;

export const recentMealsQuerySchema = z.strictObject({
  q: z
    .string()
    .max(RECENT_MEALS_QUERY_MAX_LENGTH, {
      error: `q must be at most ${RECENT_MEALS_QUERY_MAX_LENGTH} characters.`,
    })
    .refine(isStorableText, storableTextCheck('q'))
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: `limit must be from 1 to ${RECENT_MEALS_MAX_LIMIT}` })
    .max(RECENT_MEALS_MAX_LIMIT, { error: `limit must be from 1 to ${RECENT_MEALS_MAX_LIMIT}` })
    .default(RECENT_MEALS_DEFAULT_LIMIT),
});

export const mealSuggestionSchema = z.strictObject({
  content: z.string(),
  mealSize: mealSizeSchema,
  mealSource: mealSourceSchema,
  favourite: z.boolean(),
  timesEaten: z.int().min(0),
  lastEatenAt: isoInstantSchema.nullable(),
});

export const recentMealsResponseSchema = z.strictObject({ meals: z.array(mealSuggestionSchema) });

export type MealSuggestion = z.output<typeof mealSuggestionSchema>;
export type RecentMealsResponse = z.output<typeof recentMealsResponseSchema>;
