import { describe, expect, it } from 'vitest';
import { addDays } from '../common/day-key.ts';
import { checkIn, meal } from '../insights/test-support/journal-builder.ts';
import type { BowelEntryDto, SymptomEntryDto } from '../journal/journal-entry.ts';
import type { TrackingPreferences } from '../profile/tracking-preferences.ts';
import { buildFactorTrends } from './factors.ts';

const everything: TrackingPreferences = { stress: true, sleep: true, periods: true, bowel: true };

let counter = 0;
function bowel(at: string, bristolType: number, urgency = false, blood = false): BowelEntryDto {
  counter += 1;
  const iso = new Date(at).toISOString();
  return {
    id: `00000000-0000-4000-9000-${counter.toString(16).padStart(12, '0')}`,
    type: 'bowel',
    content: '',
    occurredAt: iso,
    createdAt: iso,
    updatedAt: iso,
    details: { bristolType, urgency, blood, time_of_day: 'morning' },
  };
}

function factorCheckIn(at: string, factors: Partial<SymptomEntryDto['details']>): SymptomEntryDto {
  const entry = checkIn(at, { Pain: 2 });
  return { ...entry, details: { ...entry.details, ...factors } };
}

const range = { from: '2026-05-01', to: '2026-05-04' };

describe('buildFactorTrends', () => {
  it('averages stress per day and takes its highest, with days without it as gaps', () => {
    const factors = buildFactorTrends({
      entries: [
        factorCheckIn('2026-05-01T08:00:00Z', { stress: 2 }),
        factorCheckIn('2026-05-01T20:00:00Z', { stress: 5 }),
        factorCheckIn('2026-05-03T20:00:00Z', { stress: 1 }),
        // A check-in without stress is not a stress of 0.
        checkIn('2026-05-04T20:00:00Z', { Pain: 3 }),
        // Outside the range.
        factorCheckIn('2026-04-30T20:00:00Z', { stress: 5 }),
      ],
      range,
      timeZone: 'UTC',
      tracking: everything,
      medicationChanges: [],
    });
    expect(factors.stress?.days).toEqual([
      { day: '2026-05-01', checkIns: 2, average: 3.5, highest: 5 },
      { day: '2026-05-02', checkIns: 0, average: null, highest: null },
      { day: '2026-05-03', checkIns: 1, average: 1, highest: 1 },
      { day: '2026-05-04', checkIns: 0, average: null, highest: null },
    ]);
    expect(factors.stress?.summary).toEqual({ average: 2.67, highest: 5, daysLogged: 2, checkIns: 3 });
  });

  it('takes sleep hours and quality per day, each on its own, and sums them up', () => {
    const factors = buildFactorTrends({
      entries: [
        factorCheckIn('2026-05-01T08:00:00Z', { sleepHours: 6.5, sleepQuality: 2 }),
        factorCheckIn('2026-05-02T08:00:00Z', { sleepHours: 8 }),
        factorCheckIn('2026-05-03T08:00:00Z', { sleepQuality: 4 }),
      ],
      range,
      timeZone: 'UTC',
      tracking: everything,
      medicationChanges: [],
    });
    expect(factors.sleep?.days).toEqual([
      { day: '2026-05-01', hours: 6.5, quality: 2 },
      { day: '2026-05-02', hours: 8, quality: null },
      { day: '2026-05-03', hours: null, quality: 4 },
      { day: '2026-05-04', hours: null, quality: null },
    ]);
    expect(factors.sleep?.summary).toEqual({
      averageHours: 7.25,
      shortestHours: 6.5,
      averageQuality: 3,
      nightsLogged: 3,
    });
  });

  it('counts bowel movements per day with their average Bristol type, urgency and blood', () => {
    const factors = buildFactorTrends({
      entries: [
        bowel('2026-05-01T07:00:00Z', 4),
        bowel('2026-05-01T12:00:00Z', 6, true, true),
        bowel('2026-05-01T18:00:00Z', 7, true),
        bowel('2026-05-03T09:00:00Z', 3),
        meal('2026-05-02T12:00:00Z', 'rice'),
      ],
      range,
      timeZone: 'UTC',
      tracking: everything,
      medicationChanges: [],
    });
    expect(factors.bowel?.days).toEqual([
      { day: '2026-05-01', count: 3, averageType: 5.67, urgent: 2, blood: true },
      { day: '2026-05-02', count: 0, averageType: null, urgent: 0, blood: false },
      { day: '2026-05-03', count: 1, averageType: 3, urgent: 0, blood: false },
      { day: '2026-05-04', count: 0, averageType: null, urgent: 0, blood: false },
    ]);
    expect(factors.bowel?.summary).toEqual({
      total: 4,
      daysLogged: 2,
      averageType: 5,
      urgent: 2,
      bloodDays: 1,
    });
  });

  it('finds period days and joins consecutive ones into bands; a later "no" does not undo a "yes"', () => {
    const factors = buildFactorTrends({
      entries: [
        factorCheckIn('2026-05-01T08:00:00Z', { period: true }),
        factorCheckIn('2026-05-02T08:00:00Z', { period: true }),
        factorCheckIn('2026-05-02T20:00:00Z', { period: false }),
        factorCheckIn('2026-05-03T08:00:00Z', { period: false }),
        factorCheckIn('2026-05-04T08:00:00Z', { period: true }),
      ],
      range,
      timeZone: 'UTC',
      tracking: everything,
      medicationChanges: [],
    });
    expect(factors.periods).toEqual({
      days: ['2026-05-01', '2026-05-02', '2026-05-04'],
      bands: [
        { from: '2026-05-01', to: '2026-05-02' },
        { from: '2026-05-04', to: '2026-05-04' },
      ],
    });
  });

  it('puts a factor on the local day of the person: late evening in New York is the next day in UTC', () => {
    const entries = [
      factorCheckIn('2026-05-02T02:00:00Z', { stress: 4, period: true }),
      bowel('2026-05-02T02:00:00Z', 5),
    ];
    const inNewYork = buildFactorTrends({
      entries,
      range,
      timeZone: 'America/New_York',
      tracking: everything,
      medicationChanges: [],
    });
    expect(inNewYork.stress?.days.map((day) => day.average)).toEqual([4, null, null, null]);
    expect(inNewYork.bowel?.days.map((day) => day.count)).toEqual([1, 0, 0, 0]);
    expect(inNewYork.periods?.days).toEqual(['2026-05-01']);
    const inUtc = buildFactorTrends({
      entries,
      range,
      timeZone: 'UTC',
      tracking: everything,
      medicationChanges: [],
    });
    expect(inUtc.stress?.days.map((day) => day.average)).toEqual([null, 4, null, null]);
  });

  it('leaves out every factor the person does not track, even with data recorded', () => {
    const entries = [
      factorCheckIn('2026-05-01T08:00:00Z', { stress: 3, sleepHours: 7, sleepQuality: 3, period: true }),
      bowel('2026-05-01T09:00:00Z', 4),
    ];
    const nothing = buildFactorTrends({
      entries,
      range,
      timeZone: 'UTC',
      tracking: { stress: false, sleep: false, periods: false, bowel: false },
      medicationChanges: [],
    });
    expect(nothing).toMatchObject({ stress: null, sleep: null, bowel: null, periods: null });
    const onlySleep = buildFactorTrends({
      entries,
      range,
      timeZone: 'UTC',
      tracking: { stress: false, sleep: true, periods: false, bowel: false },
      medicationChanges: [],
    });
    expect(onlySleep.sleep?.days[0]).toEqual({ day: '2026-05-01', hours: 7, quality: 3 });
    expect(onlySleep).toMatchObject({ stress: null, bowel: null, periods: null });
  });

  it('answers tracked factors with nothing recorded as all gaps, never zeros', () => {
    const factors = buildFactorTrends({
      entries: [],
      range,
      timeZone: 'UTC',
      tracking: everything,
      medicationChanges: [],
    });
    expect(factors.stress?.summary).toEqual({ average: null, highest: null, daysLogged: 0, checkIns: 0 });
    expect(factors.sleep?.days.every((day) => day.hours === null && day.quality === null)).toBe(true);
    expect(factors.bowel?.summary.total).toBe(0);
    expect(factors.periods).toEqual({ days: [], bands: [] });
    expect(factors.medicationChanges).toEqual([]);
  });

  it("says the month of a change known by its month, on the month's first day", () => {
    const factors = buildFactorTrends({
      entries: [],
      range,
      timeZone: 'UTC',
      tracking: everything,
      medicationChanges: [
        { date: '2026-05-01', precision: 'month', medication: 'Humira', change: 'started', doseNote: '' },
      ],
    });
    expect(factors.medicationChanges.map(({ date, label, text }) => ({ date, label, text }))).toEqual([
      { date: '2026-05-01', label: 'Started Humira', text: 'Started Humira, in May 2026' },
    ]);
  });

  it('keeps the medication changes dated in the range, oldest first, with their labels', () => {
    const factors = buildFactorTrends({
      entries: [],
      range,
      timeZone: 'UTC',
      tracking: everything,
      medicationChanges: [
        { date: '2026-05-03', medication: 'Prednisone', change: 'stopped', doseNote: '' },
        { date: '2026-05-01', medication: 'Humira', change: 'started', doseNote: '40 mg every other week' },
        { date: '2026-04-30', medication: 'Before', change: 'started', doseNote: '' },
        { date: '2026-05-05', medication: 'After', change: 'started', doseNote: '' },
        // Started a year before the account: the person's history, not a marker on this range.
        {
          date: '2025-05-01',
          precision: 'month',
          medication: 'Methotrexate',
          change: 'started',
          doseNote: '',
        },
      ],
    });
    expect(factors.medicationChanges).toEqual([
      {
        date: '2026-05-01',
        medication: 'Humira',
        change: 'started',
        doseNote: '40 mg every other week',
        label: 'Started Humira',
        text: 'Started Humira (40 mg every other week)',
      },
      {
        date: '2026-05-03',
        medication: 'Prednisone',
        change: 'stopped',
        doseNote: '',
        label: 'Stopped Prednisone',
        text: 'Stopped Prednisone',
      },
    ]);
  });

  it('aggregates a year of factors quickly', () => {
    const to = '2026-11-23';
    const from = addDays(to, -365);
    const entries = [];
    for (let offset = 0; offset <= 365; offset += 1) {
      const day = addDays(from, offset);
      entries.push(
        factorCheckIn(`${day}T08:00:00Z`, {
          stress: (offset % 5) + 1,
          sleepHours: 6 + (offset % 5) / 2,
          sleepQuality: (offset % 4) + 1,
          period: offset % 28 < 5,
        }),
        factorCheckIn(`${day}T20:00:00Z`, { stress: ((offset + 2) % 5) + 1 }),
        bowel(`${day}T07:00:00Z`, (offset % 7) + 1, offset % 9 === 0, offset % 31 === 0),
        bowel(`${day}T15:00:00Z`, 4),
      );
    }
    const started = performance.now();
    const factors = buildFactorTrends({
      entries,
      range: { from, to },
      timeZone: 'Europe/London',
      tracking: everything,
      medicationChanges: [],
    });
    const elapsed = performance.now() - started;
    expect(factors.stress?.summary.checkIns).toBe(732);
    expect(factors.bowel?.summary.total).toBe(732);
    expect(factors.periods?.bands.length).toBe(14);
    expect(elapsed).toBeLessThan(200);
  });
});
