import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { IMPORT_FORMAT_LABELS, suggestSymptomMappings } from '#domain/import/public.ts';
import type { Database } from '#server/db/client.ts';
import { rebuildJournalDays } from '#server/db/journal-days.ts';
import { importBatches } from '#server/db/schema/index.ts';
import { ProblemError } from '#server/http/problem.ts';
import { type Person, type PlannedRows, type PreviewSummary, ROWS_PER_INSERT } from './import-work.ts';

export const UNDO_DAYS = 7;
const UNDO_MS = UNDO_DAYS * 24 * 3_600_000;

export type { Person } from './import-work.ts';

/** Symptom names the person already uses, which the file's names are matched to. */
async function namesInUse(db: Database, userId: string): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    select distinct jsonb_object_keys(details->'symptomRatings') as name
      from journal_entries where user_id = ${userId} and type = 'symptom'`);
  return result.rows.map((row) => row.name).sort();
}

/** How many of these source keys (a JSON array) this person has already imported. */
async function alreadyImported(db: Database, userId: string, sourceKeys: string): Promise<number> {
  // The keys as one JSON parameter: a file's tens of thousands would not fit as parameters.
  const keyList = sql`(select jsonb_array_elements_text(${sourceKeys}::jsonb))`;
  const result = await db.execute<{ count: number }>(sql`
    select (select count(*) from journal_entries where user_id = ${userId} and import_source_key in ${keyList})
         + (select count(*) from medication_changes where user_id = ${userId} and import_source_key in ${keyList})
      as count`);
  return Number(result.rows[0]?.count ?? 0);
}

export async function previewImport(db: Database, person: Person, summary: PreviewSummary) {
  const [names, existing] = await Promise.all([
    namesInUse(db, person.id),
    summary.total === 0 ? 0 : alreadyImported(db, person.id, summary.sourceKeys),
  ]);
  return {
    format: summary.format,
    formatLabel: IMPORT_FORMAT_LABELS[summary.format],
    profileName: summary.profileName,
    range: summary.range,
    counts: summary.counts,
    total: summary.total,
    alreadyImported: existing,
    skipped: summary.skipped,
    conversions: summary.conversions,
    symptoms: suggestSymptomMappings(summary.symptomNames, names),
    existingSymptoms: names,
  };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

// Rows go to PostgreSQL as the JSON the import thread wrote, read by jsonb_to_recordset: the event
// loop passes one string per statement instead of building thousands of parameters.
async function insertJournal(tx: Transaction, person: Person, batchId: string, now: Date, chunk: string) {
  const result = await tx.execute(sql`
    insert into journal_entries
      (id, user_id, type, content, occurred_at, details, created_at, updated_at, import_batch_id, import_source_key)
    select r.id, ${person.id}, r.type, r.content, r.occurred_at, r.details, ${now}, ${now}, ${batchId}, r.key
      from jsonb_to_recordset(${chunk}::jsonb)
        as r(id uuid, type text, content text, occurred_at timestamptz, details jsonb, key text)
    on conflict (user_id, import_source_key) where import_source_key is not null do nothing`);
  return result.rowCount ?? 0;
}

async function insertMedications(tx: Transaction, person: Person, batchId: string, now: Date, rows: string) {
  const result = await tx.execute(sql`
    insert into medication_changes
      (user_id, day, precision, medication, change, dose_note, created_at, updated_at, import_batch_id, import_source_key)
    select ${person.id}, r.day, r.precision, r.medication, r.change, r.dose_note, ${now}, ${now}, ${batchId}, r.key
      from jsonb_to_recordset(${rows}::jsonb)
        as r(day date, precision text, medication text, change text, dose_note text, key text)
    on conflict (user_id, import_source_key) where import_source_key is not null do nothing`);
  return result.rowCount ?? 0;
}

export type ImportRequest = { fileName: string; rows: PlannedRows };
/** Told after each insert statement: entries written or found already imported so far, of `total`. */
export type SavingProgress = (done: number, total: number) => void;

/** Imports the whole file in one transaction, or nothing; entries already imported are left alone. */
export async function runImport(
  db: Database,
  person: Person,
  request: ImportRequest,
  now: Date,
  onProgress: SavingProgress = () => undefined,
) {
  const { rows } = request;
  const batchId = crypto.randomUUID();
  return db.transaction(async (tx) => {
    await tx.insert(importBatches).values({
      id: batchId,
      userId: person.id,
      format: rows.format,
      fileName: request.fileName.slice(0, 200),
      profileName: rows.profileName,
      firstDay: rows.range?.first ?? null,
      lastDay: rows.range?.last ?? null,
      counts: {},
      added: 0,
      createdAt: now,
    });
    let addedEntries = 0;
    for (const [index, chunk] of rows.journalChunks.entries()) {
      addedEntries += await insertJournal(tx, person, batchId, now, chunk);
      onProgress(Math.min((index + 1) * ROWS_PER_INSERT, rows.journalRows), rows.total);
    }
    const addedChanges = await insertMedications(tx, person, batchId, now, rows.medicationChanges);
    onProgress(rows.total, rows.total);
    const added = addedEntries + addedChanges;
    const { droppedCheckIns } = rows;
    if (added === 0) {
      await tx.delete(importBatches).where(eq(importBatches.id, batchId));
      return { id: null, added: 0, alreadyImported: rows.total, droppedCheckIns };
    }
    const counts = await batchCounts(tx, batchId);
    await tx.update(importBatches).set({ counts, added }).where(eq(importBatches.id, batchId));
    if (addedEntries > 0) await rebuildJournalDays(tx, person.id);
    return { id: batchId, added, alreadyImported: rows.total - added, droppedCheckIns, counts };
  });
}

async function batchCounts(tx: Transaction, batchId: string) {
  const result = await tx.execute<{ kind: string; count: number }>(sql`
    select type as kind, count(*)::int as count from journal_entries where import_batch_id = ${batchId} group by type
    union all
    select 'medication-change', count(*)::int from medication_changes where import_batch_id = ${batchId}`);
  const counts: Record<string, number> = { food: 0, symptom: 0, bowel: 0, 'medication-change': 0 };
  for (const row of result.rows) counts[row.kind] = Number(row.count);
  return counts;
}

/** Days with at least one entry: the dashboard offers importing to people with fewer than 14. */
export async function daysWithEntries(db: Database, userId: string): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from journal_days where user_id = ${userId}`,
  );
  return Number(result.rows[0]?.count ?? 0);
}

