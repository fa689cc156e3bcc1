// `npm run bench:experiments`: the food-experiment analysis (issue 26) on simulated people who run
// the plan imperfectly, beside a naive before/after comparison of averages in the same run, on three
// worlds: the TRAINING world (lab/experiments/training-world.ts, built on the
// training diary generator; the calibration is fitted on its fit seed and reported on another),
// the HELD-OUT world (held-out-world.ts, built on the independent generator of
// lab/insights/held-out/; nothing is fitted or chosen on it) and the SLOW world (lab/slow-world/,
// its own generator of delayed, cumulative and dose-dependent reactions; never fitted on either).
// Figures at the plan's end and after its one extension, for the people whose verdict was still
// open.
//   npm run bench:experiments                         the three worlds, 400 people each
//   npm run bench:experiments -- --world both         the training and held-out worlds only
//   npm run bench:experiments -- --people 100 --world training
//   npm run bench:experiments -- --world second-training   the second training world (seed 2611;
//                                                     never in the default run)
//   npm run bench:experiments -- --fit                the prior and the thresholds, on the training fit seed
//   npm run bench:experiments -- --fit --quick --people 800 --world second-training --own-calibration \
//     --thresholds 0.9,0.95,0.98                      the 'raises' thresholds on the second training
//                                                     world's fit seed (2612), with the analysis's own
//                                                     probability (decision 029's addendum 3)
//   npm run bench:experiments -- --fit --quick --variant '{"adjustOtherSymptoms":false}'
//                                                     compare a setting (decision 029)
//   npm run bench:experiments -- --fit --quick --people 800 --own-calibration --thresholds 0.9 --cpu-time
//                                                     --cpu-time adds the analyses' CPU p50 / p95
//   npm run bench:experiments -- --design ab          compare a plan design (see DESIGNS below)
//   npm run bench:experiments -- --world slow         the slow world alone (seed 2621: 24-72 h and
//                                                     cumulative reactions, dose thresholds, check-ins
//                                                     fuller on bad days, drifting scales); its section
//                                                     adds real effects of a point or more by reaction kind
// The analysis options decision 029 tried and left off (a ramp at each treatment change, a slow
// trend, a randomisation gate, normal scores, a step at the first portion, a separate pre-plan
// coefficient, the error model again beside the best kernel) are no longer settings: the decision
// keeps their figures.
import { parseArgs } from 'node:util';
import { analyzeExperimentWith } from '#domain/experiments/analysis/analyze-experiment.ts';
import { averagedEffect, designEvidence } from '#domain/experiments/analysis/design-evidence.ts';
import { prepareExperiment } from '#domain/experiments/analysis/experiment-data.ts';
import {
  EXPERIMENT_SETTINGS,
  type ExperimentSettings,
} from '#domain/experiments/analysis/experiment-settings.ts';
import { DESIGNS } from '../experiments/designs.ts';
import {
  type Figures,
  figuresOf,
  outcomesOf,
  type PairOutcome,
  type Run,
  runCases,
} from '../experiments/evaluate.ts';
import type { ExperimentCase } from '../experiments/experiment-case.ts';
import { heldOutExperimentCohort } from '../experiments/held-out-world.ts';
import { EXPERIMENT_GOALS, missedReasons, type WorldFigures } from '../experiments/missed-reasons.ts';
import { naiveBeforeAfter } from '../experiments/naive-baseline.ts';
import { secondTrainingCohort } from '../experiments/second-training-world.ts';
import { trainingCohort } from '../experiments/training-world.ts';
import { trueShapeSettings } from '../experiments/true-shape-oracle.ts';
import { fitLogistic } from '../insights/logistic-fit.ts';
import { percentile } from '../insights/metrics.ts';
import { describeMachine } from '../perf/support/machine.ts';
import { printTable, verdict } from '../perf/support/stats.ts';
import { slowExperimentCohort } from '../slow-world/experiment-cohort.ts';
import { REACTION_KIND_LABELS, REACTION_KINDS } from '../slow-world/reactions.ts';

