// The benchmark's figures, pooled over people at one horizon. A pair counts as real exactly when it
// is a planted (trigger, symptom). Every (food, tracked symptom) pair of every person is evaluated:
// a pair the analyzer says nothing about counts as confidence 0, not reported, so an analyzer cannot
// improve its calibration or AUROC by staying silent on the hard pairs.

import { shapeOf } from '#domain/insights/analysis/exposures.ts';
import { PATTERN_SHAPES, type PatternShape } from '#domain/insights/types.ts';
import { type BenchmarkAssociation, TRIGGER_FOODS, type TruthPair } from './analyzer.ts';
import { EFFECT_SIZES, type EffectSize } from './planted-triggers.ts';

export type { TruthPair } from './analyzer.ts';

export type PersonResult = {
  symptoms: readonly string[];
  truth: readonly TruthPair[];
  /** What kind of life the person has (a level shift, records stress, ...), for breakdowns. */
  traits?: Readonly<Record<string, boolean>>;
  associations: readonly BenchmarkAssociation[];
  /** Milliseconds the analyze call took. */
  ms: number;
};

export type ReliabilityBin = {
  low: number;
  high: number;
  count: number;
  meanConfidence: number;
  observedRate: number;
};

export type Recall = { planted: number; found: number; recall: number };

export type Figures = {
  people: number;
  peopleWithoutTriggers: number;
  plantedPairs: number;
  reported: number;
  reportedReal: number;
  /** Reported pairs that are planted over all reported; NaN when nothing was reported. */
  precision: number;
  /** Share of trigger-free people shown at least one pattern. */
  triggerFreeShown: number;
  recall: Recall;
  recallByEffect: Readonly<Record<`${EffectSize}`, Recall>>;
  /** Pairs evaluated (every food x tracked symptom, plus any other pair returned). */
  pairs: number;
  ece: number;
  reliability: ReliabilityBin[];
  brier: number;
  auroc: number;
  patternsPerPerson: number;
  /** Reported pairs that are not real, per person. */
  falsePerPerson: number;
  msP50: number;
  msP95: number;
  /**
   * Shown real patterns whose reaction's true window is known, by the shape that window is
   * (cumulative; delayed from 20 h after the meal; same-day), then by the shape they were named.
   */
  shapes: ShapeTally;
  /** Recall of effects of a point or more whose true window is known, by the shape that window is. */
  recallByShape: Readonly<Record<PatternShape, Recall>>;
};

export type ShapeTally = Record<PatternShape, Record<PatternShape, number>>;

export type Scored = { confidence: number; real: boolean };

/** One value per pattern shape. */
function byShape<T>(value: (shape: PatternShape) => T): Record<PatternShape, T> {
  return Object.fromEntries(PATTERN_SHAPES.map((shape) => [shape, value(shape)])) as Record<PatternShape, T>;
}

function shapesNamed(results: readonly PersonResult[]): ShapeTally {
  const tally = byShape(() => byShape(() => 0));
  for (const result of results) {
    for (const association of result.associations) {
      if (!association.reported || association.shape === undefined) continue;
      const truth = result.truth.find(
        (pair) => pair.trigger === association.trigger && pair.symptom === association.symptom,
      );
      if (truth?.window === undefined) continue;
      tally[shapeOf(truth.window)][association.shape] += 1;
    }
  }
  return tally;
}

const BINS = 10;

/** Nearest-rank percentile (p in 0..100); NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** Ten equal-width bins of confidence; the last includes 1. Empty bins are kept (count 0). */
export function reliabilityTable(scored: readonly Scored[]): ReliabilityBin[] {
  const sums = Array.from({ length: BINS }, () => ({ count: 0, confidence: 0, real: 0 }));
  for (const { confidence, real } of scored) {
    const bin = sums[Math.min(BINS - 1, Math.max(0, Math.floor(confidence * BINS)))] as (typeof sums)[number];
    bin.count += 1;
    bin.confidence += confidence;
    if (real) bin.real += 1;
  }
  return sums.map((sum, index) => ({
    low: index / BINS,
    high: (index + 1) / BINS,
    count: sum.count,
    meanConfidence: sum.count > 0 ? sum.confidence / sum.count : Number.NaN,
    observedRate: sum.count > 0 ? sum.real / sum.count : Number.NaN,
  }));
}

/** Expected calibration error: the count-weighted gap between confidence and truth per bin. */
export function expectedCalibrationError(scored: readonly Scored[]): number {
  if (scored.length === 0) return Number.NaN;
  let total = 0;
  for (const bin of reliabilityTable(scored)) {
    if (bin.count > 0) total += bin.count * Math.abs(bin.meanConfidence - bin.observedRate);
  }
  return total / scored.length;
}

export function brierScore(scored: readonly Scored[]): number {
  if (scored.length === 0) return Number.NaN;
  return (
    scored.reduce((sum, { confidence, real }) => sum + (confidence - (real ? 1 : 0)) ** 2, 0) / scored.length
  );
}

