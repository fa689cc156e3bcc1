import { wallClockAt } from '../common/zoned-time.ts';

/** '07:05', '18:30': the 24-hour clock, which spreadsheets read as a time in every locale. */
export function localTimeOfDay(instant: string, timeZone: string): string {
  const { hour, minute } = wallClockAt(instant, timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}
