// The dashboard streak: how many consecutive days, up to today, the user logged anything. The
// original product always showed 0; we count a real streak (architecture.md).

import { addDays, type DayKey } from '../common/day-key.ts';

/**
 * The rule's reference. The server computes the same run in SQL over its day summary, to read
 * little of a long journal (server/features/journal/journal.service.ts); its tests check that
 * the two agree.
 *
 * Consecutive days with at least one entry, ending today, or yesterday when today has nothing
 * yet: a streak is not broken before the day is over. Days are the user's local day keys.
 */
export function streakLength(daysWithEntries: Iterable<DayKey>, today: DayKey): number {
  const days = new Set(daysWithEntries);
  let day = days.has(today) ? today : addDays(today, -1);
  let length = 0;
  while (days.has(day)) {
    length += 1;
    day = addDays(day, -1);
  }
  return length;
}

/**
 * The streak line shows from 1 day on. (The constants section says "above 1", but the dashboard
 * section says "above 0" and the spec words a singular '1 day tracked!', which only a 1-day streak
 * can show.)
 */
export function shouldShowStreak(length: number): boolean {
  return length > 0;
}

/** History shows the same line from a 2-day streak on: the spec's constants say "above 1" for it. */
export function shouldShowHistoryStreak(length: number): boolean {
  return length > 1;
}

export function streakText(length: number): string {
  return `${length} ${length === 1 ? 'day' : 'days'} tracked! Keep it up!`;
}

/**
 * What the streak counts, said beside the spec's line: '19 days tracked!' for someone who logged 87
 * of the last 90 days read as a count of all their days. The spec's words stay;
 * this says they are days in a row.
 */
export function streakMeaning(length: number): string {
  return length === 1 ? 'Counts the days in a row with an entry.' : `${length} days in a row with an entry.`;
}
