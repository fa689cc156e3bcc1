import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantArb, timeZoneArb } from '../common/test-support/zone-arbitraries.ts';
import {
  compareEntriesNewestFirst,
  entryMinuteOfDay,
  entryTimeValue,
  formatEntryTime,
  sortEntriesNewestFirst,
  type TimedEntry,
} from './entry-time.ts';
import { groupEntriesByDay } from './history.ts';

const zone = 'America/New_York';

// An evening: a breakfast and a morning check-in caught up at 5:48 PM are stored at their
// slots' nominal times (nominal-time.ts); an evening check-in at the moment it was typed.
const breakfast: TimedEntry & { details: object } = {
  id: 'breakfast',
  type: 'food',
  occurredAt: '2024-06-10T12:00:00.000Z',
  createdAt: '2024-06-10T21:48:00.000Z',
  // What the stored slot says plays no part any more: only the stored instant does.
  details: { mealTime: 'dinner' },
};
const morningCheckIn: TimedEntry = {
  id: 'morning',
  type: 'symptom',
  occurredAt: '2024-06-10T13:00:00.000Z',
  createdAt: '2024-06-10T21:48:30.000Z',
};
const eveningCheckIn: TimedEntry = {
  id: 'evening',
  type: 'symptom',
  occurredAt: '2024-06-10T21:45:00.000Z',
  createdAt: '2024-06-10T21:45:00.000Z',
};
const yesterdaysLunch: TimedEntry = {
  id: 'past-lunch',
  type: 'food',
  occurredAt: '2024-06-09T16:30:00.000Z',
  createdAt: '2024-06-10T22:40:00.000Z',
};

describe('the time an entry shows', () => {
  it('is its stored instant on the person’s clock, the dashboard’s and the report’s time too', () => {
    expect(formatEntryTime(breakfast, zone)).toBe('8:00 AM');
    expect(formatEntryTime(morningCheckIn, zone)).toBe('9:00 AM');
    expect(formatEntryTime(eveningCheckIn, zone)).toBe('5:45 PM');
    expect(formatEntryTime(yesterdaysLunch, zone)).toBe('12:30 PM');
    expect(entryMinuteOfDay(eveningCheckIn, zone)).toBe(17 * 60 + 45);
    expect(entryTimeValue(breakfast, zone)).toBe('08:00');
  });

  it('reads the same clock time in its text, its minute of the day and its dateTime, in any zone', () => {
    fc.assert(
      fc.property(instantArb, timeZoneArb, (at, tz) => {
        const entry = { occurredAt: at.toISOString() };
        const minutes = entryMinuteOfDay(entry, tz);
        const hour = Math.floor(minutes / 60);
        const minute = String(minutes % 60).padStart(2, '0');
        const hour12 = hour % 12 === 0 ? 12 : hour % 12;
        return (
          formatEntryTime(entry, tz) === `${hour12}:${minute} ${hour < 12 ? 'AM' : 'PM'}` &&
          entryTimeValue(entry, tz) === `${String(hour).padStart(2, '0')}:${minute}`
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('the order of entries', () => {
  it('puts the later stored instant first, whatever order they were typed in', () => {
    expect(
      sortEntriesNewestFirst([morningCheckIn, breakfast, yesterdaysLunch, eveningCheckIn]).map(
        (entry) => entry.id,
      ),
    ).toEqual(['evening', 'morning', 'breakfast', 'past-lunch']);
  });

  it('breaks ties by when the entries were written, then by id', () => {
    const twin = { ...breakfast, id: 'twin', createdAt: '2024-06-10T21:49:00.000Z' };
    const same = { ...breakfast, id: 'a-same' };
    expect(sortEntriesNewestFirst([breakfast, same, twin]).map((entry) => entry.id)).toEqual([
      'twin',
      'breakfast',
      'a-same',
    ]);
    expect(compareEntriesNewestFirst(breakfast, breakfast)).toBe(0);
  });

  it('is the history’s order within a day too', () => {
    const days = groupEntriesByDay([breakfast, eveningCheckIn, yesterdaysLunch, morningCheckIn], zone);
    expect(days.map((day) => [day.dayKey, day.entries.map((entry) => entry.id)])).toEqual([
      ['2024-06-10', ['evening', 'morning', 'breakfast']],
      ['2024-06-09', ['past-lunch']],
    ]);
  });
});
