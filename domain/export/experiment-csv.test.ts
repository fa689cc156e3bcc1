import { describe, expect, it } from 'vitest';
import { addDays } from '../common/day-key.ts';
import type { PlanDay } from '../experiments/experiment-schema.ts';
import {
  type ExperimentCsvRecord,
  experimentCells,
  experimentSummary,
  withExperimentRows,
} from './experiment-csv.ts';

// An experiment in the spreadsheet says only what happened: a stopped one's later plan days were
// never followed, and one stopped before its first day has no days at all.

const start = '2026-11-29';
const days: PlanDay[] = [
  ...Array.from({ length: 5 }, (_, index) => ({
    date: addDays(start, index),
    phase: 'baseline' as const,
    food: 'as-usual' as const,
  })),
  ...Array.from({ length: 6 }, (_, index) => ({
    date: addDays(start, 5 + index),
    phase: 'avoid' as const,
    food: 'avoid' as const,
  })),
];
const stoppedBefore: ExperimentCsvRecord = {
  food: 'dairy',
  state: 'stopped',
  days,
  endedOn: '2026-11-28',
  results: null,
};
const dayRow = (date: string) => [date, '12:00', 'Meal', 'Toast'];

describe('an experiment stopped before its first day, in the CSV', () => {
  it('says it was stopped before it began and when it was to start: no range, no day count', () => {
    const summary = experimentSummary(stoppedBefore);
    expect(summary).toBe('Dairy experiment: Stopped before it began (it was to start 2026-11-29)');
    expect(summary).not.toMatch(/ to 2026-11-28|\(0 days\)|Stopped early/);
  });

  it('has its own row on the day it was stopped, and no plan day on the days after', () => {
    const rows = withExperimentRows([dayRow('2026-11-28'), dayRow('2026-11-30')], [stoppedBefore], 4);
    expect(rows).toEqual([
      [
        '2026-11-28',
        '',
        '',
        '',
        'Experiment',
        'Dairy experiment: Stopped before it began (it was to start 2026-11-29)',
        'No result: stopped before its first day',
      ],
      [...dayRow('2026-11-28'), '', ''],
      [...dayRow('2026-11-30'), '', ''],
    ]);
  });
});

describe('an experiment stopped on a later day, in the CSV', () => {
  const stopped: ExperimentCsvRecord = { ...stoppedBefore, endedOn: '2026-12-01' };

  it('spans the days it was followed, and labels those days only', () => {
    expect(experimentSummary(stopped)).toBe(
      'Dairy experiment, 2026-11-29 to 2026-12-01 (3 days): Stopped early',
    );
    expect(experimentCells('2026-12-01', [stopped])).toEqual([
      'Dairy experiment',
      'Day 3 of 11: Eat as usual (Usual days)',
    ]);
    expect(experimentCells('2026-12-02', [stopped])).toEqual(['', '']);
  });

  it('labels every day of one under way', () => {
    const running: ExperimentCsvRecord = { ...stoppedBefore, state: 'running', endedOn: null };
    expect(experimentSummary(running)).toBe(
      'Dairy experiment, 2026-11-29 to 2026-12-09 (11 days): Under way',
    );
    expect(experimentCells('2026-12-09', [running])).toEqual([
      'Dairy experiment',
      'Day 11 of 11: No dairy (Break)',
    ]);
  });
});
