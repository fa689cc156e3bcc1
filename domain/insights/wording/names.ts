// How foods, symptoms, windows and confidences read inside a sentence. Catalogue labels are
// capitalised for lists ('Joint pain'); inside a sentence every symptom reads lower case ('your
// joint pain'), a person's own words too ('Other: Abdominal pain' is 'abdominal pain', so a list
// never mixes the two), unless they begin with a name or an abbreviation ('Raynaud's', 'IBS pain').

import { isOtherValue, otherText } from '#domain/catalogues/other-value.ts';
import type { DelayWindow, PatternShape, TriggerFood } from '../types.ts';
import { shownPercent } from './shown-confidence.ts';

const FOOD_NOUNS: Readonly<Record<TriggerFood, string>> = {
  gluten: 'gluten',
  dairy: 'dairy',
  eggs: 'eggs',
  soy: 'soy',
  corn: 'corn',
  nuts: 'nuts',
  sugar: 'sugar',
  'processed-foods': 'processed foods',
  'artificial-sweeteners': 'artificial sweeteners',
  'red-meat': 'red meat',
  nightshades: 'nightshades',
  alcohol: 'alcohol',
  caffeine: 'caffeine',
  legumes: 'legumes',
  citrus: 'citrus',
};

/** The food as a noun inside a sentence: 'dairy', 'red meat'. */
export function foodNoun(food: TriggerFood): string {
  return FOOD_NOUNS[food];
}

// A capital and then only small letters (hyphens allowed): 'Abdominal', 'Night-time', not 'IBS',
// 'Raynaud's' or 'McArdle'.
const CAPITALISED_WORD = /^\p{Lu}\p{Ll}*(?:-\p{Ll}+)*$/u;

/**
 * The symptom inside a sentence, lower case like any noun: 'joint pain', 'abdominal pain' for a
 * person's 'Other: Abdominal pain'. Their own words keep their case when the first word is not
 * simply capitalised ('IBS pain', 'pH changes') or is a possessive ('Raynaud's'): a name, which
 * lower case would misspell. Every sentence that names a symptom goes through here, so one list
 * never reads 'fatigue and Abdominal pain'.
 */
export function symptomNoun(symptom: string): string {
  const name = isOtherValue(symptom) ? otherText(symptom) : symptom;
  const [first = ''] = name.split(/\s/, 1);
  if (!CAPITALISED_WORD.test(first)) return name;
  return name.charAt(0).toLowerCase() + name.slice(1);
}

// Words ending in -s that take a singular verb, as people name symptoms.
const SINGULAR_IN_S: ReadonlySet<string> = new Set([
  'gas',
  'diabetes',
  'herpes',
  'measles',
  'mumps',
  'shingles',
]);

/**
 * Whether a symptom's name is plural, for the verb after it: 'your digestive issues were rated',
 * 'your fatigue was'. A last word ending in -s is plural ('headaches', 'sleep problems'), except
 * -ss, -us, -is, a possessive and a few singular words ('dizziness', 'tinnitus', 'psoriasis',
 * 'Raynaud's', 'gas').
 */
export function isPluralSymptom(symptom: string): boolean {
  const name = isOtherValue(symptom) ? otherText(symptom) : symptom.trim();
  const last = name.split(/\s+/).at(-1)?.toLowerCase() ?? '';
  return /[^'’sui]s$/.test(last) && !SINGULAR_IN_S.has(last);
}

/** 'was' or 'were', agreeing with the symptom's name. */
export function symptomWas(symptom: string): 'was' | 'were' {
  return isPluralSymptom(symptom) ? 'were' : 'was';
}

/** The symptom as a label: 'Joint pain', 'Raynaud's'. */
export function symptomLabel(symptom: string): string {
  return capitalise(isOtherValue(symptom) ? otherText(symptom) : symptom);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'In the 8 hours after', 'In the 8-20 hours after', 'In the 2 days after'. */
export function windowPhrase(window: DelayWindow): string {
  if (window.fromHours === 0) {
    return window.toHours % 24 === 0 && window.toHours > 24
      ? `In the ${window.toHours / 24} days after`
      : `In the ${window.toHours} hours after`;
  }
  return `In the ${window.fromHours}-${window.toHours} hours after`;
}

/**
 * When a pattern's ratings run higher, to be followed by the food ('... higher a day or two after
 * dairy'): the window in hours for a same-day pattern, in days for the slower shapes.
 */
export function whenPhrase(window: DelayWindow, shape: PatternShape | undefined): string {
  if (shape === 'cumulative') return 'after several days in a row of';
  if (shape === 'delayed') return delayPhrase(window);
  return windowPhrase(window).replace(/^In the/, 'in the');
}

/** How long after a meal a delayed window falls: 'the day after', 'a day or two after'. */
export function delayPhrase(window: DelayWindow): string {
  if (window.toHours <= 36) return 'the day after';
  const first = Math.max(1, Math.floor(window.fromHours / 24));
  const last = Math.max(first + 1, Math.round(window.toHours / 24));
  const words = ['', 'a day', 'two', 'three', 'four'];
  if (first === 1) return `a day or ${words[last] ?? String(last)} after`;
  return `${words[first] ?? String(first)} or ${words[last] ?? String(last)} days after`;
}

/** The window as a label for charts and lists: '8-20 h', '0-24 h'. */
export function windowLabel(window: DelayWindow): string {
  return `${window.fromHours}-${window.toHours} h`;
}

/** Words for a probability, kept to what the number means: 'Likely, 84%', never 100%. */
export function confidenceWords(confidence: number): string {
  return `${confidenceLevel(confidence)}, ${shownPercent(confidence)}%`;
}

/** The word alone: 'Very likely', 'Likely', 'More likely than not', 'Unclear', 'Unlikely'. */
export function confidenceLevel(confidence: number): string {
  if (confidence >= 0.95) return 'Very likely';
  if (confidence >= 0.8) return 'Likely';
  if (confidence >= 0.5) return 'More likely than not';
  if (confidence >= 0.2) return 'Unclear';
  return 'Unlikely';
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function formatRating(value: number): string {
  // From the two-decimal value the result carries (associations' averages), not the raw mean: a
  // page that draws 3.45 as 3.5 must not sit beside a sentence that rounded 3.449 to 3.4.
  const carried = Math.round(value * 100) / 100;
  return (Math.round(carried * 10) / 10).toFixed(1);
}

/** 'a, b and c'. */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
