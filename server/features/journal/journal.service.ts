import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { dayRange, startOfLocalDay, todayKey } from '../../../domain/rules/day-boundaries.ts';
import { addDays, type DayKey } from '../../../domain/rules/day-key.ts';
import { EDIT_WINDOW_MESSAGE, isEditable } from '../../../domain/rules/edit-window.ts';
import { entryDateProblem } from '../../../domain/rules/entry-date.ts';
import { HISTORY_PAGE_SIZE } from '../../../domain/rules/history.ts';
import { resolveOccurredAt } from '../../../domain/rules/nominal-time.ts';
import { streakLength } from '../../../domain/rules/streak.ts';
import type {
  FoodDetails,
  JournalEntryCreate,
  JournalEntryDto,
  SymptomDetails,
} from '../../../domain/schemas/journal-entry.ts';
import type { Database } from '../../db/client.ts';
import { journalEntries } from '../../db/schema/index.ts';
import { ProblemError } from '../../http/problem.ts';

type EntryRow = typeof journalEntries.$inferSelect;

/** Everything a journal rule needs to know about "now" for this person. */
export type JournalClock = { now: Date; timeZone: string; accountCreatedAt: Date; today: DayKey };

/** The person's zone travels with their session (server/auth/session-reader.ts): no query here. */
export function journalClock(person: { timeZone: string; createdAt: Date }, now: Date): JournalClock {
  return {
    now,
    timeZone: person.timeZone,
    accountCreatedAt: person.createdAt,
    today: todayKey(now, person.timeZone),
  };
}

export function toEntryDto(row: EntryRow): JournalEntryDto {
  const base = {
    id: row.id,
    content: row.content,
    occurredAt: row.occurredAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  return row.type === 'food'
    ? { ...base, type: 'food', details: row.details as FoodDetails }
    : { ...base, type: 'symptom', details: row.details as SymptomDetails };
}

/**
 * Creates an entry, or returns the one already created with this id by the same person (a retry
 * after a lost response). The insert and the lookup cannot race into a duplicate: the primary key
 * decides.
 */
export async function createEntry(
  db: Database,
  userId: string,
  input: JournalEntryCreate,
  clock: JournalClock,
): Promise<{ entry: JournalEntryDto; created: boolean }> {
  const dateProblem = entryDateProblem({ dayKey: input.date, ...clock });
  if (dateProblem) {
    throw new ProblemError(422, dateProblem.code, dateProblem.message, [
      { field: 'date', message: dateProblem.message },
    ]);
  }
  const slot = input.type === 'food' ? input.details.mealTime : input.details.time_of_day;
  const occurredAt = resolveOccurredAt({
    dayKey: input.date,
    now: clock.now,
    timeZone: clock.timeZone,
    slot,
  });
  const [inserted] = await db
    .insert(journalEntries)
    .values({
      id: input.id,
      userId,
      type: input.type,
      content: input.content,
      occurredAt,
      details: input.details,
    })
    .onConflictDoNothing({ target: journalEntries.id })
    .returning();
  if (inserted) return { entry: toEntryDto(inserted), created: true };

  const existing = await findEntry(db, userId, input.id);
  if (!existing) {
    // Another person's entry holds this id; say nothing about it.
    throw new ProblemError(409, 'id_conflict', 'This entry id is already in use. Please try again.');
  }
  return { entry: toEntryDto(existing), created: false };
}

async function findEntry(db: Database, userId: string, id: string): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)));
  return row;
}

/**
 * The person's own entry with this id, if it may still be changed: otherwise a 404 problem (another
 * person's entry is simply not found, exactly like one that does not exist) or the 403 of the
 * 7-day edit window, on the person's calendar.
 */
export async function findEditableEntry(
  db: Database,
  userId: string,
  id: string,
  clock: JournalClock,
): Promise<EntryRow> {
  const row = z.uuid().safeParse(id).success ? await findEntry(db, userId, id) : undefined;
  if (!row) throw new ProblemError(404, 'not_found', 'This entry does not exist.');
  if (!isEditable({ occurredAt: row.occurredAt, now: clock.now, timeZone: clock.timeZone })) {
    throw new ProblemError(403, 'entry_locked', EDIT_WINDOW_MESSAGE);
  }
  return row;
}

