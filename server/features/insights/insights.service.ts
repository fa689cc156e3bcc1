import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { startOfLocalDay, todayKey } from '#domain/common/day-boundaries.ts';
import {
  type AnalyzeJournalInput,
  type AnalyzeJournalResult,
  analyzeJournal,
  type InsightsProfile,
  summariseToday,
  TODAY_SUMMARY_DAYS,
  type TodaySummary,
} from '#domain/insights/index.ts';
import type { InsightsResponse } from '#domain/insights/insights-schema.ts';
import type { JournalEntryDto } from '#domain/journal/public.ts';
import { DAILY_GOAL, goalProgressOf } from '#domain/journal/public.ts';
import type { Database } from '#server/db/client.ts';
import { entriesOfDay, toEntryDto } from '#server/db/journal-entries.ts';
import { journalEntries, medicationChanges, userInsights, userProfiles } from '#server/db/schema/index.ts';
import { ProblemError } from '#server/http/problem.ts';
import type { WordedInsights } from './insights-wording.ts';
import { TodayMemo } from './today-memo.ts';

/** The spec's cache lifetime (section 9). */
export const INSIGHTS_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const NO_ENTRIES_MESSAGE = 'No journal entries found. Please log some meals and symptoms first.';

export const REFRESH_REFUSED_MESSAGE = `Insights can be refreshed once today has at least ${DAILY_GOAL.meals} meals and ${DAILY_GOAL.symptoms} symptom check-ins.`;

/** Who is asking and when: the clock is the app's (deps.now), so tests can step past 24 hours. */
export type InsightsRequest = { userId: string; now: Date; timeZone: string };

/**
 * The optional AI wording (insights-wording.ts): `identity` names the provider and model, so a
 * change of provider, or turning it on or off, counts as a change like a new entry.
 */
export type InsightsWorder = {
  identity: string;
  word: (result: AnalyzeJournalResult, userId: string) => Promise<WordedInsights>;
};

/** Without a worder the engine's texts are used, as they are when no provider is configured. */
export type InsightsOptions = { worder?: InsightsWorder | undefined };

// The spec's generation input (section 7, call 19) tracks these when the profile names none, so a
// person who skipped onboarding still sees their check-ins read.
const DEFAULT_SYMPTOMS = ['Joint pain', 'Fatigue', 'Brain fog'];

type CacheRow = typeof userInsights.$inferSelect;

// One computation per person per process at a time: a second request arriving while the first is
// computing (the page and its retry, two tabs) waits for the same result instead of running the
// engine again. Across instances the upsert keeps the one row; at worst both compute once.
const inFlight = new Map<string, Promise<InsightsResponse>>();

function singleFlight(userId: string, work: () => Promise<InsightsResponse>): Promise<InsightsResponse> {
  const running = inFlight.get(userId);
  if (running) return running;
  const started = work().finally(() => inFlight.delete(userId));
  inFlight.set(userId, started);
  return started;
}

