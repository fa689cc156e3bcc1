// One-tap logging from what was logged before: a meal repeated for today, and a check-in started
// from yesterday's.

import { localHour } from '../common/day-boundaries.ts';
import type { DayKey } from '../common/day-key.ts';
import type { InstantInput } from '../common/zoned-time.ts';
import type { FoodDetails, JournalEntryDto, SymptomDetails, SymptomEntryDto } from './journal-entry.ts';
import { mealTimeForHour } from './meal-time.ts';
import { isFutureExactTime } from './nominal-time.ts';

/**
 * A past meal logged again now: the same description, portion and source, under the meal slot of
 * the current hour on the person's clock (lunch repeated at 19:00 is tonight's dinner).
 */
export function repeatedMeal(
  meal: { content: string; details: FoodDetails },
  now: Date,
  timeZone: string,
): { content: string; details: FoodDetails } {
  return {
    content: meal.content,
    details: {
      mealTime: mealTimeForHour(localHour(now, timeZone)),
      mealSize: meal.details.mealSize,
      mealSource: meal.details.mealSource,
      // The photo was analysed for the first meal, not this one.
      wasPhotoAnalyzed: false,
    },
  };
}

/** The check-in that happened last among a day's entries (by when it happened, then when written). */
export function latestCheckIn(entries: readonly JournalEntryDto[]): SymptomEntryDto | undefined {
  let latest: SymptomEntryDto | undefined;
  for (const entry of entries) {
    if (entry.type !== 'symptom') continue;
    if (
      !latest ||
      entry.occurredAt > latest.occurredAt ||
      (entry.occurredAt === latest.occurredAt && entry.createdAt > latest.createdAt)
    ) {
      latest = entry;
    }
  }
  return latest;
}

/**
 * What 'Same as yesterday' puts in the form: the ratings and when in the day, never the notes. The
 * exact time comes too once it has passed on the day being logged; one still to come would only be
 * refused (decision 017), so the time of day alone is kept.
 */
export function checkInFromYesterday(
  entry: SymptomEntryDto,
  forDay: { dayKey: DayKey; now: InstantInput; timeZone: string },
): SymptomDetails {
  const exactTime = entry.details.exact_time;
  const keepExact = exactTime !== undefined && !isFutureExactTime({ ...forDay, exactTime });
  return {
    symptomRatings: { ...entry.details.symptomRatings },
    time_of_day: entry.details.time_of_day,
    ...(keepExact ? { exact_time: exactTime } : {}),
  };
}
