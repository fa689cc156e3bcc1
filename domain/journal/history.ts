// The history screen: entries grouped into the user's local days, five days to a page, with the
// incomplete recent days offered as shortcuts back to the log page.

import { dayRange, localDayKey, startOfLocalDay, todayKey } from '../common/day-boundaries.ts';
import { type DayKey, parseDayKey } from '../common/day-key.ts';
import type { InstantInput } from '../common/zoned-time.ts';
import { type GoalCounts, goalCounts, goalProgress } from './daily-goal.ts';
import { editWindowStart, isDayInEditWindow } from './edit-window.ts';
import { sortEntriesNewestFirst, type TimedEntry } from './entry-time.ts';

export const HISTORY_PAGE_SIZE = 5;

/** The log page's tabs and `type` query parameter. */
export type LogTab = 'food' | 'symptoms';

export type DayCounts = GoalCounts;

export type HistoryEntry = TimedEntry;

export type DayGroup<T> = DayCounts & {
  dayKey: DayKey;
  /** Newest first. */
  entries: T[];
  complete: boolean;
};

/** The range the history loads first: today and the 6 days before, as days and as instants. */
export function defaultHistoryRange(
  now: InstantInput,
  timeZone: string,
): { from: DayKey; to: DayKey; start: Date; end: Date } {
  const to = todayKey(now, timeZone);
  const from = editWindowStart(to);
  return { from, to, start: startOfLocalDay(from, timeZone), end: dayRange(to, timeZone).end };
}

/** A day is complete with at least 2 meals and 2 symptom entries: the daily goal. */
export function isDayComplete(counts: DayCounts): boolean {
  return goalProgress(counts).complete;
}

/**
 * Groups entries by the user's local day, newest day first and, within a day, the latest stored
 * time first (entry-time.ts): the same order today and on past days, and on every other screen.
 */
export function groupEntriesByDay<T extends HistoryEntry>(
  entries: readonly T[],
  timeZone: string,
): DayGroup<T>[] {
  const groups = new Map<DayKey, { dayKey: DayKey; entries: T[] }>();
  for (const entry of sortEntriesNewestFirst(entries)) {
    const dayKey = localDayKey(entry.occurredAt, timeZone);
    let group = groups.get(dayKey);
    if (group === undefined) {
      group = { dayKey, entries: [] };
      groups.set(dayKey, group);
    }
    group.entries.push(entry);
  }
  // The comparator puts later days first, so the groups are already in order.
  return [...groups.values()].map(({ dayKey, entries: dayEntries }) => {
    const counts = goalCounts(dayEntries);
    return { dayKey, entries: dayEntries, ...counts, complete: isDayComplete(counts) };
  });
}

export type DayPage<T> = { days: T[]; page: number; pageCount: number };

/**
 * One page of days (pages count days, not entries). `page` is 1-based and clamped into range, so
 * a stale page number after a deletion shows the last page instead of nothing. No days is one
 * empty page.
 */
export function paginateDays<T>(days: readonly T[], page: number): DayPage<T> {
  const pageCount = Math.max(1, Math.ceil(days.length / HISTORY_PAGE_SIZE));
  const wanted = Number.isFinite(page) ? Math.trunc(page) : 1;
  const current = Math.min(Math.max(wanted, 1), pageCount);
  const first = (current - 1) * HISTORY_PAGE_SIZE;
  return { days: days.slice(first, first + HISTORY_PAGE_SIZE), page: current, pageCount };
}

/**
 * The page, 1-based, that holds a day when `newerDays` days with entries come after it: the page
 * a jump to that date opens. A date without entries lands where it would be, between its nearest
 * days.
 */
export function pageHoldingDay(newerDays: number): number {
  return Math.floor(Math.max(0, newerDays) / HISTORY_PAGE_SIZE) + 1;
}

/**
 * The tab to open for an incomplete day. The spec: "food if meals are fewer than 2 and, when
 * symptoms also lack, meals are not more than symptoms; otherwise symptoms". So a day short of
 * meals whose symptoms are done opens food; a day short of both opens the side with fewer
 * entries, food on a tie; a day whose meals are done opens symptoms.
 */
export function suggestedTypeForDay({ meals, symptoms }: DayCounts): LogTab {
  return meals < 2 && (symptoms >= 2 || meals <= symptoms) ? 'food' : 'symptoms';
}

export type ClickableDayInput = DayCounts & { dayKey: DayKey; today: DayKey };

/**
 * Whether a day card links to the log page: it is incomplete and is today or one of the 6 days
 * before. The spec's "within the last 7 days or today" is read as the same 7 days that the
 * 'Last 7 Days' view and the edit window cover, so the three never disagree about "recent".
 * Older days can still be logged from the log page's date picker; they are just not suggested.
 */
export function isDayClickable({ dayKey, today, meals, symptoms }: ClickableDayInput): boolean {
  parseDayKey(dayKey);
  return !isDayComplete({ meals, symptoms }) && dayKey <= today && isDayInEditWindow(dayKey, today);
}
