// The HELD-OUT experiment world: people of the independent diary generator
// (lab/insights/held-out/, its own symptom process, effect shapes, logging habits and
// life events) running the experiment's plan imperfectly. Nothing is fitted, tuned or chosen on
// it: it is only reported, beside the training world (training-world.ts). Only the plan-following
// layer is written here, in the same terms as the training world's (a real trigger half the time,
// 5-12% of avoid days slipping and 60% of slips unlogged, 0-25% of portions skipped); the
// trigger's size, delay and shape come from the held-out generator's own assumptions (onset 0-18 h,
// lasting 6-42 h, the largest exposure acting, graded, threshold or flat), as do its stress,
// flares, bad spells, treatment changes, unrecorded shifts, check-in habits and logging.
// People who stop logging for good are left out (a stopped experiment has no end to judge).

import { addDays } from '#domain/common/day-key.ts';
import { DEFAULT_DESIGN } from '#domain/experiments/analysis/plan-design.ts';
import { extendExperiment, planExperimentWith } from '#domain/experiments/analysis/plan-experiment.ts';
import type { ExperimentDay } from '#domain/experiments/analysis/types.ts';
import type { TriggerFood } from '#domain/insights/types.ts';
import { type Dish, HELD_OUT_DISHES } from '../insights/held-out/dishes.ts';
import { createLocalCalendar } from '../insights/held-out/local-calendar.ts';
import { logJournal } from '../insights/held-out/logging.ts';
import type { Meal } from '../insights/held-out/meals.ts';
import { simulateMeals } from '../insights/held-out/meals.ts';
import { drawPerson, foodRates } from '../insights/held-out/person.ts';
import type { PlantedPair } from '../insights/held-out/symptoms.ts';
import {
  choosePairs,
  exposuresFor,
  MIN_DAILY_RATE,
  PAIR_EFFECTS,
  type TriggerShape,
  type TruePair,
} from '../insights/held-out/triggers.ts';
import { simulateWorld } from '../insights/held-out/world.ts';
import { createRandom, mixSeed, type Random } from '../insights/random.ts';
import type { ExperimentCase } from './experiment-case.ts';
import type { WorldOptions } from './training-world.ts';

const FIRST_START: string = '2025-05-01';

function challengeDish(food: TriggerFood): Dish | null {
  const candidates = HELD_OUT_DISHES.filter((dish) => dish.foods.includes(food));
  candidates.sort((a, b) => a.foods.length - b.foods.length);
  return candidates[0] ?? null;
}

