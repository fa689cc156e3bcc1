import { describe, expect, it } from 'vitest';
import { planExperiment } from '../insights/index.ts';
import type { ExperimentAnalysis, ExperimentDay, ExperimentPlan } from './experiment-schema.ts';
import { extensionOffer } from './extension.ts';

// Dairy from Sunday 1 March 2026: the last of its six portions is on 1 April, the last day 4 April.
const schedule = planExperiment({
  food: 'dairy',
  symptoms: ['Bloating'],
  start: '2026-03-01',
  timeZone: 'UTC',
}) as ExperimentPlan;

/** The plan's days up to `today`, each with a check-in unless listed in `missed`. */
function daysUntil(today: string, missed: string[] = []): ExperimentDay[] {
  return schedule.days
    .filter((day) => day.date <= today)
    .map((day) => ({
      ...day,
      ratings: {},
      hadFood: false,
      mealsLogged: true,
      checkIns: missed.includes(day.date) || day.date === today ? 0 : 1,
    }));
}

const analysis = (verdict: 'raises' | 'not-enough-data', adherence = { days: 10, followed: 10 }) =>
  ({
    status: 'running',
    results: [{ symptom: 'Bloating', probability: 0.5, verdict, effect: null }],
    adherence,
  }) satisfies ExperimentAnalysis;

function offers(
  today: string,
  options: { missed?: string[]; extended?: boolean; result?: ExperimentAnalysis | null } = {},
) {
  return extensionOffer(
    {
      extended: options.extended ?? false,
      schedule,
      days: daysUntil(today, options.missed),
      analysis: options.result === undefined ? analysis('not-enough-data') : options.result,
    },
    today,
  );
}

describe('offering the one extension', () => {
  it('not on day 1, nor early on while nothing is missing, though no verdict is in yet', () => {
    expect(offers('2026-03-01', { result: null })).toBeNull();
    expect(offers('2026-03-14')).toBeNull();
  });

  it('once an ended day had no check-in, or a day with a rule was not kept', () => {
    expect(offers('2026-03-14', { missed: ['2026-03-09'] })).toBe('days-missing');
    expect(offers('2026-03-14', { result: analysis('not-enough-data', { days: 8, followed: 7 }) })).toBe(
      'days-missing',
    );
  });

  it('from the last portion on, while a verdict is still open; not once every verdict is in', () => {
    expect(offers('2026-03-31')).toBeNull();
    expect(offers('2026-04-01')).toBe('verdict-open');
    expect(offers('2026-04-03', { result: analysis('raises') })).toBeNull();
  });

  it('never twice', () => {
    expect(offers('2026-04-02', { extended: true, missed: ['2026-03-09'] })).toBeNull();
  });
});
