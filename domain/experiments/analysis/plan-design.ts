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

// Five days as usual, six without the food, then four days in a row with a medium portion and
// four without, then four single portions (large and medium in turn), each followed by three days
// without it: 35 days. The extension adds four more medium days in a row, five without, and one
// large portion: 47 days.
// - Single portions with three clean days after each show a reaction whole (one can last until
//   about 60 h after eating) and a dose threshold (large against medium).
// - A reaction that builds over days of eating is invisible to single portions, so 'no clear
//   effect' needs a build-up excluded too (experiment-settings.ts, buildUpDays): four days in a
//   row give check-ins after three whole days of the food on two days. Straight after the break,
//   the load starts from nothing.
// - Chosen on the two training worlds (1,600 and 800 people, gates on) against six single portions
//   and the run placed after three of them: 'raises' right 0.956 and 0.924 (0.934 and 0.900 for
//   six singles, 0.941 and 0.883 with the run later), effects of a point or more confirmed 0.273
//   and 0.307 (0.275 / 0.284; 0.316 / 0.299), 'no-clear-effect' said of 1,048 and 865 pairs instead
//   of 730 and 587. Decision 032 has the table.
export const DEFAULT_DESIGN: PlanDesign = {
  baselineDays: 5,
  avoidDays: 6,
  challenges: [
    { portion: 'medium', eatDays: 4, washoutDays: 4 },
    single('large'),
    single('medium'),
    single('large'),
    single('medium'),
  ],
  extension: [
    { portion: 'medium', eatDays: 4, washoutDays: 5 },
    { ...single('large'), washoutDays: 2 },
  ],
};

export function designDays(design: PlanDesign): number {
  return design.baselineDays + design.avoidDays + challengeDays(design.challenges);
}

export function challengeDays(challenges: readonly Challenge[]): number {
  return challenges.reduce((sum, challenge) => sum + challenge.eatDays + challenge.washoutDays, 0);
}
