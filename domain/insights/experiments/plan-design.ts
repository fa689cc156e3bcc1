// The shape of an experiment: how long the person eats as usual, how long without the food, and
// the reintroduction challenges (one portion on a day, then days without it so each reaction has
// ended before the next). The figures behind these choices are in
// docs/decisions/024-food-experiment-design.md; the bench (`npm run bench:experiments`) compares
// alternatives by passing another design to planExperimentWith.

import type { ExperimentPortion } from './types.ts';

export type Challenge = {
  portion: ExperimentPortion;
  /** Consecutive days with one portion. */
  eatDays: number;
  /** Days without the food after them. */
  washoutDays: number;
};

export type PlanDesign = {
  baselineDays: number;
  avoidDays: number;
  challenges: readonly Challenge[];
  /** What a plan still open at its end may add once (extendExperiment), keeping within the limit. */
  extension: readonly Challenge[];
};

/** The limits: a plan fits in 35 days, and with its one extension in 49. */
export const MAX_PLAN_DAYS = 35;
export const MAX_EXTENDED_DAYS = 49;

const block = (portion: ExperimentPortion, eatDays = 3, washoutDays = 4): Challenge => ({
  portion,
  eatDays,
  washoutDays,
});

// The low-FODMAP shape, which clinicians know: a week as usual, a week without the food, then three
// challenges of three days each (small, medium, large portions), each followed by four days
// without it. Reactions in both simulated worlds start within 18-36 h and last up to a day or two
// more: a portion on the third day can still show two days later, so four days follow each block
// and the last is clean before the next. The extension adds two more blocks (medium, large).
// On the training world this shape ranked real effects best of the five compared (decision 024).
export const DEFAULT_DESIGN: PlanDesign = {
  baselineDays: 7,
  avoidDays: 7,
  challenges: [block('small'), block('medium'), block('large')],
  extension: [block('medium'), block('large')],
};

export function designDays(design: PlanDesign): number {
  return design.baselineDays + design.avoidDays + challengeDays(design.challenges);
}

export function challengeDays(challenges: readonly Challenge[]): number {
  return challenges.reduce((sum, challenge) => sum + challenge.eatDays + challenge.washoutDays, 0);
}
