import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { todayKey } from '#domain/common/day-boundaries.ts';
import {
  applySymptomMapping,
  type CurrentProfile,
  countByKind,
  emptyRecords,
  IMPORT_FORMAT_LABELS,
  type ImportPlan,
  ImportProblem,
  type ImportRecords,
  type PlannedEntry,
  type PlannedJournalEntry,
  type PlannedMedicationChange,
  type PlannedProfile,
  PROFILE_FIELD_LABELS,
  type ProfileField,
  profileToTake,
  readImport,
  type SymptomMapping,
  suggestSymptomMappings,
  validatePlannedEntry,
} from '#domain/import/public.ts';
import { entryTiming, resolveOccurredAt } from '#domain/journal/public.ts';
import { DEFAULT_SETTINGS, weekStart } from '#domain/questionnaires/public.ts';
import type { Database } from '#server/db/client.ts';
import { rebuildJournalDays } from '#server/db/journal-days.ts';
import {
  experiments,
  importBatches,
  importSettings,
  journalEntries,
  medicationChanges,
  questionnaireResponses,
  questionnaireSettings,
  reminders,
  userProfiles,
} from '#server/db/schema/index.ts';
import { insertScheduledReminders, lockPersonsReminders } from '#server/features/reminders/public.ts';
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

async function alreadyImported(db: Database, userId: string, plan: ImportPlan): Promise<number> {
  const keys = sourceKeysOf(plan);
  if (keys.length === 0) return 0;
  // The keys as one JSON parameter: a file's tens of thousands would not fit as parameters.
  const keyList = sql`(select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`;
  const result = await db.execute<{ count: number }>(sql`
    select (select count(*) from journal_entries where user_id = ${userId} and import_source_key in ${keyList})
         + (select count(*) from medication_changes where user_id = ${userId} and import_source_key in ${keyList})
         + (select count(*) from questionnaire_responses where user_id = ${userId} and import_source_key in ${keyList})
         + (select count(*) from experiments where user_id = ${userId} and import_source_key in ${keyList})
         + (select count(*) from reminders where user_id = ${userId} and import_source_key in ${keyList})
      as count`);
  return Number(result.rows[0]?.count ?? 0);
}

async function currentProfile(db: Database, userId: string): Promise<CurrentProfile> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return row ?? null;
}

/** Whether the person has an experiment under way that the file did not bring. */
async function hasOwnActiveExperiment(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ key: experiments.importSourceKey })
    .from(experiments)
    .where(and(eq(experiments.userId, userId), inArray(experiments.state, ['running', 'paused'])));
  return row !== undefined;
}

const isActive = (state: string) => state === 'running' || state === 'paused';

const ONE_EXPERIMENT_AT_A_TIME =
  'An experiment under way (you already have one under way, and two at once would blur each other)';

/** Counts per kind the preview and a batch show: entries, and Tend's other records. */
function planCounts(plan: ImportPlan, skipActiveExperiment: boolean) {
  const records = plan.records ?? emptyRecords();
  return {
    ...countByKind(plan.entries),
    questionnaire: records.questionnaires.length,
    experiment: records.experiments.filter((item) => !(skipActiveExperiment && isActive(item.state))).length,
    reminder: records.reminders.length,
  };
}

