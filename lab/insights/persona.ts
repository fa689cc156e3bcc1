// Who a synthetic person is: what they track, where they live, how they eat, how faithfully they
// log and how their symptoms behave. Every figure here is an assumption about real people with
// autoimmune and inflammatory conditions, stated next to it so it can be argued with.

import type { DietId } from '#domain/catalogues/diets.ts';
import { symptomOptions } from '#domain/catalogues/symptoms.ts';
import type { TimeOfDay } from '#domain/common/time-of-day.ts';
import { DISHES, type Dish } from './dish-library.ts';
import type { Random } from './random.ts';

/**
 * How fast a symptom reacts to food, which sets a planted trigger's delay: digestive upsets and
 * headaches within hours, skin and swelling within a day, joints, muscles, fatigue and brain fog
 * over one to two days (the design's "hours to one or two days"), sleep the same night.
 */
export type SymptomSpeed = 'fast' | 'day' | 'slow' | 'night';

export type SymptomTrait = {
  name: string;
  speed: SymptomSpeed;
  /** The person's usual level on the 1-5 scale before rounding. */
  baseline: number;
  /** Day-to-day carry-over of the slow latent process (AR(1) coefficient). */
  persistence: number;
  /** Standard deviation of the latent process's daily innovation. */
  innovationSd: number;
  /** Check-in to check-in noise (mood, how the question is read, rounding habits). */
  noiseSd: number;
  /** Added at each time of day: morning stiffness and morning fatigue are the common ones. */
  timeOfDay: Readonly<Record<TimeOfDay, number>>;
  /** Rating points added on a stressful day. */
  stressEffect: number;
  /** Rating points added during a flare. */
  flareEffect: number;
  /** Probability that a check-in rates this symptom at all. */
  ratedShare: number;
};

export type Persona = {
  symptoms: SymptomTrait[];
  timeZone: string;
  dietaryRestrictions: DietId[];
  /** Preference weight of each dish in DISHES, diet already applied. */
  dishWeights: number[];
  mealHabits: {
    breakfast: number;
    lunch: number;
    dinner: number;
    /** Mean snacks (including drinks on their own) per day. */
    snacks: number;
    drinkWithMeal: number;
    sideWithMeal: number;
  };
  /** Small, medium, large. */
  portionWeights: [number, number, number];
  /** Share of lunches and dinners eaten out or delivered. */
  eatOut: number;
  checkInPlan: TimeOfDay[];
  logging: {
    /** Share of meals and check-ins logged at the start, the floor it decays to, and how fast. */
    start: number;
    floor: number;
    decayDays: number;
    /** Share of logged entries written a day or more later (the slot's nominal time is stored). */
    backdated: number;
    /** Share written later the same day (the app then stores the time of writing). */
    lateSameDay: number;
  };
  stress: {
    daily: number;
    persistence: number;
    comfortPull: number;
    alcoholPull: number;
    /** Extra share of dinners delivered on a stressful day (nobody cooks after a bad day). */
    deliveryPull: number;
  };
  flares: { daily: number; meanLength: number };
  /** Slow movements of every symptom's level, unrelated to food. */
  drift: {
    /** Rating points per 100 days, the same sign for all symptoms (a slow improvement or decline). */
    perHundredDays: number;
    /** Amplitude (points) of a yearly swing, and its phase in days: winters are worse for many. */
    seasonalAmplitude: number;
    seasonalPhase: number;
  };
  /** Sleep: hours on an ordinary night, how much it varies, and what a short night adds. */
  sleep: { usualHours: number; sd: number; shortNightEffect: number };
  /**
   * The check-in factors (stress 1-5, sleep hours and quality) this person records, or none: the
   * app asks, about 60% answer.
   */
  recordsFactors: boolean;
  /** Logging is this much lower on Saturdays and Sundays (a share of the weekday rate). */
  weekendDip: number;
  /** The diary day on which the person stops logging for good, or null. */
  dropoutDay: number | null;
};

// A few real zones on both sides of Greenwich, with and without daylight saving, so that day
// boundaries and DST changes are exercised.
export const TIME_ZONES = [
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Australia/Sydney',
  'Asia/Kolkata',
] as const;

const CUSTOM_SYMPTOMS: readonly { name: string; speed: SymptomSpeed }[] = [
  { name: 'Other: Bloating', speed: 'fast' },
  { name: 'Other: Nausea', speed: 'fast' },
  { name: 'Other: Acid reflux', speed: 'fast' },
  { name: 'Other: Hives', speed: 'day' },
  { name: 'Other: Mouth ulcers', speed: 'slow' },
  { name: 'Other: Morning stiffness', speed: 'slow' },
];

