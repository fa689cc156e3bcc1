// What a slow-world person really eats, logged or not: breakfast, lunch and dinner every day and a
// snack on some, each from the person's repertoire for the slot. Each week every slot has a
// favourite eaten most days, so foods come in runs of days and then stop, which is when a
// cumulative reaction builds and fades. Portions vary around their size.

import type { TriggerFood } from '#domain/insights/types.ts';
import type { MealSize } from '#domain/journal/meal-options.ts';
import type { MealTime } from '#domain/journal/meal-time.ts';
import type { Random } from '#lab/insights/random.ts';
import type { SlowDish } from './dishes.ts';
import type { SlowPerson } from './person.ts';
import { SLOW_DOSE } from './reactions.ts';

export type SlowMeal = {
  day: number;
  hour: number;
  slot: MealTime;
  text: string;
  foods: readonly TriggerFood[];
  size: MealSize;
  dose: number;
  /** A meal with the food on a day the plan said not to eat it. */
  slip?: boolean;
  /** The plan's portion. */
  planned?: boolean;
};

const HOURS: Readonly<Record<MealTime, [number, number]>> = {
  breakfast: [6.5, 9.5],
  lunch: [11.5, 14],
  snacks: [15, 17],
  dinner: [18, 21],
};

export function mealAt(
  random: Random,
  day: number,
  slot: MealTime,
  dish: SlowDish,
  size: MealSize,
): SlowMeal {
  return {
    day,
    hour: random.uniform(...HOURS[slot]),
    slot,
    text: dish.text,
    foods: dish.foods,
    size,
    dose: SLOW_DOSE[size] * random.uniform(0.85, 1.15),
  };
}

export function portionSize(random: Random, person: SlowPerson): MealSize {
  const { small, medium, large } = person.eating.portions;
  return random.weightedChoice(['small', 'medium', 'large'] as const, [small, medium, large]);
}

export function drawMeals(random: Random, person: SlowPerson, totalDays: number): SlowMeal[] {
  const meals: SlowMeal[] = [];
  const favourite = new Map<MealTime, SlowDish>();
  for (let day = 0; day < totalDays; day += 1) {
    if (day % 7 === 0)
      for (const slot of ['breakfast', 'lunch', 'dinner', 'snacks'] as const)
        favourite.set(slot, random.choice(person.repertoire[slot]));
    const slots: MealTime[] = ['breakfast', 'lunch', 'dinner'];
    if (random.bernoulli(person.eating.snackRate)) slots.push('snacks');
    for (const slot of slots) {
      const dish = random.bernoulli(person.eating.favouriteShare)
        ? (favourite.get(slot) as SlowDish)
        : random.choice(person.repertoire[slot]);
      meals.push(mealAt(random, day, slot, dish, portionSize(random, person)));
    }
  }
  return meals;
}

/** The share of days on which the person eats each food. */
export function foodDayShares(meals: readonly SlowMeal[], totalDays: number): Map<TriggerFood, number> {
  const days = new Map<TriggerFood, Set<number>>();
  for (const meal of meals)
    for (const food of meal.foods) {
      let set = days.get(food);
      if (set === undefined) {
        set = new Set();
        days.set(food, set);
      }
      set.add(meal.day);
    }
  return new Map([...days].map(([food, set]) => [food, set.size / totalDays]));
}