export async function previewImport(db: Database, person: Person, text: string, bytes: number) {
  const plan = planOf(text, bytes);
  const records = plan.records ?? emptyRecords();
  const [names, existing, profile, ownActive] = await Promise.all([
    namesInUse(db, person.id),
    alreadyImported(db, person.id, plan),
    currentProfile(db, person.id),
    hasOwnActiveExperiment(db, person.id),
  ]);
  const activeInFile = records.experiments.filter((item) => isActive(item.state)).length;
  const skipActive = ownActive && activeInFile > 0;
  const counts = planCounts(plan, skipActive);
  const { take, kept } = profileToTake(records.profile, profile);
  const skipped = skipActive
    ? [...plan.skipped, { reason: ONE_EXPERIMENT_AT_A_TIME, count: activeInFile }]
    : plan.skipped;
  return {
    format: plan.format,
    formatLabel: IMPORT_FORMAT_LABELS[plan.format],
    profileName: plan.profileName,
    range: plan.range,
    counts,
    total: Object.values(counts).reduce((sum, count) => sum + count, 0),
    alreadyImported: existing,
    // The profile's fields the import fills (the person has not set them) and those it leaves as
    // the person set them, in words.
    profile: {
      take: (Object.keys(take) as ProfileField[]).map((field) => PROFILE_FIELD_LABELS[field]),
      kept: kept.map((field) => PROFILE_FIELD_LABELS[field]),
    },
    skipped,
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
  const records = withMappedSymptoms(plan.records ?? emptyRecords(), request.mapping);
  const today = todayKey(now, person.timeZone);
  const lateQuestionnaire = records.questionnaires.find((item) => item.date > today);
  if (lateQuestionnaire) {
    throw new ProblemError(
      422,
      'import_future_entry',
      `A questionnaire is dated ${lateQuestionnaire.date}, after today: nothing was imported.`,
    );
  }
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
    const addedRecords =
      (await insertQuestionnaires(tx, person.id, records.questionnaires, batchId, now)) +
      (await insertExperiments(tx, person.id, records.experiments, batchId, now)) +
      (await insertReminders(tx, person.id, records.reminders, batchId, now));
    const profileFilled = await fillProfile(tx, person, records.profile, now);
    const added = addedEntries + addedChanges + addedRecords;
    const total = entries.length + sourceKeysOf(plan).length - plan.entries.length;
    if (added === 0 && profileFilled === null) {
      await tx.delete(importBatches).where(eq(importBatches.id, batchId));
      return { id: null, added: 0, alreadyImported: total, droppedCheckIns, profileFilled: [] };
    }
    const counts = await batchCounts(tx, batchId);
    await tx.update(importBatches).set({ counts, added, profileFilled }).where(eq(importBatches.id, batchId));
    if (addedEntries > 0) await rebuildJournalDays(tx, person.id);
    return {
      id: batchId,
      added,
      alreadyImported: total - added,
      droppedCheckIns,
      counts,
      profileFilled: Object.keys(profileFilled ?? {}).map(
        (field) => PROFILE_FIELD_LABELS[field as ProfileField],
      ),
    };
  });
}

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

async function questionnaireWeekday(tx: Transaction, userId: string): Promise<number> {
  const [row] = await tx
    .select({ weekday: questionnaireSettings.weekday })
    .from(questionnaireSettings)
    .where(eq(questionnaireSettings.userId, userId));
  return row?.weekday ?? DEFAULT_SETTINGS.weekday;
}

