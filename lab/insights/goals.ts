// Issues 11 and 24's goals for the engine, judged on a benchmark result (each family's). Kept next to the figures (not in
// the CLI) so the thresholds are one import away for anyone tuning the engine.

import { PATTERN_SHAPES } from '#domain/insights/types.ts';
import type { Figures, Recall } from './metrics.ts';
import { type BenchmarkResult, figuresOf } from './run-benchmark.ts';

export const GOALS = {
  /** Precision of shown patterns at each of these horizons. */
  precision: 0.92,
  precisionHorizons: [60, 90, 120],
  /** Share of trigger-free people shown any pattern, at every horizon. */
  triggerFreeShown: 0.01,
  /**
   * Recall of +1.5-point triggers at 90 days: issue 24's 0.35 (issue 11 asked 0.5 of a world the
   * engine was fitted on; the simpler unfitted method reaches 0.28 on an independent cohort).
   */
  recallLargeEffect: 0.35,
  recallHorizon: 90,
  /**
   * Recall of effects of a point or more (+1.0 and +1.5) at `recallHorizon`: at least this share
   * of the oracle's (oracle.ts, the engine told each reaction's true window), on every world.
   */
  oracleRecallShare: 0.5,
  /** Expected calibration error over all evaluated pairs, at every horizon. */
  ece: 0.01,
  /** Every confidence bin with at least this many pairs, at every horizon... */
  binMinPairs: 100,
  /** ...has a share of real pairs within this of its mean confidence. */
  binMaxGap: 0.05,
  /** 95th percentile of one analysis at 120 days. */
  p95Ms: 50,
  p95Horizon: 120,
  /**
   * "Beats both baselines by a wide margin": the engine's precision at least this much above the
   * better baseline's at each precision horizon (the design's t-test is about 0.1).
   */
  precisionMargin: 0.5,
} as const;

/** `reason`, for a missed goal where the figures can say it: how far off, and where the gap is. */
export type GoalVerdict = { goal: string; met: boolean; detail: string; reason?: string };

const fixed = (value: number, digits = 3) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** Recall of real effects of a point or more (the +1.0 and +1.5 pairs). */
export function recallOfPointOrMore(figures: Figures | undefined): Recall {
  if (figures === undefined) return { planted: 0, found: 0, recall: Number.NaN };
  const one = figures.recallByEffect['1'];
  const large = figures.recallByEffect['1.5'];
  const planted = one.planted + large.planted;
  const found = one.found + large.found;
  return { planted, found, recall: planted > 0 ? found / planted : Number.NaN };
}

