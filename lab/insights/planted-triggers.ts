// The ground truth: which foods really raise which symptoms for a person, by how much and after how
// long, and what the person believes about it.

import type { TimeOfDay } from '#domain/common/time-of-day.ts';
import type { DelayWindow, TriggerFood } from '#domain/insights/types.ts';
import type { SimMeal } from './daily-life.ts';
import type { Persona, SymptomSpeed } from './persona.ts';
import type { Random } from './random.ts';

/** Rating points added per medium portion while the reaction lasts: the design's three sizes. */
export const EFFECT_SIZES = [0.5, 1, 1.5] as const;
export type EffectSize = (typeof EFFECT_SIZES)[number];

export type PlantedTrigger = {
  trigger: TriggerFood;
  symptom: string;
  effect: EffectSize;
  /** A check-in this many hours after a meal with the food carries the effect (times the dose). */
  delayHours: DelayWindow;
  /**
   * How portions in the window add up: 'sum' (each adds its dose), 'largest' (only the biggest
   * portion counts: two small coffees do less than one large one), 'threshold' (nothing below a
   * medium portion in all, then the full effect: a reaction that needs enough of the food).
   */
  shape: EffectShape;
};

export type EffectShape = 'sum' | 'largest' | 'threshold';

// The design: most people have zero or one real food effect. 40% none, then fewer and fewer.
const TRIGGER_COUNT_WEIGHTS = [0.4, 0.3, 0.2, 0.1];

// A food eaten less than about once in five days could not show an effect in a few months of
// diary, and the benchmark would then be measuring the impossible.
const MIN_MEALS_PER_DAY = 0.2;

// The foods the literature and patients most often blame are also the most often real in this
// cohort, mildly: a uniform choice would make rare culprits like corn as common as gluten.
const TRIGGER_PLAUSIBILITY: Readonly<Record<TriggerFood, number>> = {
  gluten: 2,
  dairy: 2,
  eggs: 1,
  soy: 1,
  corn: 0.7,
  nuts: 1,
  sugar: 1.5,
  'processed-foods': 1.2,
  'artificial-sweeteners': 1,
  'red-meat': 1,
  nightshades: 1.5,
  alcohol: 1.5,
  caffeine: 1.2,
  legumes: 0.8,
  citrus: 0.8,
};

// What people suspect: the foods in the news, whatever their own diary says.
const SUSPICION_POPULARITY: Readonly<Record<TriggerFood, number>> = {
  gluten: 4,
  dairy: 4,
  eggs: 1,
  soy: 1,
  corn: 0.6,
  nuts: 0.8,
  sugar: 3,
  'processed-foods': 2,
  'artificial-sweeteners': 1.2,
  'red-meat': 1.2,
  nightshades: 2.5,
  alcohol: 1.5,
  caffeine: 1.5,
  legumes: 0.5,
  citrus: 0.7,
};

// Reactions start 0-18 h after eating and last 6-42 h, by how fast the symptom reacts.
function delayFor(random: Random, speed: SymptomSpeed): DelayWindow {
  switch (speed) {
    case 'fast': {
      // e.g. 2-8 h: digestive upsets, headaches.
      const fromHours = random.int(0, 4);
      return { fromHours, toHours: fromHours + random.int(6, 12) };
    }
    case 'night': {
      const fromHours = random.int(1, 4);
      return { fromHours, toHours: fromHours + random.int(6, 14) };
    }
    case 'day': {
      const fromHours = random.int(2, 10);
      return { fromHours, toHours: fromHours + random.int(10, 30) };
    }
    case 'slow': {
      // e.g. 12-36 h: joints, muscles, fatigue, brain fog.
      const fromHours = random.int(6, 18);
      return { fromHours, toHours: fromHours + random.int(18, 42) };
    }
  }
}

const SHAPES: readonly EffectShape[] = ['sum', 'largest', 'threshold'];
const SHAPE_WEIGHTS = [0.5, 0.3, 0.2];

