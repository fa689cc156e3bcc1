// A journal that follows an experiment plan, for the tests: three meals a day without the food,
// the planned portion at noon on eat days, two check-ins a day, and a symptom that rises by
// `effect` in the 4-20 hours (or `delayHours`) after a portion (scaled by its size). Deterministic
// from the seed.

import { checkIn, meal, seededRandom } from '#domain/insights/test-support/journal-builder.ts';
import type { JournalEntryDto } from '#domain/journal/public.ts';
import type { ExperimentPlan } from '../types.ts';

const SIZE_DOSE = { small: 0.6, medium: 1, large: 1.4 } as const;

export type TestJournalOptions = {
  plan: ExperimentPlan;
  symptom: string;
  other?: string;
  effect: number;
  seed: number;
  /** Text of the portion of the food (tagged as containing it). */
  portionText: string;
  /** The usual meals on baseline days, which contain the food now and then. */
  usualWithFood: string;
  /** Plan day indexes where an avoid day slips (the food eaten at dinner). */
  slips?: readonly number[];
  /** Level added to every rating from this plan day on (a medicine that works). */
  stepFromDay?: number;
  step?: number;
  /** A gradual change: level rising linearly by `ramp` over `rampDays` from this plan day, then flat. */
  rampFromDay?: number;
  rampDays?: number;
  ramp?: number;
  /** Width of the check-in's uniform noise (default 1.6). */
  noise?: number;
  /** When the reaction acts, in hours after the portion (default 4-20). */
  delayHours?: { from: number; to: number };
};

export function experimentJournal(options: TestJournalOptions): JournalEntryDto[] {
  const random = seededRandom(options.seed);
  const entries: JournalEntryDto[] = [];
  const foodTimes: { at: number; dose: number }[] = [];
  const start = Date.parse(`${options.plan.start}T00:00:00Z`);
  options.plan.days.forEach((day, index) => {
    const base = start + index * 86_400_000;
    const at = (hour: number) => new Date(base + hour * 3_600_000);
    entries.push(meal(at(8), 'porridge with blueberries', 'medium', 'breakfast'));
    if (day.food === 'eat') {
      entries.push(meal(at(12), options.portionText, day.portion ?? 'medium', 'lunch'));
      foodTimes.push({ at: base + 12 * 3_600_000, dose: SIZE_DOSE[day.portion ?? 'medium'] });
    } else if (day.food === 'as-usual' && index % 2 === 0) {
      entries.push(meal(at(12), options.usualWithFood, 'medium', 'lunch'));
      foodTimes.push({ at: base + 12 * 3_600_000, dose: 1 });
    } else {
      entries.push(meal(at(12), 'chicken salad', 'medium', 'lunch'));
    }
    if (options.slips?.includes(index)) {
      entries.push(meal(at(19), options.usualWithFood, 'medium', 'dinner'));
      foodTimes.push({ at: base + 19 * 3_600_000, dose: 1 });
    } else {
      entries.push(meal(at(19), 'grilled salmon and rice', 'medium', 'dinner'));
    }
    for (const [hour, timeOfDay] of [
      [8.5, 'morning'],
      [20.5, 'evening'],
    ] as const) {
      const when = base + hour * 3_600_000;
      let level = 2.2 + (random() - 0.5) * (options.noise ?? 1.6);
      for (const food of foodTimes) {
        const lag = (when - food.at) / 3_600_000;
        if (lag >= (options.delayHours?.from ?? 4) && lag < (options.delayHours?.to ?? 20))
          level += options.effect * food.dose;
      }
      if (options.stepFromDay !== undefined && index >= options.stepFromDay) level += options.step ?? 0;
      if (options.rampFromDay !== undefined)
        level +=
          (options.ramp ?? 0) *
          Math.min(1, Math.max(0, (index + hour / 24 - options.rampFromDay) / (options.rampDays ?? 1)));
      const rating = Math.min(5, Math.max(1, Math.round(level)));
      const ratings: Record<string, number> = { [options.symptom]: rating };
      if (options.other)
        ratings[options.other] = Math.min(5, Math.max(1, Math.round(2.5 + (random() - 0.5) * 2)));
      entries.push(checkIn(new Date(when), ratings, timeOfDay));
    }
  });
  return entries;
}
