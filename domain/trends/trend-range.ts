// Which days a trends view covers: the last 7, 30 or 90 days ending today, or a chosen range. The
// page, the trends API and the doctor report all validate their query with this one schema, so
// they accept and refuse the same ranges with the same words.

import { z } from 'zod';
import { todayKey } from '../common/day-boundaries.ts';
import { addDays, type DayKey, daysBetween, isZonedDayKey } from '../common/day-key.ts';
import type { InstantInput } from '../common/zoned-time.ts';
import { TREND_PRESETS, type TrendPreset } from './trend-query.ts';

export { TREND_PRESETS, type TrendPreset } from './trend-query.ts';
export const DEFAULT_TREND_PRESET: TrendPreset = 30;

/** A year and a bit: a leap year plus the partial weeks at either end. */
export const MAX_TREND_DAYS = 371;

export const TREND_RANGE_MESSAGES = {
  preset: 'The range must be 7, 30 or 90 days.',
  day: 'The date must be a real calendar day written YYYY-MM-DD.',
  both: 'Please choose both a start and an end date.',
  mixed: 'Please choose either a preset range or start and end dates, not both.',
  order: 'The start date must be on or before the end date.',
  tooLong: `Please choose a range of at most ${MAX_TREND_DAYS} days.`,
  future: 'The end date cannot be after today.',
} as const;

const dayParam = z.string().refine(isZonedDayKey, { error: TREND_RANGE_MESSAGES.day });

/**
 * The query string as it arrives (every value a string, all optional). The refinements only check
 * what needs no clock; resolveTrendRange checks the future against the person's today.
 */
export const trendRangeQuerySchema = z
  .object({
    range: z
      .enum(TREND_PRESETS.map(String) as ['7', '30', '90'], { error: TREND_RANGE_MESSAGES.preset })
      .optional(),
    from: dayParam.optional(),
    to: dayParam.optional(),
  })
  .superRefine((query, context) => {
    const hasDates = query.from !== undefined || query.to !== undefined;
    if (query.range !== undefined && hasDates) {
      context.addIssue({ code: 'custom', message: TREND_RANGE_MESSAGES.mixed, path: ['range'] });
      return;
    }
    if (!hasDates) return;
    if (query.from === undefined || query.to === undefined) {
      context.addIssue({
        code: 'custom',
        message: TREND_RANGE_MESSAGES.both,
        path: [query.from === undefined ? 'from' : 'to'],
      });
      return;
    }
    // zod still runs this refinement when a date failed its own check; that one has said it all.
    if (!isZonedDayKey(query.from) || !isZonedDayKey(query.to)) return;
    if (query.from > query.to) {
      context.addIssue({ code: 'custom', message: TREND_RANGE_MESSAGES.order, path: ['from'] });
      return;
    }
    if (daysBetween(query.from, query.to) + 1 > MAX_TREND_DAYS) {
      context.addIssue({ code: 'custom', message: TREND_RANGE_MESSAGES.tooLong, path: ['from'] });
    }
  });

export type TrendRangeQuery = z.output<typeof trendRangeQuerySchema>;

/** Inclusive range of local days, oldest first. */
export type DayRangeKeys = { from: DayKey; to: DayKey };

export type ResolvedTrendRange =
  | ({ ok: true; preset: TrendPreset | null; days: number } & DayRangeKeys)
  | { ok: false; field: 'to'; message: string };

/** The days a valid query covers, on the person's calendar at `now`. */
export function resolveTrendRange(
  query: TrendRangeQuery,
  now: InstantInput,
  timeZone: string,
): ResolvedTrendRange {
  const today = todayKey(now, timeZone);
  if (query.from !== undefined && query.to !== undefined) {
    if (query.to > today) return { ok: false, field: 'to', message: TREND_RANGE_MESSAGES.future };
    return {
      ok: true,
      preset: null,
      from: query.from,
      to: query.to,
      days: daysBetween(query.from, query.to) + 1,
    };
  }
  const preset = query.range === undefined ? DEFAULT_TREND_PRESET : (Number(query.range) as TrendPreset);
  return { ok: true, preset, from: addDays(today, -(preset - 1)), to: today, days: preset };
}

/** Every day key from `from` to `to`, inclusive. */
export function daysOfRange({ from, to }: DayRangeKeys): DayKey[] {
  const days: DayKey[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