// Typical check-in hours, to judge whether a reaction would ever be seen (symptom-process.ts).
const CHECK_IN_HOURS: Readonly<Record<TimeOfDay, number>> = {
  morning: 8.3,
  afternoon: 14.5,
  evening: 19.5,
  night: 22.3,
};

// A reaction that never overlaps a check-in (a 2-6 h reaction to evening wine for someone who only
// checks in on waking) exists in life but not in the diary; planting it would score every engine
// on the impossible. A planted trigger must reach at least this share of the person's check-ins.
const MIN_EXPOSED_CHECK_INS = 0.1;

function exposedShare(
  meals: readonly SimMeal[],
  plan: readonly TimeOfDay[],
  food: TriggerFood,
  window: DelayWindow,
): number {
  const times = meals.filter((meal) => meal.triggers.includes(food)).map((meal) => meal.day * 24 + meal.hour);
  const lastDay = meals.at(-1)?.day ?? 0;
  let checkIns = 0;
  let exposed = 0;
  // Day 2 onwards, so even the longest window has meals behind it.
  for (let day = 2; day <= lastDay; day += 1) {
    for (const timeOfDay of plan) {
      const at = day * 24 + CHECK_IN_HOURS[timeOfDay];
      checkIns += 1;
      if (times.some((time) => at - time >= window.fromHours && at - time <= window.toHours)) exposed += 1;
    }
  }
  return checkIns > 0 ? exposed / checkIns : 0;
}

/** `usual`: a sample of the person's ordinary meals, to plant only foods they really eat. */
export function drawTriggers(random: Random, persona: Persona, usual: readonly SimMeal[]): PlantedTrigger[] {
  const wanted = random.weightedIndex(TRIGGER_COUNT_WEIGHTS);
  const sampleDays = (usual.at(-1)?.day ?? 0) + 1;
  const rates = new Map<TriggerFood, number>();
  for (const meal of usual)
    for (const food of meal.triggers) rates.set(food, (rates.get(food) ?? 0) + 1 / sampleDays);
  const eaten = [...rates].filter(([, rate]) => rate >= MIN_MEALS_PER_DAY).map(([food]) => food);
  const planted: PlantedTrigger[] = [];
  for (let attempt = 0; planted.length < wanted && attempt < 30 && eaten.length > 0; attempt += 1) {
    const trigger = random.weightedChoice(
      eaten,
      eaten.map((food) => TRIGGER_PLAUSIBILITY[food]),
    );
    const symptom = random.choice(persona.symptoms);
    if (planted.some((known) => known.trigger === trigger && known.symptom === symptom.name)) continue;
    const delayHours = delayFor(random, symptom.speed);
    if (exposedShare(usual, persona.checkInPlan, trigger, delayHours) < MIN_EXPOSED_CHECK_INS) continue;
    planted.push({
      trigger,
      symptom: symptom.name,
      effect: random.choice(EFFECT_SIZES),
      delayHours,
      shape: random.weightedChoice(SHAPES, SHAPE_WEIGHTS),
    });
  }
  return planted;
}

/** The person's suspected triggers: their real ones half the time, plus a few popular wrong ones. */
export function drawSuspicions(random: Random, planted: readonly PlantedTrigger[]): string[] {
  const suspected = new Set<string>();
  for (const known of planted) if (random.bernoulli(0.5)) suspected.add(known.trigger);
  const foods = Object.keys(SUSPICION_POPULARITY) as TriggerFood[];
  const wrong = Math.min(4, random.poisson(1.2));
  for (let index = 0; index < wrong; index += 1) {
    suspected.add(
      random.weightedChoice(
        foods,
        foods.map((food) => SUSPICION_POPULARITY[food]),
      ),
    );
  }
  // With no suspicion the profile stores 'none' ("still figuring out") or nothing.
  if (suspected.size === 0) return random.bernoulli(0.5) ? ['none'] : [];
  return [...suspected];
}
