import { isDeepStrictEqual } from 'node:util';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  type CurrentProfile,
  IMPORT_FORMAT_LABELS,
  type ImportRecords,
  type PlannedProfile,
  PROFILE_FIELD_LABELS,
  type ProfileField,
  profileToTake,
  suggestSymptomMappings,
} from '#domain/import/public.ts';
import { maxChoicesPerList, symptomsSchema } from '#domain/profile/public.ts';
import { DEFAULT_SETTINGS, weekStart } from '#domain/questionnaires/public.ts';
import type { Database } from '#server/db/client.ts';
import { rebuildJournalDays } from '#server/db/journal-days.ts';
import {
  experiments,
  importBatches,
  importSettings,
  questionnaireResponses,
  questionnaireSettings,
  reminders,
  userProfiles,
} from '#server/db/schema/index.ts';
import { insertScheduledReminders, lockPersonsReminders } from '#server/features/reminders/public.ts';
import { ProblemError } from '#server/http/problem.ts';
import { type Person, type PlannedRows, type PreviewSummary, ROWS_PER_INSERT } from './import-work.ts';

export const UNDO_DAYS = 7;
const UNDO_MS = UNDO_DAYS * 24 * 3_600_000;

export type { Person } from './import-work.ts';

/**
 * Symptom names the person already uses, which the file's names are matched to: those their
 * check-ins rated and their profile's, which every check-in asks about. The profile's count before
 * any check-in has rated them, as the people importing are mostly new to Tend.
 */
async function namesInUse(db: Database, userId: string): Promise<string[]> {
  const result = await db.execute<{ name: string }>(sql`
    select jsonb_object_keys(details->'symptomRatings') as name
      from journal_entries where user_id = ${userId} and type = 'symptom'
    union
    select unnest(symptoms) from user_profiles where user_id = ${userId}`);
  return result.rows.map((row) => row.name).sort();
}

/** How many of these source keys (a JSON array) this person has already imported. */
async function alreadyImported(db: Database, userId: string, sourceKeys: string): Promise<number> {
  // The keys as one JSON parameter: a file's tens of thousands would not fit as parameters.
  const keyList = sql`(select jsonb_array_elements_text(${sourceKeys}::jsonb))`;
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

const ONE_EXPERIMENT_AT_A_TIME =
  'An experiment under way (you already have one under way, and two at once would blur each other)';

export async function previewImport(db: Database, person: Person, summary: PreviewSummary) {
  const [names, existing, profile, ownActive] = await Promise.all([
    namesInUse(db, person.id),
    summary.sourceKeyCount === 0 ? 0 : alreadyImported(db, person.id, summary.sourceKeys),
    currentProfile(db, person.id),
    hasOwnActiveExperiment(db, person.id),
  ]);
  const { records } = summary;
  const skipActive = ownActive && records.activeExperiments > 0;
  const counts = {
    ...summary.counts,
    questionnaire: records.questionnaire,
    experiment: records.experiment - (skipActive ? records.activeExperiments : 0),
    reminder: records.reminder,
  };
  const { take, kept } = profileToTake(summary.profile, profile);
  const skipped = skipActive
    ? [...summary.skipped, { reason: ONE_EXPERIMENT_AT_A_TIME, count: records.activeExperiments }]
    : summary.skipped;
  return {
    format: summary.format,
    formatLabel: IMPORT_FORMAT_LABELS[summary.format],
    profileName: summary.profileName,
    range: summary.range,
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
  // Tend's other records are few (a questionnaire a week, a handful of experiments and reminders):
  // rebuilt here as objects, as they are written one kind at a time through their own rules.
  const records = JSON.parse(rows.records) as ImportRecords;
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
    const addedRecords =
      (await insertQuestionnaires(tx, person.id, records.questionnaires, batchId, now)) +
      (await insertExperiments(tx, person.id, records.experiments, batchId, now)) +
      (await insertReminders(tx, person.id, records.reminders, batchId, now));
    const profileFilled = await fillProfile(tx, person, records.profile, now);
    const symptomsAdded = addedEntries > 0 ? await addSymptoms(tx, person, rows.newSymptoms, now) : [];
    onProgress(rows.total, rows.total);
    const added = addedEntries + addedChanges + addedRecords;
    const { droppedCheckIns } = rows;
    if (added === 0 && profileFilled === null) {
      await tx.delete(importBatches).where(eq(importBatches.id, batchId));
      return { id: null, added: 0, alreadyImported: rows.total, droppedCheckIns, profileFilled: [] };
    }
    const counts = await batchCounts(tx, batchId);
    await tx
      .update(importBatches)
      .set({ counts, added, profileFilled, symptomsAdded })
      .where(eq(importBatches.id, batchId));
    if (addedEntries > 0) await rebuildJournalDays(tx, person.id);
    return {
      id: batchId,
      added,
      alreadyImported: rows.total - added,
      droppedCheckIns,
      counts,
      profileFilled: Object.keys(profileFilled ?? {}).map(
        (field) => PROFILE_FIELD_LABELS[field as ProfileField],
      ),
    };
  });
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

/**
 * Symptoms kept as new join the profile's, so that check-ins ask about them from now on and
 * Insights reads the imported days; the names added.
 */
async function addSymptoms(tx: Transaction, person: Person, names: readonly string[], now: Date) {
  if (names.length === 0) return [];
  const [row] = await tx
    .select({ symptoms: userProfiles.symptoms })
    .from(userProfiles)
    .where(eq(userProfiles.userId, person.id))
    .for('update');
  if (!row) return [];
  const listed = new Set(row.symptoms.map((name) => name.trim().toLowerCase()));
  // A profile lists at most maxChoicesPerList symptoms: past that, the rest stay in the imported
  // check-ins (History and Trends show them) without joining the profile.
  const room = Math.max(0, maxChoicesPerList - row.symptoms.length);
  const added = names.filter((name) => !listed.has(name.trim().toLowerCase())).slice(0, room);
  if (added.length === 0) return [];
  const symptoms = [...row.symptoms, ...added];
  // The profile stays one its own form would accept.
  if (!symptomsSchema.safeParse(symptoms).success) return [];
  await tx.update(userProfiles).set({ symptoms, updatedAt: now }).where(eq(userProfiles.userId, person.id));
  return added;
}

/** Undo takes out the symptoms the import added, but those a check-in of the person's own rates. */
async function removeSymptoms(tx: Transaction, userId: string, added: readonly string[]) {
  if (added.length === 0) return;
  const stillRated = await tx.execute<{ name: string }>(sql`
    select distinct name from journal_entries, jsonb_object_keys(details->'symptomRatings') as name
     where user_id = ${userId} and type = 'symptom'`);
  const rated = new Set(stillRated.rows.map((row) => row.name));
  const leaving = new Set(added.filter((name) => !rated.has(name)));
  if (leaving.size === 0) return;
  const [row] = await tx
    .select({ symptoms: userProfiles.symptoms })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .for('update');
  if (!row) return;
  await tx
    .update(userProfiles)
    .set({ symptoms: row.symptoms.filter((name) => !leaving.has(name)) })
    .where(eq(userProfiles.userId, userId));
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
    await removeSymptoms(tx, userId, batch.symptomsAdded);
    await rebuildJournalDays(tx, userId);
  });
}
