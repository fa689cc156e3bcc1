// The sentence behind each pair: what the journal shows, in numbers a person can check against
// their own entries, or exactly what is missing before it can show anything.

import type { ScoredPair } from '../analysis/associations.ts';
import { shapeOf } from '../analysis/exposures.ts';
import { shownWindow } from '../analysis/pair-evidence.ts';
import type { AssociationStatus } from '../types.ts';
import {
  capitalise,
  delayPhrase,
  foodNoun,
  formatRating,
  plural,
  symptomNoun,
  windowPhrase,
} from './names.ts';

// A raw difference smaller than this reads as "about the same" to a person rating 1 to 5.
const SAME_LEVEL = 0.2;

/**
 * `mealsInWindow`: the meals with the food that a check-in of the symptom followed within the
 * best window, the meals the averages are about; the total is used when it is not known.
 */
export function evidenceSentence(
  pair: ScoredPair,
  status: AssociationStatus,
  mealsInWindow?: number,
): string {
  const food = foodNoun(pair.evidence.trigger);
  const symptom = symptomNoun(pair.evidence.symptom);
  const shortfall = pair.shortfall;
  const best = shownWindow(pair.evidence, status);
  if (status === 'not-enough-data' || best === null) {
    if (shortfall === null) return `Not enough check-ins of ${symptom} around meals with ${food} yet.`;
    switch (shortfall.kind) {
      case 'meals':
        return shortfall.have === 0
          ? `No meals with ${food} logged yet.`
          : `Only ${plural(shortfall.have, 'meal', 'meals')} with ${food} so far; a pattern needs at least ${shortfall.need}.`;
      case 'check-ins':
        return `Only ${plural(shortfall.have, 'check-in', 'check-ins')} rating ${symptom} so far; a pattern needs at least ${shortfall.need}.`;
      case 'check-in-days':
        return `Check-ins on ${plural(shortfall.have, 'day', 'days')} so far; a pattern needs at least ${shortfall.need} days.`;
      case 'always-eaten':
        return `${capitalise(food)} came before almost every check-in (${Math.round(shortfall.share * 100)}%), so there are too few times without it to compare.`;
      case 'exposed-check-ins':
        return `Only ${plural(shortfall.have, 'check-in', 'check-ins')} of ${symptom} came in the hours after meals with ${food}; a pattern needs at least ${shortfall.need}.`;
    }
  }
  if (best === null) return `Not enough check-ins of ${symptom} around meals with ${food} yet.`;
  const meals = plural(mealsInWindow ?? pair.meals, 'meal', 'meals');
  const exposed = formatRating(best.exposedMean);
  const other = formatRating(best.unexposedMean);
  const shape = shapeOf(best.window);
  const seen =
    shape === 'cumulative'
      ? `On the ${plural(best.exposed, 'check-in', 'check-ins')} after you had ${food} on two or more of the last four days, your ${symptom} averaged ${exposed}, against ${other} at other times: it seems to build up after several days in a row of it, more than after one meal.`
      : shape === 'delayed'
        ? `${windowPhrase(best.window)} the ${meals} with ${food}, your ${symptom} averaged ${exposed}, against ${other} at other times: it often comes ${delayPhrase(best.window)} you eat it, not the same day.`
        : `${windowPhrase(best.window)} the ${meals} with ${food}, your ${symptom} averaged ${exposed}, against ${other} at other times.`;
  if (status === 'pattern') return seen;
  if (status === 'watching') return `${seen} Not enough yet to tell this from chance.`;
  if (Math.abs(best.exposedMean - best.unexposedMean) < SAME_LEVEL) {
    return `After the ${meals} with ${food}, your ratings for ${symptom} were about the same (${exposed}) as at other times (${other}).`;
  }
  return `After the ${meals} with ${food}, your ${symptom} averaged ${exposed}, against ${other} at other times: a difference your other days explain as well.`;
}