export function judgeGoals(
  result: BenchmarkResult,
  engine: string,
  baselines: readonly string[],
  oracle?: string,
): GoalVerdict[] {
  const verdicts: GoalVerdict[] = [];
  const figures = (horizon: number, analyzer = engine) => figuresOf(result, analyzer, horizon);
  const precisionHorizons = GOALS.precisionHorizons.filter((horizon) => result.horizons.includes(horizon));
  for (const horizon of precisionHorizons) {
    const precision = figures(horizon)?.precision ?? Number.NaN;
    const real = figures(horizon)?.reportedReal ?? 0;
    const shown = figures(horizon)?.reported ?? 0;
    verdicts.push({
      goal: `precision >= ${GOALS.precision} at ${horizon} d`,
      // Nothing shown at all is not precise, it is silent: NaN fails.
      met: precision >= GOALS.precision,
      detail: Number.isFinite(precision)
        ? `${fixed(precision)} (${real} of ${shown} shown real)`
        : 'no pattern shown at all',
      reason: precisionShortfall(real, shown),
    });
  }
  const freeShown = Math.max(
    ...result.horizons.map((horizon) => figures(horizon)?.triggerFreeShown ?? Number.NaN),
  );
  const worst = result.horizons.find((horizon) => figures(horizon)?.triggerFreeShown === freeShown);
  const free = worst === undefined ? undefined : figures(worst);
  verdicts.push({
    goal: `trigger-free people shown a pattern <= ${GOALS.triggerFreeShown * 100}% (worst horizon)`,
    met: freeShown <= GOALS.triggerFreeShown,
    detail: `${fixed(freeShown * 100, 1)}%`,
    ...(free === undefined
      ? {}
      : {
          reason: `${Math.round(free.triggerFreeShown * free.peopleWithoutTriggers)} of ${free.peopleWithoutTriggers} trigger-free people at ${worst} d`,
        }),
  });
  if (result.horizons.includes(GOALS.recallHorizon)) {
    const large = figures(GOALS.recallHorizon)?.recallByEffect['1.5'];
    const recall = large?.recall ?? Number.NaN;
    const ceiling =
      oracle === undefined ? undefined : figures(GOALS.recallHorizon, oracle)?.recallByEffect['1.5'];
    verdicts.push({
      goal: `recall of +1.5 triggers >= ${GOALS.recallLargeEffect} at ${GOALS.recallHorizon} d`,
      met: recall >= GOALS.recallLargeEffect,
      detail: fixed(recall),
      ...(large === undefined || ceiling === undefined
        ? {}
        : {
            reason: `${large.found} of ${large.planted} found; the oracle told the true windows finds ${ceiling.found} (${fixed(ceiling.recall)})${ceiling.recall < GOALS.recallLargeEffect ? ', below the goal too: the journal, not the search, is the limit' : ''}`,
          }),
    });
  }
  if (oracle !== undefined && result.horizons.includes(GOALS.recallHorizon)) {
    const own = recallOfPointOrMore(figures(GOALS.recallHorizon));
    const ceiling = recallOfPointOrMore(figures(GOALS.recallHorizon, oracle));
    verdicts.push({
      goal: `recall of effects >= 1 point >= ${GOALS.oracleRecallShare} of the oracle's at ${GOALS.recallHorizon} d`,
      met: own.recall >= GOALS.oracleRecallShare * ceiling.recall,
      detail: `${fixed(own.recall)} (${own.found}/${own.planted}) vs oracle ${fixed(ceiling.recall)} (${ceiling.found}/${ceiling.planted}): ${fixed(own.recall / ceiling.recall, 2)} of it`,
      reason: recallShortfall(
        own,
        ceiling,
        figures(GOALS.recallHorizon)?.recallByShape,
        figures(GOALS.recallHorizon, oracle)?.recallByShape,
      ),
    });
  }
  const ece = Math.max(...result.horizons.map((horizon) => figures(horizon)?.ece ?? Number.NaN));
  verdicts.push({
    goal: `ECE <= ${GOALS.ece} over all pairs (worst horizon)`,
    met: ece <= GOALS.ece,
    detail: fixed(ece, 4),
  });
  const offBins: string[] = [];
  let judgedBins = 0;
  for (const horizon of result.horizons) {
    for (const bin of figures(horizon)?.reliability ?? []) {
      if (bin.count < GOALS.binMinPairs) continue;
      judgedBins += 1;
      const gap = bin.observedRate - bin.meanConfidence;
      if (Math.abs(gap) > GOALS.binMaxGap) {
        offBins.push(
          `${horizon} d ${bin.low.toFixed(1)}-${bin.high.toFixed(1)}: ${fixed(bin.meanConfidence, 2)} said, ${fixed(bin.observedRate, 2)} real (${bin.count})`,
        );
      }
    }
  }
  verdicts.push({
    goal: `every bin with >= ${GOALS.binMinPairs} pairs within ${GOALS.binMaxGap} of its share real`,
    met: offBins.length === 0 && judgedBins > 0,
    detail: offBins.length === 0 ? `${judgedBins} bins judged, all within` : offBins.join('; '),
  });
  if (result.horizons.includes(GOALS.p95Horizon)) {
    const p95 = figures(GOALS.p95Horizon)?.msP95 ?? Number.NaN;
    verdicts.push({
      goal: `p95 <= ${GOALS.p95Ms} ms at ${GOALS.p95Horizon} d`,
      met: p95 <= GOALS.p95Ms,
      detail: `${fixed(p95, 1)} ms`,
    });
  }
  for (const horizon of precisionHorizons) {
    const own = figures(horizon)?.precision ?? Number.NaN;
    const best = Math.max(...baselines.map((name) => figures(horizon, name)?.precision ?? 0));
    verdicts.push({
      goal: `precision beats the baselines by >= ${GOALS.precisionMargin} at ${horizon} d`,
      met: own - best >= GOALS.precisionMargin,
      detail: `${fixed(own)} vs ${fixed(best)}`,
    });
  }
  return verdicts;
}

/** How many fewer false patterns would meet the precision goal, with as many real ones shown. */
export function precisionShortfall(real: number, shown: number): string {
  if (shown === 0) return 'nothing was shown';
  const allowedFalse = Math.floor(real / GOALS.precision - real + 1e-9);
  const excess = shown - real - allowedFalse;
  return excess <= 0 ? 'met' : `${shown - real} false patterns among ${shown}: ${excess} fewer would meet it`;
}

/**
 * How many more real patterns would meet the oracle share, and the reaction shape where the engine
 * falls furthest behind the oracle (reactions whose true window is known).
 */
export function recallShortfall(
  own: Recall,
  ceiling: Recall,
  ownByShape: Figures['recallByShape'] | undefined,
  ceilingByShape: Figures['recallByShape'] | undefined,
): string {
  const needed = Math.ceil(GOALS.oracleRecallShare * ceiling.found - 1e-9) - own.found;
  if (needed <= 0) return 'met';
  const gaps = PATTERN_SHAPES.map((shape) => ({
    shape,
    own: ownByShape?.[shape].found ?? 0,
    ceiling: ceilingByShape?.[shape].found ?? 0,
    planted: ownByShape?.[shape].planted ?? 0,
  })).filter((gap) => gap.planted > 0);
  const widest = gaps.sort((a, b) => b.ceiling - b.own - (a.ceiling - a.own))[0];
  const where =
    widest === undefined
      ? ''
      : `; the widest gap is in ${widest.shape} reactions, ${widest.own} found against the oracle's ${widest.ceiling} of ${widest.planted}`;
  return `${needed} more of the ${own.planted} effects of a point or more would meet it${where}`;
}
