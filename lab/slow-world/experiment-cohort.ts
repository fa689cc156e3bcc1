// The slow world as bench:experiments reads it: people running the experiment's plan imperfectly.
// Half test a food that really acts on one of their symptoms, in one of the four ways of
// reactions.ts; 30% also react to another food they eat. Before the plan, 7-40 days of ordinary
// journal. On the plan's avoid and washout days the food's meals are swapped for others of the
// person's repertoire, except on 4-12% of days (a slip: the food all the same, logged half the
// time); on its eat days, one portion of the planned size as the plainest dish with the food, at
// lunch or dinner time, skipped 0-25% of the time (by person), the food kept out of other meals.
// The plan asks for more check-ins (a fifth more likely each) and one 3-6 h after each portion
// (answered 60% of the time); bad days still bring more, and fuller, check-ins.

import { addDays } from '#domain/common/day-key.ts';
import { DEFAULT_DESIGN } from '#domain/experiments/analysis/plan-design.ts';
import { extendExperiment, planExperimentWith } from '#domain/experiments/analysis/plan-experiment.ts';
import type { ExperimentDay } from '#domain/experiments/analysis/types.ts';
import type { TriggerFood } from '#domain/insights/types.ts';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { createRandom, mixSeed, type Random } from '#lab/insights/random.ts';
import type { ExperimentCase } from '../experiments/experiment-case.ts';
import type { WorldOptions } from '../experiments/training-world.ts';
import { drawEatenFood, drawPair, drawStartDay, simulateSlowDiary } from './diary.ts';
import { challengeDish } from './dishes.ts';
import { drawMeals, foodDayShares, mealAt, type SlowMeal } from './meals.ts';
import type { SlowPerson } from './person.ts';
import { drawSlowPerson } from './person.ts';
import type { SlowReaction } from './reactions.ts';

export type SlowExperiment = ExperimentCase & {
  reactions: SlowReaction[];
  felt: (index: number, day: number, hour: number) => number;
  preDays: number;
};

export function generateSlowExperiment(seed: number, options: WorldOptions = {}): SlowExperiment {
  const design = options.design ?? DEFAULT_DESIGN;
  const root = createRandom(seed);
  const person = drawSlowPerson(root.fork('person'));
  const choose = root.fork('experiment');
  const preDays = choose.int(7, 40);
  const start = drawStartDay(root.fork('start'));
  // The plan's length is known only once the food is; the food is chosen from a first look at
  // what the person eats, over as many days as the longest plan could need.
  const usual = drawMeals(root.fork('meals'), person, preDays + 60);
  const shares = foodDayShares(usual, preDays + 60);
  const food: TriggerFood = drawEatenFood(choose, shares) ?? 'gluten';
  const plan = planExperimentWith(
    { food, symptoms: [...person.symptoms], start: addDays(start, preDays), timeZone: person.zone },
    design,
  );
  const extended = extendExperiment(plan, design) ?? plan;
  const totalDays = preDays + extended.days.length + 1;
  const planDay = (day: number): ExperimentDay | null => extended.days[day - preDays] ?? null;

  const real = choose.bernoulli(0.5);
  const reactions: SlowReaction[] = [];
  if (real) reactions.push(drawPair(choose, food, choose.int(0, person.symptoms.length - 1)));
  const other = drawEatenFood(choose, shares, [food]);
  if (other !== null && choose.bernoulli(0.3))
    reactions.push(drawPair(choose, other, choose.int(0, person.symptoms.length - 1)));

  const followed = followPlan(
    root.fork('plan-life'),
    person,
    usual.filter((meal) => meal.day < totalDays),
    food,
    planDay,
  );
  const asked = new Map<number, number>();
  const askRandom = root.fork('asked');
  if (options.challengeCheckIns !== false)
    for (const meal of followed.meals)
      if (meal.planned && askRandom.bernoulli(0.6))
        asked.set(meal.day, Math.min(23.5, meal.hour + askRandom.uniform(3, 6)));
  const diary = simulateSlowDiary(root.fork('diary'), person, start, totalDays, followed.meals, reactions, {
    boost: (day) => (planDay(day) === null ? 1 : 1.2),
    asked: (day) => asked.get(day) ?? null,
  });

  const nowAtEnd = diary.clock.instantMs(preDays + plan.days.length, 9);
  const extendedNow = diary.clock.instantMs(preDays + extended.days.length, 9);
  const known = (entry: JournalEntryDto, now: number) => Date.parse(entry.createdAt) <= now;
  const tested = reactions.find((reaction) => reaction.food === food) ?? null;
  const truth: Record<string, number> = {};
  person.symptoms.forEach((name, index) => {
    truth[name] = tested !== null && tested.symptomIndex === index ? tested.effect : 0;
  });
  const suspect = root.fork('suspicions');
  return {
    id: `slow-${seed}`,
    input: {
      plan,
      entries: diary.entries.filter((entry) => known(entry, nowAtEnd)),
      profile: {
        symptoms: [...person.symptoms],
        suspectedTriggers: suspect.bernoulli(0.6) ? [food] : [],
        dietaryRestrictions: ['none'],
      },
      now: new Date(nowAtEnd).toISOString(),
      timeZone: person.zone,
      treatmentChanges: [],
    },
    extended: {
      plan: extended,
      now: new Date(extendedNow).toISOString(),
      entries: diary.entries.filter((entry) => known(entry, extendedNow)),
    },
    truth,
    traits: {
      real,
      slipRate: followed.slipRate,
      skippedPortions: followed.skippedPortions,
      treatmentChange: false,
      delayHours:
        tested === null || tested.kind === 'cumulative'
          ? null
          : { from: tested.onsetHours, to: tested.onsetHours + tested.durationHours },
      reactionKind: tested?.kind ?? null,
    },
    reactions,
    felt: diary.felt,
    preDays,
  };
}