const SPEED_OF_LABEL: Readonly<Record<string, SymptomSpeed>> = {
  'Joint pain': 'slow',
  Fatigue: 'slow',
  'Brain fog': 'slow',
  'Digestive issues': 'fast',
  'Skin irritation': 'day',
  'Sleep problems': 'night',
  Headaches: 'fast',
  'Muscle pain': 'slow',
  Swelling: 'day',
};

// How often each listed symptom is tracked: joint pain and fatigue dominate in autoimmune clinics.
const SYMPTOM_POPULARITY: Readonly<Record<string, number>> = {
  'Joint pain': 5,
  Fatigue: 5,
  'Brain fog': 2.5,
  'Digestive issues': 4,
  'Skin irritation': 2,
  'Sleep problems': 2,
  Headaches: 2,
  'Muscle pain': 2,
  Swelling: 1.5,
};

/** Foods (or dish tags) a diet leaves out. */
const DIET_EXCLUSIONS: Readonly<Partial<Record<DietId, readonly string[]>>> = {
  'gluten-free': ['gluten'],
  'dairy-free': ['dairy'],
  // Tags mark poultry and fish; red meat is a trigger id, so it is named too.
  vegetarian: ['meat', 'fish', 'red-meat'],
  vegan: ['meat', 'fish', 'red-meat', 'dairy', 'eggs'],
  'low-fodmap': ['gluten', 'dairy', 'legumes'],
  paleo: ['gluten', 'dairy', 'legumes', 'sugar', 'processed-foods', 'corn', 'soy'],
  aip: [
    'gluten',
    'dairy',
    'legumes',
    'sugar',
    'processed-foods',
    'corn',
    'soy',
    'nightshades',
    'eggs',
    'nuts',
    'caffeine',
    'alcohol',
  ],
  keto: ['gluten', 'sugar', 'corn', 'legumes'],
};

// Mediterranean eating is a leaning, not a rule: red and processed meat are rarer.
const DIET_LEANINGS: Readonly<Partial<Record<DietId, readonly string[]>>> = {
  mediterranean: ['red-meat', 'processed-foods'],
};

const DIETS: readonly DietId[] = [
  'gluten-free',
  'dairy-free',
  'vegetarian',
  'vegan',
  'low-fodmap',
  'paleo',
  'aip',
  'keto',
  'mediterranean',
];
const DIET_POPULARITY = [0.22, 0.15, 0.12, 0.05, 0.08, 0.08, 0.07, 0.06, 0.12];

function drawSymptoms(random: Random): SymptomTrait[] {
  // Mostly 4 tracked symptoms (the onboarding suggests a few), between 3 and 5.
  const count = random.weightedChoice([3, 4, 5], [0.25, 0.55, 0.2]);
  const listed = symptomOptions
    .map((option) => option.label as string)
    .filter((label) => label in SPEED_OF_LABEL);
  const chosen: { name: string; speed: SymptomSpeed }[] = [];
  // About one person in six adds a symptom of their own.
  if (random.bernoulli(0.15)) chosen.push(random.choice(CUSTOM_SYMPTOMS));
  const pool = [...listed];
  while (chosen.length < count) {
    const index = random.weightedIndex(pool.map((label) => SYMPTOM_POPULARITY[label] ?? 1));
    const [label] = pool.splice(index, 1) as [string];
    chosen.push({ name: label, speed: SPEED_OF_LABEL[label] as SymptomSpeed });
  }
  return random.shuffle(chosen).map(({ name, speed }) => {
    // Stiffness and tiredness are worst on waking; other symptoms drift through the day.
    const morning = speed === 'slow' ? random.uniform(0.2, 0.6) : random.uniform(-0.1, 0.2);
    return {
      name,
      speed,
      // Usual levels of 1.5-3 leave room above for triggers and flares on a 1-5 scale.
      baseline: random.uniform(1.5, 3),
      persistence: random.uniform(0.55, 0.85),
      // With persistence ~0.7 this gives a latent day-to-day spread of about 0.5-0.7 points.
      innovationSd: random.uniform(0.3, 0.5),
      noiseSd: random.uniform(0.4, 0.65),
      timeOfDay: {
        morning,
        afternoon: random.uniform(-0.15, 0.1),
        evening: random.uniform(-0.1, 0.2),
        night: speed === 'night' ? random.uniform(0, 0.3) : random.uniform(-0.1, 0.2),
      },
      stressEffect: random.uniform(0.3, 0.8),
      flareEffect: random.uniform(0.8, 1.6),
      // Custom symptoms are rated less faithfully than the ones the form lists first.
      ratedShare: name.startsWith('Other: ') ? random.uniform(0.55, 0.85) : random.uniform(0.75, 1),
    };
  });
}

