import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../common/day-key.ts';
import {
  defaultHistoryRange,
  groupEntriesByDay,
  HISTORY_PAGE_SIZE,
  type HistoryEntry,
  isDayClickable,
  isDayComplete,
  pageHoldingDay,
  paginateDays,
  suggestedTypeForDay,
} from './history.ts';

function entry(
  id: string,
  type: HistoryEntry['type'],
  occurredAt: string,
  createdAt = occurredAt,
): HistoryEntry {
  return { id, type, occurredAt, createdAt };
}

describe('defaultHistoryRange', () => {
  it('is today and the 6 days before, in the user’s zone', () => {
    expect(defaultHistoryRange('2024-06-10T03:00:00Z', 'America/New_York')).toEqual({
      from: '2024-06-03',
      to: '2024-06-09',
      start: new Date('2024-06-03T04:00:00Z'),
      end: new Date('2024-06-10T04:00:00Z'),
    });
  });
});

describe('groupEntriesByDay', () => {
  const zone = 'America/New_York';

  it('groups by the user’s day, newest day first and newest entry first', () => {
    const entries = [
      entry('a', 'food', '2024-06-08T12:00:00Z'),
      entry('b', 'symptom', '2024-06-09T03:30:00Z'), // 23:30 on the 8th in New York
      entry('c', 'food', '2024-06-09T16:30:00Z'),
      entry('d', 'symptom', '2024-06-08T13:00:00Z'),
      entry('e', 'food', '2024-06-08T22:30:00Z'),
    ];
    const days = groupEntriesByDay(entries, zone);
    expect(days.map((day) => [day.dayKey, day.entries.map((e) => e.id), day.meals, day.symptoms])).toEqual([
      ['2024-06-09', ['c'], 1, 0],
      ['2024-06-08', ['b', 'e', 'd', 'a'], 2, 2],
    ]);
    expect(days.map((day) => day.complete)).toEqual([false, true]);
  });

  it('counts a bowel movement for neither side of the goal', () => {
    const entries = [
      entry('a', 'food', '2024-06-08T12:00:00Z'),
      entry('b', 'symptom', '2024-06-08T13:00:00Z'),
      entry('c', 'bowel', '2024-06-08T14:00:00Z'),
      entry('d', 'bowel', '2024-06-08T15:00:00Z'),
      entry('e', 'food', '2024-06-08T16:00:00Z'),
    ];
    const [day] = groupEntriesByDay(entries, zone);
    expect(day).toMatchObject({ dayKey: '2024-06-08', meals: 2, symptoms: 1, complete: false });
    expect(day?.entries).toHaveLength(5);
  });

  it('orders entries at the same nominal time by when they were written, then by id', () => {
    const at = '2024-06-08T16:30:00.000Z';
    const entries = [
      entry('x1', 'food', at, '2024-06-10T09:00:00Z'),
      entry('x3', 'food', at, '2024-06-10T10:00:00Z'),
      entry('x2', 'food', at, '2024-06-10T09:00:00Z'),
    ];
    expect(groupEntriesByDay(entries, zone)[0]?.entries.map((e) => e.id)).toEqual(['x3', 'x2', 'x1']);
  });

  it('keeps every entry exactly once, in days in descending order', () => {
    const entryArb = fc.record({
      id: fc.uuid(),
      type: fc.constantFrom<'food' | 'symptom'>('food', 'symptom'),
      occurredAt: fc
        .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2024, 1, 1) })
        .map((ms) => new Date(ms)),
      createdAt: fc.constant(new Date(Date.UTC(2024, 1, 2))),
    });
    fc.assert(
      fc.property(
        fc.array(entryArb, { maxLength: 40 }),
        fc.constantFrom('UTC', 'Asia/Tokyo', zone),
        (entries, tz) => {
          const days = groupEntriesByDay(entries, tz);
          const flat = days.flatMap((day) => day.entries);
          const keys = days.map((day) => day.dayKey);
          return (
            flat.length === entries.length &&
            new Set(flat).size === entries.length &&
            keys.every((key, i) => i === 0 || key < (keys[i - 1] as string)) &&
            days.every((day) => day.meals + day.symptoms === day.entries.length)
          );
        },
      ),
    );
  });
});

