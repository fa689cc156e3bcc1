import { describe, expect, it } from 'vitest';
import { localDayKey } from '../common/day-boundaries.ts';
import { addDays, weekdayIndex } from '../common/day-key.ts';
import type { InsightPattern } from '../insights/index.ts';
import { checkIn, meal } from '../insights/test-support/journal-builder.ts';
import type { BowelEntryDto } from '../journal/journal-entry.ts';
import { buildTrends, localDayFinder, ROLLING_MIN_DAYS, weeksOfRange } from './aggregate.ts';

const utc = 'UTC';

describe('buildTrends: symptom series', () => {
  it('averages and takes the worst of each day, and leaves days without check-ins as gaps', () => {
    const trends = buildTrends({
      entries: [
        checkIn('2026-05-01T08:00:00Z', { 'Joint pain': 2 }),
        checkIn('2026-05-01T20:00:00Z', { 'Joint pain': 5, Fatigue: 1 }),
        checkIn('2026-05-03T20:00:00Z', { 'Joint pain': 1 }),
      ],
      range: { from: '2026-05-01', to: '2026-05-03' },
      timeZone: utc,
      symptoms: ['Joint pain', 'Fatigue', 'Bloating'],
    });
    const [pain, fatigue, bloating] = trends.symptoms;
    expect(pain?.days).toEqual([
      { day: '2026-05-01', checkIns: 2, average: 3.5, worst: 5, rolling: null },
      { day: '2026-05-02', checkIns: 0, average: null, worst: null, rolling: null },
      { day: '2026-05-03', checkIns: 1, average: 1, worst: 1, rolling: null },
    ]);
    expect(pain?.summary).toEqual({ average: 2.67, worst: 5, daysLogged: 2, checkIns: 3 });
    expect(fatigue?.days.map((day) => day.average)).toEqual([1, null, null]);
    // A tracked symptom never rated is all gaps, never a line of zeros.
    expect(bloating?.days.every((day) => day.average === null && day.worst === null)).toBe(true);
    expect(bloating?.summary).toEqual({ average: null, worst: null, daysLogged: 0, checkIns: 0 });
  });

  it('reads a rating of 0 as "not rated": a gap, never a value in an average', () => {
    const trends = buildTrends({
      entries: [
        checkIn('2026-05-02T10:00:00Z', { Fatigue: 0, Bloating: 3 }),
        checkIn('2026-05-02T20:00:00Z', { Fatigue: 4 }),
      ],
      range: { from: '2026-05-01', to: '2026-05-02' },
      timeZone: utc,
      symptoms: ['Fatigue', 'Bloating'],
    });
    const [fatigue] = trends.symptoms;
    expect(fatigue?.days.map((day) => day.average)).toEqual([null, 4]);
    expect(fatigue?.summary).toEqual({ average: 4, worst: 4, daysLogged: 1, checkIns: 1 });
    const onlyZero = buildTrends({
      entries: [checkIn('2026-05-02T10:00:00Z', { Fatigue: 0 })],
      range: { from: '2026-05-01', to: '2026-05-02' },
      timeZone: utc,
      symptoms: ['Fatigue'],
    });
    expect(onlyZero.symptoms[0]?.days.map((day) => day.average)).toEqual([null, null]);
    expect(onlyZero.symptoms[0]?.summary.daysLogged).toBe(0);
  });

  it('adds symptoms rated in the range but no longer tracked, after the profile order', () => {
    const trends = buildTrends({
      entries: [
        checkIn('2026-05-02T10:00:00Z', { Zeta: 1, Alpha: 2 }),
        // Before the rolling lead-in: not in the range, so not listed.
        checkIn('2026-04-01T10:00:00Z', { Old: 4 }),
        // In the lead-in only: feeds rolling averages but is not a symptom of the range.
        checkIn('2026-04-28T10:00:00Z', { Lead: 4 }),
      ],
      range: { from: '2026-05-01', to: '2026-05-02' },
      timeZone: utc,
      symptoms: ['Fatigue'],
    });
    expect(trends.symptoms.map((series) => series.symptom)).toEqual(['Fatigue', 'Alpha', 'Zeta']);
  });

  it('rolls a 7-day average over daily averages, from the 6 days before the range, once 3 days are rated', () => {
    const entries = [
      checkIn('2026-04-26T10:00:00Z', { Pain: 1 }),
      checkIn('2026-04-28T10:00:00Z', { Pain: 3 }),
      checkIn('2026-04-28T18:00:00Z', { Pain: 5 }), // the 28th averages 4: days weigh the same
      checkIn('2026-05-01T10:00:00Z', { Pain: 1 }),
      checkIn('2026-05-05T10:00:00Z', { Pain: 2 }),
    ];
    const trends = buildTrends({
      entries,
      range: { from: '2026-05-01', to: '2026-05-06' },
      timeZone: utc,
      symptoms: ['Pain'],
    });
    const rolling = trends.symptoms[0]?.days.map((day) => day.rolling);
    // May 1 and 2: Apr 26 (1), Apr 28 (4), May 1 (1) -> 2. May 3: Apr 26 drops out, two days left;
    // May 5 has May 1 and 5 only.
    expect(rolling).toEqual([2, 2, null, null, null, null]);
    expect(ROLLING_MIN_DAYS).toBe(3);
  });

  it('marks the reported patterns on their symptom only', () => {
    const pattern: InsightPattern = {
      title: 'Dairy and Bloating',
      confidence: 0.9,
      description: 'Bloating was higher after dairy.',
      trigger: 'dairy',
      symptom: 'Bloating',
    };
    const trends = buildTrends({
      entries: [],
      range: { from: '2026-05-01', to: '2026-05-01' },
      timeZone: utc,
      symptoms: ['Fatigue', 'Bloating'],
      patterns: [pattern],
    });
    expect(trends.symptoms[0]?.patterns).toEqual([]);
    expect(trends.symptoms[1]?.patterns).toEqual([
      { title: pattern.title, confidence: 0.9, description: pattern.description, trigger: 'dairy' },
    ]);
  });
});

