// The insights engine's public entry. Code outside the app calls these names (docs/insights.md):
// keep them, and keep every field of the result that types.ts documents.

export type {
  AnalyzeExperimentInput,
  AnalyzeExperimentResult,
  ExperimentDay,
  ExperimentFoodRule,
  ExperimentPhase,
  ExperimentPlan,
  ExperimentPortion,
  ExperimentReach,
  ExperimentSymptomResult,
  ExperimentVerdict,
  PlanExperimentInput,
  ReactionReach,
} from '#domain/experiments/public.ts';
export {
  analyzeExperiment,
  extendExperiment,
  type FoodExamples,
  foodExamples,
  MAX_EXTENDED_DAYS,
  MAX_PLAN_DAYS,
  planExperiment,
  REACTION_REACHES,
  shouldExtendExperiment,
} from '#domain/experiments/public.ts';
export { tagMeal } from '#domain/meal-tagging/public.ts';
export { analyzeJournal } from './analyze-journal.ts';
export { summariseToday, TODAY_SUMMARY_DAYS, type TodaySummary } from './today-summary.ts';
export type {
  AnalyzeJournalInput,
  AnalyzeJournalResult,
  Association,
  AssociationStatus,
  DailySummary,
  DataSufficiency,
  DelayWindow,
  ExposureWindow,
  InsightPattern,
  InsightsProfile,
  PatternShape,
  Recommendation,
  TreatmentChange,
  TriggerFood,
} from './types.ts';
export { confidenceWords } from './wording/names.ts';
export { CONFIDENCE_MEANING, shownPercent } from './wording/shown-confidence.ts';
