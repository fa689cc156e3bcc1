// Medication history: a dated start, stop or dose change of a medication or supplement.
// The API (POST/PUT /api/medication-changes), the profile's "since when?" question and onboarding's
// validate with these schemas. Messages name the field as a person reads it. Objects are strict: an
// unknown field is refused, never silently dropped.
//
// Unlike a journal entry, a change may be dated before the account: people join Tend already on
// treatment, and the doctor and the insights need the real start. What falls before the journal is
// its starting state (decision 019).

import { z } from 'zod';
import { dayKeySchema } from '#domain/journal/public.ts';
import { isFutureDay } from '../common/day-boundaries.ts';
import { type DayKey, isDayKey, MONTH_NAMES } from '../common/day-key.ts';
import { strictObjectError } from '../common/schema-messages.ts';
import { isStorableText, storableTextCheck } from '../common/storable-text.ts';
import type { InstantInput } from '../common/zoned-time.ts';

export const MEDICATION_CHANGES = ['started', 'stopped', 'dose-changed'] as const;
export type MedicationChangeKind = (typeof MEDICATION_CHANGES)[number];

export const MEDICATION_CHANGE_LABELS: Readonly<Record<MedicationChangeKind, string>> = {
  started: 'Started',
  stopped: 'Stopped',
  'dose-changed': 'Dose changed',
};

export const MEDICATION_NAME_MAX_LENGTH = 120;
export const DOSE_NOTE_MAX_LENGTH = 200;

export const MEDICATION_CHANGE_MESSAGES = {
  nameRequired: "Please enter the medication's name.",
  nameTooLong: `The medication's name can be at most ${MEDICATION_NAME_MAX_LENGTH} characters.`,
  nameControl: "The medication's name cannot contain line breaks or other control characters.",
  change: "The change must be 'started', 'stopped' or 'dose-changed'.",
  doseNoteTooLong: `The dose note can be at most ${DOSE_NOTE_MAX_LENGTH} characters.`,
  doseNoteControl: 'The dose note cannot contain line breaks or other control characters.',
  futureDate: 'The date of a medication change cannot be in the future.',
  before1900: 'The date of a medication change cannot be before 1900.',
  precision: "The date's precision must be 'day' or 'month'.",
  monthNotFirst: 'A change known only by its month is dated the first of that month.',
} as const;

/** The earliest day a change may have: older dates are typing slips (a year of 0202), not history. */
export const EARLIEST_MEDICATION_CHANGE_DAY = '1900-01-01';

/**
 * How exactly the date is known: 'day', or 'month' when the person said only "since March 2025"
 * (onboarding asks a month and a year). A month is stored as its first day, so that every reader
 * orders and compares changes by one date, and is shown as the month, never as a made-up day.
 */
export const MEDICATION_DATE_PRECISIONS = ['day', 'month'] as const;
export type MedicationDatePrecision = (typeof MEDICATION_DATE_PRECISIONS)[number];

// A date that is no calendar day has its own message already; this one speaks only of real days.
export const medicationChangeDateSchema = dayKeySchema.refine(
  (date) => !isDayKey(date) || date >= EARLIEST_MEDICATION_CHANGE_DAY,
  { error: MEDICATION_CHANGE_MESSAGES.before1900 },
);

const controlCharacter = /\p{Cc}/u;

export const medicationNameSchema = z
  .string({ error: MEDICATION_CHANGE_MESSAGES.nameRequired })
  .refine(isStorableText, storableTextCheck("The medication's name"))
  // Before trimming: a name that came with a line break or a tab was not typed into one line.
  .refine((name) => !controlCharacter.test(name), {
    error: MEDICATION_CHANGE_MESSAGES.nameControl,
    abort: true,
  })
  .trim()
  .min(1, { error: MEDICATION_CHANGE_MESSAGES.nameRequired })
  .max(MEDICATION_NAME_MAX_LENGTH, { error: MEDICATION_CHANGE_MESSAGES.nameTooLong });

