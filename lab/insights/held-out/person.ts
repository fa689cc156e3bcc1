// Who a held-out person is before any day is lived: zone, tracked symptoms, diet, the dishes they
// cook and order, how their body's inflammation behaves and how they keep a journal. Every number
// here is this world's own assumption (README.md), not a copy of the training generator's.

import { addDays, type DayKey } from '#domain/common/day-key.ts';
import type { TriggerFood } from '#domain/insights/types.ts';
import type { Random } from '../random.ts';
import { type Dish, type DishKind, HELD_OUT_DISHES } from './dishes.ts';
import { HELD_OUT_ZONES } from './local-calendar.ts';

export type Choice = { dish: Dish; text: string; weight: number };

export type Treatment = {
  day: number;
  medication: string;
  change: 'started' | 'dose-changed';
  /** How far the inflammation level falls, reached over `rampDays`. */
  drop: number;
  rampDays: number;
  /** A food the person stops eating on the same day, or null. */
  cutFood: TriggerFood | null;
};

export type Person = {
  zone: string;
  firstDay: DayKey;
  symptoms: string[];
  /** Symptoms the person tracks as 'Other: ...' (a subset of `symptoms`). */
  customSymptoms: string[];
  diets: string[];
  repertoire: Record<DishKind, Choice[]>;
  eating: {
    skipBreakfast: number;
    snacksPerDay: number;
    workLunchOut: number;
    socialEveningsPerWeek: number;
    drinkOnOrdinaryEvening: number;
    drinkOnSocialEvening: number;
    largePortions: number;
    smallPortions: number;
  };
  body: {
    /** Per symptom: usual severity on the person's rating scale, and how much it follows inflammation. */
    base: number[];
    loading: number[];
    /** Symptoms that a short night makes worse (fatigue, brain fog, headaches), by index. */
    sleepSensitive: number[];
    flaresPerDay: number;
    flareSize: number;
    flareDecayDays: number;
    badSpellEnter: number;
    badSpellLeave: number;
    badSpellLift: number;
    /** Knots of the slow drift every 28 days. */
    driftSd: number;
    seasonAmplitude: number;
    seasonPeakDay: number;
    weekendDip: number;
    stressLift: number;
    dayNoise: number;
    checkInNoise: number;
  };
  stress: { spellsPerDay: number; usual: number };
  sleep: { usualHours: number };
  treatment: Treatment | null;
  unknownShift: { day: number; size: number } | null;
  rating: { bias: number; spread: number; highest: number; rateZeroes: number };
  logging: {
    meals: number;
    snacks: number;
    drinks: number;
    checkInsPerDay: number;
    live: number;
    backdate: number;
    exactTime: number;
    notes: number;
    /** Days over which logging halves, or null when it does not fade. */
    fadeHalfLife: number | null;
    stopDay: number | null;
  };
  /** Uniform draws compared with the bench's logging shares, so loggers nest as shares grow. */
  factorDraws: { stress: number; sleep: number };
};

const SYMPTOMS = [
  'Joint pain',
  'Fatigue',
  'Brain fog',
  'Digestive issues',
  'Skin irritation',
  'Sleep problems',
  'Headaches',
  'Muscle pain',
  'Swelling',
];
const SLEEP_SENSITIVE = new Set(['Fatigue', 'Brain fog', 'Headaches', 'Sleep problems']);
const CUSTOM_SYMPTOMS = ['Other: Mouth ulcers', 'Other: Dry eyes', 'Other: Night sweats', 'Other: Bloating'];
const MEDICATIONS = [
  'Methotrexate',
  'Hydroxychloroquine',
  'Sulfasalazine',
  'Prednisolone',
  'Adalimumab',
  'Mesalazine',
];