// The calibration is fitted on FIT_SEED and the training figures are reported on REPORT_SEED:
// other people of the same world. The held-out world has its own seed and is never fitted on.
const FIT_SEED = 2601;
const REPORT_SEED = 2602;
const HELD_OUT_SEED = 2603;
// The second training world (second-training-world.ts, decision 029's addendum 2): its own
// generator, unlike the analysis's model; chosen on like the first, reported on this seed.
const SECOND_TRAINING_SEED = 2611;
// Its fit seed (decision 029's addendum 3): other people of the second world, for --fit.
const SECOND_TRAINING_FIT_SEED = 2612;
// The slow world (lab/slow-world/): its own seed, only ever reported.
const SLOW_SEED = 2621;

const { values } = parseArgs({
  options: {
    people: { type: 'string', default: '400' },
    // 'all' (training, held-out, slow: the slow world adds about 40% to the run's CPU time) or
    // 'both' (training and held-out), or one world by name.
    world: { type: 'string', default: 'all' },
    fit: { type: 'boolean', default: false },
    design: { type: 'string', default: 'default' },
    'without-asked-check-ins': { type: 'boolean', default: false },
    // Training world only: an afternoon check-in asked on the day after each portion too.
    'ask-day-after': { type: 'boolean', default: false },
    'pre-plan-days': { type: 'string' },
    seed: { type: 'string' },
    'cpu-time': { type: 'boolean', default: false },
    variant: { type: 'string', default: '{}' },
    // With --fit: the calibration, the ranking and the 'raises' threshold only.
    quick: { type: 'boolean', default: false },
    'fitted-slope': { type: 'boolean', default: false },
    // With --fit: the 'raises' thresholds of the table (comma-separated), and the probability as
    // the analysis gives it (its calibration in experiment-settings.ts) instead of Bayes' rule with
    // the prior read off this world's truth. Both for choosing a threshold on two training worlds.
    thresholds: { type: 'string', default: '0.8,0.85,0.9,0.93,0.95,0.97,0.99' },
    'own-calibration': { type: 'boolean', default: false },
  },
});
const people = Number(values.people);
const design = DESIGNS[values.design];
if (design === undefined) {
  console.error(`--design takes one of ${Object.keys(DESIGNS).join(', ')}`);
  process.exit(2);
}
// The plan asks for check-ins morning and evening and after each portion (decision 024); the
// option measures what that buys.
const worldOptions = {
  design,
  challengeCheckIns: !values['without-asked-check-ins'],
  askDayAfter: values['ask-day-after'],
};
// --variant '{"priorScale":0.75}': settings overrides (JSON), for the comparisons of decision 029.
const settings: ExperimentSettings = {
  ...EXPERIMENT_SETTINGS,
  ...(JSON.parse(values.variant) as Partial<ExperimentSettings>),
  ...(values['pre-plan-days'] === undefined ? {} : { prePlanDays: Number(values['pre-plan-days']) }),
};
// On a shared, busy machine wall time measures the neighbours; CPU time (this process, user and
// system) measures the analysis.
const now = values['cpu-time']
  ? () => {
      const usage = process.cpuUsage();
      return (usage.user + usage.system) / 1000;
    }
  : () => performance.now();

console.log(
  `bench:experiments, ${people} people per world, design '${values.design}'${values['without-asked-check-ins'] ? ', without the asked check-ins' : ''}`,
);
console.log(describeMachine());

