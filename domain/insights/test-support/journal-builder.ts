// Journal entries in the API's shape for tests: a meal or a check-in at an instant, with ids that
// are valid UUIDs and timestamps as the API writes them.

import { seededRandom } from '#domain/common/test-support/seeded-random.ts';
import type { TimeOfDay } from '#domain/common/time-of-day.ts';
import type { FoodEntryDto, SymptomEntryDto } from '#domain/journal/journal-entry.ts';
import type { MealSize } from '#domain/journal/meal-options.ts';
import type { MealTime } from '#domain/journal/meal-time.ts';

let counter = 0;

function nextId(): string {
  counter += 1;
  return `00000000-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`;
}

export function meal(
  at: Date | string,
  content: string,
  size: MealSize = 'medium',
  mealTime: MealTime = 'lunch',
): FoodEntryDto {
  const iso = new Date(at).toISOString();
  return {
    id: nextId(),
    type: 'food',
    content,
    occurredAt: iso,
    createdAt: iso,
    updatedAt: iso,
    details: { mealTime, mealSize: size, mealSource: 'home', wasPhotoAnalyzed: false },
  };
}

export function checkIn(
  at: Date | string,
  ratings: Record<string, number>,
  timeOfDay: TimeOfDay = 'evening',
  notes = '',
): SymptomEntryDto {
  const iso = new Date(at).toISOString();
  return {
    id: nextId(),
    type: 'symptom',
    content: notes,
    occurredAt: iso,
    createdAt: iso,
    updatedAt: iso,
    details: { symptomRatings: ratings, time_of_day: timeOfDay },
  };
}

export { seededRandom };
