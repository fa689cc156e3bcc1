// Which entries can still be edited or deleted.
//
// The spec says "only entries at most 7 days old", and the history's default range is "the last
// 7 days (today and 6 days before)". We read both the same way, in the user's local days: an
// entry is editable when its day is today or one of the 6 days before. So everything in the
// 'Last 7 Days' view is editable and nothing outside it is; with today Friday the 10th, entries
// of Saturday the 4th are editable and those of Friday the 3rd are not, whatever the hour.

import { localDayKey } from './day-boundaries.ts';
import { addDays, type DayKey, daysBetween, parseDayKey } from './day-key.ts';
import type { InstantInput } from './zoned-time.ts';

export const EDIT_WINDOW_DAYS = 7;

export const EDIT_WINDOW_MESSAGE = 'This entry is older than 7 days and cannot be edited';

/** The oldest editable day: 6 days before today. */
export function editWindowStart(today: DayKey): DayKey {
  return addDays(today, -(EDIT_WINDOW_DAYS - 1));
}

/**
 * True for today and the 6 days before. A day after today (possible only when the user moved to
 * a zone further west after logging) is not old, so it stays editable.
 */
export function isDayInEditWindow(dayKey: DayKey, today: DayKey): boolean {
  parseDayKey(dayKey);
  return daysBetween(dayKey, today) < EDIT_WINDOW_DAYS;
}

export type EditableInput = { occurredAt: InstantInput; now: InstantInput; timeZone: string };

/** Whether an entry may be changed or deleted now, judged on the user's calendar. */
export function isEditable({ occurredAt, now, timeZone }: EditableInput): boolean {
  return isDayInEditWindow(localDayKey(occurredAt, timeZone), localDayKey(now, timeZone));
}
