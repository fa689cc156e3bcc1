import { and, desc, eq, gte, lte, ne } from 'drizzle-orm';
import { z } from 'zod';
import { todayKey } from '#domain/common/day-boundaries.ts';
import { addDays, type DayKey } from '#domain/common/day-key.ts';
import {
  type Answers,
  DEFAULT_SETTINGS,
  dueInstruments,
  INSTRUMENTS,
  type InstrumentId,
  isResponseEditable,
  offeredInstruments,
  type QuestionnaireFields,
  type QuestionnaireSettings,
  RESPONSE_MESSAGES,
  type ResponseDto,
  responseContextProblem,
  scoreQuestionnaire,
  weekStart,
} from '#domain/questionnaires/public.ts';
import type { SignedInPerson } from '#server/auth/session-reader.ts';
import type { Database } from '#server/db/client.ts';
import { questionnaireResponses, questionnaireSettings, userProfiles } from '#server/db/schema/index.ts';
import { ProblemError } from '#server/http/problem.ts';

type Row = typeof questionnaireResponses.$inferSelect;

export function toResponseDto(row: Row): ResponseDto {
  return {
    id: row.id,
    instrument: row.instrument,
    date: row.day,
    answers: row.answers as Answers,
    total: row.total === null ? null : Number(row.total),
    band: row.band,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function readConditions(db: Database, userId: string): Promise<string[]> {
  const [profile] = await db
    .select({ conditions: userProfiles.conditions })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return profile?.conditions ?? [];
}

export type StoredSettings = QuestionnaireSettings & { anchor: DayKey };

/** The person's schedule; without one, the default anchored on the account's first day. */
export async function readSettings(db: Database, person: SignedInPerson): Promise<StoredSettings> {
  const [row] = await db
    .select()
    .from(questionnaireSettings)
    .where(eq(questionnaireSettings.userId, person.id));
  if (!row) return { ...DEFAULT_SETTINGS, anchor: todayKey(person.createdAt, person.timeZone) };
  return {
    frequency: row.frequency,
    weekday: row.weekday,
    instruments: (row.instruments as InstrumentId[] | null) ?? null,
    anchor: row.anchorDay,
  };
}

export async function saveSettings(
  db: Database,
  person: SignedInPerson,
  settings: QuestionnaireSettings,
  now: Date,
): Promise<StoredSettings> {
  const anchor = todayKey(now, person.timeZone);
  const values = {
    frequency: settings.frequency,
    weekday: settings.weekday,
    instruments: settings.instruments ? [...settings.instruments] : null,
    anchorDay: anchor,
    updatedAt: now,
  };
  await db
    .insert(questionnaireSettings)
    .values({ userId: person.id, ...values })
    .onConflictDoUpdate({ target: questionnaireSettings.userId, set: values });
  return { ...settings, anchor };
}

/** Every filled questionnaire, newest first. */
export async function listResponses(db: Database, userId: string): Promise<ResponseDto[]> {
  const rows = await db
    .select()
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.userId, userId))
    .orderBy(desc(questionnaireResponses.day), desc(questionnaireResponses.createdAt));
  return rows.map(toResponseDto);
}

export async function readOverview(db: Database, person: SignedInPerson, now: Date) {
  const [conditions, settings, responses] = await Promise.all([
    readConditions(db, person.id),
    readSettings(db, person),
    listResponses(db, person.id),
  ]);
  const today = todayKey(now, person.timeZone);
  const lastFilled: Partial<Record<InstrumentId, DayKey>> = {};
  for (const response of responses) lastFilled[response.instrument] ??= response.date;
  return {
    today,
    settings,
    offered: offeredInstruments(conditions),
    due: dueInstruments({ conditions, settings, anchor: settings.anchor, today, lastFilled }),
    responses,
  };
}

const notFound = () => new ProblemError(404, 'not_found', 'This questionnaire does not exist.');

