import { describe, expect, it } from 'vitest';
import { type JournalCsvEntry, journalCsv, ratedSymptoms } from './journal-csv.ts';
import { localTimeOfDay } from './local-time.ts';
import { readCsv } from './test-support/read-csv.ts';

const meal: JournalCsvEntry = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'food',
  content: '=cmd|" /C calc"!A0, then toast',
  occurredAt: '2026-03-29T23:30:00.000Z',
  details: { mealTime: 'dinner', mealSize: 'large', mealSource: 'restaurant', wasPhotoAnalyzed: false },
};
const checkIn: JournalCsvEntry = {
  id: '00000000-0000-4000-8000-000000000002',
  type: 'symptom',
  content: 'Stiff after the walk\nbetter by noon',
  occurredAt: '2026-03-30T08:00:00.000Z',
  details: { symptomRatings: { 'Joint pain': 4, Fatigue: 0 }, time_of_day: 'morning' },
};
const laterCheckIn: JournalCsvEntry = {
  ...checkIn,
  id: '00000000-0000-4000-8000-000000000003',
  content: '',
  occurredAt: '2026-03-31T08:00:00.000Z',
  details: { symptomRatings: { Bloating: 2 }, time_of_day: 'evening' },
};

describe('journalCsv', () => {
  const rows = readCsv(journalCsv([laterCheckIn, meal, checkIn], 'Europe/London').slice(1));
  const [header, ...body] = rows;

  it('has one column per symptom ever rated, alphabetically, after the fixed columns', () => {
    const symptomColumns = header?.filter((name) => name.startsWith('Symptom: '));
    expect(symptomColumns).toEqual(['Symptom: Bloating', 'Symptom: Fatigue', 'Symptom: Joint pain']);
    // Right after the fixed columns; the factor and medication columns come after them.
    expect(header?.indexOf('Symptom: Bloating')).toBe((header?.indexOf('Symptom notes') ?? 0) + 1);
    expect(ratedSymptoms([meal, checkIn, laterCheckIn])).toEqual(['Bloating', 'Fatigue', 'Joint pain']);
  });

  it('starts with the local date, local time and zone, then the UTC instant', () => {
    expect(header?.slice(0, 5)).toEqual([
      'Local date',
      'Local time',
      'Time zone',
      'Occurred at (ISO 8601, UTC)',
      'Type',
    ]);
  });

  it('writes one row per entry, oldest first, with local dates and times on the person’s clock', () => {
    expect(body).toHaveLength(3);
    // 23:30 UTC on 29 March 2026 is 00:30 on the 30th in London (summer time began that morning).
    expect(body[0]?.slice(0, 5)).toEqual([
      '2026-03-30',
      '00:30',
      'Europe/London',
      '2026-03-29T23:30:00.000Z',
      'Meal',
    ]);
    expect(body[1]?.slice(0, 5)).toEqual([
      '2026-03-30',
      '09:00',
      'Europe/London',
      '2026-03-30T08:00:00.000Z',
      'Symptom check-in',
    ]);
    expect(readCsv(journalCsv([meal], 'America/Los_Angeles').slice(1))[1]?.slice(0, 3)).toEqual([
      '2026-03-29',
      '16:30',
      'America/Los_Angeles',
    ]);
  });

  it('writes the local time on the 24-hour clock, minutes padded', () => {
    expect(localTimeOfDay('2026-01-05T07:05:00.000Z', 'UTC')).toBe('07:05');
    expect(localTimeOfDay('2026-01-05T23:59:00.000Z', 'Asia/Kolkata')).toBe('05:29');
    expect(localTimeOfDay('2026-01-05T12:00:00.000Z', 'Pacific/Chatham')).toBe('01:45');
  });

  it('puts meal details and ratings in their columns, zeros kept, unrated symptoms empty', () => {
    const named = (row: string[] | undefined) =>
      Object.fromEntries((header ?? []).map((h, i) => [h, row?.[i]]));
    expect(named(body[0])).toMatchObject({
      'Meal description': `'=cmd|" /C calc"!A0, then toast`,
      'Meal time': 'Dinner',
      'Portion size': 'Large',
      'Meal source': 'Restaurant',
      'Symptom: Joint pain': '',
    });
    expect(named(body[1])).toMatchObject({
      'Symptom time of day': 'Morning',
      'Symptom notes': 'Stiff after the walk\nbetter by noon',
      'Symptom: Bloating': '',
      'Symptom: Fatigue': '0',
      'Symptom: Joint pain': '4',
    });
    expect(named(body[2])).toMatchObject({ 'Symptom: Bloating': '2', 'Symptom time of day': 'Evening' });
  });

  it('defuses a symptom name that looks like a formula in its header too', () => {
    const hostile = { ...checkIn, details: { symptomRatings: { '=1+1': 3 }, time_of_day: 'night' as const } };
    expect(readCsv(journalCsv([hostile], 'UTC').slice(1))[0]).toContain('Symptom: =1+1');
    const hostileNote = { ...checkIn, content: '@SUM(1+1)' };
    expect(readCsv(journalCsv([hostileNote], 'UTC').slice(1))[1]?.[10]).toBe("'@SUM(1+1)");
  });

  it('names a symptom the person added by its own words, sorted among the others', () => {
    const custom = {
      ...checkIn,
      details: {
        symptomRatings: { 'Other: Abdominal pain': 3, Fatigue: 1 },
        time_of_day: 'morning' as const,
      },
    };
    const [customHeader, row] = readCsv(journalCsv([custom], 'UTC').slice(1));
    const symptomColumns = customHeader?.filter((name) => name.startsWith('Symptom: '));
    expect(symptomColumns).toEqual(['Symptom: Abdominal pain', 'Symptom: Fatigue']);
    expect(row?.[customHeader?.indexOf('Symptom: Abdominal pain') ?? -1]).toBe('3');
    expect(customHeader?.join()).not.toContain('Other:');
  });

  it('marks an added symptom (Custom) only where its words are also a catalogue or rated symptom’s name', () => {
    const clashing = {
      ...checkIn,
      details: {
        symptomRatings: { 'Other: fatigue': 2, 'Other: Hiccups': 1, Hiccups: 4, 'Other: Headaches': 5 },
        time_of_day: 'morning' as const,
      },
    };
    const [clashHeader, row] = readCsv(journalCsv([clashing], 'UTC').slice(1));
    const symptomColumns = clashHeader?.filter((name) => name.startsWith('Symptom: '));
    // 'Headaches' is in the catalogue though not rated here; 'Hiccups' is rated under both names.
    expect(symptomColumns).toEqual([
      'Symptom: fatigue (Custom)',
      'Symptom: Headaches (Custom)',
      'Symptom: Hiccups',
      'Symptom: Hiccups (Custom)',
    ]);
    const cell = (heading: string) => row?.[clashHeader?.indexOf(heading) ?? -1];
    expect(cell('Symptom: Hiccups')).toBe('4');
    expect(cell('Symptom: Hiccups (Custom)')).toBe('1');
    expect(new Set(symptomColumns).size).toBe(symptomColumns?.length);
  });

  it('is only the header for an empty journal', () => {
    expect(journalCsv([], 'UTC').split('\r\n')).toHaveLength(2);
  });
});

