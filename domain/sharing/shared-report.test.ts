import { describe, expect, it } from 'vitest';
import { buildReportModel } from '#domain/report/report-model.ts';
import { limitReportModel } from './shared-report.ts';

const at = (day: string, time: string) => `${day}T${time}:00.000Z`;
const base = (day: string, time: string) => ({
  id: crypto.randomUUID(),
  occurredAt: at(day, time),
  createdAt: at(day, time),
  updatedAt: at(day, time),
});

const input = {
  profile: {
    name: 'Robin Example',
    conditions: ['Crohn’s disease'],
    medications: ['Humira'],
    supplements: [],
    symptoms: ['Joint pain'],
    dietaryRestrictions: [],
    suspectedTriggers: [],
  },
  entries: [
    {
      ...base('2026-03-03', '08:00'),
      type: 'food',
      content: 'Porridge',
      details: { mealTime: 'breakfast', mealSize: 'medium', mealSource: 'home', wasPhotoAnalyzed: false },
    },
    {
      ...base('2026-03-03', '20:00'),
      type: 'symptom',
      content: 'A private note',
      details: { symptomRatings: { 'Joint pain': 4 }, time_of_day: 'evening', stress: 4, period: true },
    },
  ],
  range: { from: '2026-03-01', to: '2026-03-07', days: 7 },
  timeZone: 'UTC',
  now: '2026-03-08T12:00:00Z',
  includeNotes: false,
  medicationChanges: [{ date: '2026-03-02', medication: 'Humira', change: 'started' as const, doseNote: '' }],
  questionnaires: [
    {
      instrument: 'hbi' as const,
      date: '2026-03-04',
      answers: {
        'well-being': 1,
        'abdominal-pain': 1,
        'liquid-stools': 5,
        'abdominal-mass': 0,
        complications: [],
      },
    },
  ],
} satisfies Parameters<typeof buildReportModel>[0];
const model = buildReportModel(input);

describe('the report a link shows', () => {
  it('empties every part it does not share, the charts’ medication lines and period shading included', () => {
    const limited = limitReportModel(model, ['symptoms']);
    expect(limited.parts).toEqual({
      symptoms: true,
      factors: false,
      medications: false,
      scores: false,
      experiments: false,
      insights: false,
    });
    expect(limited.scores).toEqual([]);
    expect(limited.about.map((line) => line.label)).toEqual(['Conditions', 'Tracked symptoms']);
    expect(limited.tracking).toEqual({ medicationTimeline: [], factorLines: [] });
    expect(limited.chartOverlay).toEqual({ markers: [], periodBands: [], periodDays: 0 });
    expect(limited.patterns).toEqual([]);
    expect(limited.charts[0]?.alt).not.toMatch(/Humira|period/i);
    expect(JSON.stringify(limited)).not.toContain('A private note');
  });

  it('keeps the questionnaires’ scores only when they are shared', () => {
    expect(model.scores.map((section) => section.heading)).toEqual(['Harvey-Bradshaw Index']);
    const limited = limitReportModel(model, ['scores']);
    expect(limited.scores).toEqual(model.scores);
    expect(limited.summary).toEqual([]);
  });

  it('refuses a model built with the person’s notes', () => {
    expect(() =>
      limitReportModel(buildReportModel({ ...input, includeNotes: true }), ['symptoms']),
    ).toThrow();
  });

  it('keeps only medications when only they are shared', () => {
    const limited = limitReportModel(model, ['medications']);
    expect(limited.about.map((line) => line.label)).toEqual(['Medications', 'Supplements']);
    expect(limited.tracking.medicationTimeline.length).toBe(1);
    expect(limited.summary).toEqual([]);
    expect(limited.charts).toEqual([]);
    expect(limited.appendix).toEqual([]);
  });
});
