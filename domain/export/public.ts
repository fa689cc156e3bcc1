export { type ExperimentCsvRecord, experimentSummary } from './experiment-csv.ts';
export { journalCsv } from './journal-csv.ts';
export { exportedProfileLists, type StoredProfileLists } from './profile-export.ts';
export type { QuestionnaireCsvRecord } from './questionnaire-csv.ts';
export type { ShareLinkCsvRecord } from './share-link-csv.ts';
