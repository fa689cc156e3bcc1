import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_OF_DAY, TIME_OF_DAY_LABELS, TIMES_OF_DAY, timeOfDayForHour } from './time-of-day.ts';

describe('timeOfDayForHour', () => {
  it.each([
    [6, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [16, 'afternoon'],
    [17, 'evening'],
    [20, 'evening'],
    [21, 'night'],
    [23, 'night'],
    [0, 'night'],
    [5, 'night'],
  ])('hour %i is %s', (hour, timeOfDay) => {
    expect(timeOfDayForHour(hour)).toBe(timeOfDay);
  });

  it('gives each part of the day its hours: 6, 5, 4 and 9', () => {
    const hours = Array.from({ length: 24 }, (_, hour) => timeOfDayForHour(hour));
    expect(TIMES_OF_DAY.map((part) => hours.filter((h) => h === part).length)).toEqual([6, 5, 4, 9]);
  });

  it('refuses an hour that is not on a clock', () => {
    expect(() => timeOfDayForHour(-1)).toThrow(RangeError);
  });
});

describe('times of day', () => {
  it('default to morning and have labels', () => {
    expect(DEFAULT_TIME_OF_DAY).toBe('morning');
    expect(TIMES_OF_DAY.map((part) => TIME_OF_DAY_LABELS[part])).toEqual([
      'Morning',
      'Afternoon',
      'Evening',
      'Night',
    ]);
  });
});
