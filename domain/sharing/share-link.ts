// A link a person gives a clinician: what of the report it shows, for which days, for how long,
// and whether it asks for a passcode. The server and the Share page validate with this one schema,
// so they accept and refuse the same choices with the same words.

import { z } from 'zod';
import { daysBetween, isZonedDayKey } from '../common/day-key.ts';
import { MAX_REPORT_DAYS } from '../report/public.ts';

/** The report's parts a link can show; the profile's identity is never one of them. */
export const SHARE_SECTIONS = [
  'symptoms',
  'factors',
  'medications',
  'scores',
  'experiments',
  'insights',
] as const;
export type ShareSection = (typeof SHARE_SECTIONS)[number];

export const SHARE_SECTION_LABELS: Readonly<Record<ShareSection, string>> = {
  symptoms: 'Symptoms: charts, the summary table and every check-in',
  factors: 'Stress, sleep, periods and bowel movements',
  medications: 'Medications, supplements and their dated changes',
  scores: 'Clinical questionnaire scores (such as the Harvey-Bradshaw Index) and their charts',
  experiments: 'Food experiments and their results',
  insights: 'The patterns Tend found',
};

export const SHARE_MIN_DAYS = 1;
export const SHARE_MAX_DAYS = 90;
export const SHARE_DEFAULT_DAYS = 14;
export const SHARE_LABEL_MAX = 80;
export const SHARE_DISPLAY_NAME_MAX = 40;

export const SHARE_MESSAGES = {
  label: `Please give the link a label of 1 to ${SHARE_LABEL_MAX} characters, such as “Dr Okafor, March visit”.`,
  displayName: `Please give a first name or initials of 1 to ${SHARE_DISPLAY_NAME_MAX} characters.`,
  sections: 'Please choose at least one part of the report to share.',
  section: 'That is not a part of the report.',
  days: `A link can last from ${SHARE_MIN_DAYS} to ${SHARE_MAX_DAYS} days.`,
  passcode: 'The passcode must be exactly 6 digits.',
  day: 'The date must be a real calendar day written YYYY-MM-DD.',
  order: 'The start date must be on or before the end date.',
  tooLong: `Please choose a period of at most ${MAX_REPORT_DAYS} days (a year).`,
  future: 'The end date cannot be after today.',
  beforeJournal: 'The start date cannot be before your journal begins.',
} as const;

// Letters, digits and spaces with light punctuation: no control characters and nothing that reads
// as markup, since the label and name are shown on pages and in a file name's neighbourhood.
const plainText = /^[\p{L}\p{M}\p{N} .,'’()\-/&:]+$/u;

const dayField = z.string({ error: SHARE_MESSAGES.day }).refine(isZonedDayKey, { error: SHARE_MESSAGES.day });

export const shareLinkInputSchema = z
  .strictObject({
    label: z
      .string({ error: SHARE_MESSAGES.label })
      .trim()
      .min(1, { error: SHARE_MESSAGES.label })
      .max(SHARE_LABEL_MAX, { error: SHARE_MESSAGES.label })
      .regex(plainText, { error: SHARE_MESSAGES.label }),
    displayName: z
      .string({ error: SHARE_MESSAGES.displayName })
      .trim()
      .min(1, { error: SHARE_MESSAGES.displayName })
      .max(SHARE_DISPLAY_NAME_MAX, { error: SHARE_MESSAGES.displayName })
      .regex(plainText, { error: SHARE_MESSAGES.displayName }),
    sections: z
      .array(z.enum(SHARE_SECTIONS, { error: SHARE_MESSAGES.section }), { error: SHARE_MESSAGES.sections })
      .min(1, { error: SHARE_MESSAGES.sections })
      .max(SHARE_SECTIONS.length, { error: SHARE_MESSAGES.sections })
      .transform((sections) => SHARE_SECTIONS.filter((section) => sections.includes(section))),
    from: dayField,
    to: dayField,
    days: z
      .number({ error: SHARE_MESSAGES.days })
      .int({ error: SHARE_MESSAGES.days })
      .min(SHARE_MIN_DAYS, { error: SHARE_MESSAGES.days })
      .max(SHARE_MAX_DAYS, { error: SHARE_MESSAGES.days })
      .default(SHARE_DEFAULT_DAYS),
    passcode: z
      .string({ error: SHARE_MESSAGES.passcode })
      .regex(/^\d{6}$/, { error: SHARE_MESSAGES.passcode })
      .nullable()
      .default(null),
  })
  .superRefine((input, context) => {
    if (!isZonedDayKey(input.from) || !isZonedDayKey(input.to)) return;
    if (input.from > input.to) {
      context.addIssue({ code: 'custom', message: SHARE_MESSAGES.order, path: ['from'] });
    } else if (daysBetween(input.from, input.to) + 1 > MAX_REPORT_DAYS) {
      context.addIssue({ code: 'custom', message: SHARE_MESSAGES.tooLong, path: ['from'] });
    }
  });

export type ShareLinkInput = z.input<typeof shareLinkInputSchema>;
export type ShareLinkFields = z.output<typeof shareLinkInputSchema>;

/** What the schema cannot know: the person's today and the day their journal begins. */
export function sharePeriodProblem(
  fields: Pick<ShareLinkFields, 'from' | 'to'>,
  today: string,
  journalStart: string,
): { field: 'from' | 'to'; message: string } | null {
  if (fields.to > today) return { field: 'to', message: SHARE_MESSAGES.future };
  if (fields.from < journalStart) return { field: 'from', message: SHARE_MESSAGES.beforeJournal };
  return null;
}

export type ShareLinkState = 'active' | 'expired' | 'revoked';

export type ShareLinkOpenDto = { openedAt: string; device: string; what: ShareOpenKind };
export type ShareOpenKind = 'page' | 'pdf' | 'fhir';

/** A link as its owner sees it in the list; the token itself is shown once, when it is made. */
export type ShareLinkDto = {
  id: string;
  label: string;
  displayName: string;
  sections: ShareSection[];
  from: string;
  to: string;
  hasPasscode: boolean;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  state: ShareLinkState;
  opens: ShareLinkOpenDto[];
};

export function shareLinkState(
  link: { expiresAt: Date | string; revokedAt: Date | string | null },
  now: Date,
): ShareLinkState {
  if (link.revokedAt !== null) return 'revoked';
  return new Date(link.expiresAt).getTime() <= now.getTime() ? 'expired' : 'active';
}

export const SHARED_PATH_PREFIX = '/shared/';