describe('buildTrends: time zones and daylight saving', () => {
  it('puts an entry on the local day of the person, not of UTC', () => {
    // 2026-05-01T22:00Z is already May 2 in Auckland (UTC+12).
    const entries = [checkIn('2026-05-01T22:00:00Z', { Pain: 4 })];
    const range = { from: '2026-05-01', to: '2026-05-02' };
    const inUtc = buildTrends({ entries, range, timeZone: 'UTC', symptoms: ['Pain'] });
    const inAuckland = buildTrends({ entries, range, timeZone: 'Pacific/Auckland', symptoms: ['Pain'] });
    expect(inUtc.symptoms[0]?.days.map((day) => day.average)).toEqual([4, null]);
    expect(inAuckland.symptoms[0]?.days.map((day) => day.average)).toEqual([null, 4]);
  });

  it('counts the 25-hour autumn day as one day, with both its first and its last hour', () => {
    // New York falls back on 2026-11-01: 00:30 EDT is 04:30Z and 23:30 EST is 04:30Z next day.
    const trends = buildTrends({
      entries: [
        checkIn('2026-11-01T04:30:00Z', { Pain: 2 }),
        checkIn('2026-11-02T04:30:00Z', { Pain: 4 }),
        meal('2026-11-01T04:30:00Z', 'toast with butter'),
        meal('2026-11-02T04:30:00Z', 'cheese omelette'),
      ],
      range: { from: '2026-10-31', to: '2026-11-02' },
      timeZone: 'America/New_York',
      symptoms: ['Pain'],
    });
    expect(trends.symptoms[0]?.days.map((day) => [day.day, day.checkIns, day.average])).toEqual([
      ['2026-10-31', 0, null],
      ['2026-11-01', 2, 3],
      ['2026-11-02', 0, null],
    ]);
    expect(trends.completeness[1]).toEqual({ day: '2026-11-01', meals: 2, checkIns: 2, goalMet: true });
  });

  it('counts the 23-hour spring day as one day, and the evening before stays on its own day', () => {
    // New York springs forward on 2026-03-08: 23:30 EST on the 7th is 04:30Z on the 8th, and
    // 23:30 EDT on the 8th is 03:30Z on the 9th.
    const trends = buildTrends({
      entries: [checkIn('2026-03-08T04:30:00Z', { Pain: 1 }), checkIn('2026-03-09T03:30:00Z', { Pain: 5 })],
      range: { from: '2026-03-07', to: '2026-03-09' },
      timeZone: 'America/New_York',
      symptoms: ['Pain'],
    });
    expect(trends.symptoms[0]?.days.map((day) => day.average)).toEqual([1, 5, null]);
  });
});

