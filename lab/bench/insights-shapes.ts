// `node lab/bench/insights-shapes.ts`: the candidate windows for delayed and cumulative reactions
// (decision 033) compared on the TRAINING family's training seed, the only people anything is
// chosen on: the engine (the cumulative window, describing only), none, and searched: all three,
// the delayed ones alone or with the cumulative one, the cumulative one alone.
//   node lab/bench/insights-shapes.ts --people 200 --horizons 60,90,120
import { parseArgs } from 'node:util';
import { SLOW_WINDOWS } from '#domain/insights/analysis/exposures.ts';
import { MODEL_SETTINGS, type ModelSettings } from '#domain/insights/analysis/model-settings.ts';
import { analyzeJournalWith } from '#domain/insights/analyze-journal.ts';
import type { AnalyzeJournalInput } from '#domain/insights/types.ts';
import { TRAINING_COHORT_SEED } from '../insights/cohort-seeds.ts';
import { recallOfPointOrMore } from '../insights/goals.ts';
import { figuresOf, runBenchmark, trainingFamily } from '../insights/run-benchmark.ts';
import { printTable } from '../perf/support/stats.ts';

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '200' },
    horizons: { type: 'string', default: '60,90,120' },
    // Comma-separated names of the variants below; absent: all.
    variants: { type: 'string' },
  },
});
const people = Number(values.people);
const horizons = values.horizons.split(',').map(Number);
const slow = MODEL_SETTINGS.slowShapes ?? { windows: SLOW_WINDOWS, fromCheckInDays: 45, searched: true };
const withWindows = (windows: ModelSettings['windows']): ModelSettings => ({
  ...MODEL_SETTINGS,
  slowShapes: { ...slow, windows, searched: true },
});
const variants: Record<string, ModelSettings> = {
  engine: MODEL_SETTINGS,
  'no slow shapes': { ...MODEL_SETTINGS, slowShapes: undefined },
  'all candidates': withWindows(SLOW_WINDOWS),
  'delayed only': withWindows(SLOW_WINDOWS.filter((window) => window.cumulative !== true)),
  'cumulative only, searched': withWindows(SLOW_WINDOWS.filter((window) => window.cumulative === true)),
  'cumulative and 48-72 h': withWindows(SLOW_WINDOWS.filter((window) => window.fromHours !== 24)),
  'cumulative and 24-48 h': withWindows(SLOW_WINDOWS.filter((window) => window.fromHours !== 48)),
};
const chosen = values.variants?.split(',');
for (const name of Object.keys(variants))
  if (chosen !== undefined && !chosen.includes(name)) delete variants[name];
const result = runBenchmark({
  analyzers: Object.fromEntries(
    Object.entries(variants).map(([name, settings]) => [
      name,
      (input: AnalyzeJournalInput) => analyzeJournalWith(input, settings),
    ]),
  ),
  seed: TRAINING_COHORT_SEED,
  people,
  horizons,
  family: trainingFamily(TRAINING_COHORT_SEED),
  onPerson: (done, total) => {
    if (done % 25 === 0 || done === total) process.stderr.write(`\r  ${done}/${total} people`);
  },
});
process.stderr.write('\n');
console.log(`Training family, training seed ${TRAINING_COHORT_SEED}, ${people} people.`);
const rows = [['variant', 'horizon', 'precision', 'free shown', 'recall >= 1 point', '+1.5']];
for (const name of Object.keys(variants)) {
  for (const horizon of result.horizons) {
    const figures = figuresOf(result, name, horizon);
    if (figures === undefined) continue;
    const point = recallOfPointOrMore(figures);
    rows.push([
      name,
      `${horizon} d`,
      `${figures.precision.toFixed(3)} (${figures.reportedReal}/${figures.reported})`,
      `${(figures.triggerFreeShown * 100).toFixed(1)}%`,
      `${point.recall.toFixed(3)} (${point.found}/${point.planted})`,
      `${figures.recallByEffect['1.5'].recall.toFixed(3)}`,
    ]);
  }
}
printTable(rows);
