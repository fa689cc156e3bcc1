// When slow-world people check in and what they rate. Missing is not at random: the worse the day
// feels (food reactions included), the likelier each usual check-in is made, and the more fully it
// is filled in; on a quiet day a symptom that is not bothering the person is often left unrated,
// and a check-in with nothing above 0 is not saved (the app refuses it). A rating is the person's
// reading of the 0-5 scale, which drifts slowly over months (person.ts).

import { clamp, type Random } from '#lab/insights/random.ts';
import type { SlowPerson } from './person.ts';

export type SlowCheckIn = { day: number; hour: number; ratings: Record<string, number> };

export type CheckInHabits = {
  /** How much more often than usual the person checks in on `day` (the plan asks for more). */
  boost?: (day: number) => number;
  /** An hour on `day` the plan asks for a check-in, or null. */
  asked?: (day: number) => number | null;
};

/** The rating `felt` reads as on `day`, through the person's drifting use of the scale. */
export function readRating(person: SlowPerson, felt: number, day: number, noise: number): number {
  const { gain, gainDrift, offset, offsetDrift } = person.scale;
  const months = day / 100;
  const reading = felt * (gain + gainDrift * months) + offset + offsetDrift * months + noise;
  return clamp(Math.round(reading), 0, 5);
}

export function drawCheckIns(
  random: Random,
  person: SlowPerson,
  totalDays: number,
  /** Symptom `index`'s felt level at `hour` of `day`, food reactions included. */
  felt: (index: number, day: number, hour: number) => number,
  habits: CheckInHabits = {},
): SlowCheckIn[] {
  const { usual, badBoost, afternoon, rateQuiet, ratePerPoint } = person.checkIns;
  const { base, momentSd } = person.body;
  const checkIns: SlowCheckIn[] = [];
  for (let day = 0; day < totalDays; day += 1) {
    let badness = 0;
    person.symptoms.forEach((_, index) => {
      badness += (felt(index, day, 13) - (base[index] ?? 0)) / person.symptoms.length;
    });
    const bad = Math.max(0, badness);
    const p = clamp(usual * (habits.boost?.(day) ?? 1) + badBoost * bad, 0.05, 0.97);
    const hours: number[] = [];
    if (random.bernoulli(p)) hours.push(random.uniform(7, 10.5));
    if (afternoon && random.bernoulli(p)) hours.push(random.uniform(12.5, 16.5));
    if (random.bernoulli(p)) hours.push(random.uniform(18, 22.5));
    const asked = habits.asked?.(day) ?? null;
    if (asked !== null && hours.every((hour) => Math.abs(hour - asked) > 1.5)) hours.push(asked);
    hours.sort((a, b) => a - b);
    for (const hour of hours) {
      const ratings: Record<string, number> = {};
      person.symptoms.forEach((name, index) => {
        const level = felt(index, day, hour) + random.normal(0, momentSd);
        const rating = readRating(person, level, day, random.normal(0, person.scale.readSd));
        const chance = clamp(rateQuiet + ratePerPoint * bad + (rating >= 3 ? 0.3 : 0), 0, 1);
        if (random.bernoulli(chance)) ratings[name] = rating;
      });
      if (Object.values(ratings).some((rating) => rating > 0)) checkIns.push({ day, hour, ratings });
    }
  }
  return checkIns;
}
