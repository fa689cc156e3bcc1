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

const single = (portion: ExperimentPortion, washoutDays = 3): Challenge => ({
  portion,
  eatDays: 1,
  washoutDays,
});

// Reactions in both simulated worlds start within 18 h and last up to 42 h more (60 h in all): a
// portion at lunch can still show two evenings later, so three days without the food follow each
// one, and the third is clean before the next portion.
export const DEFAULT_DESIGN: PlanDesign = {
  baselineDays: 5,
  avoidDays: 6,
  challenges: [
    single('small'),
    single('medium'),
    single('large'),
    single('small'),
    single('medium'),
    single('large'),
  ],
  extension: [single('medium'), single('large'), single('medium')],
};

export function designDays(design: PlanDesign): number {
  return design.baselineDays + design.avoidDays + challengeDays(design.challenges);
}

export function challengeDays(challenges: readonly Challenge[]): number {
  return challenges.reduce((sum, challenge) => sum + challenge.eatDays + challenge.washoutDays, 0);
}