// How strictly each diet keeps a food out: a multiplier on the weight of dishes that contain it.
const DIET_LIMITS: Record<string, Partial<Record<TriggerFood, number>>> = {
  'gluten-free': { gluten: 0.04 },
  'dairy-free': { dairy: 0.04 },
  vegetarian: { 'red-meat': 0.01 },
  vegan: { 'red-meat': 0.01, dairy: 0.03, eggs: 0.03 },
  'low-fodmap': { legumes: 0.2, gluten: 0.4 },
  paleo: { gluten: 0.2, dairy: 0.3, legumes: 0.2, corn: 0.2, sugar: 0.3, 'processed-foods': 0.2 },
  mediterranean: { 'processed-foods': 0.4, 'red-meat': 0.5 },
  aip: { nightshades: 0.1, eggs: 0.1, nuts: 0.1, gluten: 0.1, dairy: 0.1 },
  keto: { sugar: 0.1, gluten: 0.1, corn: 0.1, legumes: 0.2 },
};

const REPERTOIRE_SIZE: Record<DishKind, [number, number]> = {
  breakfast: [4, 9],
  main: [12, 24],
  snack: [4, 10],
  drink: [1, 3],
};

export function dietMultiplier(dish: Dish, diets: readonly string[]): number {
  let multiplier = 1;
  for (const diet of diets) {
    const limits = DIET_LIMITS[diet];
    if (!limits) continue;
    for (const food of dish.foods) multiplier *= limits[food] ?? 1;
  }
  return multiplier;
}

function drawRepertoire(random: Random, diets: readonly string[]): Record<DishKind, Choice[]> {
  const result: Record<DishKind, Choice[]> = { breakfast: [], main: [], snack: [], drink: [] };
  for (const kind of Object.keys(result) as DishKind[]) {
    const candidates = HELD_OUT_DISHES.filter((dish) => dish.kind === kind);
    const [low, high] = REPERTOIRE_SIZE[kind];
    const size = Math.min(candidates.length, random.int(low, high));
    // Diets shape which dishes are in the repertoire at all, and how often the rest are eaten.
    const keyed = candidates.map((dish) => ({
      dish,
      key: Math.log(random.next() + 1e-12) / Math.max(1e-6, dietMultiplier(dish, diets)),
    }));
    keyed.sort((a, b) => b.key - a.key);
    for (const { dish } of keyed.slice(0, size)) {
      result[kind].push({
        dish,
        text: random.choice(dish.texts),
        weight: Math.exp(random.normal(0, 0.8)) * dietMultiplier(dish, diets),
      });
    }
  }
  return result;
}

function drawDiets(random: Random): string[] {
  if (random.bernoulli(0.65)) return random.bernoulli(0.5) ? ['none'] : [];
  const diets = Object.keys(DIET_LIMITS);
  const first = random.choice(diets);
  if (random.bernoulli(0.2)) {
    const second = random.choice(diets);
    return second === first ? [first] : [first, second];
  }
  return [first];
}

