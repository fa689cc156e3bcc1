import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAILY_GOAL_TEXT,
  goalBadge,
  goalCounterText,
  goalCounts,
  goalProgress,
  goalProgressOf,
  isOverGoal,
  progressBarTone,
  progressMessage,
} from './daily-goal.ts';
import { ENTRY_TYPES, type EntryType } from './entry-type.ts';

const count = fc.integer({ min: 0, max: 50 });

describe('goalProgress', () => {
  it.each([
    [0, 0, 0, false, false],
    [1, 0, 25, false, false],
    [0, 1, 25, false, false],
    [1, 1, 50, false, false],
    [2, 0, 50, false, false],
    [5, 0, 50, false, false],
    [2, 1, 75, false, false],
    [1, 7, 75, false, false],
    [2, 2, 100, true, false],
    [3, 2, 100, true, true],
    [2, 3, 100, true, true],
    [9, 9, 100, true, true],
  ])(
    '%i meals and %i symptoms: %i%%, complete %s, exceeded %s',
    (meals, symptoms, percentage, complete, exceeded) => {
      expect(goalProgress({ meals, symptoms })).toEqual({ meals, symptoms, percentage, complete, exceeded });
    },
  );

  it('refuses counts that are not whole numbers of entries', () => {
    expect(() => goalProgress({ meals: -1, symptoms: 0 })).toThrow(RangeError);
    expect(() => goalProgress({ meals: 1.5, symptoms: 0 })).toThrow(RangeError);
    expect(() => goalProgress({ meals: 0, symptoms: Number.NaN })).toThrow(RangeError);
  });

  it('keeps the percentage between 0 and 100, in quarters', () => {
    fc.assert(
      fc.property(count, count, (meals, symptoms) => {
        const { percentage } = goalProgress({ meals, symptoms });
        return percentage >= 0 && percentage <= 100 && percentage % 25 === 0;
      }),
    );
  });

  it('never lowers the percentage when an entry is added', () => {
    fc.assert(
      fc.property(count, count, fc.boolean(), (meals, symptoms, addMeal) => {
        const before = goalProgress({ meals, symptoms }).percentage;
        const after = goalProgress(
          addMeal ? { meals: meals + 1, symptoms } : { meals, symptoms: symptoms + 1 },
        ).percentage;
        return after >= before;
      }),
    );
  });

  it('is complete exactly at 100%, and exceeded only when complete', () => {
    fc.assert(
      fc.property(count, count, (meals, symptoms) => {
        const progress = goalProgress({ meals, symptoms });
        return (
          progress.complete === (progress.percentage === 100) && (!progress.exceeded || progress.complete)
        );
      }),
    );
  });
});

describe('goalCounts', () => {
  const entries = (...types: EntryType[]) => types.map((type) => ({ type }));

  it('counts meals and symptom check-ins, nothing else', () => {
    expect(goalCounts(entries('food', 'symptom', 'food'))).toEqual({ meals: 2, symptoms: 1 });
    expect(goalCounts([])).toEqual({ meals: 0, symptoms: 0 });
  });

  it('does not count a bowel movement as a check-in or a meal', () => {
    expect(goalCounts(entries('symptom', 'bowel'))).toEqual({ meals: 0, symptoms: 1 });
    expect(goalProgressOf(entries('symptom', 'bowel'))).toMatchObject({ symptoms: 1, percentage: 25 });
    expect(goalProgressOf(entries('bowel', 'bowel', 'bowel', 'bowel')).percentage).toBe(0);
  });

  it('leaves every kind other than food and symptom out, whatever the mix', () => {
    const others: readonly EntryType[] = ENTRY_TYPES.filter((type) => type !== 'food' && type !== 'symptom');
    expect(others.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ENTRY_TYPES), { maxLength: 30 }), (types) => {
        const counted = goalCounts(entries(...types));
        const withoutOthers = goalCounts(entries(...types.filter((type) => !others.includes(type))));
        return (
          counted.meals === withoutOthers.meals &&
          counted.symptoms === withoutOthers.symptoms &&
          counted.meals === types.filter((type) => type === 'food').length &&
          counted.symptoms === types.filter((type) => type === 'symptom').length
        );
      }),
    );
  });

  it('gives the goal progress of the counted entries', () => {
    expect(goalProgressOf(entries('food', 'symptom', 'bowel', 'food', 'symptom'))).toEqual(
      goalProgress({ meals: 2, symptoms: 2 }),
    );
  });
});

describe('progressBarTone', () => {
  it.each([
    [0, 'blue'],
    [25, 'blue'],
    [50, 'blue'],
    [50.9, 'blue'],
    [51, 'teal'],
    [75, 'teal'],
    [75.9, 'teal'],
    [76, 'green'],
    [100, 'green'],
  ])('%d%% is %s', (percentage, tone) => {
    expect(progressBarTone(percentage)).toBe(tone);
  });
});

describe('progressMessage', () => {
  it.each([
    [0, 0, 'Start tracking to discover what works best for you!'],
    [1, 0, 'Every entry helps! Keep logging to understand your body better.'],
    [1, 1, "You're halfway there! Keep tracking to discover patterns."],
    [0, 4, "You're halfway there! Keep tracking to discover patterns."],
    [2, 1, 'Almost there — keep going!'],
    [2, 2, "Great job! You've completed today's tracking goal!"],
    [3, 2, "Great job! You've exceeded today's tracking goal!"],
    [2, 5, "Great job! You've exceeded today's tracking goal!"],
  ])('%i meals and %i symptoms: %s', (meals, symptoms, message) => {
    expect(progressMessage(goalProgress({ meals, symptoms }))).toBe(message);
  });
});

describe('goalBadge', () => {
  it('reads Complete! once the goal is met, Keep going! before', () => {
    expect(goalBadge(goalProgress({ meals: 2, symptoms: 2 }))).toBe('Complete!');
    expect(goalBadge(goalProgress({ meals: 4, symptoms: 3 }))).toBe('Complete!');
    expect(goalBadge(goalProgress({ meals: 2, symptoms: 1 }))).toBe('Keep going!');
    expect(goalBadge(goalProgress({ meals: 0, symptoms: 1 }))).toBe('Keep going!');
  });

  it('shows no badge before the first entry of the day', () => {
    expect(goalBadge(goalProgress({ meals: 0, symptoms: 0 }))).toBeNull();
  });
});

describe('counters', () => {
  it('show n/2 up to the goal and the plain count above it', () => {
    expect(goalCounterText(0)).toBe('0/2');
    expect(goalCounterText(2)).toBe('2/2');
    expect(goalCounterText(3)).toBe('3');
    expect(() => goalCounterText(-1)).toThrow(RangeError);
  });

  it('use the amber style only above 2', () => {
    expect(isOverGoal(2)).toBe(false);
    expect(isOverGoal(3)).toBe(true);
  });

  it('state the goal', () => {
    expect(DAILY_GOAL_TEXT).toBe('Daily Goal: 2 meals + 2 symptoms');
  });
});
