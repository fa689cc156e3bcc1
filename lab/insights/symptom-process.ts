// How a person's symptoms move: a slow latent level per symptom (an AR(1) process, so a bad day
// tends to follow a bad day), the time of day, stress, flares, and the planted triggers, plus
// check-in noise, rounded to the 1-5 scale. Every influence is additive on the latent scale, so a
// trigger's `effect` is exactly the rating points it adds before rounding.

import type { TimeOfDay } from '#domain/common/time-of-day.ts';
import type { DayState, SimMeal } from './daily-life.ts';
import { type LevelShift, shiftShare } from './life-events.ts';
import type { Persona, SymptomTrait } from './persona.ts';
import type { PlantedTrigger } from './planted-triggers.ts';
import { clamp, type Random } from './random.ts';

export type SimCheckIn = {
  day: number;
  /** Hour on the person's clock when the person felt what they rate. */
  hour: number;
  timeOfDay: TimeOfDay;
  /** The true rating (1-5) of every tracked symptom at that moment. */
  ratings: ReadonlyMap<string, number>;
};

function hourOf(random: Random, timeOfDay: TimeOfDay): number {
  switch (timeOfDay) {
    case 'morning':
      return clamp(random.normal(8.3, 0.9), 6, 11.9);
    case 'afternoon':
      return clamp(random.normal(14.5, 1.2), 12, 16.9);
    case 'evening':
      return clamp(random.normal(19.5, 0.8), 17, 20.9);
    case 'night':
      return clamp(random.normal(22.3, 0.6), 21, 23.9);
  }
}

/** A slow drift and a yearly swing, shared by every symptom: nothing to do with food. */
function slowLevel(persona: Persona, day: number): number {
  const { perHundredDays, seasonalAmplitude, seasonalPhase } = persona.drift;
  return (
    (perHundredDays * day) / 100 +
    (seasonalAmplitude / 2) * Math.sin((2 * Math.PI * (day + seasonalPhase)) / 365)
  );
}

function latentPaths(random: Random, traits: readonly SymptomTrait[], days: number): number[][] {
  return traits.map((trait) => {
    // Start from the stationary distribution so the first weeks are not special.
    const stationarySd = trait.innovationSd / Math.sqrt(1 - trait.persistence ** 2);
    let level = random.normal(0, stationarySd);
    const path: number[] = [];
    for (let day = 0; day < days; day += 1) {
      path.push(level);
      level = trait.persistence * level + random.normal(0, trait.innovationSd);
    }
    return path;
  });
}

/** The dose of the trigger's food that acts at `at` (absolute hours), by the effect's shape. */
function exposure(
  meals: readonly SimMeal[],
  mealTimes: readonly number[],
  trigger: PlantedTrigger,
  at: number,
): number {
  const earliest = at - trigger.delayHours.toHours;
  const latest = at - trigger.delayHours.fromHours;
  // Binary search for the first meal at or after `earliest`; meals are in time order.
  let low = 0;
  let high = mealTimes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((mealTimes[middle] as number) < earliest) low = middle + 1;
    else high = middle;
  }
  let dose = 0;
  let largest = 0;
  for (let index = low; index < meals.length && (mealTimes[index] as number) <= latest; index += 1) {
    const meal = meals[index] as SimMeal;
    if (!meal.triggers.includes(trigger.trigger)) continue;
    dose += meal.dose;
    largest = Math.max(largest, meal.dose);
  }
  switch (trigger.shape) {
    case 'sum':
      return dose;
    case 'largest':
      return largest;
    case 'threshold':
      // Below a medium portion in all nothing happens; from there the reaction is whole (slightly
      // more than one medium portion's worth, so its average effect matches its size).
      return dose >= 1 ? 1.2 : 0;
  }
}

/** Every check-in the person would make if they never missed one, with true ratings. */
export function drawCheckIns(
  random: Random,
  persona: Persona,
  states: readonly DayState[],
  meals: readonly SimMeal[],
  planted: readonly PlantedTrigger[],
  shift: LevelShift | null = null,
): SimCheckIn[] {
  const latent = latentPaths(random, persona.symptoms, states.length);
  const mealTimes = meals.map((meal) => meal.day * 24 + meal.hour);
  const checkIns: SimCheckIn[] = [];
  states.forEach((state, day) => {
    const plan = [...persona.checkInPlan];
    // When symptoms are bad, people check in more: a classic source of informative missingness.
    if (state.flare && !plan.includes('afternoon') && random.bernoulli(0.3)) plan.splice(1, 0, 'afternoon');
    for (const timeOfDay of plan) {
      const hour = hourOf(random, timeOfDay);
      const at = day * 24 + hour;
      const ratings = new Map<string, number>();
      persona.symptoms.forEach((trait, index) => {
        let level = trait.baseline + (latent[index]?.[day] as number) + trait.timeOfDay[timeOfDay];
        level += slowLevel(persona, day);
        if (shift !== null) level += (shift.effects[index] as number) * shiftShare(shift, day);
        // A short night shows the next day, in pain and tiredness alike.
        level += persona.sleep.shortNightEffect * Math.max(0, persona.sleep.usualHours - state.sleepHours);
        if (state.stressed) level += trait.stressEffect;
        // A stressful evening still shows the next morning, at half strength.
        else if (timeOfDay === 'morning' && states[day - 1]?.stressed) level += trait.stressEffect / 2;
        if (state.flare) level += trait.flareEffect;
        for (const trigger of planted) {
          if (trigger.symptom === trait.name)
            level += trigger.effect * exposure(meals, mealTimes, trigger, at);
        }
        level += random.normal(0, trait.noiseSd);
        // 0 is reserved for "not rated", so a felt rating is at least 1.
        ratings.set(trait.name, clamp(Math.round(level), 1, 5));
      });
      checkIns.push({ day, hour, timeOfDay, ratings });
    }
  });
  return checkIns;
}
