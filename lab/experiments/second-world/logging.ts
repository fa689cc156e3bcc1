// What the second training world's people log (../second-training-world.ts): most meals (slips
// half the time, the plan's portions nearly always), every check-in made, and some entries late,
// placed at their slot's nominal time and saved hours after.

import type { TimeOfDay } from '#domain/common/time-of-day.ts';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import type { MealTime } from '#domain/journal/meal-time.ts';
import { NOMINAL_TIMES } from '#domain/journal/nominal-time.ts';
import type { LocalClock } from '#lab/insights/local-clock.ts';
import type { Random } from '#lab/insights/random.ts';
import type { CheckIn } from './check-ins.ts';
import type { Meal } from './meals.ts';

/** The journal's entries, in the order they happened. */
export function logJournalEntries(
  log: Random,
  clock: LocalClock,
  meals: readonly Meal[],
  checkIns: readonly CheckIn[],
  off: readonly boolean[],
): JournalEntryDto[] {
  const mealLog = log.uniform(0.75, 0.98);
  const late = log.uniform(0.05, 0.35);
  const entries: JournalEntryDto[] = [];
  const stamp = (day: number, hour: number, slot: MealTime | TimeOfDay) => {
    const actual = clock.instantMs(day, hour);
    if (!log.bernoulli(late)) return { occurredAt: actual, createdAt: actual };
    const nominal = NOMINAL_TIMES[slot];
    const occurredAt = clock.instantMs(day, nominal.hour + nominal.minute / 60);
    return { occurredAt, createdAt: Math.max(actual, occurredAt) + log.uniform(2, 40) * 3_600_000 };
  };
  const iso = (ms: number) => new Date(ms).toISOString();
  for (const meal of meals) {
    if (off[meal.day]) continue;
    const chance = meal.slip ? 0.5 : meal.portion ? 0.97 : mealLog;
    if (!log.bernoulli(chance)) continue;
    const when = stamp(meal.day, meal.hour, meal.slot);
    entries.push({
      id: log.uuid(),
      type: 'food',
      content: meal.text,
      occurredAt: iso(when.occurredAt),
      createdAt: iso(when.createdAt),
      updatedAt: iso(when.createdAt),
      details: { mealTime: meal.slot, mealSize: meal.size, mealSource: 'home', wasPhotoAnalyzed: false },
    });
  }
  for (const checkIn of checkIns) {
    const when = stamp(checkIn.day, checkIn.hour, checkIn.timeOfDay);
    entries.push({
      id: log.uuid(),
      type: 'symptom',
      content: '',
      occurredAt: iso(when.occurredAt),
      createdAt: iso(when.createdAt),
      updatedAt: iso(when.createdAt),
      details: {
        symptomRatings: checkIn.ratings,
        time_of_day: checkIn.timeOfDay,
        ...(checkIn.stress === undefined ? {} : { stress: checkIn.stress }),
      },
    });
  }
  entries.sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt));

  return entries;
}
