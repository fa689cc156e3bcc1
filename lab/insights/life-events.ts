// Things that change a person's symptoms for good from one day on, whatever they eat: a new
// medication (about one person in eight over four months), a stopped one, or something the diary
// never names (a new job, a physiotherapy course). Half of those who change treatment also cut a
// food at the same time, usually one they already suspect: the trap where a food "explains" the
// improvement that the medicine brought.

import type { TreatmentChange, TriggerFood } from '#domain/insights/types.ts';
import type { SimMeal } from './daily-life.ts';
import type { Persona } from './persona.ts';
import type { Random } from './random.ts';

export type LevelShift = {
  /** Diary day from which the change acts. */
  day: number;
  /** Rating points added to each symptom (persona order) once the change is complete. */
  effects: readonly number[];
  /** Days over which the change builds up (0: at once). */
  rampDays: number;
  /** What the person records about it, or null when the journal never says. */
  recorded: Omit<TreatmentChange, 'date'> | null;
  /** A food the person stops eating from the same day, or null. */
  cutFood: TriggerFood | null;
};

const MEDICATIONS = [
  'methotrexate',
  'hydroxychloroquine',
  'sulfasalazine',
  'adalimumab',
  'prednisolone',
  'mesalazine',
  'vitamin D',
  'omeprazole',
] as const;

/** A foods the person eats at least this often (per day) can be cut noticeably. */
const MIN_CUT_RATE = 0.25;

/** The shift, if any, in a diary of `days` days. */
export function drawLevelShift(
  random: Random,
  persona: Persona,
  usual: readonly SimMeal[],
  suspected: readonly string[],
  days: number,
): LevelShift | null {
  const draw = random.next();
  const treatment = draw < 0.12;
  const unrecorded = !treatment && draw < 0.18;
  if (!treatment && !unrecorded) return null;
  const day = Math.max(5, Math.round(random.uniform(0.15, 0.85) * days));
  // Treatment mostly helps (a step down); an unnamed change goes either way.
  const direction = treatment ? (random.bernoulli(0.85) ? -1 : 1) : random.bernoulli(0.6) ? -1 : 1;
  const size = random.uniform(0.4, 1.3);
  const effects = persona.symptoms.map(() => direction * size * random.uniform(0.4, 1));
  const rampDays = random.bernoulli(0.5) ? 0 : random.int(2, 14);
  const recorded =
    treatment && random.bernoulli(0.75)
      ? {
          medication: random.choice(MEDICATIONS),
          change: direction < 0 ? ('started' as const) : random.choice(['stopped', 'dose-changed'] as const),
        }
      : null;
  let cutFood: TriggerFood | null = null;
  if (random.bernoulli(0.5)) {
    const sampleDays = (usual.at(-1)?.day ?? 0) + 1;
    const rates = new Map<TriggerFood, number>();
    for (const meal of usual)
      for (const food of meal.triggers) rates.set(food, (rates.get(food) ?? 0) + 1 / sampleDays);
    const eaten = [...rates].filter(([, rate]) => rate >= MIN_CUT_RATE).map(([food]) => food);
    if (eaten.length > 0) {
      const weights = eaten.map((food) => (suspected.includes(food) ? 6 : 1));
      cutFood = eaten[random.weightedIndex(weights)] as TriggerFood;
    }
  }
  return { day, effects, rampDays, recorded, cutFood };
}

/** How much of the shift acts on `day` (0 before, 1 once complete). */
export function shiftShare(shift: LevelShift, day: number): number {
  if (day < shift.day) return 0;
  if (shift.rampDays === 0) return 1;
  return Math.min(1, (day - shift.day + 1) / shift.rampDays);
}
