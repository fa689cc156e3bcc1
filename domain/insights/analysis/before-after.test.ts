import { describe, expect, it } from 'vitest';
import { beforeAfter, MIN_DAYS_PER_SIDE } from './before-after.ts';
import type { CheckIn } from './journal-data.ts';

const DAY = 86_400_000;

/** One check-in a day from `firstDay`, rating Fatigue (and, when given, Brain fog) each day. */
function days(firstDay: number, fatigue: readonly number[], brainFog?: readonly number[]): CheckIn[] {
  return fatigue.map((rating, index) => {
    const day = firstDay + index;
    const ratings = new Map([['Fatigue', rating]]);
    const fog = brainFog?.[index];
    if (fog !== undefined) ratings.set('Brain fog', fog);
    return {
      at: day * DAY,
      day,
      local: day * DAY,
      timeOfDay: 'evening',
      ratings,
      stress: null,
      sleepHours: null,
      sleepQuality: null,
    };
  });
}

const CHANGE = 100;

describe('beforeAfter', () => {
  it('counts the days with check-ins on each side within two weeks and states nothing below the minimum', () => {
    const before = days(
      CHANGE - 20,
      Array.from({ length: 20 }, () => 3),
    );
    expect(beforeAfter(before, CHANGE)).toEqual({ daysBefore: 14, daysAfter: 0, difference: null });
    const oneAfter = [...before, ...days(CHANGE, [1])];
    expect(beforeAfter(oneAfter, CHANGE)).toEqual({ daysBefore: 14, daysAfter: 1, difference: null });
    const sixAfter = [...before, ...days(CHANGE, [1, 1, 1, 1, 1, 1])];
    expect(MIN_DAYS_PER_SIDE).toBe(7);
    expect(beforeAfter(sixAfter, CHANGE).difference).toBeNull();
    // Two check-ins on one day are one day.
    const twice = [...before, ...days(CHANGE, [1]), ...days(CHANGE, [2])];
    expect(beforeAfter(twice, CHANGE).daysAfter).toBe(1);
  });

  it('gives the difference of the daily averages with a 90% t interval from the days', () => {
    // Means 3.43 and 1.57; pooled variance 0.2857 on 12 degrees of freedom; the days alternate,
    // so no inflation: half-width t(0.95, 12) 1.7823 x sqrt(0.2857 x 2/7) = 0.509.
    const checkIns = [...days(CHANGE - 7, [3, 4, 3, 4, 3, 4, 3]), ...days(CHANGE, [2, 1, 2, 1, 2, 1, 2])];
    const { daysBefore, daysAfter, difference } = beforeAfter(checkIns, CHANGE);
    expect([daysBefore, daysAfter]).toEqual([7, 7]);
    expect(difference?.estimate).toBeCloseTo(-1.857, 3);
    expect(difference?.low).toBeCloseTo(-1.857 - 0.509, 2);
    expect(difference?.high).toBeCloseTo(-1.857 + 0.509, 2);
  });

  it('averages every tracked symptom of a day together', () => {
    const checkIns = [
      ...days(CHANGE - 7, [3, 3, 3, 3, 3, 3, 3], [5, 5, 5, 5, 5, 5, 5]),
      ...days(CHANGE, [3, 3, 3, 3, 3, 3, 3], [3, 3, 3, 3, 3, 3, 3]),
    ];
    expect(beforeAfter(checkIns, CHANGE).difference?.estimate).toBeCloseTo(-1, 9);
  });

  it('widens the interval when bad days come in runs', () => {
    const alternating = [
      ...days(CHANGE - 8, [2, 4, 2, 4, 2, 4, 2, 4]),
      ...days(CHANGE, [2, 4, 2, 4, 2, 4, 2, 4]),
    ];
    const runs = [...days(CHANGE - 8, [2, 2, 2, 2, 4, 4, 4, 4]), ...days(CHANGE, [2, 2, 2, 2, 4, 4, 4, 4])];
    const width = (checkIns: CheckIn[]) => {
      const difference = beforeAfter(checkIns, CHANGE).difference;
      return (difference?.high ?? 0) - (difference?.low ?? 0);
    };
    expect(width(runs)).toBeGreaterThan(1.5 * width(alternating));
  });

  it('keeps an interval for identical ratings: whole points are never exact', () => {
    const checkIns = [...days(CHANGE - 7, Array(7).fill(4)), ...days(CHANGE, Array(7).fill(2))];
    const difference = beforeAfter(checkIns, CHANGE).difference;
    expect(difference?.estimate).toBe(-2);
    expect((difference?.high ?? 0) - (difference?.low ?? 0)).toBeGreaterThan(0.5);
  });
});
