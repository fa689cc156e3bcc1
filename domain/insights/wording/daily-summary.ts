// Today and the last days in plain words: what was logged, and how each symptom compares with the
// person's own usual level (their median over the previous four weeks), never with anyone else's.

import type { JournalData } from '../analysis/journal-data.ts';
import { dayKeyOfNumber } from '../analysis/journal-data.ts';
import type { Association, DailySummary } from '../types.ts';
import {
  capitalise,
  foodNoun,
  formatRating,
  listOf,
  plural,
  symptomLabel,
  symptomNoun,
  whenPhrase,
} from './names.ts';

const BASELINE_DAYS = 28;
// Fewer rated days than this and "usual" would be a guess.
const MIN_BASELINE_DAYS = 5;
// Ratings are whole numbers; a day half a point off the usual level is an ordinary day.
const NOTABLE_DIFFERENCE = 0.75;
const RECENT_DAYS = 7;

type SymptomLine = DailySummary['symptoms'][number];

export function dailySummary(data: JournalData, patterns: readonly Association[]): DailySummary {
  const todayMeals = data.meals.filter((meal) => meal.day === data.today);
  const todayCheckIns = data.checkIns.filter((checkIn) => checkIn.day === data.today);
  const symptoms = data.symptoms.map((symptom) => symptomLine(data, symptom));

  const sentences: string[] = [];
  if (todayMeals.length === 0 && todayCheckIns.length === 0) {
    sentences.push('Nothing logged yet today.');
  } else {
    sentences.push(
      `Today you logged ${countOrNo(todayMeals.length, 'meal', 'meals')} and ${countOrNo(todayCheckIns.length, 'symptom check-in', 'symptom check-ins')}.`,
    );
  }
  sentences.push(...ratingSentences(symptoms));
  const unrated = symptoms.filter((line) => line.comparison === 'no-rating' && todayCheckIns.length > 0);
  if (unrated.length > 0) {
    // Labels, not nouns: a list mixing 'brain fog' with a person's own 'Dry eyes' reads as a slip.
    sentences.push(`Not rated today: ${listOf(unrated.map((line) => symptomLabel(line.symptom)))}.`);
  }
  const foodsToday = new Set(todayMeals.flatMap((meal) => meal.foods));
  for (const pattern of patterns) {
    if (!foodsToday.has(pattern.trigger) || pattern.window === null) continue;
    sentences.push(
      `Today's meals included ${foodNoun(pattern.trigger)}; in your journal, ratings for ${symptomNoun(pattern.symptom)} have tended to be higher ${whenPhrase(pattern.window, pattern.shape)} it.`,
    );
  }
  const recent = recentSentence(data);
  if (recent !== null) sentences.push(recent);

  return {
    day: dayKeyOfNumber(data.today),
    text: sentences.join(' '),
    meals: todayMeals.length,
    checkIns: todayCheckIns.length,
    symptoms,
  };
}

function symptomLine(data: JournalData, symptom: string): SymptomLine {
  const daily = new Map<number, { sum: number; count: number }>();
  for (const checkIn of data.checkIns) {
    const rating = checkIn.ratings.get(symptom);
    if (rating === undefined || checkIn.day > data.today || checkIn.day < data.today - BASELINE_DAYS)
      continue;
    const day = daily.get(checkIn.day) ?? { sum: 0, count: 0 };
    day.sum += rating;
    day.count += 1;
    daily.set(checkIn.day, day);
  }
  const todayEntry = daily.get(data.today);
  const today = todayEntry === undefined ? null : round1(todayEntry.sum / todayEntry.count);
  const before = [...daily.entries()]
    .filter(([day]) => day < data.today)
    .map(([, value]) => value.sum / value.count);
  const usual = before.length >= MIN_BASELINE_DAYS ? round1(median(before)) : null;
  let comparison: SymptomLine['comparison'];
  if (today === null) comparison = 'no-rating';
  else if (usual === null) comparison = 'no-baseline';
  else if (today - usual >= NOTABLE_DIFFERENCE) comparison = 'higher';
  else if (usual - today >= NOTABLE_DIFFERENCE) comparison = 'lower';
  else comparison = 'usual';
  return { symptom, today, usual, comparison };
}

const NO_BASELINE_YET = 'a few more days of check-ins will show what is usual for you';

/**
 * One sentence per symptom that has a usual level to compare with; the symptoms that have none yet
 * share one sentence, so a first day does not repeat the same promise once per symptom.
 */
function ratingSentences(lines: readonly SymptomLine[]): string[] {
  const sentences: string[] = [];
  for (const line of lines) {
    const sentence = symptomSentence(line);
    if (sentence !== null) sentences.push(sentence);
  }
  const newcomers = lines.filter((line) => line.comparison === 'no-baseline');
  const [only] = newcomers;
  if (newcomers.length === 1 && only !== undefined) {
    sentences.push(
      `${symptomLabel(only.symptom)}: ${formatRating(only.today ?? 0)} today; ${NO_BASELINE_YET}.`,
    );
  } else if (newcomers.length > 1) {
    const ratings = newcomers.map((line) => `${symptomLabel(line.symptom)} ${formatRating(line.today ?? 0)}`);
    sentences.push(`Rated today: ${listOf(ratings)}. ${capitalise(NO_BASELINE_YET)}.`);
  }
  return sentences;
}

// "Name: figure" keeps the sentence right for every name ('Sleep problems', 'Fatigue', a
// person's own words) without guessing whether it is singular or plural.
function symptomSentence(line: SymptomLine): string | null {
  const name = symptomLabel(line.symptom);
  const today = line.today === null ? '' : formatRating(line.today);
  const usual = line.usual === null ? '' : formatRating(line.usual);
  switch (line.comparison) {
    case 'higher':
      return `${name}: ${today} today, higher than your usual ${usual}.`;
    case 'lower':
      return `${name}: ${today} today, lower than your usual ${usual}.`;
    case 'usual':
      return `${name}: ${today} today, close to your usual ${usual}.`;
    case 'no-baseline':
    case 'no-rating':
      return null;
  }
}

/** The last week, or null when today is all of it (the first sentence already said it). */
/** '2 meals', '1 meal', 'no meals': '0 meals' reads like a counter, not a sentence. */
function countOrNo(count: number, one: string, many: string): string {
  return count === 0 ? `no ${many}` : plural(count, one, many);
}

function recentSentence(data: JournalData): string | null {
  const from = data.today - (RECENT_DAYS - 1);
  const mealCount = data.meals.filter((meal) => meal.day >= from && meal.day <= data.today).length;
  const checkIns = data.checkIns.filter((checkIn) => checkIn.day >= from && checkIn.day <= data.today);
  const loggedDays = [...data.loggedDays].filter((day) => day >= from && day <= data.today);
  const days = loggedDays.length;
  if (days === 0) return `Nothing was logged in the last ${RECENT_DAYS} days.`;
  if (days === 1 && loggedDays[0] === data.today) return null;
  return capitalise(
    `in the last ${RECENT_DAYS} days you logged on ${plural(days, 'day', 'days')}: ${countOrNo(mealCount, 'meal', 'meals')} and ${countOrNo(checkIns.length, 'check-in', 'check-ins')}.`,
  );
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
