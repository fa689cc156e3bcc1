// The spec's photo analysis result (section 3) and how it becomes a meal description (section 4):
// the cooking method first as a prefix, then ' with ' and the ingredients not already mentioned.

import { z } from 'zod';

export const PHOTO_INGREDIENTS_MAX = 30;
const TEXT_MAX = 200;

export const photoAnalysisResultSchema = z.strictObject({
  description: z.string().trim().max(TEXT_MAX),
  // null: strict JSON schemas make every field required, so 'none' is written as null.
  cookingMethod: z.string().trim().max(60).nullish(),
  ingredients: z.array(z.string().trim().min(1).max(80)).max(PHOTO_INGREDIENTS_MAX),
  confidence: z.number().min(0).max(1),
});
export type PhotoAnalysisResult = z.infer<typeof photoAnalysisResultSchema>;

/** Below this the form says plainly that the guess may be wrong. */
export const LOW_CONFIDENCE = 0.5;

export const PHOTO_MODES = ['meal', 'label'] as const;
export type PhotoMode = (typeof PHOTO_MODES)[number];

/** What `POST /api/meal-photos/analyze` answers. */
export const photoAnalysisResponseSchema = z.object({
  mode: z.enum(PHOTO_MODES),
  /** The description to offer, composed by `composeMealDescription`. */
  description: z.string(),
  ingredients: z.array(z.string()),
  confidence: z.number().min(0).max(1),
});
export type PhotoAnalysisResponse = z.infer<typeof photoAnalysisResponseSchema>;

/** What `GET /api/meal-photos/capabilities` answers: label reading is always there. */
export const photoCapabilitiesSchema = z.object({
  modes: z.array(z.enum(PHOTO_MODES)),
  /** The provider that sees meal photos (its host), or null without one. */
  provider: z.string().nullable(),
});
export type PhotoCapabilities = z.infer<typeof photoCapabilitiesSchema>;

const normalise = (text: string) => text.toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

// Whole words only: 'rice' is not mentioned by 'licorice', 'egg' not by 'eggplant'.
function mentions(text: string, phrase: string): boolean {
  const escaped = normalise(phrase).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (
    escaped !== '' &&
    new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(normalise(text))
  );
}

// 'Grilled' + 'Chicken salad' reads 'Grilled chicken salad'; an acronym ('BLT') keeps its capitals.
function lowerFirst(text: string): string {
  const [first = '', second = ''] = text;
  return second !== '' &&
    second === second.toLocaleUpperCase('en') &&
    second !== second.toLocaleLowerCase('en')
    ? text
    : first.toLocaleLowerCase('en') + text.slice(1);
}

export function composeMealDescription(result: {
  description: string;
  cookingMethod?: string | null | undefined;
  ingredients: readonly string[];
}): string {
  let text = result.description.trim().replace(/\s+/g, ' ');
  const method = result.cookingMethod?.trim() ?? '';
  if (method !== '' && !mentions(text, method)) text = text === '' ? method : `${method} ${lowerFirst(text)}`;
  const extra: string[] = [];
  for (const raw of result.ingredients) {
    const ingredient = raw.trim().replace(/\s+/g, ' ');
    if (ingredient === '' || mentions(text, ingredient)) continue;
    if (extra.some((kept) => normalise(kept) === normalise(ingredient))) continue;
    extra.push(ingredient);
  }
  if (extra.length === 0) return text;
  return text === '' ? extra.join(', ') : `${text} with ${extra.join(', ')}`;
}
