// What the benchmark runs: anything with the engine's signature that returns associations with a
// confidence and a reported flag. The engine's own result (AnalyzeJournalResult) fits, and so do the
// baselines, which fill in only these fields.

import { triggerFoodOptions } from '#domain/catalogues/trigger-foods.ts';
import type {
  AnalyzeJournalInput,
  ExposureWindow,
  PatternShape,
  TriggerFood,
} from '#domain/insights/types.ts';
import type { PlantedTrigger } from './planted-triggers.ts';

/** A real (trigger, symptom) pair, with its effect rounded to the nearest planted size. */
export type TruthPair = Pick<PlantedTrigger, 'trigger' | 'symptom' | 'effect'> & {
  /** When the reaction really falls after the food, for the oracle (oracle.ts); absent: unknown. */
  window?: ExposureWindow;
};

export type BenchmarkAssociation = {
  trigger: TriggerFood;
  symptom: string;
  /** The analyzer's probability that the pair is real, in [0, 1]. */
  confidence: number;
  /** Shown to the person as a pattern. */
  reported: boolean;
  /** The kind of reaction the pattern is described as (the engine's; baselines have none). */
  shape?: PatternShape;
};

/**
 * `truth` is what is really true of the person: only the lab's oracle (oracle.ts) reads it, to
 * give the ceiling the others are read against.
 */
export type Analyzer = (
  input: AnalyzeJournalInput,
  truth?: readonly TruthPair[],
) => { associations: readonly BenchmarkAssociation[] };

/** A meal tagger: the trigger foods a free-text description contains (tagMeal's job). */
export type TagMeal = (text: string) => Iterable<TriggerFood>;

/** Every food the engine looks for, in catalogue order. */
export const TRIGGER_FOODS: readonly TriggerFood[] = triggerFoodOptions
  .map((option) => option.id)
  .filter((id): id is TriggerFood => id !== 'none');
