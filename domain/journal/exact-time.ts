// An exact time a person may give a symptom check-in, on their own clock: 'HH:MM', 24-hour, the
// value an <input type="time"> writes. The check-in's time of day follows from it, so the two can
// never disagree.

import { type TimeOfDay, timeOfDayForHour } from '../common/time-of-day.ts';

const EXACT_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export type ExactTime = { hour: number; minute: number };

/** The hour and minute of 'HH:MM', or undefined when it is not a time of the day. */
export function parseExactTime(value: string): ExactTime | undefined {
  const match = EXACT_TIME_PATTERN.exec(value);
  if (!match) return undefined;
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

export function isExactTime(value: string): boolean {
  return parseExactTime(value) !== undefined;
}

/** The time of day an exact time falls in ('07:30' is morning, '21:00' night). */
export function timeOfDayForExactTime(value: string): TimeOfDay | undefined {
  const time = parseExactTime(value);
  return time ? timeOfDayForHour(time.hour) : undefined;
}

/** '14:05' as '2:05 PM', the way formatTimeInZone writes every other time in the app. */
export function formatExactTime(value: string): string {
  const time = parseExactTime(value);
  if (!time) return value;
  const hour12 = time.hour % 12 === 0 ? 12 : time.hour % 12;
  return `${hour12}:${String(time.minute).padStart(2, '0')} ${time.hour < 12 ? 'AM' : 'PM'}`;
}
