import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { todayKey } from '#domain/common/day-boundaries.ts';
import {
  applySymptomMapping,
  countByKind,
  IMPORT_FORMAT_LABELS,
  type ImportPlan,
  ImportProblem,
  type PlannedEntry,
  type PlannedJournalEntry,
  type PlannedMedicationChange,
  readImport,
  type SymptomMapping,
  suggestSymptomMappings,
  validatePlannedEntry,
} from '#domain/import/public.ts';
import { entryTiming, resolveOccurredAt } from '#domain/journal/public.ts';
import type { Database } from '#server/db/client.ts';
import { rebuildJournalDays } from '#server/db/journal-days.ts';
import { importBatches, journalEntries, medicationChanges } from '#server/db/schema/index.ts';
import { ProblemError } from '#server/http/problem.ts';

export const UNDO_DAYS = 7;
const UNDO_MS = UNDO_DAYS * 24 * 3_600_000;
// Rows per insert statement: well under PostgreSQL's 65,535 parameters (10 columns a row).
const CHUNK = 2000;

export type Person = { id: string; timeZone: string };

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

/** Symptom names the person already uses, which the file's names are matched to. */
async function namesInUse(db: Database, userId: string): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    select distinct jsonb_object_keys(details->'symptomRatings') as name
      from journal_entries where user_id = ${userId} and type = 'symptom'`);
  return result.rows.map((row) => row.name).sort();
}

async function alreadyImported(
  db: Database,
  userId: string,
  entries: readonly PlannedEntry[],
): Promise<number> {
  const keys = entries.map((entry) => entry.sourceKey);
  if (keys.length === 0) return 0;
  // The keys as one JSON parameter: a file's tens of thousands would not fit as parameters.
  const keyList = sql`(select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`;
  const result = await db.execute<{ count: number }>(sql`
    select (select count(*) from journal_entries where user_id = ${userId} and import_source_key in ${keyList})
         + (select count(*) from medication_changes where user_id = ${userId} and import_source_key in ${keyList})
      as count`);
  return Number(result.rows[0]?.count ?? 0);
}

export async function previewImport(db: Database, person: Person, text: string, bytes: number) {
  const plan = planOf(text, bytes);
  const [names, existing] = await Promise.all([
    namesInUse(db, person.id),
    alreadyImported(db, person.id, plan.entries),
  ]);
  return {
    format: plan.format,
    formatLabel: IMPORT_FORMAT_LABELS[plan.format],
    profileName: plan.profileName,
    range: plan.range,
    counts: countByKind(plan.entries),
    total: plan.entries.length,
    alreadyImported: existing,
    skipped: plan.skipped,
    conversions: plan.conversions,
    symptoms: suggestSymptomMappings(plan.symptomNames, names),
    existingSymptoms: names,
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

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function insertJournal(tx: Transaction, rows: (typeof journalEntries.$inferInsert)[]) {
  let added = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const inserted = await tx
      .insert(journalEntries)
      .values(rows.slice(start, start + CHUNK))
      .onConflictDoNothing({
        target: [journalEntries.userId, journalEntries.importSourceKey],
        where: sql`import_source_key is not null`,
      })
      .returning({ type: journalEntries.type });
    added += inserted.length;
  }
  return added;
}

async function insertMedications(tx: Transaction, rows: (typeof medicationChanges.$inferInsert)[]) {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(medicationChanges)
    .values(rows)
    .onConflictDoNothing({
      target: [medicationChanges.userId, medicationChanges.importSourceKey],
      where: sql`import_source_key is not null`,
    })
    .returning({ id: medicationChanges.id });
  return inserted.length;
}

export type ImportRequest = {
  text: string;
  bytes: number;
  fileName: string;
  mapping: Record<string, SymptomMapping>;
};

/** Imports the whole file in one transaction, or nothing; entries already imported are left alone. */
export async function runImport(db: Database, person: Person, request: ImportRequest, now: Date) {
  const plan = planOf(request.text, request.bytes);
  const { entries, droppedCheckIns } = finalEntries(plan, request.mapping, person, now);
  const batchId = crypto.randomUUID();
  const journalRows = entries
    .filter((entry): entry is PlannedJournalEntry => entry.kind !== 'medication-change')
    .map((entry) => ({
      id: crypto.randomUUID(),
      userId: person.id,
      type: entry.kind,
      content: entry.content,
      occurredAt: occurredAtOf(entry, person, now),
      details: entry.details,
      createdAt: now,
      updatedAt: now,
      importBatchId: batchId,
      importSourceKey: entry.sourceKey,
    }));
  const medicationRows = entries
    .filter((entry): entry is PlannedMedicationChange => entry.kind === 'medication-change')
    .map((entry) => ({
      userId: person.id,
      day: entry.date,
      precision: entry.precision,
      medication: entry.medication,
      change: entry.change,
      doseNote: entry.doseNote,
      createdAt: now,
      updatedAt: now,
      importBatchId: batchId,
      importSourceKey: entry.sourceKey,
    }));
  return db.transaction(async (tx) => {
    await tx.insert(importBatches).values({
      id: batchId,
      userId: person.id,
      format: plan.format,
      fileName: request.fileName.slice(0, 200),
      profileName: plan.profileName,
      firstDay: plan.range?.first ?? null,
      lastDay: plan.range?.last ?? null,
      counts: {},
      added: 0,
      createdAt: now,
    });
    const addedEntries = await insertJournal(tx, journalRows);
    const addedChanges = await insertMedications(tx, medicationRows);
    const added = addedEntries + addedChanges;
    if (added === 0) {
      await tx.delete(importBatches).where(eq(importBatches.id, batchId));
      return { id: null, added: 0, alreadyImported: entries.length, droppedCheckIns };
    }
    const counts = await batchCounts(tx, batchId);
    await tx.update(importBatches).set({ counts, added }).where(eq(importBatches.id, batchId));
    if (addedEntries > 0) await rebuildJournalDays(tx, person.id);
    return { id: batchId, added, alreadyImported: entries.length - added, droppedCheckIns, counts };
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