export async function updateEntry(
  db: Database,
  row: EntryRow,
  change: { content: string; details: FoodDetails | SymptomDetails },
): Promise<JournalEntryDto> {
  const [updated] = await db
    .update(journalEntries)
    .set({ content: change.content, details: change.details, updatedAt: new Date() })
    .where(and(eq(journalEntries.id, row.id), eq(journalEntries.userId, row.userId)))
    .returning();
  return toEntryDto(updated ?? row);
}

export async function deleteEntry(db: Database, row: EntryRow): Promise<void> {
  await db
    .delete(journalEntries)
    .where(and(eq(journalEntries.id, row.id), eq(journalEntries.userId, row.userId)));
}

/** Entries in [start, end), newest first. */
export async function entriesBetween(db: Database, userId: string, start: Date, end: Date) {
  const rows = await db
    .select()
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, userId),
        gte(journalEntries.occurredAt, start),
        lt(journalEntries.occurredAt, end),
      ),
    )
    .orderBy(desc(journalEntries.occurredAt), desc(journalEntries.createdAt));
  return rows.map(toEntryDto);
}

export async function entriesOfDay(db: Database, userId: string, day: DayKey, timeZone: string) {
  const { start, end } = dayRange(day, timeZone);
  return entriesBetween(db, userId, start, end);
}

/** Local days (newest first) on which the person logged anything, as 'YYYY-MM-DD'. */
async function daysWithEntries(
  db: Database,
  userId: string,
  timeZone: string,
  since?: Date,
): Promise<DayKey[]> {
  const day = sql<string>`to_char((${journalEntries.occurredAt} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
  const rows = await db
    .selectDistinct({ day })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), since ? gte(journalEntries.occurredAt, since) : undefined))
    // By position: the day expression binds the zone as a parameter, so repeating it in ORDER BY
    // would be a different expression to PostgreSQL than the one in the DISTINCT list.
    .orderBy(sql`1 desc`);
  return rows.map((row) => row.day);
}

// A streak longer than this is shown as this; it keeps the query bounded for years of entries.
const streakLookbackDays = 400;

export async function currentStreak(db: Database, userId: string, clock: JournalClock): Promise<number> {
  const since = startOfLocalDay(addDays(clock.today, -streakLookbackDays), clock.timeZone);
  return streakLength(await daysWithEntries(db, userId, clock.timeZone, since), clock.today);
}

export type HistoryRange = 'week' | 'all';

/**
 * The spec's history: the last 7 days (today and 6 before), or when they are empty every entry;
 * five days to a page, pages counted by distinct days.
 */
export async function historyPage(
  db: Database,
  userId: string,
  clock: JournalClock,
  request: { range: HistoryRange | 'auto'; page: number },
) {
  const weekStart = startOfLocalDay(addDays(clock.today, -6), clock.timeZone);
  let range: HistoryRange = request.range === 'auto' ? 'week' : request.range;
  let days = await daysWithEntries(db, userId, clock.timeZone, range === 'week' ? weekStart : undefined);
  if (request.range === 'auto' && days.length === 0) {
    range = 'all';
    days = await daysWithEntries(db, userId, clock.timeZone);
  }
  const pageCount = Math.max(1, Math.ceil(days.length / HISTORY_PAGE_SIZE));
  const page = Math.min(Math.max(1, request.page), pageCount);
  const pageDays = days.slice((page - 1) * HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE);
  const newest = pageDays[0];
  const oldest = pageDays.at(-1);
  const entries =
    newest && oldest
      ? await entriesBetween(
          db,
          userId,
          startOfLocalDay(oldest, clock.timeZone),
          dayRange(newest, clock.timeZone).end,
        )
      : [];
  return {
    range,
    page,
    pageCount,
    totalDays: days.length,
    today: clock.today,
    timeZone: clock.timeZone,
    entries,
  };
}
