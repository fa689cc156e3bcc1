import { describe, expect, it } from 'vitest';
import { entryMinuteOfDay, formatEntryTime, sortEntriesNewestFirst, type TimedEntry } from './entry-time.ts';
import { groupEntriesByDay } from './history.ts';

const zone = 'America/New_York';

// Today's lunch typed at 6:17 PM, after a dinner typed at 6:05 PM: both stored at the moment typed.
const lunchTypedLate: TimedEntry = {
  id: 'lunch',
  type: 'food',
  occurredAt: '2024-06-10T22:17:00.000Z',
  createdAt: '2024-06-10T22:17:00.000Z',
  details: { mealTime: 'lunch' },
};
const dinner: TimedEntry = {
  id: 'dinner',
  type: 'food',
  occurredAt: '2024-06-10T22:05:00.000Z',
  createdAt: '2024-06-10T22:05:00.000Z',
  details: { mealTime: 'dinner' },
};
const morningCheckIn: TimedEntry = {
  id: 'morning',
  type: 'symptom',
  occurredAt: '2024-06-10T22:30:00.000Z',
  createdAt: '2024-06-10T22:30:00.000Z',
  details: { time_of_day: 'morning' },
};
// A backdated lunch on the day before, stored at the nominal 12:30 PM.
const yesterdaysLunch: TimedEntry = {
  id: 'past-lunch',
  type: 'food',
  occurredAt: '2024-06-09T16:30:00.000Z',
  createdAt: '2024-06-10T22:40:00.000Z',
  details: { mealTime: 'lunch' },
};

describe('the time an entry shows', () => {
  it('is the chosen slot’s time today, the same as on a past day', () => {
    expect(formatEntryTime(lunchTypedLate, zone)).toBe('12:30 PM');
    expect(formatEntryTime(yesterdaysLunch, zone)).toBe('12:30 PM');
    expect(formatEntryTime(dinner, zone)).toBe('6:30 PM');
    expect(formatEntryTime(morningCheckIn, zone)).toBe('9:00 AM');
  });

  it('falls back to the stored time without a slot', () => {
    const bare: TimedEntry = { ...dinner, details: undefined };
    expect(formatEntryTime(bare, zone)).toBe('6:05 PM');
    expect(entryMinuteOfDay(bare, zone)).toBe(18 * 60 + 5);
  });
});

describe('a check-in with an exact time', () => {
  it('shows and sorts by that time rather than its time of day', () => {
    const exact: TimedEntry = {
      ...morningCheckIn,
      id: 'exact',
      details: { time_of_day: 'morning', exact_time: '07:05' },
    };
    expect(entryMinuteOfDay(exact, zone)).toBe(7 * 60 + 5);
    expect(formatEntryTime(exact, zone)).toBe('7:05 AM');
    const lateMorning: TimedEntry = {
      ...exact,
      id: 'late',
      details: { time_of_day: 'morning', exact_time: '11:40' },
    };
    expect(sortEntriesNewestFirst([exact, lateMorning], zone).map((entry) => entry.id)).toEqual([
      'late',
      'exact',
    ]);
  });
});

describe('the order of entries', () => {
  it('puts the later chosen time first, whatever order they were typed in', () => {
    expect(
      sortEntriesNewestFirst([morningCheckIn, lunchTypedLate, yesterdaysLunch, dinner], zone).map(
        (entry) => entry.id,
      ),
    ).toEqual(['dinner', 'lunch', 'morning', 'past-lunch']);
  });

  it('is the history’s order within a day too', () => {
    const days = groupEntriesByDay([lunchTypedLate, morningCheckIn, dinner, yesterdaysLunch], zone);
    expect(days.map((day) => [day.dayKey, day.entries.map((entry) => entry.id)])).toEqual([
      ['2024-06-10', ['dinner', 'lunch', 'morning']],
      ['2024-06-09', ['past-lunch']],
    ]);
  });
});
