// How the ratings moved across a day (a recorded treatment change, a shift the detector found),
// in figures a sentence may rest on: the days with check-ins on each side within two weeks, and,
// only when both sides have enough of them, the difference of the average daily rating with a 90%
// interval. The sentences about a medicine come from here (wording/context-notes.ts): a person may
// doubt a drug because of one, so below the minimum they say only that the change is recorded.

import { studentTQuantile } from '#domain/common/statistics/student-t.ts';
import type { CheckIn } from './journal-data.ts';

/** The two weeks on each side are what a person remembers as "before" and "after". */
export const SIDE_DAYS = 14;

/**
 * Days with a check-in needed on each side before a difference is stated. A week covers one
 * weekly rhythm (weekends are eaten and slept differently), and with a typical day-to-day wander
 * of a day's average rating of about 0.7 points, 7 days a side give a 90% interval of about ±0.7
 * points (more when bad days come in runs): narrow enough to tell a step of a point, the size
 * worth saying about a medicine, from none. With 3 days a side it would be about ±1.2 points,
 * and one day after a change is one good or bad day, not a change.
 */
export const MIN_DAYS_PER_SIDE = 7;

const INTERVAL = 0.9;

// Ratings are whole points, so even a journal of identical ratings leaves each day's figure
// uncertain by the rounding of a whole-point scale (variance 1/12): without this floor such a
// journal would give an interval of zero width.
const MIN_DAY_VARIANCE = 1 / 12;

// A bad day tends to follow a bad day: the variance is inflated for the lag-1 autocorrelation of
// the days (as level-shifts.ts does), capped so a few days cannot make the interval endless.
const MAX_AUTOCORRELATION = 0.9;

export type BeforeAfter = {
  /** Days with a check-in in the two weeks before the day. */
  daysBefore: number;
  /** Days with a check-in from the day on, for two weeks. */
  daysAfter: number;
  /**
   * The average daily rating after minus before, in rating points, with a 90% interval; null
   * unless both sides have MIN_DAYS_PER_SIDE days.
   */
  difference: { estimate: number; low: number; high: number } | null;
};

/** The ratings on either side of `day` (a local day number), all tracked symptoms together. */
export function beforeAfter(checkIns: readonly CheckIn[], day: number): BeforeAfter {
  const before = dailyAverages(checkIns, day - SIDE_DAYS, day);
  const after = dailyAverages(checkIns, day, day + SIDE_DAYS);
  const counts = { daysBefore: before.length, daysAfter: after.length };
  if (before.length < MIN_DAYS_PER_SIDE || after.length < MIN_DAYS_PER_SIDE) {
    return { ...counts, difference: null };
  }
  const beforeMean = mean(before);
  const afterMean = mean(after);
  const residuals = [
    ...before.map((value) => value - beforeMean),
    ...after.map((value) => value - afterMean),
  ];
  const df = residuals.length - 2;
  const squares = residuals.reduce((sum, value) => sum + value * value, 0);
  const variance = Math.max(squares / df, MIN_DAY_VARIANCE);
  const inflation = autocorrelationInflation(
    residuals.slice(0, before.length),
    residuals.slice(before.length),
    squares,
  );
  const standardError = Math.sqrt(variance * inflation * (1 / before.length + 1 / after.length));
  const estimate = afterMean - beforeMean;
  const margin = studentTQuantile(1 - (1 - INTERVAL) / 2, df) * standardError;
  return { ...counts, difference: { estimate, low: estimate - margin, high: estimate + margin } };
}

/** Each day's average rating in [from, to), in day order. */
function dailyAverages(checkIns: readonly CheckIn[], from: number, to: number): number[] {
  const days = new Map<number, { sum: number; count: number }>();
  for (const checkIn of checkIns) {
    if (checkIn.day < from || checkIn.day >= to) continue;
    for (const rating of checkIn.ratings.values()) {
      const known = days.get(checkIn.day) ?? { sum: 0, count: 0 };
      known.sum += rating;
      known.count += 1;
      days.set(checkIn.day, known);
    }
  }
  return [...days.entries()].sort(([a], [b]) => a - b).map(([, { sum, count }]) => sum / count);
}

/** (1 + r) / (1 - r) for the lag-1 autocorrelation r of the residuals within each side. */
function autocorrelationInflation(
  before: readonly number[],
  after: readonly number[],
  squares: number,
): number {
  if (squares <= 0) return 1;
  let lagged = 0;
  for (const side of [before, after]) {
    for (let index = 1; index < side.length; index += 1) {
      lagged += (side[index] as number) * (side[index - 1] as number);
    }
  }
  const rho = Math.min(MAX_AUTOCORRELATION, Math.max(0, lagged / squares));
  return (1 + rho) / (1 - rho);
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
