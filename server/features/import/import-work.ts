import { todayKey } from '#domain/common/day-boundaries.ts';
import {
  applySymptomMapping,
  countByKind,
  type ImportPlan,
  ImportProblem,
  MAX_IMPORT_BYTES,
  type PlannedEntry,
  type PlannedJournalEntry,
  readImport,
  type SymptomMapping,
  validatePlannedEntry,
} from '#domain/import/public.ts';
import { entryTiming, resolveOccurredAt } from '#domain/journal/public.ts';
import { ProblemError } from '#server/http/problem.ts';

// The CPU-bound part of an import, which runs on the import thread (import-thread.ts): the upload's
// form read, the file parsed into a plan, the mapping applied, every entry validated and turned
// into the JSON that PostgreSQL inserts from. What goes back to the event loop is a summary and
// strings, which cross threads as a copy of their bytes, not as thousands of objects to rebuild.

export const TOO_LARGE =
  'The file is larger than 60 MB, the most Tend imports. Export a shorter period and import it in parts.';
/** Rows per insert statement, each statement one step of the progress a person sees. */
export const ROWS_PER_INSERT = 1000;

export type Person = { id: string; timeZone: string };
export type Upload = { text: string; bytes: number; fileName: string; mapping: string | undefined };

/** The multipart body's file and mapping field, or the 400/413 the route has always answered. */
export async function readUploadBody(body: ArrayBuffer, contentType: string): Promise<Upload> {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ProblemError(400, 'import_no_file', 'Please choose a file to import.');
  }
  const file = form.get('file');
  if (!(file instanceof File))
    throw new ProblemError(400, 'import_no_file', 'Please choose a file to import.');
  if (file.size > MAX_IMPORT_BYTES) throw new ProblemError(413, 'import_too_large', TOO_LARGE);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(await file.arrayBuffer());
  const mapping = form.get('mapping');
  return {
    text,
    bytes: file.size,
    fileName: file.name || 'import',
    mapping: typeof mapping === 'string' ? mapping : undefined,
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
  counts: ReturnType<typeof countByKind>;
  total: number;
  skipped: ImportPlan['skipped'];
  conversions: string[];
  symptomNames: string[];
  /** Every entry's source key, as a JSON array. */
  sourceKeys: string;
};

export function previewSummary(plan: ImportPlan): PreviewSummary {
  return {
    format: plan.format,
    profileName: plan.profileName,
    range: plan.range,
    counts: countByKind(plan.entries),
    total: plan.entries.length,
    skipped: plan.skipped,
    conversions: plan.conversions,
    symptomNames: [...plan.symptomNames],
    sourceKeys: JSON.stringify(plan.entries.map((entry) => entry.sourceKey)),
  };
}

/** Each entry as it will be written, checked again after the mapping; 422 naming the first bad one. */
function finalEntries(plan: ImportPlan, mapping: Record<string, SymptomMapping>, person: Person, now: Date) {
  const { entries, droppedCheckIns } = applySymptomMapping(plan, mapping);
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
  return { entries: checked, droppedCheckIns };
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
  /** Entries to write, after the mapping. */
  total: number;
  droppedCheckIns: number;
  journalRows: number;
  /**
   * Journal entries as JSON arrays of at most ROWS_PER_INSERT rows
   * (`id`, `type`, `content`, `occurred_at`, `details`, `key`).
   */
  journalChunks: string[];
  /** Medication changes as one JSON array (`day`, `precision`, `medication`, `change`, `dose_note`, `key`). */
  medicationChanges: string;
};

export function plannedRows(
  plan: ImportPlan,
  mapping: Record<string, SymptomMapping>,
  person: Person,
  now: Date,
): PlannedRows {
  const { entries, droppedCheckIns } = finalEntries(plan, mapping, person, now);
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
  const journalChunks: string[] = [];
  for (let start = 0; start < journal.length; start += ROWS_PER_INSERT)
    journalChunks.push(JSON.stringify(journal.slice(start, start + ROWS_PER_INSERT)));
  return {
    format: plan.format,
    profileName: plan.profileName,
    range: plan.range,
    total: entries.length,
    droppedCheckIns,
    journalRows: journal.length,
    journalChunks,
    medicationChanges: JSON.stringify(medications),
  };
}