export async function listImports(db: Database, userId: string, now: Date) {
  const rows = await db
    .select()
    .from(importBatches)
    .where(eq(importBatches.userId, userId))
    .orderBy(desc(importBatches.createdAt));
  return rows.map((row) => {
    const undoableUntil = new Date(row.createdAt.getTime() + UNDO_MS);
    return {
      id: row.id,
      format: row.format,
      formatLabel: IMPORT_FORMAT_LABELS[row.format],
      fileName: row.fileName,
      profileName: row.profileName,
      range: row.firstDay && row.lastDay ? { first: row.firstDay, last: row.lastDay } : null,
      counts: row.counts,
      added: row.added,
      importedAt: row.createdAt.toISOString(),
      undoableUntil: undoableUntil.toISOString(),
      canUndo: now < undoableUntil,
    };
  });
}

/** Removes everything one import added, within 7 days of it, in one transaction. */
export async function undoImport(db: Database, userId: string, id: string, now: Date) {
  if (!/^[0-9a-f-]{36}$/i.test(id))
    throw new ProblemError(404, 'import_not_found', 'There is no such import.');
  await db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(importBatches)
      .where(and(eq(importBatches.id, id), eq(importBatches.userId, userId)))
      .for('update');
    if (!batch) throw new ProblemError(404, 'import_not_found', 'There is no such import.');
    if (now.getTime() - batch.createdAt.getTime() >= UNDO_MS) {
      throw new ProblemError(
        409,
        'import_undo_expired',
        `An import can be undone for ${UNDO_DAYS} days; this one is older.`,
      );
    }
    await tx
      .delete(importBatches)
      .where(and(eq(importBatches.id, id), gt(importBatches.createdAt, new Date(0))));
    await rebuildJournalDays(tx, userId);
  });
}