if (values.fit) {
  // The training world unless --world second-training; never the held-out or the slow world.
  const fitWorld = values.world === 'second-training' ? 'second training' : 'training';
  if (
    values.world !== 'training' &&
    values.world !== 'second-training' &&
    values.world !== 'all' &&
    values.world !== 'both'
  ) {
    console.error('--fit chooses on a training world only (--world training or second-training)');
    process.exit(2);
  }
  const fitSeed = values.seed ?? (values.world === 'second-training' ? SECOND_TRAINING_FIT_SEED : FIT_SEED);
  const cases =
    values.world === 'second-training'
      ? secondTrainingCohort(Number(fitSeed), people, worldOptions)
      : trainingCohort(Number(fitSeed), people, worldOptions);
  const samples = cases.flatMap((item) => {
    const data = prepareExperiment(item.input, undefined, settings.prePlanDays);
    const evidence = designEvidence(data, settings);
    return item.input.plan.symptoms.map((symptom) => {
      const found = evidence.get(symptom.trim().toLowerCase());
      return {
        features: [found?.logBayesFactor ?? 0],
        outcome: (item.truth[symptom] ?? 0) > 0,
        truth: item.truth[symptom] ?? 0,
        estimate: found === undefined ? 0 : (averagedEffect(found)?.estimate ?? 0),
      };
    });
  });
  // How well the factor ranks real effects of a point or more above none (the calibration cannot
  // change this; it is what the variants of decisions 024 and 029 are compared on).
  const strong = samples.filter((sample) => sample.truth >= 1).map((sample) => sample.features[0] ?? 0);
  const none = samples.filter((sample) => sample.truth === 0).map((sample) => sample.features[0] ?? 0);
  let wins = 0;
  for (const a of strong) for (const b of none) wins += a > b ? 1 : a === b ? 0.5 : 0;
  console.log(`AUROC (>= 1.0 against none): ${(wins / (strong.length * none.length)).toFixed(3)}`);
  const fit = fitLogistic(samples);
  const [intercept = 0, slope = 0] = fit.coefficients;
  console.log(
    `Fitted on the ${fitWorld} world, seed ${fitSeed}, ${samples.length} pairs (${samples.filter((s) => s.outcome).length} real):`,
  );
  console.log(
    `  calibration: { intercept: ${intercept.toFixed(3)}, slope: ${slope.toFixed(3)} }, log-loss ${fit.logLoss.toFixed(4)}`,
  );
  // The probability is Bayes' rule, as analyzeJournal's confidence (decision 026): the prior odds
  // of a tested pair being real, read off this world's truth (not fitted to the analysis), times
  // the Bayes factor. The logistic fit above is printed to show how honest the factors are.
  const share = samples.filter((sample) => sample.outcome).length / samples.length;
  const prior = bayesRuleWithShare(share);
  let priorLoss = 0;
  for (const sample of samples) {
    const p = 1 / (1 + Math.exp(-(prior.intercept + (sample.features[0] ?? 0))));
    priorLoss -= Math.log(Math.min(Math.max(sample.outcome ? p : 1 - p, 1e-12), 1));
  }
  console.log(
    `  Bayes' rule with the world's share real (${share.toFixed(4)}): { intercept: ${prior.intercept.toFixed(3)}, slope: 1 }, log-loss ${(priorLoss / samples.length).toFixed(4)}`,
  );
  // The verdict thresholds are chosen here too, on the same people, with that probability
  // (--fitted-slope: with the logistic fit instead; --own-calibration: with the analysis's own).
  const fitted = {
    ...settings,
    calibration: values['own-calibration']
      ? settings.calibration
      : values['fitted-slope']
        ? { intercept, slope }
        : prior,
  };
  if (values['own-calibration'])
    console.log(
      `'raises' thresholds with the analysis's own probability: { intercept: ${settings.calibration.intercept}, slope: ${settings.calibration.slope} }`,
    );
  const choices: string[][] = [['raisesFrom', "recall 'raises' (>= 1.0)", "'raises' right"]];
  // --cpu-time: each analysis's CPU time too, so settings can be compared on cost in one run.
  const spent: number[] = [];
  const outcomes = cases.map((item) => {
    const started = now();
    const result = analyzeExperimentWith(item.input, fitted);
    spent.push(now() - started);
    return { item, result };
  });
  if (values['cpu-time'])
    console.log(
      `CPU time per experiment (the table's analyses): p50 ${percentile(spent, 50).toFixed(1)} ms, p95 ${percentile(spent, 95).toFixed(1)} ms`,
    );
  for (const threshold of values.thresholds.split(',').map(Number)) {
    const pairs = outcomes.flatMap(({ item, result }) =>
      result.results.map((entry) => ({
        truth: item.truth[entry.symptom] ?? 0,
        probability: entry.probability,
        raised: entry.probability >= threshold && (entry.effect?.estimate ?? 0) > 0,
      })),
    );
    const strong = pairs.filter((pair) => pair.truth >= 1);
    const raised = pairs.filter((pair) => pair.raised);
    choices.push([
      String(threshold),
      `${fmt(strong.filter((pair) => pair.raised).length / strong.length)} (${strong.filter((pair) => pair.raised).length}/${strong.length})`,
      `${fmt(raised.filter((pair) => pair.truth > 0).length / raised.length)} (${raised.filter((pair) => pair.truth > 0).length}/${raised.length})`,
    ]);
  }
  printTable(choices);
  // The verdicts the app itself would give these pairs (its noEffectMaxChance), and how honest the
  // probability is: 'no-clear-effect' right and ECE at the plan's end, as the report's table.
  const own = figuresOf(
    outcomes.flatMap(({ item, result }) => outcomesOf(item, result)),
    spent,
  );
  console.log(
    `'no-clear-effect' right (no effect >= 1.0): ${fmt(own.noEffect.rate)} (${own.noEffect.right}/${own.noEffect.said}); ECE ${own.ece.toFixed(4)}`,
  );
  if (values.quick) process.exit(0);
  const noEffect: string[][] = [['noEffectMaxChance', "'no-clear-effect' said", 'right (no effect >= 1.0)']];
  for (const chance of [0.02, 0.05, 0.1]) {
    const variant = { ...fitted, noEffectMaxChance: chance };
    const said = cases.flatMap((item) =>
      analyzeExperimentWith(item.input, variant)
        .results.filter((entry) => entry.verdict === 'no-clear-effect')
        .map((entry) => item.truth[entry.symptom] ?? 0),
    );
    noEffect.push([
      String(chance),
      String(said.length),
      `${fmt(said.filter((truth) => truth < 1).length / said.length)}`,
    ]);
  }
  printTable(noEffect);
  process.exit(0);
}