function drawDiet(random: Random): DietId[] {
  // About half follow no named diet; a few combine two.
  if (random.bernoulli(0.5)) return [];
  const first = random.weightedChoice(DIETS, DIET_POPULARITY);
  if (!random.bernoulli(0.15)) return [first];
  const second = random.weightedChoice(DIETS, DIET_POPULARITY);
  return second === first ? [first] : [first, second];
}

function dishMarks(dish: Dish): readonly string[] {
  return [...dish.triggers, ...dish.tags];
}

function drawDishWeights(random: Random, diets: readonly DietId[]): number[] {
  // Strict followers still slip now and then (a shared pizza, a hidden ingredient).
  const strictness = random.uniform(0.85, 0.99);
  const excluded = new Set(diets.flatMap((diet) => DIET_EXCLUSIONS[diet] ?? []));
  const avoided = new Set(diets.flatMap((diet) => DIET_LEANINGS[diet] ?? []));
  // A log-normal spread of liking makes a few dishes staples and most occasional, as real diaries
  // are; favourites get an extra push so people have habits (the same breakfast most days).
  const favourites = new Set(random.shuffle(DISHES.map((dish) => dish.id)).slice(0, 8));
  return DISHES.map((dish) => {
    let weight = Math.exp(random.normal(0, 1));
    if (favourites.has(dish.id)) weight *= 5;
    const marks = dishMarks(dish);
    if (marks.some((mark) => excluded.has(mark))) weight *= 1 - strictness;
    if (marks.some((mark) => avoided.has(mark))) weight *= 0.4;
    return weight;
  });
}

function drawCheckInPlan(random: Random): TimeOfDay[] {
  // 1-3 check-ins a day; a morning one is the most common habit.
  const count = random.weightedChoice([1, 2, 3], [0.3, 0.45, 0.25]);
  if (count === 1) return [random.weightedChoice<TimeOfDay>(['morning', 'evening'], [0.6, 0.4])];
  if (count === 2) return ['morning', random.weightedChoice<TimeOfDay>(['evening', 'night'], [0.7, 0.3])];
  return ['morning', 'afternoon', random.weightedChoice<TimeOfDay>(['evening', 'night'], [0.6, 0.4])];
}

export function drawPersona(random: Random): Persona {
  const dietaryRestrictions = drawDiet(random);
  return {
    symptoms: drawSymptoms(random),
    timeZone: random.choice(TIME_ZONES),
    dietaryRestrictions,
    dishWeights: drawDishWeights(random, dietaryRestrictions),
    mealHabits: {
      breakfast: random.uniform(0.55, 0.97),
      lunch: random.uniform(0.8, 0.98),
      dinner: random.uniform(0.92, 1),
      snacks: random.uniform(0.3, 1.8),
      drinkWithMeal: random.uniform(0.2, 0.6),
      sideWithMeal: random.uniform(0.1, 0.4),
    },
    portionWeights: [random.uniform(0.1, 0.4), random.uniform(0.4, 0.7), random.uniform(0.05, 0.3)],
    eatOut: random.uniform(0.05, 0.3),
    checkInPlan: drawCheckInPlan(random),
    logging: {
      // Diary apps lose most people's diligence over weeks: logging starts high and decays, with a
      // time constant of one to six months, towards a personal floor.
      start: random.uniform(0.75, 0.98),
      floor: random.uniform(0.3, 0.7),
      decayDays: random.uniform(30, 180),
      backdated: random.uniform(0.03, 0.15),
      lateSameDay: random.uniform(0.03, 0.12),
    },
    stress: {
      // One to three stressful days a fortnight, often in runs.
      daily: random.uniform(0.06, 0.18),
      persistence: random.uniform(0.3, 0.6),
      comfortPull: random.uniform(2, 5),
      alcoholPull: random.uniform(0.15, 0.4),
      deliveryPull: random.uniform(0.1, 0.4),
    },
    // A flare every three to eight weeks, lasting a few days.
    flares: { daily: random.uniform(1 / 56, 1 / 21), meanLength: random.uniform(2, 4.5) },
    drift: {
      // Half the people drift by up to half a point over 100 days; the others hold steady.
      perHundredDays: random.bernoulli(0.5) ? random.uniform(-0.5, 0.5) : 0,
      // Up to 0.4 points between the worst and best season: over 120 days, a slow tilt.
      seasonalAmplitude: random.uniform(0, 0.4),
      seasonalPhase: random.uniform(0, 365),
    },
    sleep: {
      usualHours: random.uniform(6, 8.2),
      sd: random.uniform(0.6, 1.3),
      shortNightEffect: random.uniform(0.1, 0.5),
    },
    recordsFactors: random.bernoulli(0.6),
    weekendDip: random.uniform(0, 0.35),
    // About one person in seven stops logging for good somewhere in the first four months.
    dropoutDay: random.bernoulli(0.15) ? random.int(20, 110) : null,
  };
}
