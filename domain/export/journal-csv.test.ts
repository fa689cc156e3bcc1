import { describe, expect, it } from 'vitest';
import { type JournalCsvEntry, journalCsv, localTimeOfDay, ratedSymptoms } from './journal-csv.ts';
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
    expect(header?.slice(-3)).toEqual(['Symptom: Bloating', 'Symptom: Fatigue', 'Symptom: Joint pain']);
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
    expect(readCsv(journalCsv([hostile], 'UTC').slice(1))[0]?.at(-1)).toBe('Symptom: =1+1');
    const hostileNote = { ...checkIn, content: '@SUM(1+1)' };
    expect(readCsv(journalCsv([hostileNote], 'UTC').slice(1))[1]?.[10]).toBe("'@SUM(1+1)");
  });

  it('is only the header for an empty journal', () => {
    expect(journalCsv([], 'UTC').split('\r\n')).toHaveLength(2);
  });
});
