// What a synthetic person actually does each day, whether or not they log it: stressful days,
// flares (and the day before them), and every meal with its dishes, portion, place and the words
// they would use for it. Missed entries are decided later (journal-logging.ts): a meal nobody
// logged still reaches the symptom process.

import type { TriggerFood } from '#domain/insights/types.ts';
import type { MealSize, MealSource } from '#domain/journal/meal-options.ts';
import type { MealTime } from '#domain/journal/meal-time.ts';
import { DISHES, type Dish } from './dish-library.ts';
import type { Persona } from './persona.ts';
import { clamp, type Random } from './random.ts';

export type DayState = {
  stressed: boolean;
  /** A flare is under way. */
  flare: boolean;
  /** A flare starts tomorrow: appetite already changes (the prodrome). */
  prodrome: boolean;
  /** How stressed the person feels, 0-1 (high on stressful days, low otherwise). */
  stressLevel: number;
  /** Hours slept the night before this day, and how well (1-5). */
  sleepHours: number;
  sleepQuality: number;
};

export type SimMeal = {
  day: number;
  /** Hour on the person's clock, fractional. */
  hour: number;
  slot: MealTime;
  dishes: readonly Dish[];
  /** The foods truly in the meal: the union of its dishes'. */
  triggers: readonly TriggerFood[];
  size: MealSize;
  /** Portion as a multiple of a medium one: what a trigger's effect is scaled by. */
  dose: number;
  source: MealSource;
  text: string;
};

// The design's doses (small 0.6, medium 1.0, large 1.4); the engine reads the same scale.
export const DOSE_OF_SIZE: Readonly<Record<MealSize, number>> = { small: 0.6, medium: 1, large: 1.4 };

const SIZES: readonly MealSize[] = ['small', 'medium', 'large'];

/** How a day's circumstances bend choices; 1 is "as usual". */
type Pulls = {
  comfort: number;
  bland: number;
  craving: number;
  largerPortions: number;
  /** Extra chance that a dinner out is delivered. */
  delivery: number;
  /** A food the person has cut out: its dishes are rarely chosen. */
  avoid: TriggerFood | null;
};

const USUAL: Pulls = { comfort: 1, bland: 1, craving: 1, largerPortions: 1, delivery: 0, avoid: null };

// Someone who cuts a food still slips now and then (a shared dish, a hidden ingredient).
const CUT_SLIP = 0.08;

function isAlcoholic(dish: Dish): boolean {
  return dish.triggers.includes('alcohol');
}

function candidates(slot: MealTime, kinds: readonly Dish['kind'][]): number[] {
  const indices: number[] = [];
  DISHES.forEach((dish, index) => {
    if (kinds.includes(dish.kind) && dish.slots.includes(slot)) indices.push(index);
  });
  return indices;
}

// The candidate lists never change, so they are built once.
const MAINS: Readonly<Record<MealTime, number[]>> = {
  breakfast: candidates('breakfast', ['main']),
  lunch: candidates('lunch', ['main']),
  dinner: candidates('dinner', ['main']),
  snacks: candidates('snacks', ['snack', 'drink', 'main']),
};
const SIDES: Readonly<Record<MealTime, number[]>> = {
  breakfast: candidates('breakfast', ['side']),
  lunch: candidates('lunch', ['side']),
  dinner: candidates('dinner', ['side']),
  snacks: [],
};
const DRINKS: Readonly<Record<MealTime, number[]>> = {
  breakfast: candidates('breakfast', ['drink']),
  lunch: candidates('lunch', ['drink']),
  dinner: candidates('dinner', ['drink']),
  snacks: candidates('snacks', ['drink']),
};

function pick(
  random: Random,
  persona: Persona,
  pool: readonly number[],
  pulls: Pulls,
  filter?: (dish: Dish) => boolean,
) {
  const weights = pool.map((index) => {
    const dish = DISHES[index] as Dish;
    if (filter && !filter(dish)) return 0;
    let weight = persona.dishWeights[index] as number;
    if (dish.tags.includes('comfort')) weight *= pulls.comfort;
    if (dish.tags.includes('bland')) weight *= pulls.bland;
    if (dish.tags.includes('craving')) weight *= pulls.craving;
    if (pulls.avoid !== null && dish.triggers.includes(pulls.avoid)) weight *= CUT_SLIP;
    return weight;
  });
  if (!weights.some((weight) => weight > 0)) return null;
  return DISHES[pool[random.weightedIndex(weights)] as number] as Dish;
}