// A questionnaire the person already filled for that week (typed, or imported before) is kept:
// "on conflict do nothing" covers both the source key and the one-a-week rule.
async function insertQuestionnaires(
  tx: Transaction,
  userId: string,
  list: ImportRecords['questionnaires'],
  batchId: string,
  now: Date,
) {
  if (list.length === 0) return 0;
  const weekday = await questionnaireWeekday(tx, userId);
  const inserted = await tx
    .insert(questionnaireResponses)
    .values(
      list.map((item) => ({
        userId,
        instrument: item.instrument,
        day: item.date,
        weekStart: weekStart(item.date, weekday),
        answers: item.answers as Record<string, number | string[]>,
        total: item.total,
        band: item.band,
        createdAt: now,
        updatedAt: now,
        importBatchId: batchId,
        importSourceKey: item.sourceKey,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: questionnaireResponses.id });
  return inserted.length;
}

// One experiment at a time: one under way in the file is left out when the person has their own
// under way ("on conflict do nothing" covers that rule as well as the source key).
async function insertExperiments(
  tx: Transaction,
  userId: string,
  list: ImportRecords['experiments'],
  batchId: string,
  now: Date,
) {
  let added = 0;
  for (const item of list) {
    const inserted = await tx
      .insert(experiments)
      .values({
        userId,
        food: item.food,
        symptoms: item.symptoms,
        start: item.start,
        plan: item.plan,
        state: item.state,
        pauses: item.pauses,
        extension: item.extension,
        firstResult: item.firstResult,
        result: item.result,
        endedOn: item.endedOn,
        // Started when the file says, so the list keeps its order; never after the import.
        createdAt: item.createdAt && new Date(item.createdAt) < now ? new Date(item.createdAt) : now,
        updatedAt: now,
        importBatchId: batchId,
        importSourceKey: item.sourceKey,
      })
      .onConflictDoNothing()
      .returning({ id: experiments.id });
    added += inserted.length;
  }
  return added;
}

// Through the reminders' own store, so each is scheduled in the person's zone and the limit of
// reminders holds (a file that would pass it is refused whole, as adding them by hand would be).
async function insertReminders(
  tx: Transaction,
  userId: string,
  list: ImportRecords['reminders'],
  batchId: string,
  now: Date,
) {
  if (list.length === 0) return 0;
  await lockPersonsReminders(tx, userId);
  const existing = await tx
    .select({ key: reminders.importSourceKey })
    .from(reminders)
    .where(
      and(
        eq(reminders.userId, userId),
        inArray(
          reminders.importSourceKey,
          list.map((item) => item.sourceKey),
        ),
      ),
    );
  const known = new Set(existing.map((row) => row.key));
  const fresh = new Map<string, ImportRecords['reminders'][number]>();
  for (const item of list) if (!known.has(item.sourceKey)) fresh.set(item.sourceKey, item);
  const created = await insertScheduledReminders(
    tx,
    userId,
    [...fresh.values()].map(({ sourceKey, ...fields }) => ({
      ...fields,
      createdAt: now,
      updatedAt: now,
      importBatchId: batchId,
      importSourceKey: sourceKey,
    })),
    now,
  );
  return created.length;
}

type ProfileRow = typeof userProfiles.$inferInsert;

const EMPTY_PROFILE_VALUES: { readonly [K in ProfileField]: ProfileRow[K] } = {
  name: '',
  conditions: [],
  medications: [],
  supplements: [],
  symptoms: [],
  dietaryRestrictions: [],
  suspectedTriggers: [],
  trackStress: null,
  trackSleep: null,
  trackPeriods: null,
  trackBowel: null,
};

/** Fills the profile's fields the person has not set; the values written, or null when none. */
async function fillProfile(tx: Transaction, person: Person, file: PlannedProfile, now: Date) {
  if (Object.keys(file).length === 0) return null;
  const [row] = await tx.select().from(userProfiles).where(eq(userProfiles.userId, person.id)).for('update');
  const { take } = profileToTake(file, row ?? null);
  if (Object.keys(take).length === 0) return null;
  if (row)
    await tx
      .update(userProfiles)
      .set({ ...take, updatedAt: now })
      .where(eq(userProfiles.userId, person.id));
  else
    await tx
      .insert(userProfiles)
      .values({ userId: person.id, timezone: person.timeZone, ...take, createdAt: now, updatedAt: now });
  return take as Record<string, unknown>;
}

/** Undo empties each field the import filled, unless the person has changed it since. */
async function unfillProfile(tx: Transaction, userId: string, filled: Record<string, unknown>) {
  const [row] = await tx.select().from(userProfiles).where(eq(userProfiles.userId, userId)).for('update');
  if (!row) return;
  const unchanged = (Object.keys(filled) as ProfileField[]).filter(
    (field) => field in EMPTY_PROFILE_VALUES && isDeepStrictEqual(row[field], filled[field]),
  );
  if (unchanged.length === 0) return;
  const reset = Object.fromEntries(
    unchanged.map((field) => [field, EMPTY_PROFILE_VALUES[field]]),
  ) as Partial<ProfileRow>;
  await tx.update(userProfiles).set(reset).where(eq(userProfiles.userId, userId));
}

async function batchCounts(tx: Transaction, batchId: string) {
  const result = await tx.execute<{ kind: string; count: number }>(sql`
    select type as kind, count(*)::int as count from journal_entries where import_batch_id = ${batchId} group by type
    union all
    select 'medication-change', count(*)::int from medication_changes where import_batch_id = ${batchId}
    union all
    select 'questionnaire', count(*)::int from questionnaire_responses where import_batch_id = ${batchId}
    union all
    select 'experiment', count(*)::int from experiments where import_batch_id = ${batchId}
    union all
    select 'reminder', count(*)::int from reminders where import_batch_id = ${batchId}`);
  const counts: Record<string, number> = {
    food: 0,
    symptom: 0,
    bowel: 0,
    'medication-change': 0,
    questionnaire: 0,
    experiment: 0,
    reminder: 0,
  };
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

/** Whether the person answered the dashboard's offer to import, on any of their devices. */
export async function offerDismissed(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ dismissed: importSettings.offerDismissed })
    .from(importSettings)
    .where(eq(importSettings.userId, userId));
  return row?.dismissed ?? false;
}

export async function dismissOffer(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .insert(importSettings)
    .values({ userId, offerDismissed: true, updatedAt: now })
    .onConflictDoUpdate({ target: importSettings.userId, set: { offerDismissed: true, updatedAt: now } });
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
    if (batch.profileFilled) await unfillProfile(tx, userId, batch.profileFilled);
    await tx
      .delete(importBatches)
      .where(and(eq(importBatches.id, id), gt(importBatches.createdAt, new Date(0))));
    await rebuildJournalDays(tx, userId);
  });
}
