// When the second training world's people check in, and what they rate
// (../second-training-world.ts): their habit (mornings and evenings, some afternoons), more often
// on the plan's days and fading over it, less or more in a flare, none on days with nothing logged,
// one asked a few hours after a portion; each rating read out through the person's own scale.

import { type TimeOfDay, timeOfDayForHour } from '#domain/common/time-of-day.ts';
import type { ExperimentDay } from '#domain/experiments/analysis/types.ts';
import { clamp, type Random } from '#lab/insights/random.ts';
import type { DayStates } from './days.ts';
import type { Meal } from './meals.ts';
import { readOut, type ScaleUse } from './ratings.ts';

export type CheckIn = {
  day: number;
  hour: number;
  timeOfDay: TimeOfDay;
  ratings: Record<string, number>;
  stress?: number;
};

export function drawCheckIns(
  random: { habit: Random; read: Random; use: ScaleUse },
  person: {
    symptoms: readonly string[];
    states: DayStates;
    preDays: number;
    planDay: (day: number) => ExperimentDay | null;
    meals: readonly Meal[];
    challengeCheckIns: boolean;
    /** Symptom `index`'s latent level at `hour` of `day`. */
    latent: (index: number, day: number, hour: number) => number;
  },
): CheckIn[] {
  const { habit, read, use } = random;
  const { symptoms, states, preDays, planDay, meals, challengeCheckIns, latent } = person;
  const answer = habit.uniform(0.55, 0.95);
  const afternoonHabit = habit.bernoulli(0.25);
  const fade = habit.uniform(0, 0.35);
  const flareEffect = habit.uniform(0.7, 1.2);
  const recordsStress = habit.bernoulli(0.4);
  const checkIns: CheckIn[] = [];
  const last: Array<number | undefined> = symptoms.map(() => undefined);
  for (let day = 0; day < states.off.length; day += 1) {
    if (states.off[day]) continue;
    const rule = planDay(day);
    const planWeek = rule ? (day - preDays) / 7 : 0;
    const p = clamp(
      answer *
        (rule ? 1.1 : 1) *
        (1 - (fade * planWeek) / 5) *
        ((states.flare[day] ?? 0) > 0 ? flareEffect : 1),
      0.1,
      0.97,
    );
    const times: number[] = [];
    if (habit.bernoulli(p)) times.push(habit.uniform(6.5, 10.5));
    if (afternoonHabit && habit.bernoulli(p)) times.push(habit.uniform(13, 16.5));
    if (habit.bernoulli(p)) times.push(habit.uniform(18, 22.5));
    if (challengeCheckIns && rule?.food === 'eat') {
      const portion = meals.find((meal) => meal.day === day && meal.portion);
      if (portion && habit.bernoulli(0.6)) {
        const asked = Math.min(portion.hour + habit.uniform(3, 6), 23.5);
        if (times.every((time) => Math.abs(time - asked) > 2)) times.push(asked);
      }
    }
    times.sort((a, b) => a - b);
    times.forEach((hour, order) => {
      const ratings: Record<string, number> = {};
      symptoms.forEach((name, index) => {
        const rating = readOut(use, latent(index, day, hour), read, last[index]);
        last[index] = rating;
        if (!(use.skipZero && rating === 0)) ratings[name] = rating;
      });
      // The app refuses a check-in without a rating above 0: a day of nothing felt is not saved.
      if (!Object.values(ratings).some((rating) => rating > 0)) return;
      const checkIn: CheckIn = { day, hour, timeOfDay: timeOfDayForHour(Math.floor(hour)), ratings };
      if (recordsStress && order === 0 && habit.bernoulli(0.8))
        checkIn.stress = Math.round(clamp((states.stress[day] ?? 2) + habit.normal(0, 0.4), 1, 5));
      checkIns.push(checkIn);
    });
  }

  return checkIns;
}
