// The insights engine's public entry. Code outside the app calls these names (docs/insights.md):
// keep them, and keep every field of the result that types.ts documents.

export { analyzeJournal } from './analyze-journal.ts';
export { analyzeExperiment } from './experiments/analyze-experiment.ts';
export { type FoodExamples, foodExamples } from './experiments/food-examples.ts';
export { MAX_EXTENDED_DAYS, MAX_PLAN_DAYS } from './experiments/plan-design.ts';
export { extendExperiment, planExperiment, shouldExtendExperiment } from './experiments/plan-experiment.ts';
export type {
  AnalyzeExperimentInput,
  AnalyzeExperimentResult,
  ExperimentDay,
  ExperimentFoodRule,
  ExperimentPhase,
  ExperimentPlan,
  ExperimentPortion,
  ExperimentSymptomResult,
  ExperimentVerdict,
  PlanExperimentInput,
} from './experiments/types.ts';
export { tagMeal } from './tagging/tag-meal.ts';
export { summariseToday, TODAY_SUMMARY_DAYS, type TodaySummary } from './today-summary.ts';
export type {
  AnalyzeJournalInput,
  AnalyzeJournalResult,
  Association,
  AssociationStatus,
  DailySummary,
  DataSufficiency,
  DelayWindow,
  InsightPattern,
  InsightsProfile,
  Recommendation,
  TreatmentChange,
  TriggerFood,
} from './types.ts';
export { confidenceWords } from './wording/names.ts';
export { CONFIDENCE_MEANING, shownPercent } from './wording/shown-confidence.ts';
