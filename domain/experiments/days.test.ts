import { describe, expect, it } from 'vitest';
import type { JournalEntryDto } from '../journal/journal-entry.ts';
import { experimentDays } from './days.ts';

const stamp = '2026-03-01T00:00:00.000Z';
const meal = (occurredAt: string, content: string): JournalEntryDto => ({
  id: crypto.randomUUID(),
  type: 'food',
  content,
  occurredAt,
  createdAt: stamp,
  updatedAt: stamp,
  details: { mealTime: 'lunch', mealSize: 'medium', mealSource: 'home', wasPhotoAnalyzed: false },
});
const checkIn = (occurredAt: string, ratings: Record<string, number>): JournalEntryDto => ({
  id: crypto.randomUUID(),
  type: 'symptom',
  content: '',
  occurredAt,
  createdAt: stamp,
  updatedAt: stamp,
  details: { symptomRatings: ratings, time_of_day: 'evening' },
});

describe('the plan days with what was logged', () => {
  it('averages each watched symptom per day on the person’s calendar and marks the days with the food', () => {
    const days = experimentDays({
      schedule: {
        days: [
          { date: '2026-03-01', phase: 'avoid', food: 'avoid' },
          { date: '2026-03-02', phase: 'reintroduce', food: 'eat', portion: 'medium' },
          { date: '2026-03-03', phase: 'washout', food: 'avoid' },
        ],
      },
      food: 'dairy',
      symptoms: ['Fatigue', 'Bloating'],
      entries: [
        meal('2026-03-01T12:00:00Z', 'Rice and beans'),
        checkIn('2026-03-01T18:00:00Z', { Fatigue: 2, 'Joint pain': 5 }),
        // 23:30 in New York on 1 March is 04:30 UTC on 2 March: it belongs to 1 March.
        checkIn('2026-03-02T04:30:00Z', { Fatigue: 3 }),
        meal('2026-03-02T17:00:00Z', 'A glass of milk'),
        checkIn('2026-03-02T22:00:00Z', { Fatigue: 4, Bloating: 3 }),
      ],
      timeZone: 'America/New_York',
      lastDay: '2026-03-02',
    });
    expect(days).toEqual([
      {
        date: '2026-03-01',
        phase: 'avoid',
        food: 'avoid',
        ratings: { Fatigue: 2.5, Bloating: null },
        hadFood: false,
        mealsLogged: true,
        checkIns: 2,
      },
      {
        date: '2026-03-02',
        phase: 'reintroduce',
        food: 'eat',
        portion: 'medium',
        ratings: { Fatigue: 4, Bloating: 3 },
        hadFood: true,
        mealsLogged: true,
        checkIns: 1,
      },
    ]);
  });
});
