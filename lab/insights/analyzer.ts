// What the benchmark runs: anything with the engine's signature that returns associations with a
// confidence and a reported flag. The engine's own result (AnalyzeJournalResult) fits, and so do the
// baselines, which fill in only these fields.

import { triggerFoodOptions } from '#domain/catalogues/trigger-foods.ts';
import type { AnalyzeJournalInput, TriggerFood } from '#domain/insights/types.ts';

export type BenchmarkAssociation = {
  trigger: TriggerFood;
  symptom: string;
  /** The analyzer's probability that the pair is real, in [0, 1]. */
  confidence: number;
  /** Shown to the person as a pattern. */
  reported: boolean;
};

export type Analyzer = (input: AnalyzeJournalInput) => { associations: readonly BenchmarkAssociation[] };

/** A meal tagger: the trigger foods a free-text description contains (tagMeal's job). */
export type TagMeal = (text: string) => Iterable<TriggerFood>;

/** Every food the engine looks for, in catalogue order. */
export const TRIGGER_FOODS: readonly TriggerFood[] = triggerFoodOptions
  .map((option) => option.id)
  .filter((id): id is TriggerFood => id !== 'none');
