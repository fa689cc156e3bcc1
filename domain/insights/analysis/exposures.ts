// How much of each food came before each check-in, in each delay window. A check-in at time t is
// exposed to a meal at time m in window [from, to) when from <= t - m < to hours: reactions are
// delayed and the delay is unknown, so several windows are searched and none is assumed.

import { triggerFoodCategories } from '#domain/catalogues/trigger-foods.ts';
import type { DelayWindow, ExposureWindow, PatternShape, TriggerFood } from '../types.ts';
import type { CheckIn, Meal } from './journal-data.ts';

/** Digestive reactions come within hours, joints and fatigue in one or two days (the design). */
export const DELAY_WINDOWS: readonly DelayWindow[] = [
  { fromHours: 0, toHours: 8 },
  { fromHours: 4, toHours: 20 },
  { fromHours: 8, toHours: 20 },
  { fromHours: 12, toHours: 36 },
  { fromHours: 20, toHours: 36 },
  { fromHours: 36, toHours: 54 },
  { fromHours: 0, toHours: 24 },
  { fromHours: 0, toHours: 48 },
];

/**
 * Symptoms that build over days of regular eating (coeliac disease, gluten sensitivity): days of a
 * food in the check-in's day and the three before it, so three days in a row of it, the shortest
 * run such reactions are described as needing, fall inside.
 */
export const CUMULATIVE_WINDOW: ExposureWindow = { fromHours: 0, toHours: 96, cumulative: true };

/**
 * Candidate windows for slower reactions (the settings' `slowShapes`): in IBD a reaction often
 * comes 24-72 hours after the food. The engine searches only the cumulative one: on the training
 * family's training seed the two delayed ones cost a false pattern and two real ones
 * (decision 033); the lab still compares them (`lab/bench/insights-shapes.ts`).
 */
export const SLOW_WINDOWS: readonly ExposureWindow[] = [
  { fromHours: 24, toHours: 48 },
  { fromHours: 48, toHours: 72 },
  CUMULATIVE_WINDOW,
];

/** The kind of reaction a window stands for: a day or more after the meal is 'delayed'. */
export function shapeOf(window: ExposureWindow): PatternShape {
  if (window.cumulative === true) return 'cumulative';
  return window.fromHours >= 20 ? 'delayed' : 'same-day';
}

/** Every food the engine looks for, in catalogue order. */
export const TRIGGER_FOODS: readonly TriggerFood[] = triggerFoodCategories.flatMap((category) =>
  category.options.map((option) => option.id),
);

const FOOD_INDEX: ReadonlyMap<TriggerFood, number> = new Map(
  TRIGGER_FOODS.map((food, index) => [food, index]),
);

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;

export type Exposures = {
  /** dose[window][food][checkIn]: summed portions of the food in the window before the check-in. */
  dose: readonly (readonly Float64Array[])[];
  /**
   * known[window][checkIn]: 1 when every day the window touches has meals logged. A day with no
   * meal written down is a day whose food is unknown, not a day without food: counting it as
   * "not exposed" would dilute every effect (people miss whole days as the habit fades).
   */
  known: readonly Uint8Array[];
};

export function foodIndex(food: TriggerFood): number {
  return FOOD_INDEX.get(food) ?? -1;
}