describe('buildTrends: completeness', () => {
  it('counts meals and check-ins per day and applies the daily goal of 2 and 2', () => {
    const trends = buildTrends({
      entries: [
        meal('2026-05-01T08:00:00Z', 'oatmeal'),
        meal('2026-05-01T12:00:00Z', 'salad'),
        checkIn('2026-05-01T13:00:00Z', { Pain: 1 }),
        checkIn('2026-05-01T20:00:00Z', { Pain: 1 }),
        meal('2026-05-02T12:00:00Z', 'salad'),
        meal('2026-05-02T13:00:00Z', 'soup'),
        meal('2026-05-02T19:00:00Z', 'rice'),
        checkIn('2026-05-02T20:00:00Z', { Pain: 1 }),
      ],
      range: { from: '2026-05-01', to: '2026-05-03' },
      timeZone: utc,
      symptoms: ['Pain'],
    });
    expect(trends.completeness).toEqual([
      { day: '2026-05-01', meals: 2, checkIns: 2, goalMet: true },
      { day: '2026-05-02', meals: 3, checkIns: 1, goalMet: false },
      { day: '2026-05-03', meals: 0, checkIns: 0, goalMet: false },
    ]);
  });

  it('counts a bowel movement neither as a meal nor as a check-in', () => {
    const movement = (at: string): BowelEntryDto => ({
      id: `00000000-0000-4000-9000-${at.slice(11, 13)}0000000000`,
      type: 'bowel',
      content: '',
      occurredAt: at,
      createdAt: at,
      updatedAt: at,
      details: { bristolType: 4, urgency: false, blood: false, time_of_day: 'morning' },
    });
    const trends = buildTrends({
      entries: [
        meal('2026-05-01T08:00:00Z', 'oatmeal'),
        meal('2026-05-01T12:00:00Z', 'salad'),
        checkIn('2026-05-01T13:00:00Z', { Pain: 1 }),
        movement('2026-05-01T07:00:00.000Z'),
        movement('2026-05-01T18:00:00.000Z'),
      ],
      range: { from: '2026-05-01', to: '2026-05-01' },
      timeZone: utc,
      symptoms: ['Pain'],
    });
    expect(trends.completeness).toEqual([{ day: '2026-05-01', meals: 2, checkIns: 1, goalMet: false }]);
  });
});

