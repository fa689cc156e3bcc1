import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  type AnalyzeJournalInput,
  type AnalyzeJournalResult,
  analyzeJournal,
  type InsightsProfile,
} from '../../../domain/insights/index.ts';
import { DAILY_GOAL, goalProgress } from '../../../domain/rules/daily-goal.ts';
import { todayKey } from '../../../domain/rules/day-boundaries.ts';
import type { InsightsResponse } from '../../../domain/schemas/insights.ts';
import type { JournalEntryDto } from '../../../domain/schemas/journal-entry.ts';
import type { Database } from '../../db/client.ts';
import { entriesOfDay, toEntryDto } from '../../db/journal-entries.ts';
import { journalEntries, medicationChanges, userInsights, userProfiles } from '../../db/schema/index.ts';
import { ProblemError } from '../../http/problem.ts';
import type { WordedInsights } from './insights-wording.ts';

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

async function readCache(db: Database, userId: string): Promise<CacheRow | undefined> {
  const [row] = await db.select().from(userInsights).where(eq(userInsights.userId, userId));
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
async function readEngineInput(
  db: Database,
  request: InsightsRequest,
  options: InsightsOptions,
): Promise<EngineInput> {
  const [rows, profileRows, changeRows] = await Promise.all([
    db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.userId, request.userId))
      .orderBy(asc(journalEntries.id)),
    db
      .select({
        symptoms: userProfiles.symptoms,
        suspectedTriggers: userProfiles.suspectedTriggers,
        dietaryRestrictions: userProfiles.dietaryRestrictions,
      })
      .from(userProfiles)
      .where(eq(userProfiles.userId, request.userId)),
    db
      .select({
        date: medicationChanges.day,
        medication: medicationChanges.medication,
        change: medicationChanges.change,
      })
      .from(medicationChanges)
      .where(eq(medicationChanges.userId, request.userId))
      .orderBy(asc(medicationChanges.day), asc(medicationChanges.createdAt), asc(medicationChanges.id)),
  ]);
  const stored = profileRows[0] ?? { symptoms: [], suspectedTriggers: [], dietaryRestrictions: [] };
  const profile: InsightsProfile = {
    ...stored,
    symptoms: stored.symptoms.length > 0 ? stored.symptoms : DEFAULT_SYMPTOMS,
  };
  const entries = rows.map(toEntryDto);
  const hash = createHash('sha256');
  // The changes are few and carry no timestamp the hash could follow: all of them go in, so a
  // change recorded, corrected or deleted counts like an edited entry.
  const treatmentChanges: TreatmentChange[] = changeRows;
  hash.update(
    JSON.stringify([request.timeZone, profile, options.worder?.identity ?? 'engine', treatmentChanges]),
  );
  for (const entry of entries) hash.update(`\n${entry.id} ${entry.updatedAt}`);
  return { entries, profile, treatmentChanges, fingerprint: hash.digest('base64url') };
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
 * The spec's "Insights load": the cache while it is under 24 hours old; past that, a new result
 * only when the journal changed since, otherwise the same result kept for another 24 hours (so
 * the journal is checked once a day, not on every load).
 */
export async function loadInsights(
  db: Database,
  request: InsightsRequest,
  options: InsightsOptions = {},
): Promise<InsightsResponse> {
  const cached = await readCache(db, request.userId);
  if (cached && cached.expiresAt > request.now) return toResponse(cached);
  return singleFlight(request.userId, async () => {
    // Another request (here or on another instance) may have written it while this one waited.
    const current = await readCache(db, request.userId);
    if (current && current.expiresAt > request.now) return toResponse(current);
    const input = await readEngineInput(db, request, options);
    // A result the provider failed to word is worded again once it expires, even unchanged.
    const wordedAsWanted = !options.worder || current?.wording === 'ai';
    if (
      current &&
      input.entries.length > 0 &&
      current.journalFingerprint === input.fingerprint &&
      wordedAsWanted
    ) {
      const expiresAt = new Date(request.now.getTime() + INSIGHTS_LIFETIME_MS);
      await db.update(userInsights).set({ expiresAt }).where(eq(userInsights.userId, request.userId));
      return toResponse({ ...current, expiresAt });
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
  const meals = today.filter((entry) => entry.type === 'food').length;
  const symptoms = today.filter((entry) => entry.type === 'symptom').length;
  if (!goalProgress({ meals, symptoms }).complete) {
    throw new ProblemError(409, 'refresh_not_available', REFRESH_REFUSED_MESSAGE);
  }
  return singleFlight(request.userId, async () =>
    compute(db, request, await readEngineInput(db, request, options), options),
  );
}
