// Medication history (issue 23): a dated start, stop or dose change of a medication or supplement.
// The API (POST/PUT /api/medication-changes) and the profile's "since when?" question validate with
// these schemas. Messages name the field as a person reads it. Objects are strict: an unknown field
// is refused, never silently dropped.

import { z } from 'zod';
import { isBeforeAccountCreation, isFutureDay } from '../rules/day-boundaries.ts';
import type { DayKey } from '../rules/day-key.ts';
import type { InstantInput } from '../rules/zoned-time.ts';
import { dayKeySchema } from './journal-entry.ts';
import { strictObjectError } from './schema-messages.ts';
import { isStorableText, storableTextCheck } from './storable-text.ts';

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
  beforeAccount: 'The date of a medication change cannot be before the day you created your account.',
} as const;

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
export const medicationChangeInputSchema = z.strictObject(
  {
    date: dayKeySchema,
    medication: medicationNameSchema,
    change: z.enum(MEDICATION_CHANGES, { error: MEDICATION_CHANGE_MESSAGES.change }),
    doseNote: doseNoteSchema,
  },
  { error: strictObjectError('The medication change') },
);

export type MedicationChangeInput = z.input<typeof medicationChangeInputSchema>;
export type MedicationChangeFields = z.output<typeof medicationChangeInputSchema>;

export const medicationChangeDtoSchema = z.strictObject({
  id: z.uuid(),
  date: dayKeySchema,
  medication: z.string(),
  change: z.enum(MEDICATION_CHANGES),
  doseNote: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export type MedicationChangeDto = z.output<typeof medicationChangeDtoSchema>;

/**
 * Why a change cannot be dated `date`, or null: like an entry, it lies between the day the account
 * was created and today, on the person's calendar. The server answers 400 with this message at
 * the field 'date'; the form's date picker offers the same range.
 */
export function medicationChangeDateProblem(input: {
  date: DayKey;
  now: InstantInput;
  timeZone: string;
  accountCreatedAt: InstantInput;
}): string | null {
  if (isFutureDay(input.date, input.now, input.timeZone)) return MEDICATION_CHANGE_MESSAGES.futureDate;
  if (isBeforeAccountCreation(input.date, input.accountCreatedAt, input.timeZone))
    return MEDICATION_CHANGE_MESSAGES.beforeAccount;
  return null;
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
