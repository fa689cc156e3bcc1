import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDayKey, todayKey } from '../common/day-boundaries.ts';
import { addDays } from '../common/day-key.ts';
import { instantArb, timeZoneArb } from '../common/test-support/zone-arbitraries.ts';
import {
  BEFORE_ACCOUNT_CREATION_MESSAGE,
  entryDateProblem,
  FUTURE_DATE_MESSAGE,
  INVALID_DATE_TITLE,
  loggableDays,
} from './entry-date.ts';

const accountCreatedAt = '2024-05-01T15:00:00Z';
const now = '2024-06-10T03:00:00Z'; // still 9 June in Los Angeles
const timeZone = 'America/Los_Angeles';

describe('entryDateProblem', () => {
  it('allows every day from the creation day to today', () => {
    expect(entryDateProblem({ dayKey: '2024-05-01', now, timeZone, accountCreatedAt })).toBeNull();
    expect(entryDateProblem({ dayKey: '2024-06-09', now, timeZone, accountCreatedAt })).toBeNull();
  });

  it('refuses a day after today on the user’s calendar', () => {
    expect(entryDateProblem({ dayKey: '2024-06-10', now, timeZone, accountCreatedAt })).toEqual({
      code: 'future_date',
      title: 'Invalid Date',
      message: 'You cannot log entries for future dates.',
    });
  });

  it('refuses a day before the account was created', () => {
    expect(entryDateProblem({ dayKey: '2024-04-30', now, timeZone, accountCreatedAt })).toEqual({
      code: 'before_account_creation',
      title: 'Invalid Date',
      message: 'You cannot log entries before your account creation date.',
    });
  });

  it('exports the spec’s texts', () => {
    expect([INVALID_DATE_TITLE, FUTURE_DATE_MESSAGE, BEFORE_ACCOUNT_CREATION_MESSAGE]).toEqual([
      'Invalid Date',
      'You cannot log entries for future dates.',
      'You cannot log entries before your account creation date.',
    ]);
  });

  it('allows exactly the days the date picker offers', () => {
    fc.assert(
      fc.property(
        instantArb,
        timeZoneArb,
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: -5, max: 1005 }),
        (at, zone, accountAge, back) => {
          const created = new Date(at.getTime() - accountAge * 86_400_000);
          const dayKey = addDays(todayKey(at, zone), -back);
          const { min, max } = loggableDays({ now: at, timeZone: zone, accountCreatedAt: created });
          const allowed =
            entryDateProblem({ dayKey, now: at, timeZone: zone, accountCreatedAt: created }) === null;
          return allowed === (dayKey >= min && dayKey <= max);
        },
      ),
    );
  });
});

describe('loggableDays', () => {
  it('runs from the creation day to today, both in the user’s zone', () => {
    expect(loggableDays({ now, timeZone, accountCreatedAt })).toEqual({
      min: '2024-05-01',
      max: '2024-06-09',
    });
    expect(localDayKey(accountCreatedAt, 'Asia/Tokyo')).toBe('2024-05-02');
    expect(loggableDays({ now, timeZone: 'Asia/Tokyo', accountCreatedAt })).toEqual({
      min: '2024-05-02',
      max: '2024-06-10',
    });
  });
});