describe('buildTrends: trigger foods per week', () => {
  it('cuts the range into Monday-to-Sunday weeks, clipped at its edges', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0); // a Monday
    expect(weeksOfRange({ from: '2026-11-19', to: '2026-12-01' })).toEqual([
      { from: '2026-11-19', to: '2026-11-22', days: 4 },
      { from: '2026-11-23', to: '2026-11-29', days: 7 },
      { from: '2026-11-30', to: '2026-12-01', days: 2 },
    ]);
  });

  it('counts meals per trigger food per week with tagMeal, suspected foods listed even at 0', () => {
    const trends = buildTrends({
      entries: [
        meal('2026-11-20T12:00:00Z', 'cheese pizza'),
        meal('2026-11-24T12:00:00Z', 'glass of milk'),
        meal('2026-11-25T12:00:00Z', 'pizza with no cheese'),
        meal('2026-12-01T12:00:00Z', 'steamed rice'),
      ],
      range: { from: '2026-11-19', to: '2026-12-01' },
      timeZone: utc,
      symptoms: [],
      suspectedTriggers: ['eggs', 'none'],
    });
    const byTrigger = Object.fromEntries(trends.triggers.foods.map((food) => [food.trigger, food]));
    expect(byTrigger.dairy?.perWeek).toEqual([1, 1, 0]);
    expect(byTrigger.dairy?.total).toBe(2);
    expect(byTrigger.gluten?.perWeek).toEqual([1, 1, 0]);
    expect(byTrigger.eggs).toMatchObject({ perWeek: [0, 0, 0], total: 0, suspected: true, label: 'Eggs' });
    expect(trends.triggers.foods.at(-1)?.trigger).toBe('eggs');
    expect(byTrigger.none).toBeUndefined();
  });
});

describe('buildTrends: a year of data', () => {
  it('aggregates a year of daily entries with gaps into 366 days quickly', () => {
    const to = '2026-11-23';
    const from = addDays(to, -365);
    const entries = [];
    for (let offset = -6; offset <= 365; offset += 1) {
      const day = addDays(from, offset);
      if (offset % 10 === 3) continue; // a missed day every 10
      entries.push(meal(`${day}T08:00:00Z`, 'toast and coffee'), meal(`${day}T13:00:00Z`, 'chicken salad'));
      entries.push(checkIn(`${day}T09:00:00Z`, { Pain: offset % 6, Fatigue: 2 }));
      entries.push(checkIn(`${day}T21:00:00Z`, { Pain: (offset + 3) % 6 }));
    }
    const started = performance.now();
    const trends = buildTrends({
      entries,
      range: { from, to },
      timeZone: 'Europe/London',
      symptoms: ['Pain', 'Fatigue'],
    });
    const elapsed = performance.now() - started;
    expect(trends.days).toHaveLength(366);
    const pain = trends.symptoms[0];
    const gaps = pain?.days.filter((day) => day.average === null).length;
    expect(gaps).toBe(37);
    expect(pain?.days.every((day) => day.rolling !== null)).toBe(true);
    expect(trends.completeness.filter((day) => day.goalMet)).toHaveLength(366 - 37);
    expect(trends.triggers.weeks.reduce((sum, week) => sum + week.days, 0)).toBe(366);
    expect(elapsed).toBeLessThan(500);
  });
});

describe('localDayFinder', () => {
  it('agrees with localDayKey on every hour across both daylight-saving changes and in far zones', () => {
    for (const zone of [
      'America/New_York',
      'Europe/London',
      'Pacific/Auckland',
      'America/Santiago',
      'Asia/Kathmandu',
    ]) {
      const find = localDayFinder('2026-03-01', '2026-11-30', zone);
      for (
        let ms = Date.parse('2026-03-02T00:00:00Z');
        ms < Date.parse('2026-11-29T00:00:00Z');
        ms += 3_600_000 + 17_000
      ) {
        const iso = new Date(ms).toISOString();
        expect(find(iso), `${zone} ${iso}`).toBe(localDayKey(iso, zone));
      }
    }
  });

  it('answers null outside its days', () => {
    const find = localDayFinder('2026-05-01', '2026-05-02', 'UTC');
    expect(find('2026-04-30T23:59:59.999Z')).toBeNull();
    expect(find('2026-05-01T00:00:00.000Z')).toBe('2026-05-01');
    expect(find('2026-05-02T23:59:59.999Z')).toBe('2026-05-02');
    expect(find('2026-05-03T00:00:00.000Z')).toBeNull();
  });
});