export const doseNoteSchema = z
  .string({ error: 'The dose note must be text.' })
  .refine(isStorableText, storableTextCheck('The dose note'))
  .refine((note) => !controlCharacter.test(note), {
    error: MEDICATION_CHANGE_MESSAGES.doseNoteControl,
    abort: true,
  })
  .trim()
  .max(DOSE_NOTE_MAX_LENGTH, { error: MEDICATION_CHANGE_MESSAGES.doseNoteTooLong })
  .default('');

/** A change as a person records or corrects it: the whole change each time. */
export const medicationChangeInputSchema = z
  .strictObject(
    {
      date: medicationChangeDateSchema,
      precision: z
        .enum(MEDICATION_DATE_PRECISIONS, { error: MEDICATION_CHANGE_MESSAGES.precision })
        .default('day'),
      medication: medicationNameSchema,
      change: z.enum(MEDICATION_CHANGES, { error: MEDICATION_CHANGE_MESSAGES.change }),
      doseNote: doseNoteSchema,
    },
    { error: strictObjectError('The medication change') },
  )
  .refine((fields) => fields.precision === 'day' || fields.date.endsWith('-01'), {
    error: MEDICATION_CHANGE_MESSAGES.monthNotFirst,
    path: ['date'],
  });

export type MedicationChangeInput = z.input<typeof medicationChangeInputSchema>;
export type MedicationChangeFields = z.output<typeof medicationChangeInputSchema>;

export const medicationChangeDtoSchema = z.strictObject({
  id: z.uuid(),
  date: dayKeySchema,
  precision: z.enum(MEDICATION_DATE_PRECISIONS),
  medication: z.string(),
  change: z.enum(MEDICATION_CHANGES),
  doseNote: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type MedicationChangeDto = z.output<typeof medicationChangeDtoSchema>;

/**
 * Why a change cannot be dated `date`, or null: it lies on or before today, on the person's
 * calendar (the schema already refuses a day before 1900). The server answers 400 with this message
 * at the field 'date'; the form's date picker offers the same range.
 */
export function medicationChangeDateProblem(input: {
  date: DayKey;
  now: InstantInput;
  timeZone: string;
}): string | null {
  if (isFutureDay(input.date, input.now, input.timeZone)) return MEDICATION_CHANGE_MESSAGES.futureDate;
  return null;
}

/** A month written YYYY-MM (1900-01 on), as onboarding's "since when?" sends it. */
export const monthKeySchema = z
  .string({ error: 'The month must be written YYYY-MM.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'The month must be written YYYY-MM.' })
  .refine((month) => month >= EARLIEST_MEDICATION_CHANGE_DAY.slice(0, 7), {
    error: MEDICATION_CHANGE_MESSAGES.before1900,
  });

/** The day a change known by its month is stored under: the month's first. */
export const monthStartDay = (month: string): DayKey => `${month}-01`;

/**
 * When a change happened, as precisely as it is known: 'March 3, 2025' (or 'Mar 3, 2025' when
 * `months` is 'short'), and 'March 2025' for a change known by its month.
 */
export function medicationChangeWhen(
  change: { date: DayKey; precision?: MedicationDatePrecision },
  months: 'long' | 'short' = 'long',
): string {
  const [year, month, day] = change.date.split('-').map(Number) as [number, number, number];
  const name = MONTH_NAMES[month - 1] ?? '';
  const monthName = months === 'short' && name.length > 4 ? name.slice(0, 3) : name;
  return change.precision === 'month' ? `${name} ${year}` : `${monthName} ${day}, ${year}`;
}

/** 'Started Humira (40 mg every other week)': one change in a line. */
export function medicationChangeText(change: {
  medication: string;
  change: MedicationChangeKind;
  doseNote?: string;
}): string {
  const note = change.doseNote ? ` (${change.doseNote})` : '';
  return `${MEDICATION_CHANGE_LABELS[change.change]} ${change.medication}${note}`;
}
