// The time an entry shows and sorts by: its stored occurred_at on the person's clock, and nothing
// else. The dashboard, the doctor report and the insights engine read the stored instant, so a
// screen that showed anything else (the chosen slot's time, say) would give one entry two times.
// The rule that stores the right instant is in nominal-time.ts (decision 017); every screen reads it.

import { formatTimeInZone } from '../common/day-boundaries.ts';
import { type InstantInput, toInstant, wallClockAt } from '../common/zoned-time.ts';
import type { EntryType } from './entry-type.ts';

export type TimedEntry = {
  id: string;
  type: EntryType;
  occurredAt: InstantInput;
  createdAt: InstantInput;
};

/** Minutes after local midnight of the entry's stored instant. */
export function entryMinuteOfDay(entry: Pick<TimedEntry, 'occurredAt'>, timeZone: string): number {
  const { hour, minute } = wallClockAt(entry.occurredAt, timeZone);
  return hour * 60 + minute;
}

/** '12:30 PM': the entry's stored time on the person's clock, in the 12-hour en-US format. */
export function formatEntryTime(entry: Pick<TimedEntry, 'occurredAt'>, timeZone: string): string {
  return formatTimeInZone(entry.occurredAt, timeZone);
}

/** 'HH:MM' (24-hour) of the stored time, for a <time dateTime> attribute. */
export function entryTimeValue(entry: Pick<TimedEntry, 'occurredAt'>, timeZone: string): string {
  const minutes = entryMinuteOfDay(entry, timeZone);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Newest first: the later stored instant; entries at the same instant by when they were written,
 * then by id, so the order is stable between loads. The same order as the server's reads.
 */
export function compareEntriesNewestFirst(a: TimedEntry, b: TimedEntry): number {
  return (
    toInstant(b.occurredAt).getTime() - toInstant(a.occurredAt).getTime() ||
    toInstant(b.createdAt).getTime() - toInstant(a.createdAt).getTime() ||
    (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
  );
}

/** A copy of the entries, newest first by the rule above. */
export function sortEntriesNewestFirst<T extends TimedEntry>(entries: readonly T[]): T[] {
  return [...entries].sort(compareEntriesNewestFirst);
}
