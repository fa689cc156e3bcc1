import { todayKey } from '#domain/common/day-boundaries.ts';
import {
  applySymptomMapping,
  countByKind,
  emptyRecords,
  type ImportPlan,
  ImportProblem,
  type ImportRecords,
  MAX_IMPORT_BYTES,
  type PlannedEntry,
  type PlannedJournalEntry,
  type PlannedProfile,
  readImport,
  type SymptomMapping,
  validatePlannedEntry,
} from '#domain/import/public.ts';
import { entryTiming, resolveOccurredAt } from '#domain/journal/public.ts';
import { boundaryOf, splitMultipart } from '#server/http/multipart-form.ts';
import { ProblemError } from '#server/http/problem.ts';

// The CPU-bound part of an import, which runs on the import thread (import-thread.ts): the upload's
// form read, the file parsed into a plan, the mapping applied, every entry validated and turned
// into the JSON that PostgreSQL inserts from; for Tend's own export, its other records too
// (questionnaires, experiments, reminders, the profile). What goes back to the event loop is a
// summary and strings, which cross threads as a copy of their bytes, not as thousands of objects
// to rebuild.

export const TOO_LARGE =
  'The file is larger than 60 MB, the most Tend imports. Export a shorter period and import it in parts.';
/** Rows per insert statement, each statement one step of the progress a person sees. */
export const ROWS_PER_INSERT = 1000;

export type Person = { id: string; timeZone: string };
export type Upload = { text: string; bytes: number; fileName: string; mapping: string | undefined };

/**
 * The multipart body's file and mapping field, or the 400/413 the route has always answered. The
 * form is split in place (server/http/multipart-form.ts), so the file is decoded straight from the
 * upload's bytes: undici's formData() held five copies of a 10 MB file at once.
 */
export async function readUploadBody(body: ArrayBuffer, contentType: string): Promise<Upload> {
  const noFile = () => new ProblemError(400, 'import_no_file', 'Please choose a file to import.');
  const boundary = boundaryOf(contentType);
  const parts = boundary ? await splitMultipart(Buffer.from(body), boundary) : undefined;
  const file = parts?.get('file');
  if (!file || file.filename === undefined) throw noFile();
  if (file.bytes.length > MAX_IMPORT_BYTES) throw new ProblemError(413, 'import_too_large', TOO_LARGE);
  const mapping = parts?.get('mapping');
  return {
    text: new TextDecoder('utf-8', { fatal: false }).decode(file.bytes),
    bytes: file.bytes.length,
    fileName: file.filename || 'import',
    mapping: mapping && mapping.filename === undefined ? mapping.bytes.toString('utf8') : undefined,
  };
}

/** The file read, or the 422 that names its problem; nothing is written either way. */
export function planOf(text: string, bytes: number): ImportPlan {
  try {
    return readImport(text, bytes);
  } catch (error) {
    if (error instanceof ImportProblem) {
      const status = error.code === 'too-large' ? 413 : 422;
      throw new ProblemError(status, `import_${error.code.replaceAll('-', '_')}`, error.message);
    }
    throw error;
  }
}

export type PreviewSummary = {
  format: ImportPlan['format'];
  profileName: string | null;
  range: ImportPlan['range'];
  /** The entries, by kind. */
  counts: ReturnType<typeof countByKind>;
  /** Tend's other records in the file, by kind; `activeExperiments` of them are under way. */
  records: { questionnaire: number; experiment: number; reminder: number; activeExperiments: number };
  /** The profile fields the file sets. */
  profile: PlannedProfile;
  skipped: ImportPlan['skipped'];
  conversions: string[];
  symptomNames: string[];
  /** How many source keys `sourceKeys` holds. */
  sourceKeyCount: number;
  /** Every source key of the file (its entries' and its other records'), as a JSON array. */
  sourceKeys: string;
};

export const isActiveExperiment = (state: string) => state === 'running' || state === 'paused';

/** Every source key of the plan: its entries and, for Tend's export, its other records. */
function sourceKeysOf(plan: ImportPlan): string[] {
  const records = plan.records ?? emptyRecords();
  return [
    ...plan.entries.map((entry) => entry.sourceKey),
    ...records.questionnaires.map((item) => item.sourceKey),
    ...records.experiments.map((item) => item.sourceKey),
    ...records.reminders.map((item) => item.sourceKey),
  ];
}

export function previewSummary(plan: ImportPlan): PreviewSummary {
  const records = plan.records ?? emptyRecords();
  const keys = sourceKeysOf(plan);
  return {
    format: plan.format,
    profileName: plan.profileName,
    range: plan.range,
    counts: countByKind(plan.entries),
    records: {
      questionnaire: records.questionnaires.length,
      experiment: records.experiments.length,
      reminder: records.reminders.length,
      activeExperiments: records.experiments.filter((item) => isActiveExperiment(item.state)).length,
    },
    profile: records.profile,
    skipped: plan.skipped,
    conversions: plan.conversions,
    symptomNames: [...plan.symptomNames],
    sourceKeyCount: keys.length,
    sourceKeys: JSON.stringify(keys),
  };
}