function textOf(random: Random, dish: Dish, source: MealSource): string {
  // Eaten out, people often write the place or the brand instead of the food.
  if (source !== 'home' && dish.outTexts.length > 0 && random.bernoulli(0.6))
    return random.choice(dish.outTexts);
  // The plain name is the most common wording; the variants carry synonyms, plurals and typos.
  return random.bernoulli(0.4) ? (dish.texts[0] as string) : random.choice(dish.texts);
}

function joinTexts(random: Random, parts: readonly string[]): string {
  let text = parts[0] as string;
  for (const part of parts.slice(1)) {
    const joiner = random.weightedChoice([', ', ' with ', ' and ', ' + '], [0.4, 0.25, 0.25, 0.1]);
    // Lower-casing the second part is how most people type; acronyms (GF, BLT, IPA) keep theirs.
    const acronym = /^[A-Z]{2}/.test(part);
    const shown = !acronym && random.bernoulli(0.7) ? part.charAt(0).toLowerCase() + part.slice(1) : part;
    text += joiner + shown;
  }
  return text;
}

function hourOf(random: Random, slot: MealTime, alcoholic: boolean): number {
  switch (slot) {
    case 'breakfast':
      return clamp(random.normal(7.8, 0.8), 5.5, 10.5);
    case 'lunch':
      return clamp(random.normal(12.8, 0.7), 11, 15);
    case 'dinner':
      return clamp(random.normal(19, 0.9), 16.5, 22);
    case 'snacks':
      // Drinks with alcohol are an evening thing; other snacks spread over the waking day.
      return alcoholic ? random.uniform(19, 23) : random.uniform(10, 21.5);
  }
}

function sourceOf(random: Random, persona: Persona, slot: MealTime, main: Dish, pulls: Pulls): MealSource {
  // After a stressful day nobody cooks: dinner is delivered more often (and a drink comes with it).
  if (slot === 'dinner' && pulls.delivery > 0 && random.bernoulli(pulls.delivery)) return 'delivery';
  const base =
    slot === 'breakfast' ? persona.eatOut * 0.3 : slot === 'snacks' ? persona.eatOut * 0.1 : persona.eatOut;
  const share = Math.min(0.9, main.tags.includes('takeaway') ? base * 3 : base);
  if (!random.bernoulli(share)) return 'home';
  return slot === 'dinner' && random.bernoulli(0.5) ? 'delivery' : 'restaurant';
}

/** One meal in a slot, or null when nothing fits the person's diet there. */
export function drawMeal(
  random: Random,
  persona: Persona,
  day: number,
  slot: MealTime,
  pulls: Pulls = USUAL,
  onlyAlcohol = false,
): SimMeal | null {
  const main = onlyAlcohol
    ? pick(random, persona, DRINKS.snacks, pulls, isAlcoholic)
    : pick(random, persona, MAINS[slot], pulls);
  if (!main) return null;
  const dishes: Dish[] = [main];
  if (main.kind === 'main' && slot !== 'snacks') {
    if (random.bernoulli(persona.mealHabits.sideWithMeal) && SIDES[slot].length > 0) {
      const side = pick(random, persona, SIDES[slot], pulls);
      if (side) dishes.push(side);
    }
    if (random.bernoulli(persona.mealHabits.drinkWithMeal)) {
      // Alcohol with lunch is rare enough to leave out; with dinner it is common.
      const drink = pick(
        random,
        persona,
        DRINKS[slot],
        pulls,
        (dish) => slot === 'dinner' || !isAlcoholic(dish),
      );
      if (drink) dishes.push(drink);
    }
  }
  const source = sourceOf(random, persona, slot, main, pulls);
  const text = joinTexts(
    random,
    dishes.map((dish) => textOf(random, dish, source)),
  );
  const portion = persona.portionWeights;
  const size = random.weightedChoice(SIZES, [portion[0], portion[1], portion[2] * pulls.largerPortions]);
  const triggers = [...new Set(dishes.flatMap((dish) => dish.triggers))];
  return {
    day,
    hour: hourOf(random, slot, dishes.some(isAlcoholic)),
    slot,
    dishes,
    triggers,
    size,
    dose: DOSE_OF_SIZE[size],
    source,
    text,
  };
}

