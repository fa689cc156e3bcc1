// The insights engine's public entry. Code outside the app calls these names (docs/insights.md):
// keep them, and keep every field of the result that types.ts documents.

export { analyzeJournal } from './analyze-journal.ts';
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
  TriggerFood,
} from './types.ts';
export { confidenceWords } from './wording/names.ts';
export { CONFIDENCE_MEANING, shownPercent } from './wording/shown-confidence.ts';
