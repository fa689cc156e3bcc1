// Converting between UTC instants and wall-clock time in an IANA time zone, with nothing but
// Intl.DateTimeFormat. Every other zone rule (day boundaries, nominal times, the edit window) is
// built on these two functions, so they are the only place that knows how zones work.

/** A moment on the global timeline. Servers hold Dates; JSON carries ISO-8601 strings. */
export type InstantInput = Date | string;

/** Calendar date and time as a clock on the wall in some zone shows it. Month is 1-12. */
export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
};

export type WallClockInput = Pick<WallClock, 'year' | 'month' | 'day'> &
  Partial<Pick<WallClock, 'hour' | 'minute' | 'second' | 'millisecond'>>;

const MS_PER_SECOND = 1000;
const MS_PER_DAY = 86_400_000;

// Only full ISO-8601 timestamps with an explicit offset: `new Date(string)` alone would also accept
// locale-dependent formats and bare dates (which it reads as UTC midnight), both silent mistakes.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Reads an instant, refusing invalid Dates and strings that are not ISO-8601 timestamps. */
export function toInstant(value: InstantInput): Date {
  if (typeof value === 'string') {
    if (!ISO_INSTANT.test(value)) {
      throw new RangeError(`Not an ISO-8601 timestamp: ${JSON.stringify(value)}`);
    }
    value = new Date(value);
  }
  if (Number.isNaN(value.getTime())) {
    throw new RangeError('Invalid Date');
  }
  return value;
}

// Building a formatter is far slower than using one, and the zone set is small.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    // Gregorian calendar and Latin digits are pinned so the parts parse the same on every runtime
    // and default locale; h23 avoids the "24:00" that hour12:false gives on some engines.
    formatter = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `instant`. Throws RangeError for an unknown zone. */
export function wallClockAt(instant: InstantInput, timeZone: string): WallClock {
  const date = toInstant(instant);
  const fields: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    fields[part.type] = part.value;
  }
  const yearOfEra = Number(fields.year);
  const ms = date.getTime();
  return {
    // Years before 1 CE come back as "n BC"; astronomical numbering keeps the arithmetic linear.
    year: fields.era === 'BC' ? 1 - yearOfEra : yearOfEra,
    month: Number(fields.month),
    day: Number(fields.day),
    // h23 should never give 24; the modulo guards engines that ignored hourCycle (older Chromium).
    hour: Number(fields.hour) % 24,
    minute: Number(fields.minute),
    second: Number(fields.second),
    // Zone offsets are whole seconds, so the sub-second part is the instant's own.
    millisecond: ms - Math.floor(ms / MS_PER_SECOND) * MS_PER_SECOND,
  };
}

/** Epoch milliseconds of a wall clock read as if it were UTC. */
export function wallClockAsUtcMs(wall: WallClockInput): number {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not move years 0-99 into the 1900s.
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  date.setUTCHours(wall.hour ?? 0, wall.minute ?? 0, wall.second ?? 0, wall.millisecond ?? 0);
  return date.getTime();
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds (negative west of Greenwich). */
export function zoneOffsetMs(instant: InstantInput, timeZone: string): number {
  const date = toInstant(instant);
  const wall = wallClockAt(date, timeZone);
  return wallClockAsUtcMs(wall) - date.getTime();
}

/**
 * The instant at which the wall clock in `timeZone` shows `wall`.
 *
 * Daylight-saving changes make some wall times happen twice and others never; the choice here is
 * the one Temporal calls "compatible" (and most calendars make), so results are deterministic:
 * - repeated time (clocks go back): the earlier of the two instants;
 * - skipped time (clocks go forward): the wall time moved forward by the length of the gap, so
 *   02:30 on a spring-forward night at 02:00 becomes 03:30, and a skipped midnight becomes the
 *   first instant of that day.
 */
export function instantAtWallClock(wall: WallClockInput, timeZone: string): Date {
  const local = wallClockAsUtcMs(wall);
  if (!Number.isFinite(local)) {
    throw new RangeError('Wall clock time is out of range');
  }
  // One day either side brackets the transition nearest this wall time (transitions are at least
  // a week apart in every zone from 2012 to 2100), so these two offsets are the only candidates.
  const offsetBefore = zoneOffsetMs(new Date(local - MS_PER_DAY), timeZone);
  const offsetAfter = zoneOffsetMs(new Date(local + MS_PER_DAY), timeZone);
  const matches = [offsetBefore, offsetAfter]
    .map((offset) => local - offset)
    .filter((candidate) => wallClockAsUtcMs(wallClockAt(new Date(candidate), timeZone)) === local);
  if (matches.length > 0) {
    return new Date(Math.min(...matches));
  }
  // In a gap: the offset in force before it carries the wall time past the transition.
  return new Date(local - offsetBefore);
}
