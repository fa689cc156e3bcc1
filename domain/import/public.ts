export {
  type BadRow,
  countByKind,
  IMPORT_FORMAT_LABELS,
  IMPORT_FORMATS,
  type ImportFormat,
  type ImportPlan,
  ImportProblem,
  MAX_IMPORT_BYTES,
  type PlannedEntry,
  type PlannedJournalEntry,
  type PlannedKind,
  type PlannedMedicationChange,
  type SkippedItem,
  validatePlannedEntry,
} from './import-plan.ts';
export { readImport, recogniseFormat, UNKNOWN_FORMAT_MESSAGE } from './read-import.ts';
export {
  applySymptomMapping,
  newSymptomName,
  type SymptomMapping,
  type SymptomSuggestion,
  suggestSymptomMappings,
} from './symptom-mapping.ts';
export { NEWEST_TEND_EXPORT_VERSION } from './tend-json.ts';
export {
  type CurrentProfile,
  emptyRecords,
  type ImportRecords,
  type PlannedExperiment,
  type PlannedProfile,
  type PlannedQuestionnaire,
  type PlannedReminder,
  PROFILE_FIELD_LABELS,
  type ProfileField,
  profileToTake,
  RECORD_KINDS,
  type RecordKind,
} from './tend-records.ts';
