// What the second training world's people eat (../second-training-world.ts): a repertoire of
// dishes, the tested food on as-usual days at the person's own rate, slips on days without it, and
// the plan's portions (some skipped) at any hour of the day. Doses are this world's own.

import type { ExperimentDay } from '#domain/experiments/analysis/types.ts';
import type { TriggerFood } from '#domain/insights/types.ts';
import type { MealSize } from '#domain/journal/meal-options.ts';
import type { MealTime } from '#domain/journal/meal-time.ts';
import { DISHES, type Dish } from '#lab/insights/dish-library.ts';
import type { Random } from '#lab/insights/random.ts';

/** This world's own doses (the analysis assumes small 0.6, large 1.4 at most through its logging). */
const DOSE: Readonly<Record<MealSize, number>> = { small: 0.5, medium: 1, large: 1.6 };

export type Meal = {
  day: number;
  hour: number;
  slot: MealTime;
  text: string;
  size: MealSize;
  foods: readonly TriggerFood[];
  dose: number;
  slip: boolean;
  portion: boolean;
};

function mealSize(random: Random): MealSize {
  return random.weightedChoice(['small', 'medium', 'large'] as const, [0.25, 0.55, 0.2]);
}

function dishesFor(slot: MealTime, kind: Dish['kind'][]): Dish[] {
  return DISHES.filter((dish) => dish.slots.includes(slot) && kind.includes(dish.kind));
}

/** The dish a challenge portion is: one with the food alone if there is one, else the fewest others. */
export function challengeDish(food: TriggerFood): Dish {
  const candidates = DISHES.filter((dish) => dish.triggers.includes(food));
  candidates.sort((a, b) => a.triggers.length - b.triggers.length || a.id.localeCompare(b.id));
  return candidates[0] as Dish;
}

export type MealsDrawn = { meals: Meal[]; slipRate: number; skippedPortions: number };

/** Every meal of `totalDays` days, in order; `planDay` is the plan's rule for a day (null outside it). */
export function drawMeals(
  eat: Random,
  food: TriggerFood,
  totalDays: number,
  planDay: (day: number) => ExperimentDay | null,
): MealsDrawn {
  const foodRate = eat.uniform(0.3, 1.2); // meals with the food per day, as usual
  const snackRate = eat.uniform(0.2, 0.8);
  const repertoire = (slot: MealTime, withFood: boolean) => {
    const pool = dishesFor(slot, slot === 'snacks' ? ['snack'] : ['main']).filter(
      (dish) => dish.triggers.includes(food) === withFood,
    );
    return pool.length > 0
      ? pool
      : dishesFor(slot, ['main', 'snack', 'side']).filter((d) => d.triggers.includes(food) === withFood);
  };
  const favourites = new Map<string, Dish[]>();
  for (const slot of ['breakfast', 'lunch', 'dinner', 'snacks'] as const)
    for (const withFood of [true, false]) {
      const pool = repertoire(slot, withFood);
      favourites.set(
        `${slot}-${withFood}`,
        eat.shuffle(pool).slice(0, Math.max(1, Math.min(pool.length, eat.int(3, 8)))),
      );
    }
  const pick = (slot: MealTime, withFood: boolean): Dish | null => {
    const list = favourites.get(`${slot}-${withFood}`) ?? [];
    return list.length > 0 ? eat.choice(list) : null;
  };
  const slipRate = eat.uniform(0.05, 0.12);
  const skipRate = eat.uniform(0, 0.3);
  const dish = challengeDish(food);
  const meals: Meal[] = [];
  let skippedPortions = 0;
  const hours: Record<MealTime, [number, number]> = {
    breakfast: [6.5, 9.5],
    lunch: [11.5, 14.5],
    snacks: [15, 17],
    dinner: [18, 21],
  };
  for (let day = 0; day < totalDays; day += 1) {
    const rule = planDay(day);
    const asUsual = rule === null || rule.food === 'as-usual';
    const slots: MealTime[] = ['breakfast', 'lunch', 'dinner'];
    if (eat.bernoulli(snackRate)) slots.push('snacks');
    const foodShare = asUsual ? Math.min(0.9, foodRate / slots.length) : 0;
    const slipToday = rule?.food === 'avoid' && eat.bernoulli(slipRate);
    const slipSlot = slipToday ? eat.choice(slots) : null;
    for (const slot of slots) {
      const withFood = slot === slipSlot || eat.bernoulli(foodShare);
      const chosen = pick(slot, withFood) ?? pick(slot, false);
      if (chosen === null) continue;
      const size = mealSize(eat);
      const hasFood = chosen.triggers.includes(food);
      meals.push({
        day,
        hour: eat.uniform(...hours[slot]),
        slot,
        text: eat.bernoulli(0.6) ? (chosen.texts[0] as string) : eat.choice(chosen.texts),
        size,
        foods: chosen.triggers,
        dose: DOSE[size] * eat.uniform(0.8, 1.25),
        slip: slot === slipSlot && hasFood,
        portion: false,
      });
    }
    if (rule?.food === 'eat') {
      if (eat.bernoulli(skipRate)) skippedPortions += 1;
      else {
        const hour = eat.uniform(8, 20);
        const size = rule.portion ?? 'medium';
        meals.push({
          day,
          hour,
          slot: hour < 10.5 ? 'breakfast' : hour < 15 ? 'lunch' : hour < 17.5 ? 'snacks' : 'dinner',
          text: eat.bernoulli(0.6) ? (dish.texts[0] as string) : eat.choice(dish.texts),
          size,
          foods: dish.triggers,
          dose: DOSE[size] * eat.uniform(0.85, 1.15),
          slip: false,
          portion: true,
        });
      }
    }
  }
  meals.sort((a, b) => a.day - b.day || a.hour - b.hour);

  return { meals, slipRate, skippedPortions };
}
