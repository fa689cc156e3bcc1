// The journal entries a slow-world person writes: most meals (the plan's portions nearly always,
// slips half the time), every check-in made; some entries written late, placed at their slot's
// nominal time as the app places a past entry and saved hours after.

import { timeOfDayForHour } from '#domain/common/time-of-day.ts';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import type { EntrySlot } from '#domain/journal/nominal-time.ts';
import type { LocalClock } from '#lab/insights/local-clock.ts';
import type { Random } from '#lab/insights/random.ts';
import type { SlowCheckIn } from './check-ins.ts';
import type { SlowMeal } from './meals.ts';
import type { SlowPerson } from './person.ts';

const HOUR_MS = 3_600_000;

export function writeEntries(
  random: Random,
  person: SlowPerson,
  clock: LocalClock,
  meals: readonly SlowMeal[],
  checkIns: readonly SlowCheckIn[],
): JournalEntryDto[] {
  const entries: JournalEntryDto[] = [];
  const stamp = (day: number, hour: number, slot: EntrySlot) => {
    const actual = clock.instantMs(day, hour);
    if (!random.bernoulli(person.logging.late)) return { occurredAt: actual, createdAt: actual };
    const occurredAt = clock.nominalMs(day, slot);
    return { occurredAt, createdAt: Math.max(actual, occurredAt) + random.uniform(1, 30) * HOUR_MS };
  };
  const iso = (ms: number) => new Date(ms).toISOString();
  for (const meal of meals) {
    const chance = meal.planned ? 0.95 : meal.slip ? 0.5 : person.logging.meals;
    if (!random.bernoulli(chance)) continue;
    const when = stamp(meal.day, meal.hour, meal.slot);
    entries.push({
      id: random.uuid(),
      type: 'food',
      content: meal.text,
      occurredAt: iso(when.occurredAt),
      createdAt: iso(when.createdAt),
      updatedAt: iso(when.createdAt),
      details: { mealTime: meal.slot, mealSize: meal.size, mealSource: 'home', wasPhotoAnalyzed: false },
    });
  }
  for (const checkIn of checkIns) {
    const timeOfDay = timeOfDayForHour(Math.floor(checkIn.hour));
    const when = stamp(checkIn.day, checkIn.hour, timeOfDay);
    entries.push({
      id: random.uuid(),
      type: 'symptom',
      content: '',
      occurredAt: iso(when.occurredAt),
      createdAt: iso(when.createdAt),
      updatedAt: iso(when.createdAt),
      details: { symptomRatings: checkIn.ratings, time_of_day: timeOfDay },
    });
  }
  entries.sort((a, b) => Date.parse(a.occurredAt) - Date.parse(b.occurredAt));
  return entries;
}
