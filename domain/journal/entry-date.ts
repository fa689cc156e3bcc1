// Which days an entry can be logged for: from the day the account was created up to today, both
// on the user's calendar. The server enforces it; the log page's date picker shows the same range.

import { isBeforeAccountCreation, isFutureDay, localDayKey, todayKey } from '../common/day-boundaries.ts';
import type { DayKey } from '../common/day-key.ts';
import type { InstantInput } from '../common/zoned-time.ts';

export const INVALID_DATE_TITLE = 'Invalid Date';
export const FUTURE_DATE_MESSAGE = 'You cannot log entries for future dates.';
export const BEFORE_ACCOUNT_CREATION_MESSAGE = 'You cannot log entries before your account creation date.';

export type EntryDateProblem = {
  code: 'future_date' | 'before_account_creation';
  title: typeof INVALID_DATE_TITLE;
  message: string;
};

export type EntryDateInput = {
  dayKey: DayKey;
  now: InstantInput;
  timeZone: string;
  accountCreatedAt: InstantInput;
};

/** Why an entry cannot be logged for `dayKey`, or null when it can. */
export function entryDateProblem({
  dayKey,
  now,
  timeZone,
  accountCreatedAt,
}: EntryDateInput): EntryDateProblem | null {
  if (isFutureDay(dayKey, now, timeZone)) {
    return { code: 'future_date', title: INVALID_DATE_TITLE, message: FUTURE_DATE_MESSAGE };
  }
  if (isBeforeAccountCreation(dayKey, accountCreatedAt, timeZone)) {
    return {
      code: 'before_account_creation',
      title: INVALID_DATE_TITLE,
      message: BEFORE_ACCOUNT_CREATION_MESSAGE,
    };
  }
  return null;
}

/** The first and last day the date picker offers. */
export function loggableDays({ now, timeZone, accountCreatedAt }: Omit<EntryDateInput, 'dayKey'>): {
  min: DayKey;
  max: DayKey;
} {
  return { min: localDayKey(accountCreatedAt, timeZone), max: todayKey(now, timeZone) };
}