function toResponse(row: CacheRow): InsightsResponse {
  return {
    insights: row.insights as AnalyzeJournalResult,
    wording: row.wording,
    generatedAt: row.generatedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * True when the journal holds entries on days the cached result never saw: timed after the
 * result was computed and before today began. A result from yesterday morning must not tell a
 * person who logged the rest of yesterday that there is not enough data yet while the counts above
 * it have grown: such a journal is analysed again on read. Today's own entries are not counted
 * (today's summary is live; the rest waits for the day's goal and Refresh, or for tomorrow), so a
 * journal kept every day is analysed about once a day. Part of the cached read's one statement:
 * one probe of the (user_id, occurred_at) index, no extra round trip.
 */
function unseenDaysSql(request: InsightsRequest) {
  const todayStart = startOfLocalDay(todayKey(request.now, request.timeZone), request.timeZone);
  return sql<boolean>`exists (select 1 from ${journalEntries} where ${journalEntries.userId} = ${request.userId}
      and ${journalEntries.occurredAt} > ${userInsights.generatedAt}
      and ${journalEntries.occurredAt} < ${todayStart.toISOString()}::timestamptz)`;
}

type CacheRead = { cached: CacheRow; unseenDays: boolean };

/** The cached result may answer: under 24 hours old, and no day it did not see has entries. */
function stillAnswers(read: CacheRead, request: InsightsRequest): boolean {
  return read.cached.expiresAt > request.now && !read.unseenDays;
}

async function readCache(db: Database, request: InsightsRequest): Promise<CacheRead | undefined> {
  const [row] = await db
    .select({ cached: userInsights, unseenDays: unseenDaysSql(request) })
    .from(userInsights)
    .where(eq(userInsights.userId, request.userId));
  return row;
}

type TreatmentChange = NonNullable<AnalyzeJournalInput['treatmentChanges']>[number];

type EngineInput = {
  entries: JournalEntryDto[];
  profile: InsightsProfile;
  treatmentChanges: TreatmentChange[];
  fingerprint: string;
};

/**
 * Everything the engine reads, and a fingerprint of it. The spec regenerates an expired cache only
 * when "journal entries newer than the cache exist"; comparing timestamps cannot see a deletion
 * (the row is gone) and mixes clocks (entries carry PostgreSQL's now(), generated_at the app's). A
 * hash of every entry's id and updated_at sees all three changes exactly: a new entry adds an id,
 * an edit moves its updated_at (updateEntry sets it), a deletion removes an id. The profile fields
 * and the zone are in it too, since they change the result as much as an entry does.
 */
async function readProfile(db: Database, userId: string): Promise<InsightsProfile> {
  const [stored] = await db
    .select({
      symptoms: userProfiles.symptoms,
      suspectedTriggers: userProfiles.suspectedTriggers,
      dietaryRestrictions: userProfiles.dietaryRestrictions,
    })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return insightsProfileOf(stored);
}

function insightsProfileOf(stored: InsightsProfile | undefined | null): InsightsProfile {
  const profile = stored ?? { symptoms: [], suspectedTriggers: [], dietaryRestrictions: [] };
  return { ...profile, symptoms: profile.symptoms.length > 0 ? profile.symptoms : DEFAULT_SYMPTOMS };
}

/** The person's entries, all of them or those since an instant, in id order (the fingerprint's). */
async function readEntries(db: Database, userId: string, since?: Date): Promise<JournalEntryDto[]> {
  const rows = await db
    .select()
    .from(journalEntries)
    .where(
      since === undefined
        ? eq(journalEntries.userId, userId)
        : and(eq(journalEntries.userId, userId), gte(journalEntries.occurredAt, since)),
    )
    .orderBy(asc(journalEntries.id));
  return rows.map(toEntryDto);
}

/** The person's dated medication changes, oldest first, for the engine. */
async function readTreatmentChanges(db: Database, userId: string): Promise<TreatmentChange[]> {
  return db
    .select({
      date: medicationChanges.day,
      medication: medicationChanges.medication,
      change: medicationChanges.change,
    })
    .from(medicationChanges)
    .where(eq(medicationChanges.userId, userId))
    .orderBy(asc(medicationChanges.day), asc(medicationChanges.createdAt), asc(medicationChanges.id));
}

async function readEngineInput(
  db: Database,
  request: InsightsRequest,
  options: InsightsOptions,
): Promise<EngineInput> {
  const [entries, profile, treatmentChanges] = await Promise.all([
    readEntries(db, request.userId),
    readProfile(db, request.userId),
    readTreatmentChanges(db, request.userId),
  ]);
  const hash = createHash('sha256');
  // The changes are few and carry no timestamp the hash could follow: all of them go in, so a
  // change recorded, corrected or deleted counts like an edited entry.
  hash.update(
    JSON.stringify([request.timeZone, profile, options.worder?.identity ?? 'engine', treatmentChanges]),
  );
  for (const entry of entries) hash.update(`\n${entry.id} ${entry.updatedAt}`);
  return { entries, profile, treatmentChanges, fingerprint: hash.digest('base64url') };
}

const DAY_MS = 24 * 60 * 60 * 1000;

// Enough for every person active on an instance at once; about a kilobyte each.
const todayMemo = new TodayMemo<TodaySummary>(2000);

/**
 * The entries the summary reads, as far as the memo needs to know them, in one small query: how
 * many, how many are not after now (an entry timed later today counts once its time has come), the
 * newest change and id (an addition, a deletion or an edit moves one of these).
 */
function journalStateSql(request: InsightsRequest, since: Date | undefined) {
  const window =
    since === undefined
      ? sql``
      : sql` and ${journalEntries.occurredAt} >= ${since.toISOString()}::timestamptz`;
  return sql<unknown[]>`(select json_build_array(
      count(*)::int,
      (count(*) filter (where ${journalEntries.occurredAt} <= ${request.now.toISOString()}::timestamptz))::int,
      max(${journalEntries.updatedAt})::text,
      max(${journalEntries.id}::text)
    ) from ${journalEntries} where ${journalEntries.userId} = ${request.userId}${window})`;
}

async function journalStateOf(
  db: Database,
  request: InsightsRequest,
  since: Date | undefined,
): Promise<unknown[]> {
  const [row] = await db.select({ state: journalStateSql(request, since) }).from(sql`(select 1) as one`);
  return row?.state ?? [];
}

/** The start of the summary's window: whole days, so its edge moves once a day, not on every read. */
function summaryWindowStart(request: InsightsRequest): Date {
  return new Date(Math.floor(request.now.getTime() / DAY_MS) * DAY_MS - TODAY_SUMMARY_DAYS * DAY_MS);
}

type JournalNow = { profile: InsightsProfile; journal: unknown[] };

/**
 * The cached result, the profile and the journal's state in one statement: the cached read of
 * GET /api/insights is one round trip on one connection, for throughput. The state
 * covers the summary's window, or the whole journal while the result says it is not yet enough,
 * as withTodayAsItIs reads it; CASE runs only the branch it takes.
 */
async function readCacheAndJournal(
  db: Database,
  request: InsightsRequest,
): Promise<(CacheRead & { now: JournalNow }) | undefined> {
  const enough = sql`coalesce((${userInsights.insights}->'dataSufficiency'->>'enough')::boolean, false)`;
  const [row] = await db
    .select({
      cached: userInsights,
      unseenDays: unseenDaysSql(request),
      symptoms: userProfiles.symptoms,
      suspectedTriggers: userProfiles.suspectedTriggers,
      dietaryRestrictions: userProfiles.dietaryRestrictions,
      journal: sql<
        unknown[]
      >`case when ${enough} then ${journalStateSql(request, summaryWindowStart(request))} else ${journalStateSql(request, undefined)} end`,
    })
    .from(userInsights)
    .leftJoin(userProfiles, eq(userProfiles.userId, userInsights.userId))
    .where(eq(userInsights.userId, request.userId));
  if (!row) return undefined;
  const { cached, unseenDays, journal, symptoms, suspectedTriggers, dietaryRestrictions } = row;
  const stored =
    symptoms && suspectedTriggers && dietaryRestrictions
      ? { symptoms, suspectedTriggers, dietaryRestrictions }
      : null;
  return { cached, unseenDays, now: { profile: insightsProfileOf(stored), journal } };
}

/**
 * A cached result with today's summary as the journal is now: the patterns may be a day
 * old by the spec's cache rule, but "Nothing logged yet today" under entries just logged is simply
 * wrong. The summary reads only the last weeks' entries; while the cached result says there is
 * not yet enough journal for patterns, the journal is read whole so that what is still needed
 * counts down too (a short journal, so a cheap read). Unchanged since the last read, it comes
 * from the memo.
 */
async function withTodayAsItIs(
  db: Database,
  request: InsightsRequest,
  response: InsightsResponse,
  known?: JournalNow,
): Promise<InsightsResponse> {
  const whole = !response.insights.dataSufficiency.enough;
  const since = whole ? undefined : summaryWindowStart(request);
  const { profile, journal }: JournalNow = known ?? {
    profile: await readProfile(db, request.userId),
    journal: await journalStateOf(db, request, since),
  };
  // The result's own instant too: its patterns are the ones the summary names among today's foods.
  const key = JSON.stringify([
    journal,
    since?.toISOString() ?? 'whole',
    todayKey(request.now, request.timeZone),
    request.timeZone,
    profile,
    response.generatedAt,
  ]);
  let live = todayMemo.get(request.userId, key);
  if (live === undefined) {
    const entries = await readEntries(db, request.userId, since);
    live = summariseToday(
      { entries, profile, now: request.now.toISOString(), timeZone: request.timeZone },
      response.insights.associations,
    );
    todayMemo.set(request.userId, key, live);
  }
  return {
    ...response,
    insights: {
      ...response.insights,
      dailySummary: summaryText(response, live),
      // The counts as they are now; the notes (what else moved the symptoms) need the
      // engine's full run, so the cached result's stay.
      ...(whole ? { dataSufficiency: withCachedNotes(live.dataSufficiency, response) } : {}),
    },
  };
}

function withCachedNotes(
  live: TodaySummary['dataSufficiency'],
  response: InsightsResponse,
): TodaySummary['dataSufficiency'] {
  const notes = response.insights.dataSufficiency.notes;
  return notes === undefined ? live : { ...live, notes };
}

/**
 * An AI provider's wording of the summary (checked when it was cached) is kept while it still
 * describes the same day and figures; once anything in it changed, the engine's words say it.
 */
function summaryText(response: InsightsResponse, live: TodaySummary): AnalyzeJournalResult['dailySummary'] {
  const cached = response.insights.dailySummary;
  // Compared as values: jsonb hands the cached object back with its keys in its own order.
  const { text: _cachedText, ...cachedFigures } = cached;
  const { text: _liveText, ...liveFigures } = live.dailySummary;
  const same = isDeepStrictEqual(cachedFigures, liveFigures);
  return response.wording === 'ai' && same ? cached : live.dailySummary;
}

async function compute(
  db: Database,
  request: InsightsRequest,
  input: EngineInput,
  options: InsightsOptions,
): Promise<InsightsResponse> {
  if (input.entries.length === 0) {
    // A result computed before every entry was deleted describes a journal that no longer exists.
    await db.delete(userInsights).where(eq(userInsights.userId, request.userId));
    throw new ProblemError(404, 'no_journal_entries', NO_ENTRIES_MESSAGE);
  }
  const result = analyzeJournal({
    entries: input.entries,
    profile: input.profile,
    now: request.now.toISOString(),
    timeZone: request.timeZone,
    treatmentChanges: input.treatmentChanges,
  });
  // Worded before the row is written, so the cache holds what the person reads and a cached GET
  // never calls the provider. No database connection is held while the provider answers.
  const { insights, wording } = options.worder
    ? await options.worder.word(result, request.userId)
    : { insights: result, wording: 'engine' as const };
  const values = {
    insights,
    wording,
    journalFingerprint: input.fingerprint,
    generatedAt: request.now,
    expiresAt: new Date(request.now.getTime() + INSIGHTS_LIFETIME_MS),
  };
  // An upsert on the one-row-per-person key: two instances finishing together leave one row. The
  // answer is the row as written, not read back: returning it would have PostgreSQL send, and pg
  // parse, the whole result just handed to it (about 18 kB for a year of entries).
  const row: CacheRow = { userId: request.userId, ...values };
  await db.insert(userInsights).values(row).onConflictDoUpdate({ target: userInsights.userId, set: values });
  return toResponse(row);
}

/**
 * The spec's "Insights load": the cache while it is under 24 hours old, unless the journal has
 * entries on days the result never saw (unseenDaysSql); past 24 hours, a new result only when the
 * journal changed since, otherwise the same result kept for another 24 hours (so the journal is
 * checked once a day, not on every load).
 */
export async function loadInsights(
  db: Database,
  request: InsightsRequest,
  options: InsightsOptions = {},
): Promise<InsightsResponse> {
  const read = await readCacheAndJournal(db, request);
  if (read && stillAnswers(read, request))
    return withTodayAsItIs(db, request, toResponse(read.cached), read.now);
  return singleFlight(request.userId, async () => {
    // Another request (here or on another instance) may have written it while this one waited.
    const current = await readCache(db, request);
    if (current && stillAnswers(current, request))
      return withTodayAsItIs(db, request, toResponse(current.cached));
    const input = await readEngineInput(db, request, options);
    // A result the provider failed to word is worded again once it expires, even unchanged.
    const wordedAsWanted = !options.worder || current?.cached.wording === 'ai';
    // Unseen days with the same fingerprint are entries timed after the analysis that were logged
    // before it (the engine reads nothing after its `now`): only a new run sees them.
    if (
      current &&
      !current.unseenDays &&
      input.entries.length > 0 &&
      current.cached.journalFingerprint === input.fingerprint &&
      wordedAsWanted
    ) {
      const expiresAt = new Date(request.now.getTime() + INSIGHTS_LIFETIME_MS);
      await db.update(userInsights).set({ expiresAt }).where(eq(userInsights.userId, request.userId));
      // The journal is unchanged, but a day may have begun since the summary was computed.
      return withTodayAsItIs(db, request, toResponse({ ...current.cached, expiresAt }));
    }
    return compute(db, request, input, options);
  });
}

/**
 * Refresh forces a new result, but only on a day that met the daily goal: the page offers the
 * button only then, and checking here keeps a script from running the engine on every click.
 */
export async function refreshInsights(
  db: Database,
  request: InsightsRequest,
  options: InsightsOptions = {},
): Promise<InsightsResponse> {
  const today = await entriesOfDay(
    db,
    request.userId,
    todayKey(request.now, request.timeZone),
    request.timeZone,
  );
  if (!goalProgressOf(today).complete) {
    throw new ProblemError(409, 'refresh_not_available', REFRESH_REFUSED_MESSAGE);
  }
  return singleFlight(request.userId, async () =>
    compute(db, request, await readEngineInput(db, request, options), options),
  );
}
