// Why a goal of bench:experiments is missed on a world, read off the figures the bench already has:
// the analysis told each reaction's true shape (its ceiling) and told the world's own share of real
// pairs as its prior. Where the ceiling misses too, the data or the plan is the limit, not the
// analysis's search over shapes; where the world's own prior meets the ECE goal, the miss is the
// prior, which one person's data cannot reveal.

import type { Figures, PairOutcome } from './evaluate.ts';

export const EXPERIMENT_GOALS = {
  confirmed: 0.45,
  raisesRight: 0.95,
  noEffectRight: 0.97,
  toldNoEffect: 0.15,
  ece: 0.05,
  p95Ms: 50,
} as const;

export type WorldFigures = {
  analysis: Figures;
  /** The analysis told each reaction's true shape (not in the product). */
  ceiling: Figures;
  /** The analysis with the world's own share of real pairs as its prior (not in the product). */
  ownPrior: Figures;
  /** The world's share of tested pairs that are real. */
  shareReal: number;
  /** The analysis's pairs at the plan's end. */
  outcomes: readonly PairOutcome[];
  /** The confirmed goal is set on the training worlds; elsewhere the figure is reported. */
  judgesConfirmed: boolean;
};

const fmt = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : 'n/a');

/** One line per goal the world misses, naming the goal and why; none when every goal is met. */
export function missedReasons(world: WorldFigures): string[] {
  const { analysis, ceiling, ownPrior } = world;
  const reasons: string[] = [];
  if (world.judgesConfirmed && !(analysis.recall.rate >= EXPERIMENT_GOALS.confirmed)) {
    reasons.push(
      ceiling.recall.rate < EXPERIMENT_GOALS.confirmed
        ? `confirmed ${fmt(analysis.recall.rate)}: told the true shape it confirms ${fmt(ceiling.recall.rate)}, below the goal too, so the plan's power within its days is the limit`
        : `confirmed ${fmt(analysis.recall.rate)}: told the true shape it confirms ${fmt(ceiling.recall.rate)}, so the search over shapes loses the difference`,
    );
  }
  if (analysis.precision.raised === 0) reasons.push("'raises' right: never said, so nothing to judge");
  else if (!(analysis.precision.rate >= EXPERIMENT_GOALS.raisesRight)) {
    const wrong = world.outcomes.filter((pair) => pair.verdict === 'raises' && pair.truth <= 0);
    const meanProbability = wrong.reduce((sum, pair) => sum + pair.probability, 0) / (wrong.length || 1);
    reasons.push(
      `'raises' right ${fmt(analysis.precision.rate)}: ${wrong.length} of ${analysis.precision.raised} said of a food with no effect, at a mean probability of ${fmt(meanProbability)}; ` +
        (ceiling.precision.rate < EXPERIMENT_GOALS.raisesRight
          ? `told the true shape ${fmt(ceiling.precision.rate)}, so the data, not the search over shapes, overstates them`
          : `told the true shape ${fmt(ceiling.precision.rate)}, so the search over shapes adds them`),
    );
  }
  if (analysis.noEffect.said === 0) reasons.push("'no-clear-effect' right: never said, so nothing to judge");
  else if (!(analysis.noEffect.rate >= EXPERIMENT_GOALS.noEffectRight)) {
    const wrong = world.outcomes.filter((pair) => pair.verdict === 'no-clear-effect' && pair.truth >= 1);
    reasons.push(
      `'no-clear-effect' right ${fmt(analysis.noEffect.rate)}: ${wrong.length} of ${analysis.noEffect.said} said of an effect of a point or more, which the check-ins did not show within the plan`,
    );
  }
  if (!(analysis.missed.rate <= EXPERIMENT_GOALS.toldNoEffect)) {
    reasons.push(
      `real effects of a point or more told 'no-clear-effect' ${fmt(analysis.missed.rate)}: told the true shape ${fmt(ceiling.missed.rate)}, ` +
        (ceiling.missed.rate > EXPERIMENT_GOALS.toldNoEffect
          ? 'so reactions this plan cannot show are being ruled out'
          : 'so the shapes the analysis considers miss them'),
    );
  }
  if (!(analysis.ece <= EXPERIMENT_GOALS.ece)) {
    reasons.push(
      ownPrior.ece <= EXPERIMENT_GOALS.ece
        ? `ECE ${analysis.ece.toFixed(4)}: with the world's own share of real pairs (${fmt(world.shareReal)}) as the prior it is ${ownPrior.ece.toFixed(4)}, so the miss is the prior, which one person's data cannot reveal`
        : `ECE ${analysis.ece.toFixed(4)}: ${ownPrior.ece.toFixed(4)} even with the world's own share of real pairs as the prior, so the prior alone does not explain it`,
    );
  }
  if (!(analysis.p95 <= EXPERIMENT_GOALS.p95Ms)) {
    reasons.push(
      `p95 ${analysis.p95.toFixed(1)} ms (p50 ${analysis.p50.toFixed(1)} ms): wall time of one analysis, which the machine's other work lengthens`,
    );
  }
  return reasons;
}
