import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ExperimentDto, ExperimentPlan } from '#domain/experiments/experiment-schema.ts';
import { planExperiment } from '#domain/insights/index.ts';
import { PastExperiments } from './past-experiments.tsx';

// The Experiments page's list of past experiments, as a person reads it: one stopped before its
// first day says so, with no range that runs backwards, no "day 0" and no result to read.

const plan: ExperimentPlan = {
  ...planExperiment({ food: 'dairy', symptoms: ['Fatigue'], start: '2026-11-29', timeZone: 'UTC' }),
  food: 'dairy',
};
const stoppedBefore: ExperimentDto = {
  id: '6f1c1b8e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
  food: 'dairy',
  symptoms: ['Fatigue'],
  state: 'stopped',
  plan,
  schedule: plan,
  pausedSince: null,
  extended: false,
  days: [],
  analysis: null,
  firstAnalysis: null,
  questionnaireScores: [],
  endedOn: '2026-11-28',
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:05:00.000Z',
};

const text = (experiments: ExperimentDto[]) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <PastExperiments experiments={experiments} />
    </QueryClientProvider>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('past experiments on the Experiments page', () => {
  it('says one stopped before its first day was stopped before it began, without a day 0 or a result', () => {
    const page = text([stoppedBefore]);
    expect(page).toContain('Stopped before it began (it was to start Sun, Nov 29)');
    expect(page).toContain('No result');
    expect(page).toContain(
      'You stopped it before its first day, so nothing was recorded for it. Starting again later is fine.',
    );
    expect(page).not.toMatch(/day 0|Stopped early|Nov 29 to|What this experiment cannot tell/);
  });

  it('spans one stopped later from its first day to the day it stopped, with the badge naming its chance', () => {
    const days = plan.days.slice(0, 14).map((day) => ({
      ...day,
      ratings: { Fatigue: 2 },
      hadFood: day.food === 'eat',
      mealsLogged: true,
      checkIns: 2,
    }));
    const page = text([
      {
        ...stoppedBefore,
        endedOn: '2026-12-12',
        days,
        analysis: {
          status: 'running',
          adherence: { days: 9, followed: 9 },
          results: [{ symptom: 'Fatigue', probability: 0.08, verdict: 'no-clear-effect', effect: null }],
        },
      },
    ]);
    expect(page).toContain('Stopped early, Sun, Nov 29 to Sat, Dec 12');
    expect(page).toContain('You stopped early, on day 14 of 35.');
    expect(page).toContain('No clear effect (8% chance of any rise at all)');
    expect(page).toContain(
      'Dairy shows no clear effect on your fatigue (8% chance of any rise at all): an effect of a point or more is unlikely.',
    );
    expect(page).not.toMatch(/Unlikely, 8%|\d%\./);
  });
});
