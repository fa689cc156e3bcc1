// The shape of an experiment: how long the person eats as usual, how long without the food, and
// the reintroduction challenges (one portion on a day, then days without it so each reaction has
// ended before the next). The figures behind these choices are in decision 029 (the first design:
// decision 024); the bench (`npm run bench:experiments`) compares alternatives by passing another
// design to planExperimentWith.

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

/** The plan's limits: a plan fits in 35 days, and with its one extension in 49. */
export const MAX_PLAN_DAYS = 35;
export const MAX_EXTENDED_DAYS = 49;

const single = (portion: ExperimentPortion): Challenge => ({ portion, eatDays: 1, washoutDays: 3 });

// Five days as usual, six without the food, then six single portions, medium and large in turn,
// each followed by three days without it; the extension adds three more (medium, large, medium),
// 47 days in all. Chosen on the training world with the plan's own model (decision 029): among
// nine shapes it ranked real effects best and confirmed the most of them at the same precision
// (0.36 of effects of a point or more at 'raises' right 0.95, against 0.21 for the first
// design's three 3-day blocks of small, medium and large portions under the same model). One
// portion at a time with three clean days after it shows each reaction whole (a reaction can last
// until about 60 h after eating), so a reaction to the largest portion only, or above a
// threshold, is not smeared over the next days' portions; a small portion shows little when a
// reaction needs a medium one, and each portion spent on it is one fewer medium or large.
export const DEFAULT_DESIGN: PlanDesign = {
  baselineDays: 5,
  avoidDays: 6,
  challenges: [
    single('medium'),
    single('large'),
    single('medium'),
    single('large'),
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