/** Exposures of every check-in to every food in every window; meals and check-ins sorted by time. */
export function computeExposures(
  meals: readonly Meal[],
  checkIns: readonly CheckIn[],
  mealDays: ReadonlySet<number>,
  windows: readonly ExposureWindow[] = DELAY_WINDOWS,
  doseCap: number = Number.POSITIVE_INFINITY,
  /**
   * 'largest': a window's exposure is its largest portion, not the sum; 'blend': the largest
   * portion and half of the others (ModelSettings.doseShape).
   */
  shape: 'sum' | 'largest' | 'blend' = 'sum',
): Exposures {
  const known = windows.map((window) =>
    Uint8Array.from(checkIns, (checkIn) => {
      const first = Math.floor((checkIn.local - window.toHours * MS_PER_HOUR) / MS_PER_DAY);
      const last = Math.floor((checkIn.local - window.fromHours * MS_PER_HOUR - 1) / MS_PER_DAY);
      for (let day = first; day <= last; day += 1) if (!mealDays.has(day)) return 0;
      return 1;
    }),
  );
  const longestLagMs = Math.max(...windows.map((window) => window.toHours)) * MS_PER_HOUR;
  const dose = windows.map(() => TRIGGER_FOODS.map(() => new Float64Array(checkIns.length)));
  // Cumulative windows count days: the last day counted for each food, per check-in.
  const lastDay = windows.map((window) =>
    window.cumulative === true ? new Float64Array(TRIGGER_FOODS.length) : null,
  );
  // With 'blend', the largest portion of each cell, beside the sum in `dose`.
  const largest =
    shape === 'blend' ? windows.map(() => TRIGGER_FOODS.map(() => new Float64Array(checkIns.length))) : null;
  let first = 0;
  for (let c = 0; c < checkIns.length; c += 1) {
    const at = (checkIns[c] as CheckIn).at;
    while (first < meals.length && (meals[first] as Meal).at <= at - longestLagMs) first += 1;
    for (const days of lastDay) days?.fill(Number.NaN);
    for (let m = first; m < meals.length; m += 1) {
      const meal = meals[m] as Meal;
      if (meal.at > at) break;
      const lagHours = (at - meal.at) / MS_PER_HOUR;
      for (let w = 0; w < windows.length; w += 1) {
        const window = windows[w] as DelayWindow;
        if (lagHours < window.fromHours || lagHours >= window.toHours) continue;
        const byFood = dose[w] as Float64Array[];
        const days = lastDay[w] ?? null;
        for (const food of meal.foods) {
          const f = FOOD_INDEX.get(food) as number;
          const column = byFood[f] as Float64Array;
          if (days !== null) {
            if (days[f] !== meal.day) column[c] = (column[c] as number) + 1;
            days[f] = meal.day;
            continue;
          }
          column[c] =
            shape === 'largest'
              ? Math.max(column[c] as number, meal.dose)
              : (column[c] as number) + meal.dose;
          if (largest !== null) {
            const top = (largest[w] as Float64Array[])[f] as Float64Array;
            top[c] = Math.max(top[c] as number, meal.dose);
          }
        }
      }
    }
  }
  for (let w = 0; w < dose.length; w += 1) {
    if (lastDay[w] === null) continue;
    // One day of the food is a meal, not a build-up: only the days beyond the first count.
    for (const column of dose[w] as Float64Array[])
      for (let c = 0; c < column.length; c += 1) column[c] = Math.max(0, (column[c] as number) - 1);
  }
  if (largest !== null) {
    for (let w = 0; w < dose.length; w += 1) {
      if (lastDay[w] !== null) continue;
      const byFood = dose[w] as Float64Array[];
      const tops = largest[w] as Float64Array[];
      for (let f = 0; f < byFood.length; f += 1) {
        const column = byFood[f] as Float64Array;
        const top = tops[f] as Float64Array;
        for (let c = 0; c < column.length; c += 1) {
          column[c] = (top[c] as number) + 0.5 * ((column[c] as number) - (top[c] as number));
        }
      }
    }
  }
  if (Number.isFinite(doseCap)) {
    for (let w = 0; w < dose.length; w += 1) {
      if (lastDay[w] !== null) continue;
      for (const column of dose[w] as Float64Array[])
        for (let c = 0; c < column.length; c += 1) {
          if ((column[c] as number) > doseCap) column[c] = doseCap;
        }
    }
  }
  return { dose, known };
}

/** Meals that contain each food. */
export function mealCounts(meals: readonly Meal[]): Int32Array {
  const counts = new Int32Array(TRIGGER_FOODS.length);
  for (const meal of meals) {
    for (const food of meal.foods) {
      const index = FOOD_INDEX.get(food) as number;
      counts[index] = (counts[index] as number) + 1;
    }
  }
  return counts;
}

/** Meals with the food that had a check-in of the symptom within the window after them. */
export function mealsFollowedByCheckIn(
  meals: readonly Meal[],
  checkInTimes: readonly number[],
  food: TriggerFood,
  window: DelayWindow,
): number {
  let count = 0;
  let first = 0;
  for (const meal of meals) {
    if (!meal.foods.includes(food)) continue;
    const from = meal.at + window.fromHours * MS_PER_HOUR;
    const to = meal.at + window.toHours * MS_PER_HOUR;
    while (first < checkInTimes.length && (checkInTimes[first] as number) < from) first += 1;
    if (first < checkInTimes.length && (checkInTimes[first] as number) < to) count += 1;
  }
  return count;
}