/** Each entry as it will be written, checked again after the mapping; 422 naming the first bad one. */
function finalEntries(plan: ImportPlan, mapping: Record<string, SymptomMapping>, person: Person, now: Date) {
  const { entries, droppedCheckIns, newSymptoms } = applySymptomMapping(plan, mapping);
  const today = todayKey(now, person.timeZone);
  const checked: PlannedEntry[] = [];
  for (const entry of entries) {
    const result = validatePlannedEntry(entry);
    if (!result.ok)
      throw new ProblemError(422, 'import_bad_entry', `An entry of ${entry.date}: ${result.problem}`);
    if (entry.date > today) {
      throw new ProblemError(
        422,
        'import_future_entry',
        `An entry is dated ${entry.date}, after today: nothing was imported.`,
      );
    }
    checked.push(result.entry);
  }
  return { entries: checked, droppedCheckIns, newSymptoms };
}

function occurredAtOf(entry: PlannedJournalEntry, person: Person, now: Date): Date {
  if (entry.occurredAt) return new Date(entry.occurredAt);
  const timing = entryTiming(entry.details as Parameters<typeof entryTiming>[0]);
  try {
    return resolveOccurredAt({ dayKey: entry.date, now, timeZone: person.timeZone, ...timing });
  } catch {
    throw new ProblemError(
      422,
      'import_future_entry',
      `An entry of ${entry.date} at ${timing.exactTime} is in the future: nothing was imported.`,
    );
  }
}

export type PlannedRows = {
  format: ImportPlan['format'];
  profileName: string | null;
  range: ImportPlan['range'];
  /** Entries to write, after the mapping, and Tend's other records. */
  total: number;
  droppedCheckIns: number;
  /** Symptoms kept as new that the entries rate, by their profile names (newSymptomName). */
  newSymptoms: string[];
  journalRows: number;
  /**
   * Journal entries as JSON arrays of at most ROWS_PER_INSERT rows
   * (`id`, `type`, `content`, `occurred_at`, `details`, `key`).
   */
  journalChunks: string[];
  /** Medication changes as one JSON array (`day`, `precision`, `medication`, `change`, `dose_note`, `key`). */
  medicationChanges: string;
  /** Tend's other records (ImportRecords) as JSON, their symptoms renamed by the mapping. */
  records: string;
};

/**
 * An experiment watches symptoms by name: a name the person matched to one of theirs is watched
 * under their name, as the check-ins it reads are written under it.
 */
function withMappedSymptoms(records: ImportRecords, mapping: Record<string, SymptomMapping>): ImportRecords {
  const rename = (name: string) => {
    const chosen = mapping[name];
    return chosen?.action === 'match' ? chosen.to : name;
  };
  const renamed = (names: readonly string[]) => [...new Set(names.map(rename))];
  return {
    ...records,
    experiments: records.experiments.map((item) => ({
      ...item,
      symptoms: renamed(item.symptoms),
      plan: { ...item.plan, symptoms: renamed(item.plan.symptoms) },
    })),
  };
}

export function plannedRows(
  plan: ImportPlan,
  mapping: Record<string, SymptomMapping>,
  person: Person,
  now: Date,
): PlannedRows {
  const { entries, droppedCheckIns, newSymptoms } = finalEntries(plan, mapping, person, now);
  const journal: object[] = [];
  const medications: object[] = [];
  for (const entry of entries) {
    if (entry.kind === 'medication-change') {
      medications.push({
        day: entry.date,
        precision: entry.precision,
        medication: entry.medication,
        change: entry.change,
        dose_note: entry.doseNote,
        key: entry.sourceKey,
      });
    } else {
      journal.push({
        id: crypto.randomUUID(),
        type: entry.kind,
        content: entry.content,
        occurred_at: occurredAtOf(entry, person, now).toISOString(),
        details: entry.details,
        key: entry.sourceKey,
      });
    }
  }
  const records = withMappedSymptoms(plan.records ?? emptyRecords(), mapping);
  const today = todayKey(now, person.timeZone);
  const lateQuestionnaire = records.questionnaires.find((item) => item.date > today);
  if (lateQuestionnaire) {
    throw new ProblemError(
      422,
      'import_future_entry',
      `A questionnaire is dated ${lateQuestionnaire.date}, after today: nothing was imported.`,
    );
  }
  const journalChunks: string[] = [];
  for (let start = 0; start < journal.length; start += ROWS_PER_INSERT)
    journalChunks.push(JSON.stringify(journal.slice(start, start + ROWS_PER_INSERT)));
  return {
    format: plan.format,
    profileName: plan.profileName,
    range: plan.range,
    total:
      entries.length + records.questionnaires.length + records.experiments.length + records.reminders.length,
    droppedCheckIns,
    newSymptoms,
    journalRows: journal.length,
    journalChunks,
    medicationChanges: JSON.stringify(medications),
    records: JSON.stringify(records),
  };
}
