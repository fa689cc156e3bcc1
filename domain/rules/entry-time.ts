// The time an entry shows and sorts by. A backdated entry is stored at its slot's nominal time
// (nominal-time.ts) while one logged for today is stored at the moment it was written, so showing
// the stored clock time made today's list read 'Lunch meal · 6:17 PM' above an earlier dinner,
// while past days read 12:30 PM. The person told us when it happened by choosing the meal slot or
// the time of day: every day shows and orders entries by that choice, the same way.

import { formatTimeInZone, localDayKey } from './day-boundaries.ts';
import type { EntryType } from './entry-type.ts';
import { parseExactTime } from './exact-time.ts';
import type { MealTime } from './meal-time.ts';
import { NOMINAL_TIMES } from './nominal-time.ts';
import type { TimeOfDay } from './time-of-day.ts';
import { type InstantInput, toInstant, wallClockAt } from './zoned-time.ts';

export type TimedEntry = {
  id: string;
  type: EntryType;
  occurredAt: InstantInput;
  createdAt: InstantInput;
  /** A meal's slot or a check-in's time of day; absent details fall back to the stored instant. */
  details?: { mealTime?: MealTime; time_of_day?: TimeOfDay; exact_time?: string | undefined } | undefined;
};

/** Minutes after local midnight of the slot the person chose, or of the stored instant without one. */
export function entryMinuteOfDay(entry: TimedEntry, timeZone: string): number {
  // A check-in's exact time, when the person gave one, is more precise than its time of day.
  const exact = entry.type !== 'food' ? parseExactTime(entry.details?.exact_time ?? '') : undefined;
  if (exact) return exact.hour * 60 + exact.minute;
  const slot = entry.type === 'food' ? entry.details?.mealTime : entry.details?.time_of_day;
  if (slot) return NOMINAL_TIMES[slot].hour * 60 + NOMINAL_TIMES[slot].minute;
  const { hour, minute } = wallClockAt(entry.occurredAt, timeZone);
  return hour * 60 + minute;
}

/** '12:30 PM': the entry's time as the person chose it, in the 12-hour en-US format. */
export function formatEntryTime(entry: TimedEntry, timeZone: string): string {
  const minutes = entryMinuteOfDay(entry, timeZone);
  // Any instant whose UTC wall clock is that time formats it; the zone's own offsets play no part.
  return formatTimeInZone(new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60)), 'UTC');
}

/**
 * Newest first: the later day, then the later chosen time; entries at the same time by when they
 * were stored, then written, then by id, so the order is stable between loads.
 */
export function compareEntriesNewestFirst(a: TimedEntry, b: TimedEntry, timeZone: string): number {
  const dayA = localDayKey(a.occurredAt, timeZone);
  const dayB = localDayKey(b.occurredAt, timeZone);
  if (dayA !== dayB) return dayA < dayB ? 1 : -1;
  return (
    entryMinuteOfDay(b, timeZone) - entryMinuteOfDay(a, timeZone) ||
    toInstant(b.occurredAt).getTime() - toInstant(a.occurredAt).getTime() ||
    toInstant(b.createdAt).getTime() - toInstant(a.createdAt).getTime() ||
    (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
  );
}

/** A copy of the entries, newest first by the rule above. */
export function sortEntriesNewestFirst<T extends TimedEntry>(entries: readonly T[], timeZone: string): T[] {
  return [...entries].sort((a, b) => compareEntriesNewestFirst(a, b, timeZone));
}
