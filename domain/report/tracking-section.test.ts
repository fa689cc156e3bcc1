import { describe, expect, it } from 'vitest';
import type { JournalEntryDto } from '../journal/journal-entry.ts';
import { displayMedications } from './report-model.ts';
import { startedPhrase, trackingSection } from './tracking-section.ts';

const at = (day: string, hour = 9) => `${day}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const base = (id: number, day: string) => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  content: '',
  occurredAt: at(day),
  createdAt: at(day),
  updatedAt: at(day),
});

const entries: JournalEntryDto[] = [
  {
    ...base(1, '2026-03-02'),
    type: 'symptom',
    details: {
      symptomRatings: { Fatigue: 2 },
      time_of_day: 'morning',
      stress: 4,
      sleepHours: 5.5,
      period: true,
    },
  },
  {
    ...base(2, '2026-03-03'),
    type: 'symptom',
    details: { symptomRatings: { Fatigue: 2 }, time_of_day: 'morning', stress: 2, sleepHours: 8 },
  },
  {
    ...base(3, '2026-03-03'),
    type: 'bowel',
    details: { bristolType: 6, urgency: true, blood: true, time_of_day: 'morning' },
  },
  {
    ...base(4, '2026-03-03'),
    type: 'bowel',
    details: { bristolType: 4, urgency: false, blood: false, time_of_day: 'morning' },
  },
  {
    ...base(5, '2026-03-04'),
    type: 'bowel',
    details: { bristolType: 5, urgency: false, blood: false, time_of_day: 'morning' },
  },
  // Outside the range: left out.
  {
    ...base(6, '2026-02-20'),
    type: 'bowel',
    details: { bristolType: 7, urgency: true, blood: true, time_of_day: 'morning' },
  },
];

describe('the report’s section on factors and medications', () => {
  const section = trackingSection({
    entries,
    medicationChanges: [
      { date: '2026-03-03', medication: 'Humira', change: 'started', doseNote: '40 mg' },
      { date: '2026-01-10', medication: 'Prednisone', change: 'stopped', doseNote: '' },
    ],
    range: { from: '2026-03-01', to: '2026-03-10', days: 10 },
    timeZone: 'UTC',
  });

  it('sums stress, sleep, period days and bowel movements over the range', () => {
    expect(section.factorLines).toEqual([
      'Stress, from 1 (calm) to 5 (very stressed): average 3.0 over 2 check-ins, highest 4.',
      'Sleep: average 6.8 hours a night over 2 nights, shortest 5.5 hours.',
      'Period days: 1 day of 10.',
      'Bowel movements: 3 on 2 days (0.3 a day over the range), average Bristol type 5.0, 1 urgent, blood seen on 1 day.',
    ]);
  });

  it('lists every medication change, oldest first, before the range too', () => {
    expect(section.medicationTimeline).toEqual([
      { date: 'Jan 10, 2026', text: 'Stopped Prednisone' },
      { date: 'Mar 3, 2026', text: 'Started Humira (40 mg)' },
    ]);
  });

  it('dates a change known by its month with the month, a year before the account too', () => {
    const timeline = trackingSection({
      entries: [],
      medicationChanges: [
        { date: '2025-03-01', precision: 'month', medication: 'Humira', change: 'started', doseNote: '' },
        { date: '2025-03-01', precision: 'day', medication: 'Prednisone', change: 'stopped', doseNote: '' },
      ],
      range: { from: '2026-03-01', to: '2026-03-10', days: 10 },
      timeZone: 'UTC',
    }).medicationTimeline;
    expect(timeline).toEqual([
      { date: 'March 2025', text: 'Started Humira' },
      { date: 'Mar 1, 2025', text: 'Stopped Prednisone' },
    ]);
  });

  it('says when each medication of the profile was started, from its latest recorded start', () => {
    const changes = [
      {
        date: '2025-03-01',
        precision: 'month' as const,
        medication: 'Humira',
        change: 'started' as const,
        doseNote: '',
      },
      { date: '2020-06-14', medication: 'humira ', change: 'started' as const, doseNote: '' },
      { date: '2025-09-03', medication: 'Methotrexate', change: 'stopped' as const, doseNote: '' },
    ];
    expect(startedPhrase('Humira', changes)).toBe('Humira, started March 2025');
    expect(startedPhrase('Methotrexate', changes)).toBeUndefined();
    expect(displayMedications(['Humira', 'Other: Methotrexate'], changes)).toBe(
      'Humira, started March 2025; Methotrexate',
    );
    expect(displayMedications(['Methotrexate', 'Folic Acid'], changes)).toBe('Methotrexate, Folic Acid');
    expect(displayMedications([], changes)).toBe('None recorded');
    expect(
      displayMedications(
        ['Humira'],
        [{ date: '2025-03-04', medication: 'Humira', change: 'started', doseNote: '' }],
      ),
    ).toBe('Humira, started March 4, 2025');
  });

  it('says nothing about factors nobody recorded', () => {
    expect(
      trackingSection({
        entries: [],
        medicationChanges: [],
        range: { from: '2026-03-01', to: '2026-03-10', days: 10 },
        timeZone: 'UTC',
      }),
    ).toEqual({
      medicationTimeline: [],
      factorLines: [],
    });
  });
});
