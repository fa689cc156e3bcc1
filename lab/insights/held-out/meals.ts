// What a held-out person really eats and drinks, logged or not. Days are shaped by the hidden life
// (world.ts): stress and a coming flare push comfort food and large portions, evenings out bring
// alcohol with delivery or restaurant food, a flare makes cooking less likely, and a food cut at a
// treatment change disappears from then on (with the odd slip).

import type { TriggerFood } from '#domain/insights/types.ts';
import type { MealSize, MealSource } from '#domain/journal/meal-options.ts';
import type { MealTime } from '#domain/journal/meal-time.ts';
import { clamp, type Random } from '../random.ts';
import type { DishKind } from './dishes.ts';
import type { LocalCalendar } from './local-calendar.ts';
import type { Choice, Person } from './person.ts';
import { flareLevel, type World } from './world.ts';

export type Meal = {
  day: number;
  /** Local hour on `day` (fractional). */
  hour: number;
  /** The instant, epoch ms. */
  at: number;
  slot: MealTime;
  kind: DishKind;
  text: string;
  foods: readonly TriggerFood[];
  portion: MealSize;
  source: MealSource;
};

function pickDish(
  random: Random,
  choices: readonly Choice[],
  context: { craving: number; source: MealSource; cut: TriggerFood | null },
): Choice | null {
  if (choices.length === 0) return null;
  const weights = choices.map((choice) => {
    let weight = choice.weight;
    if (choice.dish.comfort) weight *= 1 + 2 * context.craving;
    if (choice.dish.takeaway) weight *= context.source === 'home' ? 0.25 : 3;
    if (context.cut !== null && choice.dish.foods.includes(context.cut)) weight *= 0.03;
    return weight;
  });
  return random.weightedChoice(choices, weights);
}

function pickPortion(random: Random, person: Person, craving: number, source: MealSource): MealSize {
  const large = clamp(person.eating.largePortions + 0.12 * craving + (source === 'home' ? 0 : 0.15), 0, 0.8);
  const small = clamp(person.eating.smallPortions - 0.05 * craving, 0.02, 0.6);
  const draw = random.next();
  if (draw < large) return 'large';
  if (draw < large + small) return 'small';
  return 'medium';
}

export function simulateMeals(random: Random, person: Person, calendar: LocalCalendar, world: World): Meal[] {
  const meals: Meal[] = [];
  const { eating, repertoire } = person;
  for (let day = 0; day < calendar.days; day += 1) {
    const state = world.days[day];
    if (!state) continue;
    const cut = person.treatment && day >= person.treatment.day ? person.treatment.cutFood : null;
    const craving = state.craving;
    const flareAtDinner = flareLevel(world.flares, calendar.instant(day, 18));
    const add = (kind: DishKind, slot: MealTime, hour: number, source: MealSource, extraCraving = 0) => {
      const choice = pickDish(random, repertoire[kind], { craving: craving + extraCraving, source, cut });
      if (!choice) return;
      meals.push({
        day,
        hour,
        at: calendar.instant(day, hour),
        slot,
        kind,
        text: choice.text,
        foods: choice.dish.foods,
        portion: pickPortion(random, person, craving + extraCraving, source),
        source,
      });
    };

    if (!random.bernoulli(eating.skipBreakfast)) {
      const hour = state.weekend ? random.normal(9, 0.9) : random.normal(7.2, 0.6);
      add('breakfast', 'breakfast', clamp(hour, 5.5, 10.9), random.bernoulli(0.04) ? 'restaurant' : 'home');
    }

    const lunchOut = !state.weekend && random.bernoulli(eating.workLunchOut);
    const lunchSource: MealSource = lunchOut ? 'restaurant' : random.bernoulli(0.05) ? 'delivery' : 'home';
    add('main', 'lunch', clamp(random.normal(12.7, 0.7), 11, 15.5), lunchSource);

    // Too tired to cook during a flare, or worn out by a stressful spell: more delivery.
    const worn = Math.min(0.5, 0.15 * flareAtDinner + 0.08 * state.stress);
    let dinnerSource: MealSource;
    if (state.social) dinnerSource = random.bernoulli(0.5) ? 'delivery' : 'restaurant';
    else {
      const draw = random.next();
      dinnerSource = draw < 0.07 + worn ? 'delivery' : draw < 0.13 + worn ? 'restaurant' : 'home';
    }
    const dinnerHour = clamp(random.normal(state.social ? 20 : 19, 0.9), 16.5, 22.5);
    add('main', 'dinner', dinnerHour, dinnerSource);

    const snacks = random.poisson(eating.snacksPerDay * (1 + 0.25 * craving));
    for (let index = 0; index < snacks; index += 1) {
      const hour = clamp(random.choice([10.5, 15.5, 21]) + random.normal(0, 1), 9, 23.5);
      add('snack', 'snacks', hour, 'home', 0.5 * craving);
    }

    const drinkChance = state.social
      ? eating.drinkOnSocialEvening
      : eating.drinkOnOrdinaryEvening * (1 + 0.4 * state.stress);
    if (random.bernoulli(drinkChance)) {
      const hour = clamp(dinnerHour + random.uniform(0, 2), 17, 23.5);
      add('drink', hour >= 22 ? 'snacks' : 'dinner', hour, state.social ? dinnerSource : 'home');
    }
  }
  meals.sort((a, b) => a.at - b.at);
  return meals;
}
