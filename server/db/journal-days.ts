import { sql } from 'drizzle-orm';
import { localDayKey } from '#domain/common/day-boundaries.ts';
import type { DayKey } from '#domain/common/day-key.ts';
import type { EntryType } from '#domain/journal/entry-type.ts';
import type { Database } from './client.ts';

// journal_days (schema/journal.ts) summarises a person's entries per local day in the zone named
// by their journal_day_zones row. The journal feature keeps it exact as entries are written, and
// the profile feature rebuilds it when the zone changes; both use this module, which is why it
// lives beside the schema rather than in either feature.
//
// Locking, so that no interleaving leaves a count wrong:
// - a rebuild holds a per-person advisory lock (two zone changes in parallel run one after the
//   other, the last one wins both the profile and the summary), then updates the person's
//   journal_day_zones row before it reads any entry;
// - every write that adjusts a count locks that same row FOR SHARE in the statement (or
//   transaction) that writes the entry, and only adjusts when the row names the zone its day was
//   computed in. So a write either commits before the rebuild reads the entries (and the rebuild
//   counts it), or waits for the rebuild to commit and then sees the new zone (and, if it differs,
//   does not adjust: its caller rebuilds instead, see rebuildJournalDays).

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export type DayCount = { day: DayKey; food: number; symptom: number; bowel: number };

// Any constant; it only has to differ from server/db/migrate.ts's migrationLockKey.
const journalDaysLockKey = 7_263_002;

type CountedEntry = { occurredAt: Date; type: EntryType };

function addTo(days: Map<DayKey, DayCount>, entry: CountedEntry, timeZone: string) {
  const day = localDayKey(entry.occurredAt, timeZone);
  let count = days.get(day);
  if (!count) {
    count = { day, food: 0, symptom: 0, bowel: 0 };
    days.set(day, count);
  }
  count[entry.type] += 1;
}

/** Counts per local day in `timeZone`, by the one implementation of day boundaries. */
export function countDays(entries: Iterable<CountedEntry>, timeZone: string): DayCount[] {
  const days = new Map<DayKey, DayCount>();
  for (const entry of entries) addTo(days, entry, timeZone);
  return [...days.values()];
}

// Each entry's day costs an Intl call (about 50 µs): years of imported entries would hold the event
// loop for most of a second, so a rebuild lets other requests in between slices.
const entriesPerSlice = 500;

/** countDays, giving the event loop a turn after every slice of entries. */
export async function countDaysYielding(
  entries: readonly CountedEntry[],
  timeZone: string,
): Promise<DayCount[]> {
  const days = new Map<DayKey, DayCount>();
  for (let start = 0; start < entries.length; start += entriesPerSlice) {
    if (start > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    for (const entry of entries.slice(start, start + entriesPerSlice)) addTo(days, entry, timeZone);
  }
  return [...days.values()];
}

/** Takes the person's summary lock until the transaction ends (re-entrant within it). */
export async function lockJournalDays(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${journalDaysLockKey}, hashtext(${userId}))`);
}

/**
 * Recomputes the person's days from their entries' occurred_at in the zone their profile names
 * now (UTC without a profile, as the session reader assumes). Runs inside the caller's transaction,
 * so a zone change and its rebuild commit together. Returns the zone it built for.
 */
export async function rebuildJournalDays(tx: Transaction, userId: string): Promise<string> {
  await lockJournalDays(tx, userId);
  const zoneResult = await tx.execute<{ zone: string }>(
    sql`select coalesce((select timezone from user_profiles where user_id = ${userId}), 'UTC') as zone`,
  );
  const zone = zoneResult.rows[0]?.zone ?? 'UTC';
  // Updating this row first makes every count-adjusting write either finish before the entries
  // are read below (READ COMMITTED: each statement sees what committed before it started) or wait
  // for this transaction.
  await tx.execute(sql`
    insert into journal_day_zones (user_id, time_zone, built_at) values (${userId}, ${zone}, now())
    on conflict (user_id) do update set time_zone = excluded.time_zone, built_at = excluded.built_at`);
  await tx.execute(sql`delete from journal_days where user_id = ${userId}`);
  const entries = await tx.execute<{ occurred_at: Date | string; type: EntryType }>(
    sql`select occurred_at, type from journal_entries where user_id = ${userId}`,
  );
  const days = await countDaysYielding(
    entries.rows.map((row) => ({ occurredAt: new Date(row.occurred_at), type: row.type })),
    zone,
  );
  if (days.length > 0) {
    // One statement however many days: arrays as parameters, unnested side by side.
    await tx.execute(sql`
      insert into journal_days (user_id, day, food_count, symptom_count, bowel_count)
      select ${userId}, d.day, d.food, d.symptom, d.bowel
        from unnest(${`{${days.map((d) => d.day).join(',')}}`}::date[],
                    ${`{${days.map((d) => d.food).join(',')}}`}::int[],
                    ${`{${days.map((d) => d.symptom).join(',')}}`}::int[],
                    ${`{${days.map((d) => d.bowel).join(',')}}`}::int[]) as d(day, food, symptom, bowel)`);
  }
  return zone;
}

/**
 * Makes sure the person's summary is built for the zone their profile names, rebuilding it if it
 * was never built (entries from before the summary existed) or was built for another zone.
 */
export async function ensureJournalDays(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockJournalDays(tx, userId);
    const result = await tx.execute<{ built: string | null; wanted: string }>(sql`
      select (select time_zone from journal_day_zones where user_id = ${userId}) as built,
             coalesce((select timezone from user_profiles where user_id = ${userId}), 'UTC') as wanted`);
    const row = result.rows[0];
    if (!row || row.built !== row.wanted) await rebuildJournalDays(tx, userId);
  });
}

/** Rebuilds unconditionally, in a transaction of its own. */
export async function rebuildJournalDaysNow(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await rebuildJournalDays(tx, userId);
  });
}
