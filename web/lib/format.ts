import { parseDayKey } from '#domain/common/day-key.ts';

// The one place the web app turns dates, times and numbers into text. The browser's language
// chooses the form ('Saturday, November 28' in en-US, 'Saturday 28 November' in en-GB); the
// profile's time zone chooses the clock, as everywhere else. Every function takes the locale as a
// last parameter so tests can pin it; left out, it is the browser's.

const FALLBACK_LOCALE = 'en-US';

/** The browser's first preferred language, or en-US where there is none (or it is not a valid tag). */
export function userLocale(): string {
  const preferred =
    typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language);
  if (!preferred) return FALLBACK_LOCALE;
  try {
    return Intl.getCanonicalLocales(preferred)[0] ?? FALLBACK_LOCALE;
  } catch {
    return FALLBACK_LOCALE;
  }
}

// Building an Intl formatter is far slower than using one, and a history page formats hundreds.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

// hour: 'numeric' reads '8:05 AM' on a 12-hour clock but '8:05' and '0:30' on a 24-hour one, where
// people write '08:05' and '00:30'.
function usesTwelveHours(locale: string): boolean {
  const { hourCycle } = dateFormat({ hour: 'numeric' }, locale).resolvedOptions();
  return hourCycle === 'h12' || hourCycle === 'h11';
}

function clockOptions(options: Intl.DateTimeFormatOptions, locale: string): Intl.DateTimeFormatOptions {
  if (options.hour !== 'numeric' || usesTwelveHours(locale)) return options;
  return { ...options, hour: '2-digit' };
}

function dateFormat(options: Intl.DateTimeFormatOptions, locale: string): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

function numberFormat(options: Intl.NumberFormatOptions, locale: string): Intl.NumberFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

const dayStyles = {
  /** 'Friday, March 6, 2026' */
  full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** 'March 6, 2026' */
  date: { month: 'long', day: 'numeric', year: 'numeric' },
  /** 'Friday, March 6' */
  weekday: { weekday: 'long', month: 'long', day: 'numeric' },
  /** 'Fri, Mar 6' */
  short: { weekday: 'short', month: 'short', day: 'numeric' },
  /** 'March 6' */
  monthDay: { month: 'long', day: 'numeric' },
  /** 'March 2026': a date known only to its month. */
  month: { month: 'long', year: 'numeric' },
  /** 'March' */
  monthName: { month: 'long' },
  /** 'Mar 6' */
  monthDayShort: { month: 'short', day: 'numeric' },
  /** 'Fri' */
  weekdayShort: { weekday: 'short' },
  /** 'Friday, Mar 6, 2026' */
  fullShortMonth: { weekday: 'long', month: 'short', day: 'numeric', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DayStyle = keyof typeof dayStyles;

// A day key names a date on the person's calendar; formatted at UTC midnight of that date in UTC,
// it prints exactly that date whatever the browser's zone is.
function utcDate(dayKey: string): Date {
  const { year, month, day } = parseDayKey(dayKey);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** A calendar day ('2026-03-06') in words, in the style asked for. */
export function formatDay(dayKey: string, style: DayStyle, locale = userLocale()): string {
  return dateFormat({ ...dayStyles[style], timeZone: 'UTC' }, locale).format(utcDate(dayKey));
}

/** The day an instant falls on in a time zone, in words: the dashboard's 'Saturday, November 28'. */
export function formatDayAt(
  instant: Date | string,
  timeZone: string,
  style: DayStyle,
  locale = userLocale(),
): string {
  return dateFormat({ ...dayStyles[style], timeZone }, locale).format(new Date(instant));
}

/** A date as the browser's own clock has it, for a picker's grid of local dates. */
export function formatLocalDate(date: Date, style: DayStyle, locale = userLocale()): string {
  return dateFormat(dayStyles[style], locale).format(date);
}

/**
 * An instant's time on the person's clock: '8:30 AM' in en-US, '08:30' in en-GB. In en-US it is
 * exactly the domain's server-side form (domain/common/day-boundaries.ts formatTimeInZone), with a
 * plain space before AM/PM where Intl writes a narrow no-break one.
 */
export function formatTime(instant: Date | string, timeZone: string, locale = userLocale()): string {
  return dateFormat(clockOptions({ hour: 'numeric', minute: '2-digit', timeZone }, locale), locale)
    .format(new Date(instant))
    .replace(/\u202f/g, ' ');
}

/** A wall-clock time of day ('20:00', as stored for a reminder) in the locale's form: '8:00 PM', '20:00'. */
export function formatClock(time: string, locale = userLocale()): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return formatTime(new Date(Date.UTC(2000, 0, 1, hour, minute)), 'UTC', locale);
}

/**
 * An instant with any parts of a date and time, on the person's clock when a zone is given (the
 * browser's otherwise): 'Saturday 8:00 AM', 'Nov 26, 2026, 9:14 AM'.
 */
export function formatDateTime(
  instant: Date | string,
  options: Intl.DateTimeFormatOptions,
  locale = userLocale(),
): string {
  return dateFormat(clockOptions(options, locale), locale).format(new Date(instant));
}

/** 'Nov 28, 2026, 8:00 AM': the exact moment behind a relative 'Updated 5 minutes ago'. */
export function formatMoment(instant: Date | string, locale = userLocale()): string {
  return formatDateTime(instant, { dateStyle: 'medium', timeStyle: 'short' }, locale);
}

/** '1,234.5' in en-US, '1.234,5' in de-DE. */
export function formatNumber(
  value: number,
  options: Intl.NumberFormatOptions = {},
  locale = userLocale(),
): string {
  return numberFormat(options, locale).format(value);
}

/** A fraction (0.9) as a whole percentage: '90%' in en-US, '90 %' in de-DE. */
export function formatPercent(fraction: number, locale = userLocale()): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 0 }, locale).format(fraction);
}

// The charts' day labels, in the browser's language: the domain's own (domain/trends/chart-geometry.ts)
// stay en-US for the PDF report.

/** 'Nov 3' */
export function shortDayLabel(dayKey: string, locale = userLocale()): string {
  return formatDay(dayKey, 'monthDayShort', locale);
}

/** 'Mon' */
export function weekdayLabel(dayKey: string, locale = userLocale()): string {
  return formatDay(dayKey, 'weekdayShort', locale);
}

/** 'Monday, Nov 3, 2026' */
export function longDayLabel(dayKey: string, locale = userLocale()): string {
  return formatDay(dayKey, 'fullShortMonth', locale);
}
