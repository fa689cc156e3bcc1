// `node lab/bench/insights-bayes.ts`: the Bayes-factor scoring (decision 026) against the
// calibrated engine, and its one fitted constant.
//   --fit-prior           the prior from the training family's TRAINING seed: the share of real
//                         pairs among pairs whose food was eaten often enough to be estimated, and
//                         how much a suspicion multiplies those odds (the world's truth, not the
//                         engine's output)
//   --family training     (default) compare variants on the training family's TEST seed: the
//                         people the engine's choices are made on
//   --family held-out     the same variants on the held-out family: for reporting only, never to
//                         choose (decision 018)
//   --people 150 --horizons 60,90,120 --variants calibrated,fixed,adopted-cap14 --cpu-time

import { parseArgs } from 'node:util';
import { foodIndex, mealCounts } from '#domain/insights/analysis/exposures.ts';
import { MODEL_SETTINGS, type ModelSettings } from '#domain/insights/analysis/model-settings.ts';
import { analyzeJournalWith } from '#domain/insights/analyze-journal.ts';
import type { AnalyzeJournalInput } from '#domain/insights/types.ts';
import { TEST_COHORT_SEED, TRAINING_COHORT_SEED } from '../insights/cohort-seeds.ts';
import { CALIBRATED_SETTINGS, FIXED_PRIOR_SETTINGS } from '../insights/engine-variants.ts';
import { heldOutFamily } from '../insights/held-out-family.ts';
import { preparedJournalAtHorizon } from '../insights/horizon.ts';
import { runBenchmark, trainingFamily } from '../insights/run-benchmark.ts';
import { generatePerson, personSeed } from '../insights/synthetic-diary.ts';
import { describeMachine } from '../perf/support/machine.ts';
import { printTable } from '../perf/support/stats.ts';
import { applyRobustnessModifier } from './support/insights-variants.ts';

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '150' },
    horizons: { type: 'string', default: '60,90,120' },
    family: { type: 'string', default: 'training' },
    variants: { type: 'string', default: 'calibrated,adopted' },
    'fit-prior': { type: 'boolean', default: false },
    // Another seed of the training family (e.g. the training seed, --seed training) for more
    // people to choose on; ignored with --family held-out.
    seed: { type: 'string', default: 'test' },
    'cpu-time': { type: 'boolean', default: false },
  },
});
const people = Number(values.people);
const horizons = values.horizons.split(',').map(Number);

// A variant is a base ('calibrated': decision 010's engine; 'adopted': MODEL_SETTINGS; 'fixed':
// decision 026's engine) and modifiers joined by '-': cap14 (a window's dose capped at 1.4), s05 /
// s075 / s1 (prior effect scale), fdr05 / fdr08 (the false discovery rate of the selection), and
// those of support/insights-variants.ts. Decision 026 has the figures of the lagged regressions it
// decided against.
function variant(name: string): ModelSettings {
  const [base, ...modifiers] = name.split('-');
  const bases: Record<string, ModelSettings> = {
    calibrated: CALIBRATED_SETTINGS,
    adopted: MODEL_SETTINGS,
    // Decision 026's engine, which decision 027's variants were built on (as 'adopted' then).
    fixed: FIXED_PRIOR_SETTINGS,
  };
  const chosen = bases[base ?? ''];
  if (chosen === undefined) throw new Error(`unknown variant ${name}`);
  let settings: ModelSettings = chosen;
  for (const modifier of modifiers) {
    if (modifier === 'cap14') settings = { ...settings, doseCap: 1.4 };
    else if (modifier === 's05') settings = { ...settings, effectScale: 0.5 };
    else if (modifier === 's075') settings = { ...settings, effectScale: 0.75 };
    else if (modifier === 's1') settings = { ...settings, effectScale: 1 };
    else if (modifier.startsWith('fdr'))
      settings = {
        ...settings,
        report: { ...settings.report, maxFalseDiscoveryRate: Number(modifier.slice(3)) / 100 },
      };
    else {
      const next = applyRobustnessModifier(settings, modifier);
      if (next === null) throw new Error(`unknown modifier ${modifier} in ${name}`);
      settings = next;
    }
  }
  return settings;
}

console.log(describeMachine());
if (values['fit-prior']) {
  fitPrior();
} else {
  compare();
}

