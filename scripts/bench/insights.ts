// `npm run bench:insights`: the insights engine against synthetic diaries with planted triggers
// (domain/insights/benchmark, design: "How we know it works"), next to two baselines that stand for
// what peer apps do: an uncorrected t-test and top-3 co-occurrence counting. Reports, per horizon,
// the precision of shown patterns, how many trigger-free people are shown one, recall by effect
// size, calibration (ECE, reliability, Brier), AUROC, patterns per person and milliseconds per
// analysis, then issue 11's goals.
//   npm run bench:insights                        the test cohort: 400 people, 30/60/90/120 days
//   npm run bench:insights -- --training          the training cohort (for fitting the engine's constants)
//   npm run bench:insights -- --people 100 --seed 7 --horizons 30,90 --json figures.json
//   npm run bench:insights -- --without stress,flares   an ablation: the same people without those confounders
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  createCoOccurrenceBaseline,
  createTTestBaseline,
} from '../../domain/insights/benchmark/baselines.ts';
import { TEST_COHORT_SEED, TRAINING_COHORT_SEED } from '../../domain/insights/benchmark/cohort-seeds.ts';
import { judgeGoals } from '../../domain/insights/benchmark/goals.ts';
import type { Figures } from '../../domain/insights/benchmark/metrics.ts';
import { runBenchmark } from '../../domain/insights/benchmark/run-benchmark.ts';
import { analyzeJournal } from '../../domain/insights/index.ts';
import { tagMeal } from '../../domain/insights/tagging/tag-meal.ts';
import { describeMachine } from './support/machine.ts';
import { printTable, verdict } from './support/stats.ts';

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '400' },
    seed: { type: 'string' },
    training: { type: 'boolean', default: false },
    horizons: { type: 'string', default: '30,60,90,120' },
    json: { type: 'string' },
    without: { type: 'string', default: '' },
  },
});

const people = Number(values.people);
const horizons = values.horizons.split(',').map(Number);
const cohort = values.seed !== undefined ? `seed ${values.seed}` : values.training ? 'training' : 'test';
const seed =
  values.seed !== undefined ? Number(values.seed) : values.training ? TRAINING_COHORT_SEED : TEST_COHORT_SEED;
if (
  !Number.isInteger(people) ||
  people < 1 ||
  !Number.isInteger(seed) ||
  horizons.some((days) => !Number.isInteger(days) || days < 1)
) {
  console.error(
    'Usage: bench:insights [--people N] [--seed N | --training] [--horizons 30,60,90,120] [--json file]',
  );
  process.exit(2);
}

const without = values.without.split(',').filter((name) => name !== '');
if (without.some((name) => name !== 'stress' && name !== 'flares')) {
  console.error('--without takes stress, flares or both (comma-separated).');
  process.exit(2);
}
const confounders = { stress: !without.includes('stress'), flares: !without.includes('flares') };

const engine = 'engine';
const baselines = ['t-test', 'co-occurrence'];
const analyzers = {
  [engine]: analyzeJournal,
  [baselines[0] as string]: createTTestBaseline(tagMeal),
  [baselines[1] as string]: createCoOccurrenceBaseline(tagMeal),
};

console.log(describeMachine());
console.log(
  `Cohort: ${cohort} (seed ${seed}), ${people} people, horizons ${horizons.join(', ')} days${without.length > 0 ? `, without ${without.join(' and ')}` : ''}.`,
);
const startedAt = performance.now();
const result = runBenchmark({
  analyzers,
  seed,
  people,
  horizons,
  confounders,
  onPerson: (done, total) => {
    if (done % 50 === 0 || done === total) process.stderr.write(`\r  ${done}/${total} people`);
  },
});
process.stderr.write('\n');
console.log(`Ran in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`);

const fixed = (value: number, digits = 3) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const percent = (value: number) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)}%` : 'n/a');
const recall = (figures: Figures, size: '0.5' | '1' | '1.5') => {
  const { found, planted, recall: share } = figures.recallByEffect[size];
  return `${fixed(share, 2)} (${found}/${planted})`;
};

for (const horizon of result.horizons) {
  const any = result.figures.find((entry) => entry.horizon === horizon)?.figures;
  if (!any) continue;
  const bySize = (['0.5', '1', '1.5'] as const).map(
    (size) => `${any.recallByEffect[size].planted} at +${size}`,
  );
  console.log(
    `\n${horizon} days: ${any.people} people, ${any.peopleWithoutTriggers} without a trigger, ${any.plantedPairs} planted pairs (${bySize.join(', ')}), ${any.pairs} pairs evaluated`,
  );
  const rows: string[][] = [
    [
      'analyzer',
      'shown/person',
      'precision',
      'free shown',
      'recall',
      '+0.5',
      '+1.0',
      '+1.5',
      'ECE',
      'Brier',
      'AUROC',
      'p50 ms',
      'p95 ms',
    ],
  ];
  for (const name of result.analyzers) {
    const figures = result.figures.find(
      (entry) => entry.analyzer === name && entry.horizon === horizon,
    )?.figures;
    if (!figures) continue;
    rows.push([
      name,
      fixed(figures.patternsPerPerson, 2),
      `${fixed(figures.precision)} (${figures.reportedReal}/${figures.reported})`,
      percent(figures.triggerFreeShown),
      fixed(figures.recall.recall, 2),
      recall(figures, '0.5'),
      recall(figures, '1'),
      recall(figures, '1.5'),
      fixed(figures.ece, 4),
      fixed(figures.brier, 4),
      fixed(figures.auroc),
      fixed(figures.msP50, 2),
      fixed(figures.msP95, 2),
    ]);
  }
  printTable(rows);
  const own = result.figures.find((entry) => entry.analyzer === engine && entry.horizon === horizon)?.figures;
  if (!own) continue;
  console.log(
    `  ${engine} reliability (confidence bin: pairs, mean confidence, observed rate of real pairs):`,
  );
  printTable(
    own.reliability
      .filter((bin) => bin.count > 0)
      .map((bin) => [
        `${bin.low.toFixed(1)}-${bin.high.toFixed(1)}`,
        String(bin.count),
        fixed(bin.meanConfidence),
        fixed(bin.observedRate),
      ]),
  );
}

console.log('\nGoals (issue 11):');
const verdicts = judgeGoals(result, engine, baselines);
printTable(verdicts.map((entry) => [entry.goal, entry.detail, verdict(entry.met)]));

if (values.json) {
  // NaN is not JSON; null says "no figure" plainly.
  const json = JSON.stringify(
    { cohort, ...result, goals: verdicts },
    (_, value) => (typeof value === 'number' && !Number.isFinite(value) ? null : value),
    2,
  );
  writeFileSync(values.json, `${json}\n`);
  console.log(`\nFigures written to ${values.json}.`);
}
process.exitCode = verdicts.every((entry) => entry.met) ? 0 : 1;
