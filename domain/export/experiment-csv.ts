// Food experiments (issue 26) in the journal's spreadsheet: every row dated inside an experiment
// says which experiment and what that day asked ("Day 9 of 33: No dairy"), so meals and check-ins
// can be read against the plan; and each experiment has a row of its own, on its first day, with
// its state and its result per symptom in plain words.

import { type DayKey, daysBetween } from '../rules/day-key.ts';
import {
  dayRuleText,
  experimentTitle,
  PHASE_LABELS,
  probabilityWords,
  STATE_LABELS,
  verdictLabel,
} from '../rules/experiment-wording.ts';
import type { ExperimentFood, ExperimentState, PlanDay, SymptomResult } from '../schemas/experiment.ts';
import type { CsvValue } from './csv.ts';

export type ExperimentCsvRecord = {
  food: ExperimentFood;
  state: ExperimentState;
  /** The days as followed (pauses and the extension applied). */
  days: readonly PlanDay[];
  /** The stored result, for ended experiments; null while under way or without one. */
  results: readonly SymptomResult[] | null;
};

export const experimentColumns = ['Experiment', 'Experiment day'] as const;

const signed = (value: number) => (Math.round(value * 10) / 10).toFixed(1);

/** One symptom's result in a cell: 'Digestive issues: Raises it (Very likely, 96%), +1.2 points (0.7 to 1.7)'. */
export function resultCell(result: SymptomResult): string {
  const effect = result.effect
    ? `, ${signed(result.effect.estimate)} points (${signed(result.effect.low)} to ${signed(result.effect.high)})`
    : '';
  return `${result.symptom}: ${verdictLabel(result)} (${probabilityWords(result)})${effect}`;
}

/** The two experiment cells of a row dated `day`: empty outside every experiment. */
export function experimentCells(day: string, experiments: readonly ExperimentCsvRecord[]): CsvValue[] {
  for (const experiment of experiments) {
    const index = experiment.days.findIndex((each) => each.date === day);
    const planDay = experiment.days[index];
    if (planDay === undefined) continue;
    return [
      experimentTitle(experiment.food),
      `Day ${index + 1} of ${experiment.days.length}: ${dayRuleText(planDay, experiment.food)} (${PHASE_LABELS[planDay.phase]})`,
    ];
  }
  return ['', ''];
}

/** An experiment's own row: its first day, its span and state, its results. */
export function experimentRow(experiment: ExperimentCsvRecord, width: number): CsvValue[] {
  const first = experiment.days[0]?.date ?? '';
  const last = experiment.days.at(-1)?.date ?? first;
  const row: CsvValue[] = [first, '', '', '', 'Experiment'];
  while (row.length < width) row.push('');
  const span = first ? `, ${first} to ${last} (${daysBetween(first, last) + 1} days)` : '';
  const results = experiment.results?.map(resultCell).join('; ') ?? 'No result yet';
  return [...row, `${experimentTitle(experiment.food)}${span}: ${STATE_LABELS[experiment.state]}`, results];
}

/** `rows` (dated in their first cell, in date order) with each experiment's row before its first day's rows. */
export function withExperimentRows(
  rows: readonly CsvValue[][],
  experiments: readonly ExperimentCsvRecord[],
  width: number,
): CsvValue[][] {
  const starts = [...experiments]
    .filter((experiment) => experiment.days.length > 0)
    .sort((a, b) => (a.days[0]?.date ?? '').localeCompare(b.days[0]?.date ?? ''));
  const out: CsvValue[][] = [];
  let next = 0;
  const firstDay = (experiment: ExperimentCsvRecord): DayKey => experiment.days[0]?.date ?? '';
  for (const row of rows) {
    const day = String(row[0]);
    while (next < starts.length && firstDay(starts[next] as ExperimentCsvRecord) <= day) {
      out.push(experimentRow(starts[next++] as ExperimentCsvRecord, width));
    }
    out.push([...row, ...experimentCells(day, experiments)]);
  }
  for (; next < starts.length; next++) out.push(experimentRow(starts[next] as ExperimentCsvRecord, width));
  return out;
}