describe('paginateDays', () => {
  const days = Array.from({ length: 12 }, (_, i) => addDays('2024-06-10', -i));

  it('shows 5 days to a page', () => {
    expect(HISTORY_PAGE_SIZE).toBe(5);
    expect(paginateDays(days, 1)).toEqual({ days: days.slice(0, 5), page: 1, pageCount: 3 });
    expect(paginateDays(days, 3)).toEqual({ days: days.slice(10), page: 3, pageCount: 3 });
  });

  it('clamps a page out of range to the nearest one', () => {
    expect(paginateDays(days, 9).page).toBe(3);
    expect(paginateDays(days, 0).page).toBe(1);
    expect(paginateDays(days, Number.NaN).page).toBe(1);
    expect(paginateDays(days, 2.7).page).toBe(2);
  });

  it('has one empty page when there are no days', () => {
    expect(paginateDays([], 1)).toEqual({ days: [], page: 1, pageCount: 1 });
  });

  it('splits the days into pages that put them back together in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), (items) => {
        const { pageCount } = paginateDays(items, 1);
        const pages = Array.from({ length: pageCount }, (_, i) => paginateDays(items, i + 1).days);
        return (
          pages.every((page) => page.length <= HISTORY_PAGE_SIZE) &&
          pages.slice(0, -1).every((page) => page.length === HISTORY_PAGE_SIZE) &&
          JSON.stringify(pages.flat()) === JSON.stringify(items)
        );
      }),
    );
  });
});

describe('isDayComplete', () => {
  it('needs 2 meals and 2 symptoms', () => {
    expect(isDayComplete({ meals: 2, symptoms: 2 })).toBe(true);
    expect(isDayComplete({ meals: 3, symptoms: 1 })).toBe(false);
    expect(isDayComplete({ meals: 1, symptoms: 5 })).toBe(false);
  });
});

describe('suggestedTypeForDay', () => {
  it.each([
    [0, 0, 'food'],
    [1, 1, 'food'],
    [0, 1, 'food'],
    [1, 0, 'symptoms'],
    [1, 2, 'food'],
    [0, 5, 'food'],
    [2, 0, 'symptoms'],
    [2, 1, 'symptoms'],
    [4, 0, 'symptoms'],
  ])('%i meals and %i symptoms open %s', (meals, symptoms, type) => {
    expect(suggestedTypeForDay({ meals, symptoms })).toBe(type);
  });

  it('opens the side still short of its goal when only one is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), (meals, symptoms) => {
        const type = suggestedTypeForDay({ meals, symptoms });
        if (meals < 2 && symptoms >= 2) return type === 'food';
        if (meals >= 2) return type === 'symptoms';
        return true;
      }),
    );
  });
});

describe('isDayClickable', () => {
  const today = '2024-06-10';

  it('links incomplete days from today back 6 days', () => {
    expect(isDayClickable({ dayKey: today, today, meals: 0, symptoms: 1 })).toBe(true);
    expect(isDayClickable({ dayKey: '2024-06-04', today, meals: 2, symptoms: 0 })).toBe(true);
  });

  it('does not link older days, complete days or future days', () => {
    expect(isDayClickable({ dayKey: '2024-06-03', today, meals: 0, symptoms: 0 })).toBe(false);
    expect(isDayClickable({ dayKey: '2024-06-09', today, meals: 2, symptoms: 3 })).toBe(false);
    expect(isDayClickable({ dayKey: '2024-06-11', today, meals: 0, symptoms: 0 })).toBe(false);
  });
});

describe('pageHoldingDay', () => {
  it('opens the page a day is on, counting the days with entries after it', () => {
    expect(pageHoldingDay(0)).toBe(1);
    expect(pageHoldingDay(HISTORY_PAGE_SIZE - 1)).toBe(1);
    expect(pageHoldingDay(HISTORY_PAGE_SIZE)).toBe(2);
    // 90 days of entries: the oldest day has 89 after it, on the 18th page.
    expect(pageHoldingDay(89)).toBe(18);
    expect(pageHoldingDay(-1)).toBe(1);
  });

  it('agrees with paginateDays on which page holds each day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(199), (count, pick) => {
        const index = pick % count;
        const days = Array.from({ length: count }, (_, each) => each);
        return paginateDays(days, pageHoldingDay(index)).days.includes(index);
      }),
    );
  });
});
