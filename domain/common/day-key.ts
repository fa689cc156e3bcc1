// A local calendar day written 'YYYY-MM-DD'. It names a day on the user's own calendar, not an
// instant: the same key starts at different instants in different zones (see day-boundaries.ts).
// Keys compare correctly as plain strings, which is why the year is always four digits.

export type DayKey = string;

/** English month names, for the texts the server writes (the web app formats in the browser's language). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const DAY_KEY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export type CalendarDate = { year: number; month: number; day: number };

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC so no zone can shift it.
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

/** True for a real calendar day in 'YYYY-MM-DD' form, years 0001-9999 ('2023-02-29' is false). */
export function isDayKey(value: unknown): value is DayKey {
  if (typeof value !== 'string') return false;
  const match = DAY_KEY_PATTERN.exec(value);
  if (match === null) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

// The first and last days of the calendar reach outside it: in a zone ahead of UTC, 0001-01-01
// starts in year 0, and 9999-12-31 ends at 10000-01-01, which no day key (nor a timestamp as the
// database driver writes it) can express. No zone is a whole day away from UTC, so every other day
// begins and ends within years 0001-9999 everywhere.
export const FIRST_ZONED_DAY_KEY: DayKey = '0001-01-02';
export const LAST_ZONED_DAY_KEY: DayKey = '9999-12-30';

/**
 * True for a day key whose start and end can be computed in any time zone: every day key but
 * 0001-01-01 and 9999-12-31. Anything that turns a requested day into instants checks this.
 */
export function isZonedDayKey(value: unknown): value is DayKey {
  return isDayKey(value) && value >= FIRST_ZONED_DAY_KEY && value <= LAST_ZONED_DAY_KEY;
}

/** The year, month (1-12) and day of a key; throws RangeError for anything that is not a day key. */
export function parseDayKey(dayKey: DayKey): CalendarDate {
  if (!isDayKey(dayKey)) {
    throw new RangeError(`Not a day in the form YYYY-MM-DD: ${JSON.stringify(dayKey)}`);
  }
  const [year, month, day] = dayKey.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Formats a calendar date as a key; throws RangeError outside years 0001-9999. */
export function formatDayKey({ year, month, day }: CalendarDate): DayKey {
  const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (!isDayKey(key)) {
    throw new RangeError(`Not a calendar day: ${year}-${month}-${day}`);
  }
  return key;
}

function toUtcMidnight(dayKey: DayKey): number {
  const { year, month, day } = parseDayKey(dayKey);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** The day `days` calendar days after `dayKey` (before it when negative). Pure calendar maths. */
export function addDays(dayKey: DayKey, days: number): DayKey {
  if (!Number.isInteger(days)) {
    throw new RangeError(`Days to add must be a whole number, got ${days}`);
  }
  const date = new Date(toUtcMidnight(dayKey) + days * MS_PER_DAY);
  return formatDayKey({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() });
}

/** Calendar days from `from` to `to`: 1 from Monday to Tuesday, -1 back, 0 for the same day. */
export function daysBetween(from: DayKey, to: DayKey): number {
  // Both are UTC midnights, so the difference is an exact multiple of a day.
  return Math.round((toUtcMidnight(to) - toUtcMidnight(from)) / MS_PER_DAY);
}

/** Orders keys for Array.prototype.sort, oldest first. */
export function compareDayKeys(a: DayKey, b: DayKey): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** 0 for Monday to 6 for Sunday: weeks start on Monday, as ISO 8601 has them. */
export function weekdayIndex(day: DayKey): number {
  const { year, month, day: date } = parseDayKey(day);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, date);
  return (utc.getUTCDay() + 6) % 7;
}
