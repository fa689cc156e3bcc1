import { isOtherValue, otherPrefix, otherText } from '#domain/catalogues/other-value.ts';
import { formatDay } from '#web/lib/format.ts';

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

/** 'Friday, March 6, 2026' in en-US, in the browser's language otherwise. */
export function formatDayLong(dayKey: string): string {
  return formatDay(dayKey, 'full');
}

/** 'Fri, Mar 6' in en-US, in the browser's language otherwise. */
export function formatDayShort(dayKey: string): string {
  return formatDay(dayKey, 'short');
}

/** 'Today', 'Yesterday' or the long date: the words people think in on a foggy day. */
export function relativeDayName(dayKey: string, today: string, yesterday: string): string {
  if (dayKey === today) return 'Today';
  if (dayKey === yesterday) return 'Yesterday';
  return formatDayLong(dayKey);
}
