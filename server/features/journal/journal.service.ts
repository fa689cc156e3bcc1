import { and, eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { z } from 'zod';
import { dayRange, localDayKey, startOfLocalDay, todayKey } from '#domain/common/day-boundaries.ts';
import { addDays, type DayKey } from '#domain/common/day-key.ts';
import { EDIT_WINDOW_MESSAGE, isEditable } from '#domain/journal/edit-window.ts';
import { entryDateProblem } from '#domain/journal/entry-date.ts';
import type { EntryType } from '#domain/journal/entry-type.ts';
import { HISTORY_PAGE_SIZE, pageHoldingDay } from '#domain/journal/history.ts';
import type {
  BowelDetails,
  FoodDetails,
  JournalEntryCreate,
  JournalEntryDto,
  SymptomDetails,
} from '#domain/journal/journal-entry.ts';
import {
  entryTiming,
  FUTURE_TIME_MESSAGE,
  isFutureExactTime,
  occurredAtAfterEdit,
  resolveOccurredAt,
} from '#domain/journal/nominal-time.ts';
import type { Database } from '#server/db/client.ts';
import { ensureJournalDays, rebuildJournalDaysNow } from '#server/db/journal-days.ts';
import { entriesBetween, entriesOfDay, toEntryDto } from '#server/db/journal-entries.ts';
import { journalEntries } from '#server/db/schema/index.ts';
import { ProblemError } from '#server/http/problem.ts';

type EntryRow = typeof journalEntries.$inferSelect;

// Shared with the insights feature, which reads whole journals (server/db/journal-entries.ts).
export { entriesBetween, entriesOfDay, toEntryDto };

/**
 * Runs one of the journal's hot statements as a named prepared statement: PostgreSQL parses and
 * analyses it once per connection instead of on every request, a large share of what these short
 * statements cost it. The text is fixed per name (every value is a parameter), as pg requires.
 */
async function prepared<T extends object>(db: Database, name: string, query: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // drizzle(pool) keeps the pool at $client (server/db/client.ts); the Database type leaves it out.
  const { $client: pool } = db as Database & { $client: pg.Pool };
  const result = await pool.query<T>({ name, text, values: params });
  return result.rows;
}

const dialect = new PgDialect();

// An instant as Date.toISOString writes it (milliseconds, truncated as pg's Date truncates), in
// UTC whatever the connection's TimeZone: its distance from the epoch added to a zoneless epoch, so
// no zone is converted in SQL (day boundaries stay in domain/common/day-boundaries.ts).
const isoUtc = (column: string) =>
  `to_char(timestamp '1970-01-01' + (${column} - timestamptz '1970-01-01 00:00:00+00'), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// Each entry of a read as the JSON text toEntryDto + JSON.stringify would write, built by PostgreSQL:
// the app then neither parses the row (three timestamps and the details) nor serialises it again.
// Same keys in the same order; the details are jsonb's own text (a space after each colon and comma,
// the same values). occurred_ms lets a read drop entries outside its days without parsing a date.
// Columns named, not e.*: a prepared statement's result columns are fixed when it is prepared, so a
// column added by a later migration (another instance may run it) would fail it on open connections.
// An imported entry (import_batch_id set) ends with "imported": true; a typed one has no such key.
const entryJsonFields = `e.id, e.content,
    ${isoUtc('e.occurred_at')} as "occurredAt", ${isoUtc('e.created_at')} as "createdAt",
    ${isoUtc('e.updated_at')} as "updatedAt", e.type, e.details`;
const entryJsonColumns = sql.raw(`
  e.id, floor(extract(epoch from e.occurred_at) * 1000)::float8 as occurred_ms,
  case when e.id is null then null
       when e.import_batch_id is null then (select row_to_json(j)::text from (select ${entryJsonFields}) j)
       else (select row_to_json(j)::text from (select ${entryJsonFields}, true as imported) j) end as entry_json`);

type EntryJsonColumns = { id: string | null; occurred_ms: number | null; entry_json: string | null };

/** The JSON array text of the rows' entries, in the rows' order, those kept by `keep` only. */
function entriesJsonOf(rows: EntryJsonColumns[], keep: (occurredMs: number) => boolean = () => true): string {
  const kept: string[] = [];
  for (const row of rows) {
    if (row.entry_json !== null && row.occurred_ms !== null && keep(row.occurred_ms))
      kept.push(row.entry_json);
  }
  return `[${kept.join(',')}]`;
}

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

/**
 * Creates an entry, or returns the one already created with this id by the same person (a retry
 * after a lost response). The insert and the lookup cannot race into a duplicate: the primary key
 * decides. The day's count in journal_days goes up in the same statement, and only when the entry
 * was really inserted, so a replay counts nothing.
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
  // The one time this entry has, by the rule every screen reads (decision 017), judged at the
  // moment it was logged: one sent later from the offline queue keeps its time (decision 013).
  const timing = entryTiming(input.details);
  refuseFutureExactTime({ dayKey: input.date, ...timing }, clock);
  const occurredAt = resolveOccurredAt({
    dayKey: input.date,
    now: clock.now,
    loggedAt: input.loggedAt,
    timeZone: clock.timeZone,
    ...timing,
  });
  const day = localDayKey(occurredAt, clock.timeZone);
  // created_at is written from the app's clock, the one the edit window is judged by (findEditableEntry),
  // not the database's: the 24-hour correction window must not depend on two clocks agreeing.
  const food = input.type === 'food' ? 1 : 0;
  const symptom = input.type === 'symptom' ? 1 : 0;
  const bowel = input.type === 'bowel' ? 1 : 0;
  // One statement, so one round trip and one transaction. The count is adjusted only while the
  // summary is built for the zone this day was computed in; the FOR SHARE row lock orders this
  // statement with a rebuild (server/db/journal-days.ts explains why that is enough).
  const rows = await prepared<CreatedRow>(
    db,
    'tend-journal-create',
    sql`
    with inserted as (
      insert into journal_entries (id, user_id, type, content, occurred_at, details, created_at, updated_at)
      values (${input.id}, ${userId}, ${input.type}, ${input.content}, ${occurredAt.toISOString()},
              ${JSON.stringify(input.details)}::jsonb, ${clock.now.toISOString()}, ${clock.now.toISOString()})
      on conflict (id) do nothing
      returning id, user_id, type, content, occurred_at, details, created_at, updated_at
    ), counted as (
      insert into journal_days (user_id, day, food_count, symptom_count, bowel_count)
      select user_id, ${day}::date, ${food}, ${symptom}, ${bowel} from inserted
       where exists (select 1 from journal_day_zones
                      where user_id = ${userId} and time_zone = ${clock.timeZone} for share)
      on conflict (user_id, day) do update
        set food_count = journal_days.food_count + excluded.food_count,
            symptom_count = journal_days.symptom_count + excluded.symptom_count,
            bowel_count = journal_days.bowel_count + excluded.bowel_count
      returning 1
    )
    select inserted.*, exists (select 1 from counted) as counted from inserted`,
  );
  const inserted = rows[0];
  if (inserted) {
    // Never built, or built for another zone meanwhile (the person changed it): the entry is
    // committed, so a rebuild from the entries counts it.
    if (!inserted.counted) await rebuildJournalDaysNow(db, userId);
    return { entry: toEntryDto(fromCreatedRow(inserted)), created: true };
  }

  const existing = await findEntry(db, userId, input.id);
  if (!existing) {
    // Another person's entry holds this id; say nothing about it.
    throw new ProblemError(409, 'id_conflict', 'This entry id is already in use. Please try again.');
  }
  return { entry: toEntryDto(existing), created: false };
}

/** An exact time later than now cannot have happened yet: a 422 naming the field. */
function refuseFutureExactTime(
  { dayKey, exactTime }: { dayKey: DayKey; exactTime?: string | undefined },
  clock: JournalClock,
): void {
  if (isFutureExactTime({ dayKey, exactTime, now: clock.now, timeZone: clock.timeZone })) {
    throw new ProblemError(422, 'future_time', FUTURE_TIME_MESSAGE, [
      { field: 'details.exact_time', message: FUTURE_TIME_MESSAGE },
    ]);
  }
}

type CreatedRow = {
  id: string;
  user_id: string;
  type: EntryType;
  content: string;
  occurred_at: Date | string;
  details: unknown;
  created_at: Date | string;
  updated_at: Date | string;
  counted: boolean;
};

function fromCreatedRow(row: CreatedRow): EntryRow {
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    content: row.content,
    occurredAt: new Date(row.occurred_at),
    details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    // Typed entries are never imported ones.
    importBatchId: null,
    importSourceKey: null,
  };
}

async function findEntry(db: Database, userId: string, id: string): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)));
  return row;
}

/**
 * The person's own entry with this id, whatever its age: otherwise a 404 problem (another person's
 * entry is simply not found, exactly like one that does not exist). What a delete needs: a person
 * may always delete their own entry (domain/journal/edit-window.ts).
 */
export async function findOwnEntry(db: Database, userId: string, id: string): Promise<EntryRow> {
  const row = z.uuid().safeParse(id).success ? await findEntry(db, userId, id) : undefined;
  if (!row) throw new ProblemError(404, 'not_found', 'This entry does not exist.');
  return row;
}

/**
 * The person's own entry with this id, if it may still be edited: otherwise findOwnEntry's 404 or
 * the 403 of the edit window: the entry's day is older than 7 days on the person's calendar and it
 * was written more than 24 hours ago (domain/journal/edit-window.ts).
 */
export async function findEditableEntry(
  db: Database,
  userId: string,
  id: string,
  clock: JournalClock,
): Promise<EntryRow> {
  const row = await findOwnEntry(db, userId, id);
  // An imported entry was written by another app, maybe years ago: the person may correct what
  // the import made of it whenever they find it.
  if (
    row.importBatchId === null &&
    !isEditable({
      occurredAt: row.occurredAt,
      createdAt: row.createdAt,
      now: clock.now,
      timeZone: clock.timeZone,
    })
  ) {
    throw new ProblemError(403, 'entry_locked', EDIT_WINDOW_MESSAGE);
  }
  return row;
}

/**
 * Saves an edit. A changed slot or exact time places the entry again on its day by the same rule
 * as a create (occurredAtAfterEdit); the day itself never changes, so the day's counts stay right.
 */
export async function updateEntry(
  db: Database,
  row: EntryRow,
  change: { content: string; details: FoodDetails | SymptomDetails | BowelDetails },
  clock: JournalClock,
): Promise<JournalEntryDto> {
  const before = entryTiming(row.details as FoodDetails | SymptomDetails | BowelDetails);
  const after = entryTiming(change.details);
  // Only a changed exact time is judged: an edit of the notes never fails on a time already stored.
  if (after.exactTime !== before.exactTime) {
    refuseFutureExactTime({ dayKey: localDayKey(row.occurredAt, clock.timeZone), ...after }, clock);
  }
  const occurredAt = occurredAtAfterEdit({
    occurredAt: row.occurredAt,
    before,
    after,
    now: clock.now,
    timeZone: clock.timeZone,
  });
  const [updated] = await db
    .update(journalEntries)
    // updated_at is when the row was written (the machine's clock, not the rules' pinned one): the
    // insights' today memo notices an edit by it.
    .set({ content: change.content, details: change.details, occurredAt, updatedAt: new Date() })
    .where(and(eq(journalEntries.id, row.id), eq(journalEntries.userId, row.userId)))
    .returning();
  return toEntryDto(updated ?? row);
}

/**
 * Deletes the entry and takes it off its day's count in one transaction; a day left with no entry
 * loses its row. The day is computed in the zone the summary was built for, read under the same
 * row lock a rebuild takes, so a zone change cannot slip between.
 */
export async function deleteEntry(db: Database, row: EntryRow): Promise<void> {
  await db.transaction(async (tx) => {
    const built = await tx.execute<{ time_zone: string }>(
      sql`select time_zone from journal_day_zones where user_id = ${row.userId} for share`,
    );
    const [deleted] = await tx
      .delete(journalEntries)
      .where(and(eq(journalEntries.id, row.id), eq(journalEntries.userId, row.userId)))
      .returning({ occurredAt: journalEntries.occurredAt, type: journalEntries.type });
    const zone = built.rows[0]?.time_zone;
    // Without a built summary there is nothing to adjust: it is built from the entries when read.
    if (!deleted || zone === undefined) return;
    const day = localDayKey(deleted.occurredAt, zone);
    const food = deleted.type === 'food' ? 1 : 0;
    const symptom = deleted.type === 'symptom' ? 1 : 0;
    const bowel = deleted.type === 'bowel' ? 1 : 0;
    await tx.execute(sql`
      update journal_days
         set food_count = food_count - ${food}, symptom_count = symptom_count - ${symptom},
             bowel_count = bowel_count - ${bowel}
       where user_id = ${row.userId} and day = ${day}::date`);
    await tx.execute(sql`
      delete from journal_days
       where user_id = ${row.userId} and day = ${day}::date
         and food_count = 0 and symptom_count = 0 and bowel_count = 0`);
  });
}

// A streak longer than this is shown as this; it keeps the query bounded for years of entries.
const streakLookbackDays = 400;

/**
 * Runs a read of journal_days whose rows also carry the zone the summary was built for; when that
 * is not the request's zone (never built, or the zone just changed), builds it and reads again. A
 * request racing a zone change may still find the other zone then, and answers from it.
 */
async function readDays<T extends { zone: string | null }>(
  db: Database,
  userId: string,
  timeZone: string,
  read: () => Promise<T[]>,
): Promise<T[]> {
  const first = await read();
  if (first[0]?.zone === timeZone) return first;
  await ensureJournalDays(db, userId);
  return read();
}

/**
 * The streak in SQL, for the clock's today (see todayView). Days with a meal or a check-in count;
 * a day with only bowel movements does not (decision 019: the goal and the streak stay the spec's).
 */
function streakSql(userId: string, clock: JournalClock) {
  const from = addDays(clock.today, -streakLookbackDays);
  const yesterday = addDays(clock.today, -1);
  return sql`(select count(*)::int
      from (select day + (row_number() over (order by day desc))::int as run
              from journal_days
             where user_id = ${userId} and day between ${from}::date and ${clock.today}::date
               and food_count + symptom_count > 0) numbered
     where run = (select max(day) + 1 from journal_days
                   where user_id = ${userId} and day between ${yesterday}::date and ${clock.today}::date
                     and food_count + symptom_count > 0))`;
}

/**
 * The dashboard's today: the day's entries (newest first) and the streak, in one round trip. The
 * streak is computed in PostgreSQL over at most the lookback's days of the summary: numbering the
 * days newest first, day + number is the same for every day of an unbroken run (gaps and islands),
 * and the run that counts starts today or yesterday.
 */
export async function todayView(
  db: Database,
  userId: string,
  clock: JournalClock,
): Promise<{ streak: number; entriesJson: string }> {
  const { start, end } = dayRange(clock.today, clock.timeZone);
  const rows = await readDays(db, userId, clock.timeZone, async () => {
    return prepared<EntryJsonColumns & { zone: string | null; streak: number }>(
      db,
      'tend-journal-today',
      sql`
      select (select time_zone from journal_day_zones where user_id = ${userId}) as zone,
             ${streakSql(userId, clock)} as streak, ${entryJsonColumns}
        from (select) as one
        left join journal_entries e
          on e.user_id = ${userId} and e.occurred_at >= ${start.toISOString()}
             and e.occurred_at < ${end.toISOString()}
       order by e.occurred_at desc, e.created_at desc`,
    );
  });
  return { streak: rows[0]?.streak ?? 0, entriesJson: entriesJsonOf(rows) };
}

export type HistoryRange = 'week' | 'all';

/**
 * A jump to a date: every day, on the page that holds it, or where it would be among the days with
 * entries when it has none (the nearest days around it): the days after it, counted in the summary.
 */
async function pageOfDate(
  db: Database,
  userId: string,
  clock: JournalClock,
  date: DayKey,
): Promise<{ range: HistoryRange; page: number }> {
  const [row] = await readDays(db, userId, clock.timeZone, async () => {
    const result = await db.execute<{ zone: string | null; newer: number }>(sql`
      select (select time_zone from journal_day_zones where user_id = ${userId}) as zone,
             (select count(*)::int from journal_days where user_id = ${userId} and day > ${date}::date) as newer`);
    return result.rows;
  });
  return { range: 'all', page: pageHoldingDay(row?.newer ?? 0) };
}

// The page's newest and oldest day rather than its days: every row repeats them, and an array
// column costs a parse per row in the app.
type HistoryRow = EntryJsonColumns & {
  zone: string | null;
  range: HistoryRange;
  total: number;
  newest: DayKey | null;
  oldest: DayKey | null;
};

// The SQL window around the page's days only has to hold every entry of those days, whatever the
// zone: zones are 12 hours behind UTC to 14 ahead, so a local day D starts no earlier than D-1 at
// 10:00 UTC and ends no later than D+1 at 12:00 UTC. Which day an entry is on is decided in JS. The
// window is cut at those hours, not at whole days: every entry read and then dropped costs its
// parse in the app (a London page read 28 entries for 20 with whole days, 24-25 with these).
const windowStartUtc = 'T10:00:00Z';
const windowEndUtc = 'T12:00:00Z';

/**
 * The spec's history: the last 7 days (today and 6 before), or when they are empty every entry;
 * five days to a page, pages counted by distinct days. One statement counts the days of the range,
 * reads one page of day keys from the summary and the entries around those days; the entries
 * outside them, by the person's calendar, are dropped here.
 */
export async function historyPage(
  db: Database,
  userId: string,
  clock: JournalClock,
  asked: { range: HistoryRange | 'auto'; page: number; date?: DayKey | undefined },
) {
  const request = asked.date === undefined ? asked : await pageOfDate(db, userId, clock, asked.date);
  const weekFrom = addDays(clock.today, -6);
  const wanted = Math.max(1, request.page);
  const rows = await readDays(db, userId, clock.timeZone, async () => {
    return prepared<HistoryRow>(
      db,
      'tend-journal-history',
      sql`
      with week as (
        select count(*)::int as days from journal_days where user_id = ${userId} and day >= ${weekFrom}::date
      ), chosen as (
        select case when ${request.range}::text = 'all' or (${request.range}::text = 'auto' and week.days = 0)
                    then 'all' else 'week' end as range, week.days
          from week
      ), counted as (
        select range,
               case when range = 'week' then days
                    else (select count(*)::int from journal_days where user_id = ${userId}) end as total
          from chosen
      ), page as materialized (
        select counted.*,
               array(select day from journal_days
                      where user_id = ${userId}
                        and day >= case when counted.range = 'all' then '-infinity'::date else ${weekFrom}::date end
                      order by day desc
                      limit ${HISTORY_PAGE_SIZE}
                     offset (least(${wanted}::int, greatest(1, ceil(counted.total::numeric / ${HISTORY_PAGE_SIZE}::int)::int)) - 1)
                            * ${HISTORY_PAGE_SIZE}) as days
          from counted
      )
      select (select time_zone from journal_day_zones where user_id = ${userId}) as zone,
             page.range, page.total,
             to_char(page.days[1], 'YYYY-MM-DD') as newest,
             to_char(page.days[cardinality(page.days)], 'YYYY-MM-DD') as oldest,
             ${entryJsonColumns}
        from page
        left join journal_entries e
          on cardinality(page.days) > 0 and e.user_id = ${userId}
             and e.occurred_at >= (to_char(page.days[cardinality(page.days)] - 1, 'YYYY-MM-DD')
                                   || ${windowStartUtc}::text)::timestamptz
             and e.occurred_at < (to_char(page.days[1] + 1, 'YYYY-MM-DD') || ${windowEndUtc}::text)::timestamptz
       order by e.occurred_at desc, e.created_at desc`,
    );
  });
  const first = rows[0];
  const range: HistoryRange = first?.range ?? (request.range === 'all' ? 'all' : 'week');
  const totalDays = first?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(totalDays / HISTORY_PAGE_SIZE));
  const page = Math.min(wanted, pageCount);
  const newest = first?.newest;
  const oldest = first?.oldest;
  // The page's days as instants, by the one implementation of day boundaries: two conversions
  // instead of one per entry.
  const bounds =
    newest && oldest
      ? {
          start: startOfLocalDay(oldest, clock.timeZone),
          end: startOfLocalDay(addDays(newest, 1), clock.timeZone),
        }
      : undefined;
  const start = bounds?.start.getTime() ?? 0;
  const end = bounds?.end.getTime() ?? 0;
  const entriesJson = bounds ? entriesJsonOf(rows, (occurred) => occurred >= start && occurred < end) : '[]';
  return {
    range,
    page,
    pageCount,
    totalDays,
    today: clock.today,
    timeZone: clock.timeZone,
    entriesJson,
  };
}