function followPlan(
  random: Random,
  person: SlowPerson,
  usual: readonly SlowMeal[],
  food: TriggerFood,
  planDay: (day: number) => ExperimentDay | null,
): { meals: SlowMeal[]; slipRate: number; skippedPortions: number } {
  const slipRate = random.uniform(0.04, 0.12);
  const skipRate = random.uniform(0, 0.25);
  const dish = challengeDish(food);
  const meals: SlowMeal[] = [];
  const slipDays = new Set<number>();
  const slipped = new Set<number>();
  let skippedPortions = 0;
  for (const meal of usual) {
    const rule = planDay(meal.day);
    if (rule === null || rule.food === 'as-usual' || !meal.foods.includes(food)) {
      meals.push(meal);
      continue;
    }
    if (rule.food === 'avoid' && !slipped.has(meal.day) && random.bernoulli(slipRate)) {
      slipped.add(meal.day);
      meals.push({ ...meal, slip: true });
      continue;
    }
    const others = person.repertoire[meal.slot].filter((candidate) => !candidate.foods.includes(food));
    if (others.length > 0) {
      const swap = random.choice(others);
      meals.push({ ...meal, text: swap.text, foods: swap.foods });
    }
  }
  const lastDay = usual.reduce((last, meal) => Math.max(last, meal.day), 0);
  for (let day = 0; day <= lastDay; day += 1) {
    const rule = planDay(day);
    if (rule === null) continue;
    // A slip on a day the usual meals had none of the food: a snack with it.
    if (rule.food === 'avoid' && !slipped.has(day) && !slipDays.has(day) && random.bernoulli(slipRate / 2)) {
      slipDays.add(day);
      meals.push({ ...mealAt(random, day, 'snacks', dish, 'medium'), slip: true });
    }
    if (rule.food !== 'eat') continue;
    if (random.bernoulli(skipRate)) {
      skippedPortions += 1;
      continue;
    }
    const slot = random.bernoulli(0.5) ? 'lunch' : 'dinner';
    meals.push({ ...mealAt(random, day, slot, dish, rule.portion ?? 'medium'), planned: true });
  }
  meals.sort((a, b) => a.day - b.day || a.hour - b.hour);
  return { meals, slipRate, skippedPortions };
}

export function slowExperimentCohort(
  seed: number,
  people: number,
  options: WorldOptions = {},
): ExperimentCase[] {
  return Array.from({ length: people }, (_, index) => {
    const {
      reactions: _reactions,
      felt: _felt,
      preDays: _preDays,
      ...item
    } = generateSlowExperiment(mixSeed(seed, index), options);
    return item;
  });
}
