export { DAILY_GOAL, goalCounts, goalProgress, goalProgressOf } from './daily-goal.ts';
export { isDayInEditWindow, isInCorrectionWindow } from './edit-window.ts';
export {
  type BowelEntryDto,
  bowelEntryUpdateSchema,
  CONTENT_MAX_LENGTH,
  dayKeySchema,
  type FoodEntryDto,
  foodEntryUpdateSchema,
  type JournalEntryDto,
  type SymptomEntryDto,
  symptomEntryUpdateSchema,
} from './journal-entry.ts';
export { MEAL_SIZE_LABELS, MEAL_SOURCE_LABELS, type MealSize } from './meal-options.ts';
export { MEAL_TIME_LABELS, type MealTime, mealTimeForHour } from './meal-time.ts';
export { entryTiming, resolveOccurredAt } from './nominal-time.ts';
export { MAX_RATING, RATING_LABELS, type Rating } from './severity-feedback.ts';
export { shouldShowStreak } from './streak.ts';
export {
  bowelMovementText,
  checkInFactorPhrases,
  SLEEP_QUALITY_LABELS,
  STRESS_LABELS,
  sleepHoursText,
} from './tracking-factors.ts';
