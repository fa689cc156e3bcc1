// Real trigger foods in the held-out world, and how they act. An exposure sets off an effect that
// starts 0-18 h after eating and lasts 6-42 h; while several exposures overlap, the symptom follows
// the strongest one, never their sum; some triggers need a medium portion before they do anything.
// Every meal acts, logged or not.
//
// What "effect" means here: the rise, in rating points on the person's own scale, of the expected
// rating of the symptom while one medium portion's effect is active, before rounding, the floor at
// 0 and the person's ceiling (README.md). Averaged over a person's check-ins the visible difference
// is smaller: ratings are rounded, clipped and taken at times the effect is not always active.

import type { TriggerFood } from '#domain/insights/types.ts';
import type { MealSize } from '#domain/journal/meal-options.ts';
import type { Random } from '../random.ts';
import type { Meal } from './meals.ts';

export type TriggerShape = 'graded' | 'threshold' | 'flat';

export type TruePair = {
  trigger: TriggerFood;
  symptomIndex: number;
  symptom: string;
  effect: number;
  onsetHours: number;
  durationHours: number;
  shape: TriggerShape;
};

export type Exposure = { at: number; strength: number };

export const PAIR_EFFECTS = [0.5, 1, 1.5] as const;
export const TRIGGER_FREE_SHARE = 0.5;

const PORTION_STRENGTH: Record<TriggerShape, Record<MealSize, number>> = {
  graded: { small: 0.5, medium: 1, large: 1.4 },
  // Below a medium portion nothing happens at all.
  threshold: { small: 0, medium: 1, large: 1.25 },
  flat: { small: 1, medium: 1, large: 1 },
};

const MS_PER_HOUR = 3_600_000;
/** Foods eaten less often than this (times a day, expected) are never planted: nobody could find them. */
export const MIN_DAILY_RATE = 0.2;

export function choosePairs(
  random: Random,
  symptoms: readonly string[],
  rates: ReadonlyMap<TriggerFood, number>,
): TruePair[] {
  if (random.bernoulli(TRIGGER_FREE_SHARE)) return [];
  const eligible = [...rates.entries()]
    .filter(([, rate]) => rate >= MIN_DAILY_RATE)
    .map(([food]) => food)
    .sort();
  if (eligible.length === 0) return [];
  const count = random.bernoulli(0.35) ? 2 : 1;
  const pairs: TruePair[] = [];
  for (let index = 0; index < count; index += 1) {
    const trigger = random.choice(eligible);
    const symptomIndex = random.int(0, symptoms.length - 1);
    if (pairs.some((pair) => pair.trigger === trigger && pair.symptomIndex === symptomIndex)) continue;
    pairs.push({
      trigger,
      symptomIndex,
      symptom: symptoms[symptomIndex] as string,
      effect: random.choice(PAIR_EFFECTS),
      onsetHours: random.uniform(0, 18),
      durationHours: random.uniform(6, 42),
      shape: random.weightedChoice<TriggerShape>(['graded', 'threshold', 'flat'], [0.45, 0.35, 0.2]),
    });
  }
  return pairs;
}

/** The exposures of one pair, each with its own strength (portion and the body's response). */
export function exposuresFor(random: Random, pair: TruePair, meals: readonly Meal[]): Exposure[] {
  const exposures: Exposure[] = [];
  for (const meal of meals) {
    if (!meal.foods.includes(pair.trigger)) continue;
    // The body's response varies from meal to meal around 1 (a lognormal with mean 1).
    const response = Math.exp(random.normal(-0.045, 0.3));
    exposures.push({ at: meal.at, strength: PORTION_STRENGTH[pair.shape][meal.portion] * response });
  }
  return exposures;
}

/** The pair's effect at an instant: its size times the strongest exposure active then. */
export function effectAt(pair: TruePair, exposures: readonly Exposure[], at: number): number {
  let strongest = 0;
  const from = pair.onsetHours * MS_PER_HOUR;
  const to = (pair.onsetHours + pair.durationHours) * MS_PER_HOUR;
  for (const exposure of exposures) {
    const since = at - exposure.at;
    if (since >= from && since <= to && exposure.strength > strongest) strongest = exposure.strength;
  }
  return pair.effect * strongest;
}
