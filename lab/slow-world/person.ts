// Who a slow-world person is: where they live, what they track, what they like to eat, how their
// body runs, how they read the rating scale (and how that reading drifts over months), and how
// they keep their journal. Every number is this world's own.

import type { MealSize } from '#domain/journal/meal-options.ts';
import type { MealTime } from '#domain/journal/meal-time.ts';
import type { Random } from '#lab/insights/random.ts';
import { SLOW_DISHES, type SlowDish } from './dishes.ts';

const ZONES = ['Europe/Dublin', 'Europe/Madrid', 'America/Chicago', 'Australia/Sydney', 'Asia/Singapore'];
const SYMPTOMS = [
  'Bloating',
  'Joint pain',
  'Fatigue',
  'Stomach pain',
  'Brain fog',
  'Skin flare',
  'Headache',
  'Diarrhoea',
] as const;

export type SlowPerson = {
  zone: string;
  symptoms: string[];
  /** Per slot, the dishes the person eats; each week one of them is the slot's favourite. */
  repertoire: Record<MealTime, SlowDish[]>;
  eating: { favouriteShare: number; snackRate: number; portions: Record<MealSize, number> };
  body: {
    base: number[];
    sensitivity: number[];
    evening: number[];
    /** The day-to-day state: the share of yesterday's kept, and the day's fresh change. */
    keep: number;
    dailySd: number;
    spellRate: number;
    spellLift: number;
    momentSd: number;
  };
  /**
   * The person's reading of the 0-5 scale: rating = felt x gain + offset + noise, rounded; gain and
   * offset drift in a straight line, per 100 days.
   */
  scale: { gain: number; gainDrift: number; offset: number; offsetDrift: number; readSd: number };
  checkIns: {
    /** The chance of each usual check-in on an ordinary day, and how much each point of a bad day adds. */
    usual: number;
    badBoost: number;
    afternoon: boolean;
    /** The chance an unremarkable symptom is rated at all, and how much each felt point adds. */
    rateQuiet: number;
    ratePerPoint: number;
  };
  logging: { meals: number; late: number };
};

export function drawSlowPerson(random: Random): SlowPerson {
  const symptoms = random.shuffle(SYMPTOMS).slice(0, random.int(2, 4));
  const repertoire = {} as Record<MealTime, SlowDish[]>;
  for (const slot of ['breakfast', 'lunch', 'dinner', 'snacks'] as const) {
    const pool = SLOW_DISHES[slot];
    repertoire[slot] = random.shuffle(pool).slice(0, random.int(4, Math.min(8, pool.length)));
  }
  const small = random.uniform(0.1, 0.35);
  const large = random.uniform(0.1, 0.3);
  return {
    zone: random.choice(ZONES),
    symptoms,
    repertoire,
    eating: {
      favouriteShare: random.uniform(0.3, 0.75),
      snackRate: random.uniform(0.3, 0.9),
      portions: { small, medium: 1 - small - large, large },
    },
    body: {
      base: symptoms.map(() => random.uniform(0.6, 2.4)),
      sensitivity: symptoms.map(() => random.uniform(0.5, 1.2)),
      evening: symptoms.map(() => random.uniform(-0.3, 0.5)),
      keep: random.uniform(0.5, 0.85),
      dailySd: random.uniform(0.2, 0.45),
      spellRate: random.uniform(1 / 40, 1 / 14),
      spellLift: random.uniform(0.8, 1.8),
      momentSd: random.uniform(0.2, 0.45),
    },
    scale: {
      gain: random.uniform(0.8, 1.2),
      gainDrift: random.normal(0, 0.12),
      offset: random.normal(0, 0.3),
      offsetDrift: random.normal(0, 0.45),
      readSd: random.uniform(0.2, 0.45),
    },
    checkIns: {
      usual: random.uniform(0.35, 0.8),
      badBoost: random.uniform(0.15, 0.4),
      afternoon: random.bernoulli(0.3),
      rateQuiet: random.uniform(0.3, 0.85),
      ratePerPoint: random.uniform(0.15, 0.35),
    },
    logging: { meals: random.uniform(0.7, 0.95), late: random.uniform(0.05, 0.3) },
  };
}