describe('journalCsv with the check-in factors, bowel movements and medication changes', () => {
  const factorsCheckIn: JournalCsvEntry = {
    ...checkIn,
    details: { ...checkIn.details, stress: 4, sleepHours: 6.5, sleepQuality: 2, period: true },
  };
  const bowel: JournalCsvEntry = {
    id: '00000000-0000-4000-8000-000000000009',
    type: 'bowel',
    content: 'After coffee',
    occurredAt: '2026-03-31T09:00:00.000Z',
    details: { bristolType: 6, urgency: true, blood: false, time_of_day: 'morning' },
  };
  const csv = journalCsv([bowel, factorsCheckIn], 'UTC', [
    { date: '2026-03-31', medication: 'Humira', change: 'started', doseNote: '40 mg' },
    { date: '2026-03-01', medication: 'Prednisone', change: 'stopped', doseNote: '' },
  ]);
  const [header = [], ...body] = readCsv(csv.slice(1));
  const named = (row: string[] | undefined) => Object.fromEntries(header.map((h, i) => [h, row?.[i]]));

  it('writes every field in its own column, a medication change on its day before that day’s entries', () => {
    expect(body.map((row) => named(row).Type)).toEqual([
      'Medication change',
      'Symptom check-in',
      'Medication change',
      'Bowel movement',
    ]);
    expect(named(body[0])).toMatchObject({
      'Local date': '2026-03-01',
      Medication: 'Prednisone',
      'Medication change': 'Stopped',
    });
    expect(named(body[1])).toMatchObject({
      'Stress (1-5)': '4',
      'Sleep hours': '6.5',
      'Sleep quality (1-5)': '2',
      'Period day': 'Yes',
      'Bowel movement: Bristol type (1-7)': '',
      Medication: '',
    });
    expect(named(body[2])).toMatchObject({
      Medication: 'Humira',
      'Medication change': 'Started',
      'Dose note': '40 mg',
    });
    expect(named(body[3])).toMatchObject({
      'Local date': '2026-03-31',
      'Bowel movement: Bristol type (1-7)': '6',
      'Bowel movement: urgency': 'Yes',
      'Bowel movement: blood': 'No',
      'Bowel movement notes': 'After coffee',
      'Stress (1-5)': '',
    });
    for (const row of body) expect(row).toHaveLength(header.length);
  });
});