export function generateHeldOutExperiment(seed: number, options: WorldOptions = {}): ExperimentCase {
  const design = options.design ?? DEFAULT_DESIGN;
  const root = createRandom(seed);
  const choose = root.fork('experiment');
  const preDays = choose.int(0, 40);
  const planLength = 49;
  const days = preDays + planLength + 1;
  const startDay = addDays(FIRST_START, root.fork('start').int(0, 364));
  const endDay = addDays(startDay, days - 1);
  const person = drawPerson(root.fork('person'), endDay, days);
  person.logging.stopDay = null;
  // The plan asks for check-ins morning and evening (and after each portion): in this world's own
  // check-in habit that is one more a day (its logging caps a day at three).
  if (options.challengeCheckIns) person.logging.checkInsPerDay += 1;
  const rates = foodRates(person);
  const eaten = [...rates.entries()]
    .filter(([, rate]) => rate >= MIN_DAILY_RATE)
    .map(([food]) => food)
    .sort();
  const food: TriggerFood = eaten.length > 0 ? choose.choice(eaten) : 'gluten';
  const real = choose.bernoulli(0.5);
  const pairs: TruePair[] = choosePairs(root.fork('pairs'), person.symptoms, rates).filter(
    (pair) => pair.trigger !== food,
  );
  if (real) {
    const symptomIndex = choose.int(0, person.symptoms.length - 1);
    pairs.push({
      trigger: food,
      symptomIndex,
      symptom: person.symptoms[symptomIndex] as string,
      effect: choose.choice(PAIR_EFFECTS),
      onsetHours: choose.uniform(0, 18),
      durationHours: choose.uniform(6, 42),
      shape: choose.weightedChoice<TriggerShape>(['graded', 'threshold', 'flat'], [0.45, 0.35, 0.2]),
    });
  }
  const planStart = addDays(person.firstDay, preDays);
  const plan = planExperimentWith(
    { food, symptoms: [...person.symptoms], start: planStart, timeZone: person.zone },
    design,
  );
  const extended = extendExperiment(plan, design) ?? plan;
  const planDay = (day: number): ExperimentDay | null => extended.days[day - preDays] ?? null;

  const calendar = createLocalCalendar(person.firstDay, days, person.zone);
  const world = simulateWorld(root.fork('world'), person, calendar);
  const usual = simulateMeals(root.fork('meals'), person, calendar, world);
  const life = root.fork('plan-life');
  const slipRate = life.uniform(0.05, 0.12);
  const skipRate = life.uniform(0, 0.25);
  const dish = challengeDish(food);
  const meals: Meal[] = [];
  const hiddenSlips = new Set<Meal>();
  let skippedPortions = 0;
  const slipDays = new Set<number>();
  for (let day = 0; day < days; day += 1) {
    const rule = planDay(day);
    if (rule !== null && rule.food === 'avoid' && life.bernoulli(slipRate)) slipDays.add(day);
  }
  const slipped = new Set<number>();
  for (const meal of usual) {
    const rule = planDay(meal.day);
    if (rule === null || rule.food === 'as-usual' || !meal.foods.includes(food)) {
      meals.push(meal);
      continue;
    }
    if (slipDays.has(meal.day) && !slipped.has(meal.day)) {
      slipped.add(meal.day);
      meals.push(meal);
      if (!life.bernoulli(0.4)) hiddenSlips.add(meal);
      continue;
    }
    const swap = swapWithout(life, person.repertoire[meal.kind], food);
    if (swap) meals.push({ ...meal, text: swap.text, foods: swap.dish.foods });
  }
  for (let day = 0; day < days; day += 1) {
    const rule = planDay(day);
    if (rule === null || dish === null) continue;
    if (slipDays.has(day) && !slipped.has(day)) {
      const slip = portionMeal(calendar, dish, day, 'medium', life.uniform(15, 21), 'snack');
      meals.push(slip);
      if (!life.bernoulli(0.4)) hiddenSlips.add(slip);
    }
    if (rule.food === 'eat') {
      if (life.bernoulli(skipRate)) skippedPortions += 1;
      // The planned portion is a meal the plan asked for: logged like a meal, not like a snack.
      else
        meals.push(
          portionMeal(calendar, dish, day, rule.portion ?? 'medium', life.uniform(11.5, 14), 'main'),
        );
    }
  }
  meals.sort((a, b) => a.at - b.at);

  const exposureStream = root.fork('exposures');
  const planted: PlantedPair[] = pairs.map((pair) => ({
    pair,
    exposures: exposuresFor(exposureStream, pair, meals),
  }));
  const extendedNow = calendar.instant(preDays + extended.days.length, 9);
  const nowAtEnd = calendar.instant(preDays + plan.days.length, 9);
  const logsStress = person.factorDraws.stress < 0.6;
  const logsSleep = person.factorDraws.sleep < 0.3;
  const { entries } = logJournal(
    root.fork('logging'),
    person,
    calendar,
    world,
    meals.filter((meal) => !hiddenSlips.has(meal)),
    planted,
    { stress: logsStress, sleep: logsSleep },
    extendedNow,
  );
  const truth: Record<string, number> = {};
  for (const symptom of person.symptoms) {
    truth[symptom] = pairs.find((pair) => pair.trigger === food && pair.symptom === symptom)?.effect ?? 0;
  }
  const treatmentChanges = person.treatment
    ? [
        {
          date: calendar.dayKey(person.treatment.day),
          medication: person.treatment.medication,
          change: person.treatment.change,
        },
      ]
    : [];
  const realPair = pairs.find((pair) => pair.trigger === food);
  return {
    id: `held-out-${seed}`,
    input: {
      plan,
      entries: entries.filter((entry) => Date.parse(entry.createdAt) <= nowAtEnd),
      profile: { symptoms: [...person.symptoms], suspectedTriggers: [], dietaryRestrictions: person.diets },
      now: new Date(nowAtEnd).toISOString(),
      timeZone: person.zone,
      treatmentChanges,
    },
    extended: { plan: extended, now: new Date(extendedNow).toISOString(), entries },
    truth,
    traits: {
      real,
      slipRate,
      skippedPortions,
      treatmentChange: person.treatment !== null || person.unknownShift !== null,
      delayHours: realPair
        ? { from: realPair.onsetHours, to: realPair.onsetHours + realPair.durationHours }
        : null,
    },
  };
}

function swapWithout(
  random: Random,
  choices: readonly { dish: Dish; text: string; weight: number }[],
  food: TriggerFood,
) {
  const allowed = choices.filter((choice) => !choice.dish.foods.includes(food));
  if (allowed.length === 0) return null;
  return random.weightedChoice(
    allowed,
    allowed.map((choice) => choice.weight),
  );
}

function portionMeal(
  calendar: ReturnType<typeof createLocalCalendar>,
  dish: Dish,
  day: number,
  portion: 'small' | 'medium' | 'large',
  hour: number,
  kind: 'main' | 'snack',
): Meal {
  return {
    day,
    hour,
    at: calendar.instant(day, hour),
    slot: hour < 15 ? 'lunch' : 'snacks',
    kind,
    text: dish.texts[0] as string,
    foods: dish.foods,
    portion,
    source: 'home',
  };
}

export function heldOutExperimentCohort(
  seed: number,
  people: number,
  options: WorldOptions = {},
): ExperimentCase[] {
  return Array.from({ length: people }, (_, index) =>
    generateHeldOutExperiment(mixSeed(seed, index), options),
  );
}
