// Gentle suggestions, each built from the person's own figures: what to log to learn more, how to
// test a food that is being watched, what the data says about a suspicion. Never a diagnosis or
// an instruction to change treatment; a change of diet is always something to talk over first.

import type { JournalData } from '../analysis/journal-data.ts';
import type { Association, DataSufficiency, Recommendation } from '../types.ts';
import { capitalise, confidenceWords, foodNoun, listOf, plural, symptomNoun, whenPhrase } from './names.ts';

const MAX_RECOMMENDATIONS = 4;
const TRY_A_BREAK_CONFIDENCE = 0.3;
const RECENT_DAYS = 14;
// Patterns of about a point show within ~90 days of steady logging (docs/insights.md).
const DAYS_FOR_CLEAR_PATTERNS = 90;

export type RecommendationInput = {
  data: JournalData;
  associations: readonly Association[];
  sufficiency: DataSufficiency;
};

export function recommendations({ data, associations, sufficiency }: RecommendationInput): Recommendation[] {
  const suggestions: Recommendation[] = [];
  if (!sufficiency.enough) suggestions.push(keepLogging(data));

  // Strongest first: the associations come in catalogue order (food by food), and the two talked
  // over must be the two the person can be surest of, never a 99% pattern left for an 83% one.
  const patterns = associations
    .filter((association) => association.status === 'pattern')
    .sort((a, b) => b.confidence - a.confidence);
  for (const pattern of patterns.slice(0, 2)) suggestions.push(talkItOver(pattern));

  const watching = associations
    .filter((association) => association.status === 'watching')
    .sort((a, b) => b.confidence - a.confidence);
  // One food to test at a time, and only one with a real chance of mattering: a break costs the
  // person effort, so a 20% hunch is worth watching but not yet worth acting on.
  const worthTesting = watching.find((association) => association.confidence >= TRY_A_BREAK_CONFIDENCE);
  if (worthTesting !== undefined) suggestions.push(tryABreak(worthTesting));

  // Foods already talked about above are not also "cleared" for another symptom: two messages
  // about one food would read as a contradiction.
  const mentioned = new Set(
    [...patterns.slice(0, 2), ...(worthTesting ? [worthTesting] : [])].map((a) => a.trigger),
  );
  const cleared = associations.filter(
    (association) =>
      association.suspected &&
      association.status === 'no-link' &&
      association.meals > 0 &&
      !mentioned.has(association.trigger),
  );
  const clearedFood = cleared[0];
  if (clearedFood !== undefined) suggestions.push(suspicionSoFar(clearedFood, cleared));

  const rhythm = checkInRhythm(data);
  if (rhythm !== null) suggestions.push(rhythm);

  if (sufficiency.enough && patterns.length === 0 && watching.length === 0)
    suggestions.push(nothingStandsOut(data));
  return suggestions.slice(0, MAX_RECOMMENDATIONS);
}

// How to get there, not how far: the Wellness Patterns card says once what is still needed
// (dataSufficiency, computed on every read), and counts here, cached with the patterns, would
// repeat it and then fall behind it as the person logs.
function keepLogging(data: JournalData): Recommendation {
  const symptoms = data.symptoms.map(symptomNoun);
  const rating = symptoms.length > 0 ? `, rating ${listOf(symptoms)}` : '';
  return {
    title: 'Keep logging to reach enough data',
    description: `A check-in each day${rating}, good days included, and your meals as you eat them give Tend what it needs to compare what you eat with how you feel.`,
  };
}

function talkItOver(pattern: Association): Recommendation {
  const food = foodNoun(pattern.trigger);
  const symptom = symptomNoun(pattern.symptom);
  const when = pattern.window === null ? 'after' : whenPhrase(pattern.window, pattern.shape);
  return {
    title: `Talk over ${food} and ${symptom}`,
    description: `Your ratings for ${symptom} have tended to be higher ${when} ${food} (${confidenceWords(pattern.confidence).toLowerCase()}). That is an association, not proof. If you would like to act on it, your doctor or dietitian can help you plan a fair test.`,
  };
}

function tryABreak(association: Association): Recommendation {
  const food = foodNoun(association.trigger);
  const symptom = symptomNoun(association.symptom);
  return {
    title: `Try a two-week break from ${food}?`,
    description: `${capitalise(food)} might go with more ${symptom}, but the data is not clear yet (${confidenceWords(association.confidence).toLowerCase()}). If you want to find out, you could leave it out for two weeks while you keep logging, then bring it back and see what changes. Check with your care team before changing your diet.`,
  };
}

function suspicionSoFar(association: Association, cleared: readonly Association[]): Recommendation {
  const food = foodNoun(association.trigger);
  const symptoms = listOf(
    cleared
      .filter((other) => other.trigger === association.trigger)
      .map((other) => symptomNoun(other.symptom)),
  );
  return {
    title: `What your journal shows about ${food} so far`,
    description: `You suspected ${food}. Across ${plural(association.meals, 'meal', 'meals')} with it, your ratings for ${symptoms} did not rise afterwards more than chance would explain. Small effects can hide in a few weeks of data, so Tend keeps checking as you log.`,
  };
}

function checkInRhythm(data: JournalData): Recommendation | null {
  const from = data.today - (RECENT_DAYS - 1);
  const days = new Set(data.checkIns.filter((checkIn) => checkIn.day >= from).map((checkIn) => checkIn.day))
    .size;
  const loggedRecently = [...data.loggedDays].some((day) => day >= from);
  // A journal younger than the fortnight has not thinned out: "1 day of the last 14" on a first
  // day would only repeat, in other numbers, what keeping logging already asks for.
  const startedWithin = [...data.loggedDays].every((day) => day > from);
  if (!loggedRecently || startedWithin || days >= RECENT_DAYS / 2) return null;
  return {
    title: 'A quick check-in most days',
    description: `You rated your symptoms on ${plural(days, 'day', 'days')} of the last ${RECENT_DAYS}. A short check-in each day, good days included, gives Tend the comparison it needs.`,
  };
}

function nothingStandsOut(data: JournalData): Recommendation {
  const days = data.loggedDays.size;
  const more =
    days < DAYS_FOR_CLEAR_PATTERNS
      ? ` Effects of about a point usually show within ${DAYS_FOR_CLEAR_PATTERNS} days of steady logging; you are at ${days}.`
      : ' Smaller effects, and foods you eat almost every day or very rarely, can still hide from a journal.';
  return {
    title: 'No food stands out so far',
    description: `Across ${plural(days, 'day', 'days')} of your journal, no food went with higher symptoms more than chance would explain.${more}`,
  };
}
