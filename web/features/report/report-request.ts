// The report page's choices turned into the query GET /api/report.pdf takes, checked with the same
// domain schema the server uses, so the page refuses what the server would and says it the same way.

import { addDays, type DayKey, daysBetween } from '#domain/common/day-key.ts';
import {
  REPORT_RANGE_MESSAGES,
  type ReportPreset,
  rangeLabel,
  reportQuerySchema,
} from '#domain/report/report-query.ts';

export type RangeChoice = `${ReportPreset}` | 'custom';

export const RANGE_CHOICES: readonly { value: RangeChoice; label: string }[] = [
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '365', label: 'Last year' },
  { value: 'custom', label: 'Choose dates' },
];

export type ReportChoices = { range: RangeChoice; from: string; to: string; includeNotes: boolean };

export type ReportRequest =
  | { ok: true; query: { from: DayKey; to: DayKey; notes: 'true' | 'false' }; label: string }
  | { ok: false; errors: Partial<Record<'from' | 'to', string>> };

/** The query for the page's choices on the person's calendar (`today` is theirs, from the server). */
export function reportRequest(choices: ReportChoices, today: DayKey): ReportRequest {
  const notes = choices.includeNotes ? 'true' : 'false';
  const [from, to] =
    choices.range === 'custom'
      ? [choices.from, choices.to]
      : [addDays(today, -(Number(choices.range) - 1)), today];
  const parsed = reportQuerySchema.safeParse({ from: from || undefined, to: to || undefined, notes });
  const errors: Partial<Record<'from' | 'to', string>> = {};
  if (!from) errors.from = REPORT_RANGE_MESSAGES.both;
  if (!to) errors.to = REPORT_RANGE_MESSAGES.both;
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'from' || field === 'to') && errors[field] === undefined) errors[field] = issue.message;
    }
  } else if (to > today) {
    errors.to = REPORT_RANGE_MESSAGES.future;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    query: { from, to, notes },
    label: rangeLabel({ from, to, days: daysBetween(from, to) + 1 }),
  };
}
