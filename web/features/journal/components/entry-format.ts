import { isOtherValue, otherPrefix, otherText } from '../../../../domain/catalogues/other-value.ts';
import { parseDayKey } from '../../../../domain/rules/day-key.ts';

/**
 * How a symptom is named on screen: a custom one ('Other: Nausea') reads 'Nausea (Custom)', as the
 * spec shows custom symptoms; a listed one reads as its label.
 */
export function symptomDisplayName(name: string): string {
  return isOtherValue(name) ? `${otherText(name)} (Custom)` : name;
}

/** The key a custom symptom is stored under: the profile's 'Other: text' form. */
export function customSymptomKey(text: string): string {
  return `${otherPrefix}${text.trim()}`;
}

const longDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const shortDay = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

// A day key names a date on the user's calendar; formatting it at UTC midnight of that date in UTC
// prints exactly that date whatever the browser's zone is.
function utcDate(dayKey: string): Date {
  const { year, month, day } = parseDayKey(dayKey);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/** 'Friday, March 6, 2026' */
export function formatDayLong(dayKey: string): string {
  return longDay.format(utcDate(dayKey));
}

/** 'Fri, Mar 6' */
export function formatDayShort(dayKey: string): string {
  return shortDay.format(utcDate(dayKey));
}

/** 'Today', 'Yesterday' or the long date: the words people think in on a foggy day. */
export function relativeDayName(dayKey: string, today: string, yesterday: string): string {
  if (dayKey === today) return 'Today';
  if (dayKey === yesterday) return 'Yesterday';
  return formatDayLong(dayKey);
}
