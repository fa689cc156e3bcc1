// Each symptom's latent level in the second training world (../second-training-world.ts), before
// any food reaction: its own base, its share of the flare, heavy-tailed day and half-day shocks, an
// evening offset, a weekly rhythm, a slow drift, stress, and for some people a medication change
// that eases (or worsens) it gradually.

import type { Random } from '#lab/insights/random.ts';
import type { DayStates } from './days.ts';
import { heavyTailed } from './ratings.ts';

const MEDICATIONS = ['mesalazine', 'omeprazole', 'amitriptyline', 'prednisolone', 'cetirizine'];

type SymptomShape = {
  base: number;
  flareLoad: number;
  dayScale: number;
  halfScale: number;
  evening: number;
  week: { amplitude: number; phase: number };
  drift: number;
  stress: number;
};

export type SymptomNoise = { shapes: SymptomShape[]; dayShock: number[][]; halfShock: number[][] };

export function drawSymptomNoise(
  shapeRandom: Random,
  shocks: Random,
  count: number,
  totalDays: number,
): SymptomNoise {
  const shapes = Array.from(
    { length: count },
    (): SymptomShape => ({
      base: shapeRandom.uniform(0.3, 2.6),
      flareLoad: shapeRandom.bernoulli(0.8) ? shapeRandom.uniform(0.3, 1.2) : 0,
      dayScale: shapeRandom.uniform(0.25, 0.8),
      halfScale: shapeRandom.uniform(0.15, 0.5),
      evening: shapeRandom.uniform(-0.6, 0.6),
      week: { amplitude: shapeRandom.uniform(0, 0.4), phase: shapeRandom.uniform(0, 2 * Math.PI) },
      drift: shapeRandom.normal(0, 0.4),
      stress: shapeRandom.uniform(0, 0.45),
    }),
  );
  const dayShock = shapes.map((s) =>
    Array.from({ length: totalDays }, () => s.dayScale * heavyTailed(shocks)),
  );
  const halfShock = shapes.map((s) =>
    Array.from({ length: totalDays * 2 }, () => s.halfScale * heavyTailed(shocks)),
  );
  return { shapes, dayShock, halfShock };
}

export type MedicationChange = {
  day: number;
  /** Days to reach 63% of its full effect. */
  tau: number;
  /** Its full effect on each symptom (mostly easing). */
  effects: number[];
  recorded: boolean;
  name: string;
};

/** For 30% of people, a medication change on a day of the plan (not its first two or last three). */
export function drawMedicationChange(
  medRandom: Random,
  preDays: number,
  planLength: number,
  symptomCount: number,
): MedicationChange | null {
  if (!medRandom.bernoulli(0.3)) return null;
  return {
    day: preDays + medRandom.int(2, planLength - 3),
    tau: medRandom.uniform(2, 10),
    effects: Array.from(
      { length: symptomCount },
      () => (medRandom.bernoulli(0.8) ? -1 : 1) * medRandom.uniform(0.3, 1.2),
    ),
    recorded: medRandom.bernoulli(0.6),
    name: medRandom.choice(MEDICATIONS),
  };
}

/** Symptom `index`'s latent level at `hour` of `day`, before any food reaction. */
export function levelBeforeReactions(
  noise: SymptomNoise,
  states: DayStates,
  medication: MedicationChange | null,
  weekday: number,
  index: number,
  day: number,
  hour: number,
): number {
  const s = noise.shapes[index] as SymptomShape;
  let value =
    s.base +
    s.flareLoad * (states.flare[day] ?? 0) +
    (noise.dayShock[index]?.[day] ?? 0) +
    (noise.halfShock[index]?.[day * 2 + (hour >= 14 ? 1 : 0)] ?? 0) +
    (hour >= 16 ? s.evening : 0) +
    s.week.amplitude * Math.sin((2 * Math.PI * weekday) / 7 + s.week.phase) +
    (s.drift * day) / 60 +
    s.stress * ((states.stress[day] ?? 2) - 2);
  if (medication && day >= medication.day)
    value +=
      (medication.effects[index] ?? 0) * (1 - Math.exp(-(day - medication.day + hour / 24) / medication.tau));
  return value;
}
