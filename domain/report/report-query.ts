// Which days a doctor report covers and whether it carries the person's notes. The report page and
// GET /api/report.pdf validate with this one schema, so they accept and refuse the same ranges
// with the same words; the future is checked against the person's today by resolveReportRange.

import { z } from 'zod';
import { todayKey } from '../common/day-boundaries.ts';
import { addDays, type DayKey, daysBetween, isZonedDayKey, parseDayKey } from '../common/day-key.ts';
import type { InstantInput } from '../common/zoned-time.ts';

/** The page's quick choices, in days ending today. */
export const REPORT_PRESETS = [30, 90, 365] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
export const DEFAULT_REPORT_DAYS: ReportPreset = 90;
/** A year, a leap year included. */
export const MAX_REPORT_DAYS = 366;

export const REPORT_RANGE_MESSAGES = {
  day: 'The date must be a real calendar day written YYYY-MM-DD.',
  both: 'Please choose both a start and an end date.',
  order: 'The start date must be on or before the end date.',
  tooLong: `Please choose a range of at most ${MAX_REPORT_DAYS} days (a year).`,
  future: 'The end date cannot be after today.',
  notes: 'Notes must be true or false.',
} as const;

const dayParam = z.string({ error: REPORT_RANGE_MESSAGES.day }).refine(isZonedDayKey, {
  error: REPORT_RANGE_MESSAGES.day,
});

/** The query string as it arrives: every value a string, all optional; unknown keys refused. */
export const reportQuerySchema = z
  .strictObject({
    from: dayParam.optional(),
    to: dayParam.optional(),
    notes: z
      .enum(['true', 'false'], { error: REPORT_RANGE_MESSAGES.notes })
      .optional()
      .transform((value) => value === 'true'),
  })
  .superRefine((query, context) => {
    if (query.from === undefined && query.to === undefined) return;
    if (query.from === undefined || query.to === undefined) {
      context.addIssue({
        code: 'custom',
        message: REPORT_RANGE_MESSAGES.both,
        path: [query.from === undefined ? 'from' : 'to'],
      });
      return;
    }
    // A date that failed its own check has said it all.
    if (!isZonedDayKey(query.from) || !isZonedDayKey(query.to)) return;
    if (query.from > query.to) {
      context.addIssue({ code: 'custom', message: REPORT_RANGE_MESSAGES.order, path: ['from'] });
      return;
    }
    if (daysBetween(query.from, query.to) + 1 > MAX_REPORT_DAYS) {
      context.addIssue({ code: 'custom', message: REPORT_RANGE_MESSAGES.tooLong, path: ['from'] });
    }
  });

export type ReportQueryInput = z.input<typeof reportQuerySchema>;
export type ReportQuery = z.output<typeof reportQuerySchema>;

export type ReportRange = { from: DayKey; to: DayKey; days: number };

export type ResolvedReportRange = ({ ok: true } & ReportRange) | { ok: false; field: 'to'; message: string };

/** The last `days` days ending today on the person's calendar. */
export function lastDays(days: number, now: InstantInput, timeZone: string): ReportRange {
  const to = todayKey(now, timeZone);
  return { from: addDays(to, -(days - 1)), to, days };
}

/** The days a valid query covers: its dates, or by default the last 90 days. */
export function resolveReportRange(
  query: ReportQuery,
  now: InstantInput,
  timeZone: string,
): ResolvedReportRange {
  if (query.from === undefined || query.to === undefined) {
    return { ok: true, ...lastDays(DEFAULT_REPORT_DAYS, now, timeZone) };
  }
  if (query.to > todayKey(now, timeZone))
    return { ok: false, field: 'to', message: REPORT_RANGE_MESSAGES.future };
  return { ok: true, from: query.from, to: query.to, days: daysBetween(query.from, query.to) + 1 };
}

// The same words as the trends charts' day labels; spelled here so the report page's code does not
// load the trends module (and through it the insights engine) just to name a range.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 3, 2026 to May 31, 2026 (90 days)'. */
export function rangeLabel(range: ReportRange): string {
  const withYear = (day: DayKey) => {
    const { year, month, day: date } = parseDayKey(day);
    return `${MONTHS[month - 1]} ${date}, ${year}`;
  };
  return `${withYear(range.from)} to ${withYear(range.to)} (${range.days} ${range.days === 1 ? 'day' : 'days'})`;
}

/** The file's name: the range it covers, so two reports never overwrite each other by accident. */
export function reportFileName(range: Pick<ReportRange, 'from' | 'to'>): string {
  return `tend-report-${range.from}-to-${range.to}.pdf`;
}

/**
 * What the report holds, in the words the page shows before the download. The notes the person
 * wrote on check-ins are the only optional part: they are named only when chosen.
 */
export function reportContents(includeNotes: boolean): string[] {
  return [
    'Your name, conditions, medications, supplements and tracked symptoms, from your profile',
    'A trend chart for each symptom: daily average, worst rating and 7-day average',
    'A summary table: average, worst and days logged for each symptom',
    'The patterns Tend found in this range, with their confidence and evidence, and how they were found',
    'A statement that Tend is not medical advice and that patterns are associations, not proof',
    includeNotes
      ? 'An appendix of every entry: meals with their descriptions, check-ins with their ratings and your notes'
      : 'An appendix of every entry: meals with their descriptions, check-ins with their ratings (without your notes)',
  ];
}
