import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayRange } from './day-boundaries.ts';
import {
  addDays,
  compareDayKeys,
  daysBetween,
  FIRST_ZONED_DAY_KEY,
  formatDayKey,
  isDayKey,
  isZonedDayKey,
  LAST_ZONED_DAY_KEY,
  parseDayKey,
} from './day-key.ts';
import { ALL_TIME_ZONES, dayKeyArb } from './test-support/zone-arbitraries.ts';

describe('isDayKey', () => {
  it.each(['2024-02-29', '2023-12-31', '0001-01-01', '9999-12-31', '2000-02-29'])('accepts %s', (key) => {
    expect(isDayKey(key)).toBe(true);
  });

  it.each([
    '2023-02-29',
    '1900-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '0000-01-01',
    '2024-1-01',
    '24-01-01',
    '2024-01-01T00:00:00Z',
    ' 2024-01-01',
    '',
    20240101,
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(isDayKey(value)).toBe(false);
  });
});

describe('parseDayKey and formatDayKey', () => {
  it('parse the parts of a key', () => {
    expect(parseDayKey('2024-03-09')).toEqual({ year: 2024, month: 3, day: 9 });
  });

  it('pad small years and months to keep keys sortable as strings', () => {
    expect(formatDayKey({ year: 45, month: 3, day: 9 })).toBe('0045-03-09');
  });

  it('refuse what is not a calendar day', () => {
    expect(() => parseDayKey('2023-02-29')).toThrow(RangeError);
    expect(() => formatDayKey({ year: 2023, month: 2, day: 29 })).toThrow(RangeError);
    expect(() => formatDayKey({ year: 10_000, month: 1, day: 1 })).toThrow(RangeError);
  });

  it('round-trip every key', () => {
    fc.assert(fc.property(dayKeyArb, (key) => formatDayKey(parseDayKey(key)) === key));
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
    expect(addDays('2024-03-10', 0)).toBe('2024-03-10');
    expect(addDays('2024-03-10', -6)).toBe('2024-03-04');
  });

  it('keeps years 1-99 in the first century', () => {
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });

  it('refuses fractional days and results outside years 1-9999', () => {
    expect(() => addDays('2024-03-10', 0.5)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('2024-02-30', 1)).toThrow(RangeError);
  });

  it('is undone by going back the same number of days, and agrees with daysBetween', () => {
    fc.assert(
      fc.property(dayKeyArb, fc.integer({ min: -5000, max: 5000 }), (key, n) => {
        const moved = addDays(key, n);
        return addDays(moved, -n) === key && daysBetween(key, moved) === n;
      }),
    );
  });

  it('orders keys the same way as the days they name', () => {
    fc.assert(
      fc.property(dayKeyArb, fc.integer({ min: 1, max: 5000 }), (key, n) => {
        const later = addDays(key, n);
        return later > key && compareDayKeys(key, later) === -1 && compareDayKeys(later, key) === 1;
      }),
    );
  });
});

describe('daysBetween', () => {
  it('counts calendar days, not 24-hour periods', () => {
    expect(daysBetween('2024-03-09', '2024-03-11')).toBe(2);
    expect(daysBetween('2024-03-11', '2024-03-09')).toBe(-2);
    expect(daysBetween('2023-12-25', '2024-01-01')).toBe(7);
    expect(daysBetween('2024-01-01', '2024-01-01')).toBe(0);
  });
});

describe('compareDayKeys', () => {
  it('sorts oldest first', () => {
    expect(['2024-03-10', '2023-12-31', '2024-01-05'].sort(compareDayKeys)).toEqual([
      '2023-12-31',
      '2024-01-05',
      '2024-03-10',
    ]);
    expect(compareDayKeys('2024-01-05', '2024-01-05')).toBe(0);
  });
});

describe('isZonedDayKey', () => {
  it('refuses the first and last days of the calendar, whose instants fall outside it', () => {
    expect(isZonedDayKey('0001-01-01')).toBe(false);
    expect(isZonedDayKey('9999-12-31')).toBe(false);
    expect(isZonedDayKey('2024-02-30')).toBe(false);
    expect(isZonedDayKey(FIRST_ZONED_DAY_KEY)).toBe(true);
    expect(isZonedDayKey(LAST_ZONED_DAY_KEY)).toBe(true);
    expect(isZonedDayKey('2026-03-10')).toBe(true);
  });

  it('keeps every day it accepts within years 0001-9999 UTC, in every zone', () => {
    // toISOString writes years outside 0000-9999 with a sign, and PostgreSQL refuses year 0.
    const writable = /^(?!0000)\d{4}-/;
    for (const timeZone of ALL_TIME_ZONES) {
      for (const key of [FIRST_ZONED_DAY_KEY, LAST_ZONED_DAY_KEY]) {
        const { start, end } = dayRange(key, timeZone);
        expect(start.toISOString(), `${key} in ${timeZone}`).toMatch(writable);
        expect(end.toISOString(), `${key} in ${timeZone}`).toMatch(writable);
      }
    }
  });
});