const worlds: Array<[string, () => ExperimentCase[]]> = [];
const all = values.world === 'all';
if (all || values.world === 'both' || values.world === 'training')
  worlds.push(['training', () => trainingCohort(Number(values.seed ?? REPORT_SEED), people, worldOptions)]);
if (values.world === 'second-training')
  worlds.push([
    'second-training',
    () => secondTrainingCohort(Number(values.seed ?? SECOND_TRAINING_SEED), people, worldOptions),
  ]);
if (all || values.world === 'both' || values.world === 'held-out')
  worlds.push([
    'held-out',
    () => heldOutExperimentCohort(Number(values.seed ?? HELD_OUT_SEED), people, worldOptions),
  ]);
if (all || values.world === 'slow')
  worlds.push(['slow', () => slowExperimentCohort(Number(values.seed ?? SLOW_SEED), people, worldOptions)]);
if (worlds.length === 0) {
  console.error('--world takes training, second-training, held-out, slow, both or all');
  process.exit(2);
}

const summary: string[][] = [];
const reasons: [string, string[]][] = [];
for (const [name, build] of worlds) {
  const generated = now();
  const cases = build();
  console.log(
    `\n## ${name} world: ${cases.length} people, ${cases.filter((c) => c.traits.real).length} testing a real trigger (generated in ${((now() - generated) / 1000).toFixed(1)} s)`,
  );
  const engine = runCases(cases, (input) => analyzeExperimentWith(input, settings), now);
  const naive = runCases(cases, naiveBeforeAfter, now);
  const oracle = runCases(
    cases,
    (input, item) => analyzeExperimentWith(input, trueShapeSettings(item, settings)),
    now,
  );
  // The probability's prior is the training world's share of real pairs; a world where people
  // test more real triggers is miscalibrated by that alone. Told its own share (not in the
  // product), the ECE shows what is left for the analysis.
  const ownPrior = runCases(
    cases,
    (input) => analyzeExperimentWith(input, { ...settings, calibration: priorOf(cases) }),
    now,
  );
  const rows: string[][] = [header()];
  rows.push(row('analysis, at plan end', figuresOf(engine.atEnd, engine.milliseconds)));
  rows.push(
    row(
      `analysis, extended (${engine.extendedPeople} people)`,
      figuresOf(engine.extended, engine.milliseconds),
    ),
  );
  rows.push(row('naive before/after', figuresOf(naive.atEnd, naive.milliseconds)));
  rows.push(row('told the true shape (ceiling), at plan end', figuresOf(oracle.atEnd, oracle.milliseconds)));
  rows.push(
    row(
      `told the world's share of real pairs (${fmt(shareReal(cases))}), at plan end`,
      figuresOf(ownPrior.atEnd, ownPrior.milliseconds),
    ),
  );
  printTable(rows);
  printReliability(engine);
  if (cases.some((item) => item.traits.reactionKind != null)) printByKind(cases, engine, oracle);
  const world: WorldFigures = {
    analysis: figuresOf(engine.atEnd, engine.milliseconds),
    ceiling: figuresOf(oracle.atEnd, oracle.milliseconds),
    ownPrior: figuresOf(ownPrior.atEnd, ownPrior.milliseconds),
    shareReal: shareReal(cases),
    outcomes: engine.atEnd,
    // The recall goal is set on the training worlds only; elsewhere it is reported, as the issue
    // asks each world's figure to be said, and the slow world's ceiling is its own question.
    judgesConfirmed: name.includes('training'),
  };
  summary.push(goalRow(name, world));
  reasons.push([name, missedReasons(world)]);
}
console.log('\n## Goals at the plan end');
printTable([
  [
    'world',
    'ceiling: confirmed told the true shape',
    'confirmed >= 0.45 (training worlds)',
    "'raises' right >= 0.95",
    "'no-clear-effect' right >= 0.97",
    "real >= 1.0 told 'no-clear-effect' <= 0.15",
    "ECE <= 0.05 (told the world's share)",
    'p95 <= 50 ms',
  ],
  ...summary,
]);
console.log('\n## Why a goal is missed');
for (const [name, lines] of reasons)
  console.log(lines.length === 0 ? `${name}: every goal met` : `${name}:\n  ${lines.join('\n  ')}`);
