import { describe, expect, it } from 'vitest';
import { MEAL_TIME_LABELS, MEAL_TIMES, mealTimeForHour } from './meal-time.ts';

describe('mealTimeForHour', () => {
  it.each([
    [4, 'snacks'],
    [5, 'breakfast'],
    [10, 'breakfast'],
    [11, 'lunch'],
    [15, 'lunch'],
    [16, 'dinner'],
    [21, 'dinner'],
    [22, 'snacks'],
    [0, 'snacks'],
  ])('prefills hour %i with %s', (hour, mealTime) => {
    expect(mealTimeForHour(hour)).toBe(mealTime);
  });

  it('gives breakfast 6 hours, lunch 5, dinner 6 and snacks the other 7', () => {
    const slots = Array.from({ length: 24 }, (_, hour) => mealTimeForHour(hour));
    expect(MEAL_TIMES.map((slot) => slots.filter((s) => s === slot).length)).toEqual([6, 5, 6, 7]);
  });

  it('refuses an hour that is not on a clock', () => {
    expect(() => mealTimeForHour(24)).toThrow(RangeError);
  });
});

describe('meal slots', () => {
  it('are listed in the order of the day with their labels', () => {
    expect(MEAL_TIMES).toEqual(['breakfast', 'lunch', 'dinner', 'snacks']);
    expect(MEAL_TIMES.map((slot) => MEAL_TIME_LABELS[slot])).toEqual([
      'Breakfast',
      'Lunch',
      'Dinner',
      'Snacks',
    ]);
  });
});
