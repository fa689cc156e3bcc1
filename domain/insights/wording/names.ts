// How foods, symptoms, windows and confidences read inside a sentence. Catalogue labels are
// capitalised for lists ('Joint pain'); inside a sentence they read lower case ('your joint
// pain'), while a person's own words ('Other: Raynaud's') keep the case they typed.

import { isOtherValue, otherText } from '../../catalogues/other-value.ts';
import type { DelayWindow, TriggerFood } from '../types.ts';
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

/** The symptom inside a sentence: 'joint pain', or the person's own words for a custom one. */
export function symptomNoun(symptom: string): string {
  if (isOtherValue(symptom)) return otherText(symptom);
  return symptom.charAt(0).toLowerCase() + symptom.slice(1);
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
