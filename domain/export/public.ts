export { type ExperimentCsvRecord, experimentSummary } from './experiment-csv.ts';
export { journalCsv } from './journal-csv.ts';
export { exportedProfileLists, type StoredProfileLists } from './profile-export.ts';
