import { z } from 'zod';
import { triggerFoodCategories } from '../catalogues/trigger-foods.ts';
import { type AnalyzeJournalResult, PATTERN_SHAPES, type TriggerFood } from './types.ts';

// GET /api/insights and POST /api/insights/refresh: the engine's result (domain/insights/types.ts)
// as the cache stored it, and when it was computed. Strict, so a field the engine adds must be
// added here too: the page and tests then know every field they may read.

const triggerFoodIds = triggerFoodCategories.flatMap((category) =>
  category.options.map((option): TriggerFood => option.id),
);
const triggerFoodSchema = z.enum(triggerFoodIds as [TriggerFood, ...TriggerFood[]]);
const probabilitySchema = z.number().min(0).max(1);
const isoInstantSchema = z.iso.datetime();

const associationSchema = z.strictObject({
  trigger: triggerFoodSchema,
  symptom: z.string(),
  confidence: probabilitySchema,
  reported: z.boolean(),
  status: z.enum(['pattern', 'watching', 'no-link', 'not-enough-data']),
  suspected: z.boolean(),
  window: z.strictObject({ fromHours: z.number(), toHours: z.number() }).nullable(),
  shape: z.enum(PATTERN_SHAPES).optional(),
  effect: z.strictObject({ estimate: z.number(), low: z.number(), high: z.number() }).nullable(),
  meals: z.int().min(0),
  checkIns: z.strictObject({ exposed: z.int().min(0), unexposed: z.int().min(0) }),
  averages: z.strictObject({ exposed: z.number(), unexposed: z.number() }).nullable(),
  evidence: z.string(),
});

const patternSchema = z.strictObject({
  title: z.string(),
  confidence: probabilitySchema,
  description: z.string(),
  trigger: triggerFoodSchema,
  symptom: z.string(),
});

const dailySummarySchema = z.strictObject({
  day: z.iso.date(),
  text: z.string(),
  meals: z.int().min(0),
  checkIns: z.int().min(0),
  symptoms: z.array(
    z.strictObject({
      symptom: z.string(),
      today: z.number().nullable(),
      usual: z.number().nullable(),
      comparison: z.enum(['higher', 'usual', 'lower', 'no-rating', 'no-baseline']),
    }),
  ),
});

export const insightsResultSchema = z.strictObject({
  associations: z.array(associationSchema),
  patterns: z.array(patternSchema),
  dailySummary: dailySummarySchema,
  recommendations: z.array(z.strictObject({ title: z.string(), description: z.string() })),
  dataSufficiency: z.strictObject({
    daysCovered: z.int().min(0),
    checkIns: z.int().min(0),
    meals: z.int().min(0),
    enough: z.boolean(),
    missing: z.array(z.string()),
    // What else moved the person's symptoms (a treatment change, stress), in words.
    notes: z.array(z.string()).optional(),
  }),
});

/**
 * Who worded the texts: 'engine', the engine's own sentences; 'ai', an AI provider's rewording
 * that passed the server's check (docs/decisions/011-ai-wording-is-checked.md). The numbers and
 * findings are the engine's either way.
 */
export const insightsWordingSchema = z.enum(['ai', 'engine']);
export type InsightsWording = z.infer<typeof insightsWordingSchema>;

export const insightsResponseSchema = z.strictObject({
  insights: insightsResultSchema,
  wording: insightsWordingSchema,
  generatedAt: isoInstantSchema,
  expiresAt: isoInstantSchema,
});

export type InsightsResponse = {
  insights: AnalyzeJournalResult;
  wording: InsightsWording;
  generatedAt: string;
  expiresAt: string;
};
