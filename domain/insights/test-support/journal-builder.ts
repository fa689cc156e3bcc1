// Journal entries in the API's shape for tests: a meal or a check-in at an instant, with ids that
// are valid UUIDs and timestamps as the API writes them.

import type { MealSize } from '../../rules/meal-options.ts';
import type { MealTime } from '../../rules/meal-time.ts';
import type { TimeOfDay } from '../../rules/time-of-day.ts';
import type { FoodEntryDto, SymptomEntryDto } from '../../schemas/journal-entry.ts';

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

/** A small deterministic generator (mulberry32) so test journals are noisy but repeatable. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