console.log(describeMachine());

function header(): string[] {
  return [
    'method',
    'pairs',
    "recall 'raises' (>= 1.0)",
    '0.5 / 1.0 / 1.5',
    "'raises' right",
    "'no-clear-effect' right",
    "real >= 1.0 told 'no-clear-effect'",
    'open',
    'ECE',
    'p50 / p95 ms',
  ];
}

function row(label: string, f: Figures): string[] {
  const size = (key: string) => {
    const bucket = f.recallBySize[key];
    return bucket ? `${bucket.found}/${bucket.planted}` : '-';
  };
  return [
    label,
    String(f.pairs),
    `${fmt(f.recall.rate)} (${f.recall.found}/${f.recall.planted})`,
    `${size('0.5')} / ${size('1')} / ${size('1.5')}`,
    `${fmt(f.precision.rate)} (${f.precision.right}/${f.precision.raised})`,
    `${fmt(f.noEffect.rate)} (${f.noEffect.right}/${f.noEffect.said})`,
    `${fmt(f.missed.rate)} (${f.missed.told}/${f.missed.strong})`,
    String(f.notEnough),
    f.ece.toFixed(4),
    `${f.p50.toFixed(1)} / ${f.p95.toFixed(1)}`,
  ];
}

function goalRow(name: string, world: WorldFigures): string[] {
  const { analysis: f, ceiling, ownPrior } = world;
  const goals = EXPERIMENT_GOALS;
  return [
    name,
    `${fmt(ceiling.recall.rate)}`,
    world.judgesConfirmed
      ? `${verdict(f.recall.rate >= goals.confirmed)} ${fmt(f.recall.rate)}`
      : `reported ${fmt(f.recall.rate)}`,
    `${verdict(f.precision.rate >= goals.raisesRight)} ${fmt(f.precision.rate)}`,
    `${verdict(f.noEffect.rate >= goals.noEffectRight)} ${fmt(f.noEffect.rate)}`,
    `${verdict(f.missed.rate <= goals.toldNoEffect)} ${fmt(f.missed.rate)}`,
    `${verdict(f.ece <= goals.ece)} ${f.ece.toFixed(4)} (${ownPrior.ece.toFixed(4)})`,
    `${verdict(f.p95 <= goals.p95Ms)} ${f.p95.toFixed(1)} ms`,
  ];
}

