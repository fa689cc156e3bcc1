// The insights engine's public entry. Code outside the app calls these names (docs/insights.md):
// keep them, and keep every field of the result that types.ts documents.

export { analyzeJournal } from './analyze-journal.ts';
export { tagMeal } from './tagging/tag-meal.ts';
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
