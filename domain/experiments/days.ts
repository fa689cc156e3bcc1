// Food experiments: the plan's days as the result's chart and table show them, with
// the watched symptoms' ratings and whether the food was eaten, read from the journal. The
// analysis itself is the engine's (analyzeExperiment); this only lays the journal out by plan day.

import type { JournalEntryDto } from '#domain/journal/public.ts';
import { tagMeal } from '#domain/meal-tagging/public.ts';
import { localDayKey } from '../common/day-boundaries.ts';
import type { DayKey } from '../common/day-key.ts';
import type { ExperimentDay, ExperimentFood, ExperimentPlan } from './experiment-schema.ts';

type DayTally = {
  sums: Map<string, { total: number; count: number }>;
  checkIns: number;
  meals: number;
  hadFood: boolean;
};

/** The schedule's days up to `lastDay` (today, or the day it ended), each with what was logged. */
export function experimentDays(input: {
  schedule: Pick<ExperimentPlan, 'days'>;
  food: ExperimentFood;
  symptoms: readonly string[];
  entries: readonly JournalEntryDto[];
  timeZone: string;
  lastDay: DayKey;
}): ExperimentDay[] {
  const days = input.schedule.days.filter((day) => day.date <= input.lastDay);
  const tallies = new Map<DayKey, DayTally>();
  for (const day of days) tallies.set(day.date, { sums: new Map(), checkIns: 0, meals: 0, hadFood: false });
  const watched = new Set(input.symptoms);
  for (const entry of input.entries) {
    const tally = tallies.get(localDayKey(entry.occurredAt, input.timeZone));
    if (tally === undefined) continue;
    if (entry.type === 'food') {
      tally.meals += 1;
      if (tagMeal(entry.content).includes(input.food)) tally.hadFood = true;
    } else if (entry.type === 'symptom') {
      tally.checkIns += 1;
      for (const [symptom, rating] of Object.entries(entry.details.symptomRatings)) {
        if (!watched.has(symptom)) continue;
        const sum = tally.sums.get(symptom) ?? { total: 0, count: 0 };
        sum.total += rating;
        sum.count += 1;
        tally.sums.set(symptom, sum);
      }
    }
  }
  return days.map((day) => {
    const tally = tallies.get(day.date) as DayTally;
    const ratings: Record<string, number | null> = {};
    for (const symptom of input.symptoms) {
      const sum = tally.sums.get(symptom);
      ratings[symptom] = sum ? Math.round((sum.total / sum.count) * 100) / 100 : null;
    }
    return {
      ...day,
      ratings,
      hadFood: tally.hadFood,
      mealsLogged: tally.meals > 0,
      checkIns: tally.checkIns,
    };
  });
}
