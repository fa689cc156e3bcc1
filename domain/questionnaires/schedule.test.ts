import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, weekdayIndex } from '../common/day-key.ts';
import { offeredInstruments } from './offer.ts';
import {
  activeInstruments,
  cardTitle,
  DEFAULT_SETTINGS,
  dueInstruments,
  periodStart,
  weekStart,
} from './schedule.ts';

describe('offeredInstruments', () => {
  it('offers each condition its questionnaire and nothing for ankylosing spondylitis', () => {
    expect(offeredInstruments(["Crohn's Disease"])).toEqual(['hbi']);
    expect(offeredInstruments(['Psoriatic Arthritis', 'Ulcerative Colitis'])).toEqual(['psaid-12', 'sccai']);
    expect(offeredInstruments(['Rheumatoid Arthritis'])).toEqual(['ra-core']);
    expect(offeredInstruments(['Ankylosing Spondylitis', 'Other: gout'])).toEqual([]);
  });

  it('keeps only the chosen ones, and none when off', () => {
    const conditions = ["Crohn's Disease", 'Psoriatic Arthritis'];
    expect(activeInstruments(conditions, { ...DEFAULT_SETTINGS, instruments: ['hbi', 'sccai'] })).toEqual([
      'hbi',
    ]);
    expect(activeInstruments(conditions, { ...DEFAULT_SETTINGS, frequency: 'off' })).toEqual([]);
  });
});

describe('periods', () => {
  it('starts a week on the chosen weekday', () => {
    // 2026-11-23 is a Monday.
    expect(weekStart('2026-11-23', 0)).toBe('2026-11-23');
    expect(weekStart('2026-11-29', 0)).toBe('2026-11-23');
    expect(weekStart('2026-11-23', 3)).toBe('2026-11-19');
  });

  it('always holds the day in a period starting on the weekday', () => {
    const day = fc.integer({ min: 0, max: 20000 }).map((n) => addDays('2000-01-01', n));
    fc.assert(
      fc.property(
        day,
        day,
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        (today, anchor, weekday, fourWeekly) => {
          const settings = {
            ...DEFAULT_SETTINGS,
            weekday,
            frequency: fourWeekly ? 'every-4-weeks' : 'weekly',
          } as const;
          const start = periodStart(today, settings, anchor);
          const length = fourWeekly ? 28 : 7;
          return weekdayIndex(start) === weekday && start <= today && addDays(start, length) > today;
        },
      ),
    );
  });
});

describe('dueInstruments', () => {
  const base = {
    conditions: ["Crohn's Disease"],
    settings: DEFAULT_SETTINGS,
    anchor: '2026-11-01',
    today: '2026-11-23',
    lastFilled: {},
  };

  it('is due from the first day of the week until filled', () => {
    expect(dueInstruments(base)).toEqual(['hbi']);
    expect(dueInstruments({ ...base, today: '2026-11-25', lastFilled: { hbi: '2026-11-16' } })).toEqual([
      'hbi',
    ]);
    expect(dueInstruments({ ...base, lastFilled: { hbi: '2026-11-23' } })).toEqual([]);
  });

  it('every 4 weeks, counts from the first chosen weekday on or after the anchor', () => {
    const settings = { ...DEFAULT_SETTINGS, frequency: 'every-4-weeks' as const };
    // Anchor Sunday 1 November: periods start Monday 2 November, 30 November...
    expect(
      dueInstruments({ ...base, settings, today: '2026-11-23', lastFilled: { hbi: '2026-11-02' } }),
    ).toEqual([]);
    expect(
      dueInstruments({ ...base, settings, today: '2026-11-30', lastFilled: { hbi: '2026-11-02' } }),
    ).toEqual(['hbi']);
  });

  it('titles the card', () => {
    expect(cardTitle('hbi', 'weekly')).toBe("Your weekly Crohn's check: 5 questions, about a minute");
  });
});
