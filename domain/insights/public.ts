export { contextCovariates } from './analysis/context-covariates.ts';
export { computeExposures, foodIndex } from './analysis/exposures.ts';
export { type CheckIn, type JournalData, type Meal, prepareJournal } from './analysis/journal-data.ts';
export { MODEL_SETTINGS, type ModelSettings } from './analysis/model-settings.ts';
export { isTriggerFood } from './analysis/trigger-food.ts';
export { analyzeJournal } from './analyze-journal.ts';
export type {
  Association,
  DelayWindow,
  ExposureWindow,
  InsightPattern,
  PatternShape,
  TreatmentChange,
  TriggerFood,
} from './types.ts';
export {
  capitalise,
  confidenceWords,
  foodNoun,
  formatRating,
  plural,
  symptomLabel,
  symptomNoun,
} from './wording/names.ts';
export { SHOWN_PERCENT_MAX, shownPercent } from './wording/shown-confidence.ts';
