// The bench's figures for experiment analyses: each (person, plan symptom) pair's verdict and
// probability against the truth, at the plan's end and after its one extension (taken only when
// the analysis at the end leaves a verdict open, as the app offers it).

import { shouldExtendExperiment } from '#domain/experiments/analysis/plan-experiment.ts';
import type {
  AnalyzeExperimentInput,
  AnalyzeExperimentResult,
  ExperimentVerdict,
} from '#domain/experiments/analysis/types.ts';
import {
  expectedCalibrationError,
  percentile,
  type ReliabilityBin,
  reliabilityTable,
} from '../insights/metrics.ts';
import type { ExperimentCase } from './experiment-case.ts';

/** The case is passed only so that an oracle (true-shape-oracle.ts) can read its truth; analyses must not. */
export type Analyzer = (input: AnalyzeExperimentInput, item: ExperimentCase) => AnalyzeExperimentResult;

export type PairOutcome = {
  caseId: string;
  symptom: string;
  truth: number;
  probability: number;
  verdict: ExperimentVerdict;
  estimate: number | null;
};

export type Run = {
  atEnd: PairOutcome[];
  /** After the extension for the people offered it; the plan's end for the others. */
  extended: PairOutcome[];
  extendedPeople: number;
  milliseconds: number[];
};

export type Figures = {
  pairs: number;
  /** 'raises' among pairs with a real effect of a point or more. */
  recall: { planted: number; found: number; rate: number };
  recallBySize: Record<string, { planted: number; found: number }>;
  /** 'raises' right: the food really raises the symptom (any size). */
  precision: { raised: number; right: number; rate: number };
  /** 'no-clear-effect' right: no real effect of a point or more. */
  noEffect: { said: number; right: number; rate: number };
  /** Real effects of a point or more told 'no-clear-effect': the worst error, as a share of them. */
  missed: { strong: number; told: number; rate: number };
  notEnough: number;
  ece: number;
  reliability: ReliabilityBin[];
  p50: number;
  p95: number;
};

export function runCases(cases: readonly ExperimentCase[], analyze: Analyzer, time: () => number): Run {
  const atEnd: PairOutcome[] = [];
  const extended: PairOutcome[] = [];
  const milliseconds: number[] = [];
  let extendedPeople = 0;
  for (const item of cases) {
    const started = time();
    const result = analyze(item.input, item);
    milliseconds.push(time() - started);
    const outcomes = outcomesOf(item, result);
    atEnd.push(...outcomes);
    if (shouldExtendExperiment(item.input.plan, result)) {
      extendedPeople += 1;
      const later = analyze(
        { ...item.input, plan: item.extended.plan, now: item.extended.now, entries: item.extended.entries },
        item,
      );
      extended.push(...outcomesOf(item, later));
    } else {
      extended.push(...outcomes);
    }
  }
  return { atEnd, extended, extendedPeople, milliseconds };
}

/** One outcome per symptom of `item`'s analysis, beside the truth planted for it. */
export function outcomesOf(item: ExperimentCase, result: AnalyzeExperimentResult): PairOutcome[] {
  return result.results.map((entry) => ({
    caseId: item.id,
    symptom: entry.symptom,
    truth: item.truth[entry.symptom] ?? 0,
    probability: entry.probability,
    verdict: entry.verdict,
    estimate: entry.effect?.estimate ?? null,
  }));
}

export function figuresOf(outcomes: readonly PairOutcome[], milliseconds: readonly number[]): Figures {
  const strong = outcomes.filter((pair) => pair.truth >= 1);
  const found = strong.filter((pair) => pair.verdict === 'raises').length;
  const raised = outcomes.filter((pair) => pair.verdict === 'raises');
  const said = outcomes.filter((pair) => pair.verdict === 'no-clear-effect');
  const recallBySize: Record<string, { planted: number; found: number }> = {};
  for (const pair of outcomes) {
    if (pair.truth <= 0) continue;
    const size = String(pair.truth);
    recallBySize[size] ??= { planted: 0, found: 0 };
    recallBySize[size].planted += 1;
    if (pair.verdict === 'raises') recallBySize[size].found += 1;
  }
  const scored = outcomes.map((pair) => ({ confidence: pair.probability, real: pair.truth > 0 }));
  const right = raised.filter((pair) => pair.truth > 0).length;
  const noEffectRight = said.filter((pair) => pair.truth < 1).length;
  const told = strong.filter((pair) => pair.verdict === 'no-clear-effect').length;
  return {
    pairs: outcomes.length,
    recall: { planted: strong.length, found, rate: ratio(found, strong.length) },
    recallBySize,
    precision: { raised: raised.length, right, rate: ratio(right, raised.length) },
    noEffect: { said: said.length, right: noEffectRight, rate: ratio(noEffectRight, said.length) },
    missed: { strong: strong.length, told, rate: ratio(told, strong.length) },
    notEnough: outcomes.filter((pair) => pair.verdict === 'not-enough-data').length,
    ece: expectedCalibrationError(scored),
    reliability: reliabilityTable(scored),
    p50: percentile(milliseconds, 50),
    p95: percentile(milliseconds, 95),
  };
}

function ratio(a: number, b: number): number {
  return b > 0 ? a / b : Number.NaN;
}
