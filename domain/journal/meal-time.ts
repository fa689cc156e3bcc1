// Meal slots and the slot a new meal is prefilled with from the hour on the user's clock.

import { assertHour } from '../common/hour.ts';

export const MEAL_TIMES = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
export type MealTime = (typeof MEAL_TIMES)[number];

export const MEAL_TIME_LABELS: Readonly<Record<MealTime, string>> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snacks: 'Snacks',
};

/** 05-10 breakfast, 11-15 lunch, 16-21 dinner, otherwise (22-04) snacks; hours are inclusive. */
export function mealTimeForHour(hour: number): MealTime {
  assertHour(hour);
  if (hour >= 5 && hour <= 10) return 'breakfast';
  if (hour >= 11 && hour <= 15) return 'lunch';
  if (hour >= 16 && hour <= 21) return 'dinner';
  return 'snacks';
}