function fitPrior(): void {
  const longest = Math.max(...horizons);
  let pairs = 0;
  let real = 0;
  const bySuspicion = { yes: { pairs: 0, real: 0 }, no: { pairs: 0, real: 0 } };
  for (let index = 0; index < people; index += 1) {
    const person = generatePerson(personSeed(TRAINING_COHORT_SEED, index), { days: longest });
    const planted = new Set(person.truth.triggers.map((t) => `${t.trigger}\u0000${t.symptom}`));
    const suspected = new Set(person.profile.suspectedTriggers);
    for (const horizon of horizons) {
      const data = preparedJournalAtHorizon(person, horizon);
      const counts = mealCounts(data.meals);
      const foods = [...new Set(data.meals.flatMap((meal) => meal.foods))];
      for (const food of foods) {
        const meals = counts[foodIndex(food)] as number;
        if (meals < MODEL_SETTINGS.minMealsToEstimate) continue;
        for (const symptom of data.symptoms) {
          const isReal = planted.has(`${food}\u0000${symptom}`);
          pairs += 1;
          if (isReal) real += 1;
          const side = suspected.has(food) ? bySuspicion.yes : bySuspicion.no;
          side.pairs += 1;
          if (isReal) side.real += 1;
        }
      }
    }
    if ((index + 1) % 25 === 0) process.stderr.write(`\r  ${index + 1}/${people}`);
  }
  process.stderr.write('\n');
  const odds = (side: { pairs: number; real: number }) => side.real / (side.pairs - side.real);
  console.log(
    `Training seed, ${people} people, horizons ${horizons.join(', ')}: ${real} real of ${pairs} estimable pairs (${((real / pairs) * 100).toFixed(2)}%)`,
  );
  console.log(
    `  suspected ${bySuspicion.yes.real}/${bySuspicion.yes.pairs}, not ${bySuspicion.no.real}/${bySuspicion.no.pairs}; odds ratio ${(odds(bySuspicion.yes) / odds(bySuspicion.no)).toFixed(2)}`,
  );
  console.log(`  prior for a food not suspected: ${(bySuspicion.no.real / bySuspicion.no.pairs).toFixed(4)}`);
}

function compare(): void {
  const names = values.variants.split(',');
  const settingsOf = new Map(names.map((name) => [name, variant(name)]));
  const heldOut = values.family === 'held-out';
  const seed =
    heldOut || values.seed === 'test'
      ? TEST_COHORT_SEED
      : values.seed === 'training'
        ? TRAINING_COHORT_SEED
        : Number(values.seed);
  console.log(
    heldOut
      ? `Held-out family (seed ${seed}), ${people} people per horizon: reported, never chosen on.`
      : `Training family, ${seed === TEST_COHORT_SEED ? 'test' : seed === TRAINING_COHORT_SEED ? 'training' : 'other'} seed ${seed}, ${people} people.`,
  );
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const analyzers = Object.fromEntries(
    names.map((name) => [
      name,
      (input: AnalyzeJournalInput) => analyzeJournalWith(input, settingsOf.get(name) as ModelSettings),
    ]),
  );
  const started = performance.now();
  const result = runBenchmark({
    analyzers,
    seed,
    people,
    horizons,
    family: heldOut ? heldOutFamily({ seed }) : trainingFamily(seed),
    onPerson: (done, total) => {
      if (done % 25 === 0 || done === total) process.stderr.write(`\r  ${done}/${total}`);
    },
    clock: values['cpu-time'] ? cpuMs : undefined,
  });
  process.stderr.write('\n');
  console.log(`Ran in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  const fixed = (value: number, digits = 3) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
  for (const horizon of result.horizons) {
    console.log(`\n${horizon} days`);
    const rows: string[][] = [
      [
        'variant',
        'precision',
        'free shown',
        '+0.5',
        '+1.0',
        '+1.5',
        'ECE',
        'AUROC',
        '0.8-0.9',
        '0.9-1.0',
        'p50/p95 ms',
      ],
    ];
    for (const name of names) {
      const entry = result.figures.find((f) => f.analyzer === name && f.horizon === horizon);
      if (!entry) continue;
      const f = entry.figures;
      const bin = (low: number) => {
        const b = f.reliability.find((candidate) => Math.abs(candidate.low - low) < 1e-9);
        return b === undefined || b.count === 0
          ? '0'
          : `${b.count}: ${fixed(b.meanConfidence, 2)}/${fixed(b.observedRate, 2)}`;
      };
      const recall = (size: '0.5' | '1' | '1.5') =>
        `${fixed(f.recallByEffect[size].recall, 2)} (${f.recallByEffect[size].found}/${f.recallByEffect[size].planted})`;
      rows.push([
        name,
        `${fixed(f.precision)} (${f.reportedReal}/${f.reported})`,
        `${fixed(f.triggerFreeShown * 100, 1)}%`,
        recall('0.5'),
        recall('1'),
        recall('1.5'),
        fixed(f.ece, 4),
        fixed(f.auroc),
        bin(0.8),
        bin(0.9),
        `${fixed(f.msP50, 1)}/${fixed(f.msP95, 1)}`,
      ]);
    }
    printTable(rows);
  }
  console.log(
    '\nPooled over the horizons (shown real / shown, free shown worst, +1.0 and +1.5 found, Brier mean)',
  );
  const pooled: string[][] = [];
  for (const name of names) {
    const list = result.figures.filter((f) => f.analyzer === name).map((f) => f.figures);
    const shown = list.reduce((sum, f) => sum + f.reported, 0);
    const realShown = list.reduce((sum, f) => sum + f.reportedReal, 0);
    const found = (size: '1' | '1.5') => list.reduce((sum, f) => sum + f.recallByEffect[size].found, 0);
    const planted = (size: '1' | '1.5') => list.reduce((sum, f) => sum + f.recallByEffect[size].planted, 0);
    pooled.push([
      name,
      `${fixed(realShown / shown)} (${realShown}/${shown})`,
      `${fixed(Math.max(...list.map((f) => f.triggerFreeShown)) * 100, 1)}%`,
      `+1.0 ${found('1')}/${planted('1')}`,
      `+1.5 ${found('1.5')}/${planted('1.5')}`,
      `Brier ${fixed(list.reduce((sum, f) => sum + f.brier, 0) / list.length, 5)}`,
    ]);
  }
  printTable(pooled);
}
