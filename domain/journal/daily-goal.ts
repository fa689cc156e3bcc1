// The daily tracking goal on the dashboard and the log page: 2 meals and 2 symptom check-ins.

import type { EntryType } from './entry-type.ts';

export const DAILY_GOAL = { meals: 2, symptoms: 2 } as const;

export const DAILY_GOAL_TEXT = 'Daily Goal: 2 meals + 2 symptoms';

export type GoalCounts = { meals: number; symptoms: number };

export type GoalProgress = {
  meals: number;
  symptoms: number;
  /** 0, 25, 50, 75 or 100: entries beyond the goal do not count twice. */
  percentage: number;
  /** At least 2 meals and at least 2 symptom entries. */
  complete: boolean;
  /** Complete, and either count is above 2. */
  exceeded: boolean;
};

export type ProgressBarTone = 'green' | 'teal' | 'blue';

export const GOAL_BADGE = { complete: 'Complete!', incomplete: 'Keep going!' } as const;

export const PROGRESS_MESSAGES = {
  // The spec gives the completed sentence whole and says that above 2 "the wording says exceeded";
  // only the verb changes, so the exceeded sentence keeps the same 'Great job! ' opening.
  completed: "Great job! You've completed today's tracking goal!",
  exceeded: "Great job! You've exceeded today's tracking goal!",
  almostThere: 'Almost there — keep going!',
  halfway: "You're halfway there! Keep tracking to discover patterns.",
  started: 'Every entry helps! Keep logging to understand your body better.',
  notStarted: 'Start tracking to discover what works best for you!',
} as const;

/**
 * What the goal counts among entries: meals (type 'food') and symptom check-ins (type 'symptom').
 * Every other kind of entry (a bowel movement) is recorded but counts for neither (decision 019).
 * The one place this is decided: every screen, the server's refresh check, history, trends and the
 * week count through it, so they cannot disagree about the same day.
 */
export function goalCounts(entries: Iterable<{ readonly type: EntryType }>): GoalCounts {
  let meals = 0;
  let symptoms = 0;
  for (const entry of entries) {
    if (entry.type === 'food') meals += 1;
    else if (entry.type === 'symptom') symptoms += 1;
  }
  return { meals, symptoms };
}

/** The goal's progress for a day's entries: goalProgress of what goalCounts counts. */
export function goalProgressOf(entries: Iterable<{ readonly type: EntryType }>): GoalProgress {
  return goalProgress(goalCounts(entries));
}

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of entries, got ${value}`);
  }
}

export function goalProgress({ meals, symptoms }: GoalCounts): GoalProgress {
  assertCount('meals', meals);
  assertCount('symptoms', symptoms);
  const counted = Math.min(meals, DAILY_GOAL.meals) + Math.min(symptoms, DAILY_GOAL.symptoms);
  const complete = meals >= DAILY_GOAL.meals && symptoms >= DAILY_GOAL.symptoms;
  return {
    meals,
    symptoms,
    percentage: (counted / (DAILY_GOAL.meals + DAILY_GOAL.symptoms)) * 100,
    complete,
    exceeded: complete && (meals > DAILY_GOAL.meals || symptoms > DAILY_GOAL.symptoms),
  };
}

/** Bar colour: 76% or more green, 51% or more teal, otherwise blue. */
export function progressBarTone(percentage: number): ProgressBarTone {
  if (percentage >= 76) return 'green';
  if (percentage >= 51) return 'teal';
  return 'blue';
}

export function progressMessage(progress: GoalProgress): string {
  if (progress.complete) {
    return progress.exceeded ? PROGRESS_MESSAGES.exceeded : PROGRESS_MESSAGES.completed;
  }
  if (progress.percentage >= 75) return PROGRESS_MESSAGES.almostThere;
  if (progress.percentage >= 50) return PROGRESS_MESSAGES.halfway;
  if (progress.percentage >= 25) return PROGRESS_MESSAGES.started;
  return PROGRESS_MESSAGES.notStarted;
}

/**
 * The badge beside the card's title: the spec's 'Complete!' or 'Keep going!'. None before the first
 * entry of the day: 'Keep going!' on a day not yet begun reads as a reproach, and
 * the card's message already invites the first entry.
 */
export function goalBadge(progress: GoalProgress): string | null {
  if (progress.complete) return GOAL_BADGE.complete;
  return progress.meals + progress.symptoms > 0 ? GOAL_BADGE.incomplete : null;
}

/** Above the goal's 2 a counter shows in the amber style. */
export function isOverGoal(count: number): boolean {
  return count > 2;
}

/** A counter's text: '1/2' up to the goal, then the plain count ('3') shown in amber. */
export function goalCounterText(count: number): string {
  assertCount('count', count);
  return isOverGoal(count) ? String(count) : `${count}/2`;
}