/** Stress runs in spells; flares arrive now and then and last a few days. */
export function drawDays(random: Random, persona: Persona, days: number): DayState[] {
  const states: DayState[] = Array.from({ length: days }, () => ({ ...CALM_DAY }));
  let stressedYesterday = false;
  let flareLeft = 0;
  for (let day = 0; day < days; day += 1) {
    const state = states[day] as DayState;
    state.stressed = random.bernoulli(stressedYesterday ? persona.stress.persistence : persona.stress.daily);
    stressedYesterday = state.stressed;
    if (flareLeft > 0) {
      state.flare = true;
      flareLeft -= 1;
    } else if (random.bernoulli(persona.flares.daily)) {
      // The flare starts tomorrow: today is its prodrome.
      state.prodrome = true;
      flareLeft = 1 + random.poisson(persona.flares.meanLength - 1);
    }
    state.stressLevel = state.stressed ? random.uniform(0.55, 1) : random.uniform(0, 0.35);
    // Stress and pain both cut sleep; a night is otherwise the person's usual, give or take.
    const { usualHours, sd } = persona.sleep;
    const hours = random.normal(usualHours, sd) - 1.2 * state.stressLevel - (state.flare ? 0.8 : 0);
    // People answer in half hours.
    state.sleepHours = Math.round(clamp(hours, 2.5, 11) * 2) / 2;
    const quality = 3 + (state.sleepHours - usualHours) * 0.8 - state.stressLevel + random.normal(0, 0.7);
    state.sleepQuality = clamp(Math.round(quality), 1, 5);
  }
  return states;
}

const CALM_DAY: DayState = {
  stressed: false,
  flare: false,
  prodrome: false,
  stressLevel: 0.1,
  sleepHours: 7,
  sleepQuality: 3,
};

/** A food cut out from a diary day on (a life event, life-events.ts). */
export type FoodCut = { food: TriggerFood; fromDay: number };

/** Every meal eaten over the days, logged or not, in time order. */
export function drawMeals(
  random: Random,
  persona: Persona,
  states: readonly DayState[],
  cut: FoodCut | null = null,
): SimMeal[] {
  const meals: SimMeal[] = [];
  const habits = persona.mealHabits;
  states.forEach((state, day) => {
    const unwell = state.flare || state.prodrome;
    // Feeling a flare coming, or in one, people skip meals and fall back on plain food or on sugar
    // and caffeine to keep going; under stress they reach for comfort food, bigger portions and a
    // drink. Both make foods look linked to symptoms that they do not cause.
    const pulls: Pulls = {
      comfort: state.stressed ? persona.stress.comfortPull : 1,
      bland: unwell ? 3 : 1,
      craving: unwell ? 2.5 : 1,
      largerPortions: state.stressed ? 1.8 : 1,
      delivery: state.stressed ? persona.stress.deliveryPull : 0,
      avoid: cut !== null && day >= cut.fromDay ? cut.food : null,
    };
    const skip = unwell ? 0.15 : 0;
    const dayMeals: SimMeal[] = [];
    const add = (meal: SimMeal | null) => {
      if (meal) dayMeals.push(meal);
    };
    if (random.bernoulli(habits.breakfast - skip)) add(drawMeal(random, persona, day, 'breakfast', pulls));
    if (random.bernoulli(habits.lunch - skip)) add(drawMeal(random, persona, day, 'lunch', pulls));
    if (random.bernoulli(habits.dinner - skip)) add(drawMeal(random, persona, day, 'dinner', pulls));
    const snacks = Math.min(3, random.poisson(habits.snacks + (state.stressed ? 0.5 : 0)));
    for (let index = 0; index < snacks; index += 1) add(drawMeal(random, persona, day, 'snacks', pulls));
    if (state.stressed && random.bernoulli(persona.stress.alcoholPull)) {
      add(drawMeal(random, persona, day, 'snacks', pulls, true));
    }
    // Everyone eats at least twice a day (the brief's 2-5 meals); a missing main is filled in.
    for (const slot of ['lunch', 'dinner'] as const) {
      if (dayMeals.length >= 2) break;
      if (!dayMeals.some((meal) => meal.slot === slot)) add(drawMeal(random, persona, day, slot, pulls));
    }
    dayMeals.sort((a, b) => a.hour - b.hour);
    meals.push(...dayMeals);
  });
  return meals;
}

/** A run of ordinary days (no stress, no flare): what the person usually eats, and when. */
export function usualMeals(random: Random, persona: Persona, sampleDays = 42): SimMeal[] {
  const ordinary = Array.from({ length: sampleDays }, () => ({ ...CALM_DAY }));
  return drawMeals(random, persona, ordinary);
}
