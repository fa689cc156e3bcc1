// Dates and times as other apps write them, read into Tend's calendar days and clock times.

import { type DayKey, isDayKey, MONTH_NAMES } from '../common/day-key.ts';

const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3).toLowerCase());

// '22nd Sep 2020', '1 September 2020' (Bearable's "date formatted").
const spokenDate = /^(\d{1,2})(?:st|nd|rd|th)?\s+([A-Za-z]+)\.?,?\s+(\d{4})$/;
// '2020-09-22', '2020-09-22 14:05:00', '2020-09-22T14:05:00.000Z' (the calendar day as written).
const isoDate = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/;

/** The calendar day a cell names, or undefined when it is none (or an impossible one). */
export function readDay(cell: string): DayKey | undefined {
  const value = cell.trim();
  const iso = isoDate.exec(value);
  if (iso?.[1]) return isDayKey(iso[1]) ? iso[1] : undefined;
  const spoken = spokenDate.exec(value);
  if (!spoken?.[1] || !spoken[2] || !spoken[3]) return undefined;
  const month = MONTHS.indexOf(spoken[2].slice(0, 3).toLowerCase());
  if (month < 0) return undefined;
  const day: DayKey = `${spoken[3]}-${String(month + 1).padStart(2, '0')}-${spoken[1].padStart(2, '0')}`;
  return isDayKey(day) ? day : undefined;
}

/** A clock time '9:05', '09:05', '21:05:00' or '9:05 pm' as 'HH:MM', or undefined. */
export function readClockTime(cell: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([ap]m)?$/i.exec(cell.trim());
  if (!match?.[1] || !match[2]) return undefined;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const half = match[3]?.toLowerCase();
  if (half) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return undefined;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
