// Which entries can still be edited. Deleting is not limited: a person may always delete their own
// entry, after the confirmation (an old mistake or a meal logged on the wrong day must
// not stay in the journal, the insights and the doctor report for good); the spec limits editing
// only ("Only entries at most 7 days old can be edited").
//
// The spec says "only entries at most 7 days old", and the history's default range is "the last
// 7 days (today and 6 days before)". We read both the same way, in the user's local days: an
// entry is editable when its day is today or one of the 6 days before. So everything in the
// 'Last 7 Days' view is editable and nothing outside it is; with today Friday the 10th, entries
// of Saturday the 4th are editable and those of Friday the 3rd are not, whatever the hour.
//
// A second, independent window: an entry can be corrected for 24 hours after it
// was written, whatever its day. Without it a meal back-filled for 9 days ago was locked
// the moment it was saved, typo and all. The day rule is untouched: an old entry written long ago
// stays locked, and every entry of the last 7 days stays editable.

import { localDayKey } from '../common/day-boundaries.ts';
import { addDays, type DayKey, daysBetween, isDayKey, parseDayKey } from '../common/day-key.ts';
import type { InstantInput } from '../common/zoned-time.ts';

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

/** How long after writing an entry it can still be corrected, whatever its day. */
export const CORRECTION_WINDOW_HOURS = 24;

const correctionWindowMs = CORRECTION_WINDOW_HOURS * 3_600_000;

/** Said before saving for a day older than the 7-day window, near the save button. */
export const OLD_DAY_NOTICE =
  'This day is older than 7 days: you can correct this entry for 24 hours after saving it.';

/**
 * The notice for the day a form logs for, if any. The address may name a day that is no calendar
 * day at all ('2025-02-30'): the page explains that one, and the form, kept but hidden, has nothing
 * to add (nor may it throw while rendering).
 */
export function oldDayNotice(date: string, today: DayKey): string | undefined {
  if (!isDayKey(date)) return undefined;
  return isDayInEditWindow(date, today) ? undefined : OLD_DAY_NOTICE;
}

/** The instant an entry written at `createdAt` stops being correctable by the 24-hour rule. */
export function correctionWindowEnd(createdAt: InstantInput): Date {
  return new Date(new Date(createdAt).getTime() + correctionWindowMs);
}

/**
 * True while less than 24 hours have passed since the entry was written. A creation time after
 * `now` (clocks of two machines) counts as just written.
 */
export function isInCorrectionWindow(createdAt: InstantInput, now: InstantInput): boolean {
  return new Date(now).getTime() < correctionWindowEnd(createdAt).getTime();
}

export type EditableInput = {
  occurredAt: InstantInput;
  /** When the entry was written (its created_at), which opens the 24-hour correction window. */
  createdAt: InstantInput;
  now: InstantInput;
  timeZone: string;
};

/**
 * Whether an entry may be edited now: its day is in the 7-day window on the user's calendar, or it
 * was written less than 24 hours ago. The server refuses edits with this rule and the web app
 * offers Edit with it; Delete is offered on every entry.
 */
export function isEditable({ occurredAt, createdAt, now, timeZone }: EditableInput): boolean {
  return (
    isDayInEditWindow(localDayKey(occurredAt, timeZone), localDayKey(now, timeZone)) ||
    isInCorrectionWindow(createdAt, now)
  );
}
