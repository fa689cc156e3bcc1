import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeOfDayForHour } from '../common/time-of-day.ts';
import { formatExactTime, isExactTime, parseExactTime, timeOfDayForExactTime } from './exact-time.ts';

describe('exact times of a check-in', () => {
  it('reads HH:MM on a 24-hour clock', () => {
    expect(parseExactTime('07:05')).toEqual({ hour: 7, minute: 5 });
    expect(parseExactTime('00:00')).toEqual({ hour: 0, minute: 0 });
    expect(parseExactTime('23:59')).toEqual({ hour: 23, minute: 59 });
  });

  it('refuses anything that is not a time of the day', () => {
    for (const value of ['24:00', '7:05', '07:60', '07:05:00', ' 07:05', '', 'noon', '12:5']) {
      expect(isExactTime(value), value).toBe(false);
    }
  });

  it('gives the time of day of the hour, at the edges too', () => {
    expect(timeOfDayForExactTime('05:59')).toBe('night');
    expect(timeOfDayForExactTime('06:00')).toBe('morning');
    expect(timeOfDayForExactTime('11:59')).toBe('morning');
    expect(timeOfDayForExactTime('12:00')).toBe('afternoon');
    expect(timeOfDayForExactTime('17:00')).toBe('evening');
    expect(timeOfDayForExactTime('21:00')).toBe('night');
    expect(timeOfDayForExactTime('25:00')).toBeUndefined();
  });

  it('agrees with the hour rule for every minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hour, minute) => {
        const value = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
        expect(timeOfDayForExactTime(value)).toBe(timeOfDayForHour(hour));
      }),
    );
  });

  it('writes a time the way the rest of the app does', () => {
    expect(formatExactTime('14:05')).toBe('2:05 PM');
    expect(formatExactTime('00:30')).toBe('12:30 AM');
  });
});
