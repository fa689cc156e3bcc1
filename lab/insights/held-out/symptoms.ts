// From the hidden inflammation to the 0-5 a person writes down. The body has one latent
// inflammation level (world.ts) that each symptom follows with its own weight; a short night adds
// to fatigue-like symptoms; trigger foods add on the person's rating scale. The person then reads
// it through their own habits: a stoic rater's mild days read 0 (a floor), some never give a 5 (a
// ceiling), and each spaces the steps of the scale a little differently.

import { clamp } from '../random.ts';
import type { Person } from './person.ts';
import { type Exposure, effectAt, type TruePair } from './triggers.ts';
import { flareLevel, type World } from './world.ts';

export type PlantedPair = { pair: TruePair; exposures: readonly Exposure[] };

/** The expected rating of each symptom at an instant on `day`, before noise, rounding and limits. */
export function expectedRatings(
  person: Person,
  world: World,
  planted: readonly PlantedPair[],
  day: number,
  at: number,
): number[] {
  const state = world.days[day];
  if (!state) throw new RangeError(`Day ${day} is outside the world`);
  const inflammation = state.level + flareLevel(world.flares, at);
  const shortNight = Math.max(0, 7 - state.sleepHours) * 0.25;
  const { body, rating } = person;
  return person.symptoms.map((_, index) => {
    const severity =
      (body.base[index] ?? 0) +
      (body.loading[index] ?? 0) * inflammation +
      (body.sleepSensitive.includes(index) ? shortNight : 0) +
      (state.noise[index] ?? 0);
    let onScale = (severity - rating.bias) / rating.spread;
    for (const { pair, exposures } of planted) {
      if (pair.symptomIndex === index) onScale += effectAt(pair, exposures, at);
    }
    return onScale;
  });
}

/** A rating as the person writes it: rounded, and held between 0 and their own highest. */
export function toRating(person: Person, value: number): number {
  return clamp(Math.round(value), 0, person.rating.highest);
}