/**
 * Area under the ROC curve by ranks (Mann-Whitney U): the chance a random real pair outranks a
 * random false one, ties counting half. NaN without both kinds.
 */
export function auroc(scored: readonly Scored[]): number {
  const sorted = [...scored].sort((a, b) => a.confidence - b.confidence);
  let positives = 0;
  let rankSum = 0;
  for (let start = 0; start < sorted.length; ) {
    let end = start;
    while (end < sorted.length && (sorted[end] as Scored).confidence === (sorted[start] as Scored).confidence)
      end += 1;
    // Tied scores share the average of the ranks they span (ranks are 1-based).
    const averageRank = (start + 1 + end) / 2;
    for (let index = start; index < end; index += 1) {
      if ((sorted[index] as Scored).real) {
        positives += 1;
        rankSum += averageRank;
      }
    }
    start = end;
  }
  const negatives = sorted.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

const keyOf = (trigger: string, symptom: string) => `${trigger}\u0000${symptom}`;

/** The person's evaluated pairs: the whole grid, overlaid with what the analyzer returned. */
function pairsOf(result: PersonResult): Map<string, BenchmarkAssociation> {
  const pairs = new Map<string, BenchmarkAssociation>();
  for (const symptom of result.symptoms) {
    for (const trigger of TRIGGER_FOODS)
      pairs.set(keyOf(trigger, symptom), { trigger, symptom, confidence: 0, reported: false });
  }
  const returned = new Set<string>();
  for (const association of result.associations) {
    const key = keyOf(association.trigger, association.symptom);
    const known = pairs.get(key);
    // A pair returned twice (it should not be) counts once, at its most confident.
    if (known && returned.has(key)) {
      pairs.set(key, {
        ...known,
        confidence: Math.max(known.confidence, association.confidence),
        reported: known.reported || association.reported,
      });
    } else {
      pairs.set(key, { ...association });
    }
    returned.add(key);
  }
  return pairs;
}

function recallOf(planted: number, found: number): Recall {
  return { planted, found, recall: planted > 0 ? found / planted : Number.NaN };
}

export function computeFigures(results: readonly PersonResult[]): Figures {
  const scored: Scored[] = [];
  let reported = 0;
  let reportedReal = 0;
  let freePeople = 0;
  let freeShown = 0;
  const byEffect = new Map<EffectSize, { planted: number; found: number }>(
    EFFECT_SIZES.map((size) => [size, { planted: 0, found: 0 }]),
  );
  const shapeTallies = byShape(() => ({ planted: 0, found: 0 }));
  for (const result of results) {
    const planted = new Map(
      result.truth.map((trigger) => [keyOf(trigger.trigger, trigger.symptom), trigger]),
    );
    const pairs = pairsOf(result);
    let shown = 0;
    for (const [key, pair] of pairs) {
      const real = planted.has(key);
      scored.push({ confidence: pair.confidence, real });
      if (!pair.reported) continue;
      shown += 1;
      if (real) reportedReal += 1;
    }
    reported += shown;
    if (result.truth.length === 0) {
      freePeople += 1;
      if (shown > 0) freeShown += 1;
    }
    for (const [key, trigger] of planted) {
      const tally = byEffect.get(trigger.effect) as { planted: number; found: number };
      const found = pairs.get(key)?.reported === true;
      tally.planted += 1;
      if (found) tally.found += 1;
      if (trigger.effect >= 1 && trigger.window !== undefined) {
        const shape = shapeTallies[shapeOf(trigger.window)];
        shape.planted += 1;
        if (found) shape.found += 1;
      }
    }
  }
  const tallies = [...byEffect.values()];
  const plantedPairs = tallies.reduce((sum, tally) => sum + tally.planted, 0);
  const found = tallies.reduce((sum, tally) => sum + tally.found, 0);
  const recallByEffect = Object.fromEntries(
    EFFECT_SIZES.map((size) => {
      const tally = byEffect.get(size) as { planted: number; found: number };
      return [`${size}`, recallOf(tally.planted, tally.found)];
    }),
  ) as Record<`${EffectSize}`, Recall>;
  const times = results.map((result) => result.ms);
  return {
    shapes: shapesNamed(results),
    recallByShape: byShape((shape) => recallOf(shapeTallies[shape].planted, shapeTallies[shape].found)),
    people: results.length,
    peopleWithoutTriggers: freePeople,
    plantedPairs,
    reported,
    reportedReal,
    precision: reported > 0 ? reportedReal / reported : Number.NaN,
    triggerFreeShown: freePeople > 0 ? freeShown / freePeople : Number.NaN,
    recall: recallOf(plantedPairs, found),
    recallByEffect,
    pairs: scored.length,
    ece: expectedCalibrationError(scored),
    reliability: reliabilityTable(scored),
    brier: brierScore(scored),
    auroc: auroc(scored),
    patternsPerPerson: results.length > 0 ? reported / results.length : Number.NaN,
    falsePerPerson: results.length > 0 ? (reported - reportedReal) / results.length : Number.NaN,
    msP50: percentile(times, 50),
    msP95: percentile(times, 95),
  };
}
