// Which of a person's past meals to offer while they type a description, and in what order. The
// server ranks them in SQL over the whole journal; the browser applies the same match to the list
// it already holds, so the choices follow each key press without waiting for the network.

/**
 * The key two descriptions share when they are the same meal: trimmed, case folded. The SQL of
 * server/db/meal-suggestions.ts writes the same rule (lower(btrim(...)) over the same spaces).
 */
export function mealKey(description: string): string {
  return description.replace(/^[ \t\n\r\f\v]+|[ \t\n\r\f\v]+$/g, '').toLowerCase();
}

/** A past meal matches what is typed when its description contains it, whatever the case. */
export function matchesTyped(description: string, typed: string): boolean {
  const wanted = mealKey(typed);
  return wanted === '' || mealKey(description).includes(wanted);
}

type Ranked = { content: string; favourite: boolean; timesEaten: number; lastEatenAt: string | null };

/** Favourites first, then the most eaten, then the most recent, then by name: the server's order. */
export function compareSuggestions(a: Ranked, b: Ranked): number {
  if (a.favourite !== b.favourite) return a.favourite ? -1 : 1;
  if (a.timesEaten !== b.timesEaten) return b.timesEaten - a.timesEaten;
  const aLast = a.lastEatenAt ?? '';
  const bLast = b.lastEatenAt ?? '';
  if (aLast !== bLast) return aLast < bLast ? 1 : -1;
  return a.content.localeCompare(b.content);
}

/**
 * The suggestions to show for what is typed: the matching ones, in rank order, at most `limit`.
 * A description typed out in full is not offered back to itself.
 */
export function suggestionsFor<T extends Ranked>(meals: readonly T[], typed: string, limit: number): T[] {
  const typedKey = mealKey(typed);
  return meals
    .filter((meal) => matchesTyped(meal.content, typed) && mealKey(meal.content) !== typedKey)
    .sort(compareSuggestions)
    .slice(0, limit);
}

/** 'Found 3 meals you had before.' and the like: what a screen reader hears as the list changes. */
export function suggestionCountText(count: number): string {
  if (count === 0) return '';
  return count === 1
    ? '1 meal you had before. Use the down arrow to choose it.'
    : `${count} meals you had before. Use the up and down arrows to choose one.`;
}
