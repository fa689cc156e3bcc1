// Food experiments in the journal's spreadsheet: every row dated inside an experiment
// says which experiment and what that day asked ("Day 9 of 33: No dairy"), so meals and check-ins
// can be read against the plan; and each experiment has a row of its own, on its first day, with
// its state and its result per symptom in plain words.

import type { ExperimentFood, ExperimentState, PlanDay, SymptomResult } from '#domain/experiments/public.ts';
import {
  dayRuleText,
  experimentStateLabel,
  experimentTitle,
  PHASE_LABELS,
  stoppedBeforeItBegan,
  verdictBadge,
} from '#domain/experiments/public.ts';
import { type DayKey, daysBetween } from '../common/day-key.ts';
import type { CsvValue } from './csv.ts';

export type ExperimentCsvRecord = {
  food: ExperimentFood;
  state: ExperimentState;
  /** The days as followed (pauses and the extension applied). */
  days: readonly PlanDay[];
  /** The day it ended (null while under way): a stopped one's later days were never followed. */
  endedOn?: DayKey | null;
  /** The stored result, for ended experiments; null while under way or without one. */
  results: readonly SymptomResult[] | null;
};

export const experimentColumns = ['Experiment', 'Experiment day'] as const;

const signed = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/** One symptom's result in a cell: 'Digestive issues: Raises it (96% chance), 1.2 points (0.7 to 1.7)'. */
export function resultCell(result: SymptomResult): string {
  const effect = result.effect
    ? `, ${signed(result.effect.estimate)} points (${signed(result.effect.low)} to ${signed(result.effect.high)})`
    : '';
  return `${result.symptom}: ${verdictBadge(result)}${effect}`;
}

/** The days it was followed: the schedule up to the day it ended (none when stopped before its first). */
function followedDays(experiment: ExperimentCsvRecord): readonly PlanDay[] {
  const { endedOn } = experiment;
  return endedOn ? experiment.days.filter((day) => day.date <= endedOn) : experiment.days;
}

const beforeItBegan = (experiment: ExperimentCsvRecord) =>
  stoppedBeforeItBegan({
    state: experiment.state,
    start: experiment.days[0]?.date ?? '',
    endedOn: experiment.endedOn ?? null,
  });

/** The day an experiment's own row is dated: its first day, or the day it was stopped before that. */
function rowDay(experiment: ExperimentCsvRecord): DayKey {
  return (beforeItBegan(experiment) ? experiment.endedOn : experiment.days[0]?.date) ?? '';
}

/** The two experiment cells of a row dated `day`: empty outside every experiment. */
export function experimentCells(day: string, experiments: readonly ExperimentCsvRecord[]): CsvValue[] {
  for (const experiment of experiments) {
    const followed = followedDays(experiment);
    const index = followed.findIndex((each) => each.date === day);
    const planDay = followed[index];
    if (planDay === undefined) continue;
    return [
      experimentTitle(experiment.food),
      `Day ${index + 1} of ${experiment.days.length}: ${dayRuleText(planDay, experiment.food)} (${PHASE_LABELS[planDay.phase]})`,
    ];
  }
  return ['', ''];
}

/**
 * An experiment's own row: its first day, the days it was followed and its state, its results.
 * One stopped before its first day is dated the day it was stopped and says when it was to start.
 */
export function experimentRow(experiment: ExperimentCsvRecord, width: number): CsvValue[] {
  const row: CsvValue[] = [rowDay(experiment), '', '', '', 'Experiment'];
  while (row.length < width) row.push('');
  return [...row, experimentSummary(experiment), experimentResults(experiment)];
}

/**
 * 'Dairy experiment, 2026-03-11 to 2026-03-12 (2 days): Stopped early'; 'Dairy experiment:
 * Stopped before it began (it was to start 2026-03-11)'.
 */
export function experimentSummary(experiment: ExperimentCsvRecord): string {
  const title = experimentTitle(experiment.food);
  const planned = experiment.days[0]?.date;
  const state = experimentStateLabel({
    state: experiment.state,
    start: planned ?? '',
    endedOn: experiment.endedOn ?? null,
  });
  if (beforeItBegan(experiment)) return `${title}: ${state} (it was to start ${planned})`;
  const days = followedDays(experiment);
  const first = days[0]?.date;
  const last = days.at(-1)?.date ?? first;
  const span = first && last ? `, ${first} to ${last} (${daysBetween(first, last) + 1} days)` : '';
  return `${title}${span}: ${state}`;
}

function experimentResults(experiment: ExperimentCsvRecord): string {
  if (beforeItBegan(experiment)) return 'No result: stopped before its first day';
  return experiment.results?.map(resultCell).join('; ') ?? 'No result yet';
}

/** `rows` (dated in their first cell, in date order) with each experiment's row before the rows of its day. */
export function withExperimentRows(
  rows: readonly CsvValue[][],
  experiments: readonly ExperimentCsvRecord[],
  width: number,
): CsvValue[][] {
  const starts = [...experiments]
    .filter((experiment) => experiment.days.length > 0)
    .sort((a, b) => rowDay(a).localeCompare(rowDay(b)));
  const out: CsvValue[][] = [];
  let next = 0;
  for (const row of rows) {
    const day = String(row[0]);
    while (next < starts.length && rowDay(starts[next] as ExperimentCsvRecord) <= day) {
      out.push(experimentRow(starts[next++] as ExperimentCsvRecord, width));
    }
    out.push([...row, ...experimentCells(day, experiments)]);
  }
  for (; next < starts.length; next++) out.push(experimentRow(starts[next] as ExperimentCsvRecord, width));
  return out;
}