// What an analysis told each reaction's true shape would have to close: that is not in the
// product, so the ceiling is read off the figures it must move, real effects of a point or more
// told 'no-clear-effect' (the worst error) and those confirmed, by the kind of reaction.
function printByKind(cases: readonly ExperimentCase[], run: Run, ceiling: Run) {
  const kindOf = new Map(cases.map((item) => [item.id, item.traits.reactionKind ?? null]));
  const rows: string[][] = [
    [
      'reaction kind',
      'pairs >= 1.0',
      "told 'no-clear-effect', end",
      "confirmed 'raises', end",
      "told 'no-clear-effect', extended",
      "confirmed 'raises', extended",
      'ceiling: confirmed told the true shape',
    ],
  ];
  const share = (pairs: readonly PairOutcome[], verdict: PairOutcome['verdict']) => {
    const count = pairs.filter((pair) => pair.verdict === verdict).length;
    return `${fmt(count / pairs.length)} (${count}/${pairs.length})`;
  };
  for (const kind of [...REACTION_KINDS, null]) {
    const strong = (outcomes: readonly PairOutcome[]) =>
      outcomes.filter((pair) => pair.truth >= 1 && (kind === null || kindOf.get(pair.caseId) === kind));
    const end = strong(run.atEnd);
    const extended = strong(run.extended);
    const told = strong(ceiling.atEnd);
    rows.push([
      kind === null ? 'all kinds' : REACTION_KIND_LABELS[kind],
      String(end.length),
      share(end, 'no-clear-effect'),
      share(end, 'raises'),
      share(extended, 'no-clear-effect'),
      share(extended, 'raises'),
      share(told, 'raises'),
    ]);
  }
  console.log(
    'Real effects of 1.0 or more by reaction kind (analysis, and the ceiling: the analysis told the true shape, which is not in the product):',
  );
  printTable(rows);
}

function printReliability(run: Run) {
  const f = figuresOf(run.atEnd, run.milliseconds);
  const bins = f.reliability.filter((bin) => bin.count > 0);
  console.log('Reliability at the plan end (probability bin: pairs, mean probability, share real):');
  console.log(
    bins
      .map(
        (bin) =>
          `  ${bin.low.toFixed(1)}-${bin.high.toFixed(1)}: ${bin.count}, ${bin.meanConfidence.toFixed(2)}, ${bin.observedRate.toFixed(2)}`,
      )
      .join('\n'),
  );
}

/** The share of tested pairs (plan symptoms) whose food really raises them, of any size. */
function shareReal(cases: readonly ExperimentCase[]): number {
  let real = 0;
  let pairs = 0;
  for (const item of cases)
    for (const symptom of item.input.plan.symptoms) {
      pairs += 1;
      if ((item.truth[symptom] ?? 0) > 0) real += 1;
    }
  return real / pairs;
}

/** Bayes' rule with the world's own prior odds, as the product uses the training world's. */
function priorOf(cases: readonly ExperimentCase[]): ExperimentSettings['calibration'] {
  return bayesRuleWithShare(shareReal(cases));
}

/** The calibration that is Bayes' rule: prior log odds of `share` real, plus the log Bayes factor. */
function bayesRuleWithShare(share: number): ExperimentSettings['calibration'] {
  return { intercept: Math.log(share / (1 - share)), slope: 1 };
}

function fmt(value: number): string {
  return Number.isNaN(value) ? 'n/a' : value.toFixed(3);
}
