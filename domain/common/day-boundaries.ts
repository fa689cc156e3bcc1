// "Today", "this day" and "what time is it" for a user, always in the user's own time zone and
// never in the server's or the browser's. The clock is a parameter so every rule is testable.

import { addDays, type DayKey, formatDayKey, parseDayKey } from './day-key.ts';
import { type InstantInput, instantAtWallClock, wallClockAt } from './zoned-time.ts';

// Stepping between days belongs to this vocabulary, so callers may import it from here too; the
// calendar maths has no zone in it, so it lives in day-key.ts.
export { addDays } from './day-key.ts';

/** The user's calendar day at `instant`. */
export function localDayKey(instant: InstantInput, timeZone: string): DayKey {
  const { year, month, day } = wallClockAt(instant, timeZone);
  return formatDayKey({ year, month, day });
}

/**
 * The first instant of `dayKey` in `timeZone`: local midnight, or when a daylight-saving change
 * skips midnight (as in America/Santiago), the moment the clocks jump to.
 */
export function startOfLocalDay(dayKey: DayKey, timeZone: string): Date {
  const key = `${timeZone} ${dayKey}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    start = instantAtWallClock(parseDayKey(dayKey), timeZone).getTime();
    if (dayStarts.size >= maxRememberedDayStarts) dayStarts.clear();
    dayStarts.set(key, start);
  }
  // A new Date each time: a caller may change the one it gets.
  return new Date(start);
}

// A day's first instant depends only on the day and the zone, and finding it takes four Intl
// conversions: the largest share of a journal read's time in the server (docs/performance.md,
// "Long journals"). The days in use at any time are few (today, yesterday, a history page), so a
// small table that is emptied when full keeps them; a zone name cannot contain a space.
const maxRememberedDayStarts = 4096;
const dayStarts = new Map<string, number>();

/**
 * The instants of a local day as a half-open range, start <= instant < end: 23 to 25 hours on
 * daylight-saving days (22 and 26 in Antarctica/Troll, which moves its clocks by two hours).
 */
export function dayRange(dayKey: DayKey, timeZone: string): { start: Date; end: Date } {
  return { start: startOfLocalDay(dayKey, timeZone), end: startOfLocalDay(addDays(dayKey, 1), timeZone) };
}

/** Today's key for the user. */
export function todayKey(now: InstantInput, timeZone: string): DayKey {
  return localDayKey(now, timeZone);
}

/** True when `dayKey` is after the user's today: entries cannot be logged there. */
export function isFutureDay(dayKey: DayKey, now: InstantInput, timeZone: string): boolean {
  parseDayKey(dayKey);
  return dayKey > todayKey(now, timeZone);
}

/**
 * True when `dayKey` is before the user's calendar day on which the account was created. The
 * creation day itself is allowed whole, even its hours before the account existed, because
 * users pick days, not times.
 */
export function isBeforeAccountCreation(
  dayKey: DayKey,
  accountCreatedAt: InstantInput,
  timeZone: string,
): boolean {
  parseDayKey(dayKey);
  return dayKey < localDayKey(accountCreatedAt, timeZone);
}

/** The hour 0-23 on the user's clock at `instant` (greeting, meal-time prefill). */
export function localHour(instant: InstantInput, timeZone: string): number {
  return wallClockAt(instant, timeZone).hour;
}

/**
 * A time on the user's clock in en-US 12-hour form, '8:30 AM'. Built from the wall clock rather
 * than Intl's own output, which separates AM/PM with U+202F on newer ICU and a plain space on
 * older: the same instant must read the same on the server, in every browser and in tests.
 */
export function formatTimeInZone(instant: InstantInput, timeZone: string): string {
  const { hour, minute } = wallClockAt(instant, timeZone);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
