import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../common/day-key.ts';
import { dayKeyArb } from '../common/test-support/zone-arbitraries.ts';
import {
  shouldShowHistoryStreak,
  shouldShowStreak,
  streakLength,
  streakMeaning,
  streakText,
} from './streak.ts';

const today = '2024-06-10';

describe('streakLength', () => {
  it('is 0 with no entries', () => {
    expect(streakLength([], today)).toBe(0);
  });

  it('counts consecutive days ending today', () => {
    expect(streakLength(['2024-06-10', '2024-06-09', '2024-06-08', '2024-06-06'], today)).toBe(3);
  });

  it('still counts a streak that ended yesterday, as today is not over', () => {
    expect(streakLength(['2024-06-09', '2024-06-08'], today)).toBe(2);
  });

  it('is 0 when the last entry is from the day before yesterday', () => {
    expect(streakLength(['2024-06-08', '2024-06-07'], today)).toBe(0);
  });

  it('ignores repeated days and days after today', () => {
    expect(streakLength(['2024-06-10', '2024-06-10', '2024-06-11', '2024-06-09'], today)).toBe(2);
  });

  it('crosses month and year ends', () => {
    expect(streakLength(['2024-01-01', '2023-12-31', '2023-12-30'], '2024-01-01')).toBe(3);
  });

  it('counts exactly the run of days before today or yesterday', () => {
    fc.assert(
      fc.property(
        dayKeyArb,
        fc.integer({ min: 0, max: 40 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 60 })),
        (end, run, includeToday, scattered) => {
          // A run of `run` days ending today (or yesterday), an empty day, then scattered older
          // days. With no run, yesterday must be empty too, or it would start a streak.
          const last = includeToday ? end : addDays(end, -1);
          const days = Array.from({ length: run }, (_, i) => addDays(last, -i));
          const empty = run === 0 ? addDays(end, -1) : addDays(last, -run);
          const older = scattered.map((n) => addDays(empty, -n));
          return streakLength([...older, ...days], end) === run;
        },
      ),
    );
  });

  it('never counts more days than there are', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10, max: 10 })), (offsets) => {
        const days = offsets.map((n) => addDays(today, n));
        return streakLength(days, today) <= new Set(days).size;
      }),
    );
  });
});

describe('streak line', () => {
  it('speaks of 1 day in the singular', () => {
    expect(streakText(1)).toBe('1 day tracked! Keep it up!');
    expect(streakText(3)).toBe('3 days tracked! Keep it up!');
  });

  it('says beside it that the days are in a row, not all the days logged', () => {
    expect(streakMeaning(19)).toBe('19 days in a row with an entry.');
    expect(streakMeaning(1)).toBe('Counts the days in a row with an entry.');
  });

  it('shows from a 1-day streak on', () => {
    expect(shouldShowStreak(0)).toBe(false);
    expect(shouldShowStreak(1)).toBe(true);
  });

  it('shows in History only above 1 day, as the spec’s constants say', () => {
    expect(shouldShowHistoryStreak(1)).toBe(false);
    expect(shouldShowHistoryStreak(2)).toBe(true);
  });
});