/** `endDay` is the journal's last local day; `days` its length. */
export function drawPerson(random: Random, endDay: DayKey, days: number): Person {
  const zone = random.choice(HELD_OUT_ZONES);
  const symptomCount = random.int(3, 5);
  const symptoms = random.shuffle(SYMPTOMS).slice(0, symptomCount);
  const customSymptoms: string[] = [];
  if (random.bernoulli(0.15)) {
    const custom = random.choice(CUSTOM_SYMPTOMS);
    symptoms[symptoms.length - 1] = custom;
    customSymptoms.push(custom);
  }
  const diets = drawDiets(random);
  const southern = zone.startsWith('Australia/');

  const treatment: Treatment | null = random.bernoulli(0.12)
    ? {
        day: Math.round(days * random.uniform(0.3, 0.75)),
        medication: random.choice(MEDICATIONS),
        change: random.bernoulli(0.7) ? 'started' : 'dose-changed',
        drop: random.uniform(0.7, 1.5),
        rampDays: random.int(0, 4),
        cutFood: null,
      }
    : null;

  const fades = random.bernoulli(0.5);
  const stops = random.bernoulli(0.1);
  const meanCheckIns = random.weightedChoice([1.1, 1.7, 2.3, 2.8], [0.25, 0.35, 0.25, 0.15]);
  return {
    zone,
    firstDay: addDays(endDay, -(days - 1)),
    symptoms,
    customSymptoms,
    diets,
    repertoire: drawRepertoire(random, diets),
    eating: {
      skipBreakfast: random.uniform(0, 0.4),
      snacksPerDay: random.uniform(0.4, 2.2),
      workLunchOut: random.uniform(0, 0.5),
      socialEveningsPerWeek: random.uniform(0, 2.5),
      drinkOnOrdinaryEvening: random.bernoulli(0.3) ? 0 : random.uniform(0.02, 0.25),
      drinkOnSocialEvening: random.uniform(0.3, 0.9),
      largePortions: random.uniform(0.1, 0.4),
      smallPortions: random.uniform(0.1, 0.35),
    },
    body: {
      base: symptoms.map(() => random.uniform(0.5, 2.3)),
      loading: symptoms.map(() => random.uniform(0.4, 1.2)),
      sleepSensitive: symptoms.flatMap((name, index) => (SLEEP_SENSITIVE.has(name) ? [index] : [])),
      flaresPerDay: random.uniform(1 / 60, 1 / 15),
      flareSize: random.uniform(0.8, 2.2),
      flareDecayDays: random.uniform(1.5, 6),
      badSpellEnter: random.uniform(1 / 50, 1 / 15),
      badSpellLeave: random.uniform(1 / 12, 1 / 4),
      badSpellLift: random.uniform(0.2, 0.9),
      driftSd: random.uniform(0.1, 0.5),
      seasonAmplitude: random.uniform(0, 0.4),
      // Worse in each hemisphere's winter, give or take a month.
      seasonPeakDay: (southern ? 196 : 15) + random.int(-30, 30),
      weekendDip: random.bernoulli(0.6) ? random.uniform(0.1, 0.45) : 0,
      stressLift: random.uniform(0.05, 0.3),
      dayNoise: random.uniform(0.15, 0.45),
      checkInNoise: random.uniform(0.2, 0.55),
    },
    stress: { spellsPerDay: random.uniform(1 / 60, 1 / 18), usual: random.uniform(1, 2.6) },
    sleep: { usualHours: random.uniform(6, 8.5) },
    treatment,
    unknownShift: random.bernoulli(0.06)
      ? {
          day: Math.round(days * random.uniform(0.25, 0.8)),
          size: random.choice([-1, 1]) * random.uniform(0.5, 1),
        }
      : null,
    rating: {
      // Positive: a stoic rater whose mild days read 0 (floor); negative: an expressive one.
      bias: random.normal(0, 0.35),
      spread: random.uniform(0.8, 1.25),
      highest: random.bernoulli(0.3) ? 4 : 5,
      rateZeroes: random.uniform(0.03, 0.6),
    },
    logging: {
      meals: random.uniform(0.65, 0.97),
      snacks: random.uniform(0.35, 0.9),
      drinks: random.uniform(0.45, 1),
      checkInsPerDay: meanCheckIns,
      live: random.uniform(0.45, 0.9),
      backdate: random.uniform(0.15, 0.5),
      exactTime: random.bernoulli(0.35) ? random.uniform(0.1, 0.6) : 0,
      notes: random.uniform(0, 0.15),
      fadeHalfLife: fades ? random.uniform(50, 240) : null,
      stopDay: stops ? Math.round(days * random.uniform(0.35, 0.9)) : null,
    },
    factorDraws: { stress: random.next(), sleep: random.next() },
  };
}

/** How often the person is expected to eat each food, in meals a day, from their repertoire. */
export function foodRates(person: Person): Map<TriggerFood, number> {
  const perDay: Record<DishKind, number> = {
    breakfast: 1 - person.eating.skipBreakfast,
    main: 2,
    snack: person.eating.snacksPerDay,
    drink:
      (person.eating.socialEveningsPerWeek / 7) * person.eating.drinkOnSocialEvening +
      person.eating.drinkOnOrdinaryEvening,
  };
  const rates = new Map<TriggerFood, number>();
  for (const kind of Object.keys(perDay) as DishKind[]) {
    const choices = person.repertoire[kind];
    const total = choices.reduce((sum, choice) => sum + choice.weight, 0);
    if (!(total > 0)) continue;
    for (const choice of choices) {
      for (const food of choice.dish.foods) {
        rates.set(food, (rates.get(food) ?? 0) + (perDay[kind] * choice.weight) / total);
      }
    }
  }
  return rates;
}