describe('journalCsv with a medication started before the account', () => {
  it('writes a change known by its month as the month, oldest first, before the journal', () => {
    const csv = journalCsv([checkIn], 'UTC', [
      { date: '2025-03-01', precision: 'month', medication: 'Humira', change: 'started', doseNote: '' },
      { date: '2024-11-20', precision: 'day', medication: 'Prednisone', change: 'stopped', doseNote: '' },
    ]);
    const [header = [], ...body] = readCsv(csv.slice(1));
    const named = (row: string[] | undefined) => Object.fromEntries(header.map((h, i) => [h, row?.[i]]));
    expect(body.map((row) => [named(row)['Local date'], named(row).Type, named(row).Medication])).toEqual([
      ['2024-11-20', 'Medication change', 'Prednisone'],
      ['2025-03', 'Medication change', 'Humira'],
      [named(body[2])['Local date'], 'Symptom check-in', ''],
    ]);
  });
});

describe('journalCsv with food experiments', () => {
  const inside: JournalCsvEntry = {
    id: '00000000-0000-4000-8000-000000000010',
    type: 'food',
    content: 'Rice',
    occurredAt: '2026-03-12T12:00:00.000Z',
    details: { mealTime: 'lunch', mealSize: 'medium', mealSource: 'home', wasPhotoAnalyzed: false },
  };
  const outside: JournalCsvEntry = {
    ...inside,
    id: '00000000-0000-4000-8000-000000000011',
    occurredAt: '2026-03-20T12:00:00.000Z',
  };
  const csv = journalCsv(
    [outside, inside],
    'UTC',
    [],
    [
      {
        food: 'dairy',
        state: 'stopped',
        days: [
          { date: '2026-03-11', phase: 'avoid', food: 'avoid' },
          { date: '2026-03-12', phase: 'reintroduce', food: 'eat', portion: 'small' },
        ],
        results: [
          {
            symptom: 'Fatigue',
            probability: 0.962,
            verdict: 'raises',
            effect: { estimate: 1.24, low: 0.66, high: 1.71 },
          },
        ],
      },
    ],
  );
  const [header = [], ...body] = readCsv(csv.slice(1));
  const named = (row: string[] | undefined) => Object.fromEntries(header.map((h, i) => [h, row?.[i]]));

  it('writes the experiment’s own row on its first day, and each row inside it with the day’s rule', () => {
    expect(body.map((row) => named(row).Type)).toEqual(['Experiment', 'Meal', 'Meal']);
    expect(named(body[0])).toMatchObject({
      'Local date': '2026-03-11',
      Experiment: 'Dairy experiment, 2026-03-11 to 2026-03-12 (2 days): Stopped early',
      'Experiment day': 'Fatigue: Raises it (96% chance), 1.2 points (0.7 to 1.7)',
    });
    expect(named(body[1])).toMatchObject({
      'Local date': '2026-03-12',
      Experiment: 'Dairy experiment',
      'Experiment day': 'Day 2 of 2: Small portion of dairy (Reintroduction)',
    });
    expect(named(body[2])).toMatchObject({
      'Local date': '2026-03-20',
      Experiment: '',
      'Experiment day': '',
    });
    for (const row of body) expect(row).toHaveLength(header.length);
  });
});