function refuse(field: string, message: string, status: 400 | 409 = 400): never {
  throw new ProblemError(status, status === 409 ? 'conflict' : 'validation_failed', message, [
    { field, message },
  ]);
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Refuses a second questionnaire of the same instrument in the person's week holding `day`. */
async function checkWeek(
  tx: Tx,
  userId: string,
  fields: QuestionnaireFields,
  weekday: number,
  except?: string,
) {
  const start = weekStart(fields.date, weekday);
  const [other] = await tx
    .select({ id: questionnaireResponses.id })
    .from(questionnaireResponses)
    .where(
      and(
        eq(questionnaireResponses.userId, userId),
        eq(questionnaireResponses.instrument, fields.instrument),
        gte(questionnaireResponses.day, start),
        lte(questionnaireResponses.day, addDays(start, 6)),
        except ? ne(questionnaireResponses.id, except) : undefined,
      ),
    )
    .limit(1);
  if (other) refuse('date', RESPONSE_MESSAGES.sameWeek(INSTRUMENTS[fields.instrument], start), 409);
  return start;
}

function scored(fields: QuestionnaireFields) {
  const score = scoreQuestionnaire(INSTRUMENTS[fields.instrument], fields.answers);
  return { total: score.total, band: score.band?.id ?? null };
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
}

async function checkContext(db: Database, person: SignedInPerson, fields: QuestionnaireFields, now: Date) {
  const problem = responseContextProblem({
    instrument: fields.instrument,
    date: fields.date,
    conditions: await readConditions(db, person.id),
    now,
    timeZone: person.timeZone,
    accountCreatedAt: person.createdAt,
  });
  if (problem) refuse(problem.field, problem.message);
}

/** The response as stored and the one before it (for "down from 8 three weeks ago"). */
async function withPrevious(db: Database, userId: string, row: Row) {
  const [previous] = await db
    .select()
    .from(questionnaireResponses)
    .where(
      and(
        eq(questionnaireResponses.userId, userId),
        eq(questionnaireResponses.instrument, row.instrument),
        lte(questionnaireResponses.day, addDays(row.day, -1)),
      ),
    )
    .orderBy(desc(questionnaireResponses.day))
    .limit(1);
  return { response: toResponseDto(row), previous: previous ? toResponseDto(previous) : null };
}

export async function createResponse(
  db: Database,
  person: SignedInPerson,
  fields: QuestionnaireFields,
  now: Date,
) {
  await checkContext(db, person, fields, now);
  const { weekday } = await readSettings(db, person);
  try {
    const row = await db.transaction(async (tx) => {
      const start = await checkWeek(tx, person.id, fields, weekday);
      const [inserted] = await tx
        .insert(questionnaireResponses)
        .values({
          userId: person.id,
          instrument: fields.instrument,
          day: fields.date,
          weekStart: start,
          answers: fields.answers as Record<string, number | string[]>,
          ...scored(fields),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!inserted) throw new Error('The questionnaire was not stored');
      return inserted;
    });
    return withPrevious(db, person.id, row);
  } catch (error) {
    if (isUniqueViolation(error)) {
      refuse(
        'date',
        RESPONSE_MESSAGES.sameWeek(INSTRUMENTS[fields.instrument], weekStart(fields.date, weekday)),
        409,
      );
    }
    throw error;
  }
}

function ownedBy(userId: string, id: string) {
  if (!z.uuid().safeParse(id).success) throw notFound();
  return and(eq(questionnaireResponses.id, id), eq(questionnaireResponses.userId, userId));
}

export async function correctResponse(
  db: Database,
  person: SignedInPerson,
  id: string,
  fields: QuestionnaireFields,
  now: Date,
) {
  await checkContext(db, person, fields, now);
  const { weekday } = await readSettings(db, person);
  const row = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(questionnaireResponses)
      .where(ownedBy(person.id, id))
      .for('update');
    if (!existing) throw notFound();
    if (existing.instrument !== fields.instrument) {
      refuse('instrument', 'A filled questionnaire cannot become another questionnaire.');
    }
    if (
      !isResponseEditable({
        day: existing.day,
        createdAt: existing.createdAt,
        now,
        timeZone: person.timeZone,
      })
    ) {
      throw new ProblemError(403, 'not_editable', RESPONSE_MESSAGES.notEditable);
    }
    const start = await checkWeek(tx, person.id, fields, weekday, id);
    const [updated] = await tx
      .update(questionnaireResponses)
      .set({
        day: fields.date,
        weekStart: start,
        answers: fields.answers as Record<string, number | string[]>,
        ...scored(fields),
        updatedAt: now,
      })
      .where(ownedBy(person.id, id))
      .returning();
    if (!updated) throw notFound();
    return updated;
  });
  return withPrevious(db, person.id, row);
}

export async function deleteResponse(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(questionnaireResponses)
    .where(ownedBy(userId, id))
    .returning({ id: questionnaireResponses.id });
  if (deleted.length === 0) throw notFound();
}
