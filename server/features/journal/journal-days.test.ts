import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { localDayKey } from '#domain/common/day-boundaries.ts';
import { addDays } from '#domain/common/day-key.ts';
import { TIMES_OF_DAY } from '#domain/common/time-of-day.ts';
import { MEAL_TIMES } from '#domain/journal/meal-time.ts';
import { streakLength } from '#domain/journal/streak.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { send, setTimeZone, signUpInZone } from '#server/test/users.ts';

// journal_days must always equal what the entries say, counted by domain/common/day-boundaries.ts in
// the profile's zone: after creates, replays, deletes, concurrent creates and zone changes. Each
// check recomputes the days from journal_entries here and compares them with the summary table.

let clock = new Date('2026-03-10T12:00:00Z');
const { app, pool, close } = createTestApp({ now: () => clock });
afterAll(close);

type Counts = Record<string, { food: number; symptom: number }>;

async function person(timezone: string) {
  const user = await signUpInZone(app, timezone);
  await pool.query(`update "user" set created_at = '2026-01-01T00:00:00Z' where id = $1`, [user.userId]);
  return user;
}

const setZone = (cookie: string, timezone: string) => setTimeZone(app, cookie, timezone);

function entry(date: string, type: 'food' | 'symptom', slot: number) {
  return type === 'food'
    ? {
        id: randomUUID(),
        type,
        date,
        content: 'Porridge with blueberries',
        details: { mealTime: MEAL_TIMES[slot % MEAL_TIMES.length], mealSize: 'small', mealSource: 'home' },
      }
    : {
        id: randomUUID(),
        type,
        date,
        content: '',
        details: { symptomRatings: { Fatigue: 2 }, time_of_day: TIMES_OF_DAY[slot % TIMES_OF_DAY.length] },
      };
}

async function create(cookie: string, body: unknown) {
  return send(app, '/api/journal/entries', { cookie, body });
}

/** The summary table as it is. */
async function summary(userId: string): Promise<Counts> {
  const { rows } = await pool.query<{ day: string; food_count: number; symptom_count: number }>(
    `select to_char(day, 'YYYY-MM-DD') as day, food_count, symptom_count from journal_days where user_id = $1`,
    [userId],
  );
  return Object.fromEntries(
    rows.map((row) => [row.day, { food: row.food_count, symptom: row.symptom_count }]),
  );
}

/** The summary as it should be: every entry, on its local day in the profile's zone. */
async function recomputed(userId: string): Promise<Counts> {
  const {
    rows: [profile],
  } = await pool.query<{ timezone: string }>('select timezone from user_profiles where user_id = $1', [
    userId,
  ]);
  const { rows } = await pool.query<{ occurred_at: Date; type: 'food' | 'symptom' }>(
    'select occurred_at, type from journal_entries where user_id = $1',
    [userId],
  );
  const counts: Counts = {};
  for (const row of rows) {
    const day = localDayKey(row.occurred_at, profile?.timezone ?? 'UTC');
    const count = counts[day] ?? { food: 0, symptom: 0 };
    count[row.type] += 1;
    counts[day] = count;
  }
  return counts;
}

async function expectExact(userId: string) {
  const expected = await recomputed(userId);
  expect(await summary(userId)).toEqual(expected);
  return expected;
}

async function today(cookie: string) {
  return (await send(app, '/api/journal/today', { cookie })).json();
}

async function history(cookie: string, range = 'all', page = 1) {
  return (await send(app, `/api/journal/history?range=${range}&page=${page}`, { cookie })).json();
}

describe('journal_days, the per-day summary', () => {
  it('counts creates once, not their replays, and forgets a day whose last entry is deleted', async () => {
    at('2026-03-10T12:00:00Z');
    const user = await person('Europe/London');
    const breakfast = entry('2026-03-09', 'food', 0);
    const checkIn = entry('2026-03-09', 'symptom', 0);
    const lunch = entry('2026-03-10', 'food', 1);
    for (const body of [breakfast, checkIn, lunch])
      expect((await create(user.cookie, body)).status).toBe(201);
    expect((await create(user.cookie, breakfast)).status).toBe(200);
    expect((await create(user.cookie, lunch)).status).toBe(200);
    expect(await expectExact(user.userId)).toEqual({
      '2026-03-09': { food: 1, symptom: 1 },
      '2026-03-10': { food: 1, symptom: 0 },
    });

    const deleted = await send(app, `/api/journal/entries/${lunch.id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect(deleted.status).toBe(204);
    expect(
      (await send(app, `/api/journal/entries/${checkIn.id}`, { method: 'DELETE', cookie: user.cookie }))
        .status,
    ).toBe(204);
    expect(await expectExact(user.userId)).toEqual({ '2026-03-09': { food: 1, symptom: 0 } });
    expect((await today(user.cookie)).streak).toBe(1);
    expect(await history(user.cookie)).toMatchObject({ totalDays: 1, pageCount: 1 });
  });

  it('loses no count when many entries for one day are created at once', async () => {
    at('2026-03-10T12:00:00Z');
    const user = await person('Asia/Kolkata');
    // Built first, so every create takes the counting path rather than a rebuild.
    await today(user.cookie);
    const bodies = Array.from({ length: 24 }, (_, i) =>
      entry('2026-03-10', i % 3 === 0 ? 'symptom' : 'food', i),
    );
    const statuses = await Promise.all(bodies.map(async (body) => (await create(user.cookie, body)).status));
    expect(statuses.every((status) => status === 201)).toBe(true);
    expect(await expectExact(user.userId)).toEqual({ '2026-03-10': { food: 16, symptom: 8 } });
  });

  it('moves an entry near midnight to its day in the new zone when the zone changes', async () => {
    at('2026-03-10T23:30:00Z');
    const user = await person('UTC');
    expect((await create(user.cookie, entry('2026-03-10', 'food', 3))).status).toBe(201);
    expect(await expectExact(user.userId)).toEqual({ '2026-03-10': { food: 1, symptom: 0 } });

    // 23:30 UTC is 12:30 on the 11th in Auckland.
    await setZone(user.cookie, 'Pacific/Auckland');
    expect(await expectExact(user.userId)).toEqual({ '2026-03-11': { food: 1, symptom: 0 } });
    const { rows } = await pool.query('select time_zone from journal_day_zones where user_id = $1', [
      user.userId,
    ]);
    expect(rows).toEqual([{ time_zone: 'Pacific/Auckland' }]);
    expect(await today(user.cookie)).toMatchObject({ date: '2026-03-11', streak: 1 });
    const page = await history(user.cookie, 'week');
    expect(page).toMatchObject({ range: 'week', totalDays: 1 });
    expect(page.entries).toHaveLength(1);
  });

  it('ends in the last zone, profile and summary alike, when two zone changes race', async () => {
    at('2026-03-10T23:30:00Z');
    const user = await person('UTC');
    for (const [date, slot] of [
      ['2026-03-10', 3],
      ['2026-03-09', 3],
      ['2026-03-08', 0],
    ] as const) {
      expect((await create(user.cookie, entry(date, 'symptom', slot))).status).toBe(201);
    }
    for (let round = 0; round < 5; round++) {
      await Promise.all(
        ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/St_Johns'].map((zone) =>
          setZone(user.cookie, zone),
        ),
      );
      const { rows } = await pool.query('select time_zone from journal_day_zones where user_id = $1', [
        user.userId,
      ]);
      const {
        rows: [profile],
      } = await pool.query('select timezone from user_profiles where user_id = $1', [user.userId]);
      expect(rows[0]?.time_zone).toBe(profile.timezone);
      await expectExact(user.userId);
    }
  });

  it('stays exact when creates and deletes race zone changes', async () => {
    at('2026-03-10T23:30:00Z');
    const user = await person('UTC');
    await today(user.cookie);
    const zones = ['Pacific/Kiritimati', 'UTC', 'Pacific/Pago_Pago', 'Asia/Kolkata'];
    const kept = [];
    for (let i = 0; i < 8; i++)
      kept.push(entry(addDays('2026-03-10', -(i % 4)), i % 2 ? 'food' : 'symptom', i));
    for (const body of kept.slice(0, 4)) expect((await create(user.cookie, body)).status).toBe(201);
    await Promise.all([
      ...kept.slice(4).map((body) => create(user.cookie, body)),
      ...kept
        .slice(0, 2)
        .map((body) =>
          send(app, `/api/journal/entries/${body.id}`, { method: 'DELETE', cookie: user.cookie }),
        ),
      ...zones.map((zone) => setZone(user.cookie, zone)),
    ]);
    await expectExact(user.userId);
  });

  it('does not count a create in the zone it started with when the zone changed before it wrote', async () => {
    at('2026-03-10T23:30:00Z');
    const user = await person('UTC');
    await today(user.cookie);
    const body = entry('2026-03-10', 'food', 3);
    // Holds the create's insert at the primary key: this uncommitted row has its id.
    const blocker = await pool.connect();
    try {
      await blocker.query('begin');
      await blocker.query(
        `insert into journal_entries (id, user_id, type, content, occurred_at, details)
         values ($1, $2, 'food', 'held', now(), '{}')`,
        [body.id, user.userId],
      );
      // The create has read the person's zone (UTC) with the session and waits at the insert.
      const created = create(user.cookie, body);
      await waitForLockWait();
      // Meanwhile the zone changes and commits; 23:30 UTC is the 11th in Auckland.
      await setZone(user.cookie, 'Pacific/Auckland');
      await blocker.query('rollback');
      expect((await created).status).toBe(201);
    } finally {
      blocker.release();
    }
    expect(await expectExact(user.userId)).toEqual({ '2026-03-11': { food: 1, symptom: 0 } });
  });

  it('is built from the entries on first use for a journal written before it existed', async () => {
    at('2026-03-10T12:00:00Z');
    const user = await person('America/Los_Angeles');
    for (const date of ['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-06']) {
      expect((await create(user.cookie, entry(date, 'food', 0))).status).toBe(201);
    }
    // As the migration leaves a journal: entries, no summary.
    await pool.query('delete from journal_days where user_id = $1', [user.userId]);
    await pool.query('delete from journal_day_zones where user_id = $1', [user.userId]);

    expect((await today(user.cookie)).streak).toBe(3);
    await expectExact(user.userId);
    expect(await history(user.cookie)).toMatchObject({ range: 'all', totalDays: 4, pageCount: 1 });
  });

  it('computes in SQL the streak the domain rule computes, over any set of days', async () => {
    at('2026-03-10T12:00:00Z');
    const user = await person('UTC');
    await today(user.cookie);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: -3, max: 40 }), { maxLength: 40 }),
        async (offsets) => {
          const days = offsets.map((offset) => addDays('2026-03-10', -offset));
          // Straight into the summary (it is built for this zone, so it is trusted as it is).
          await pool.query('delete from journal_days where user_id = $1', [user.userId]);
          await pool.query(
            `insert into journal_days (user_id, day, food_count) select $1, unnest($2::date[]), 1`,
            [user.userId, days],
          );
          expect((await today(user.cookie)).streak).toBe(streakLength(days, '2026-03-10'));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('matches a recount after any sequence of creates, replays, deletes and zone changes', async () => {
    const zones = [
      'UTC',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'Asia/Kolkata',
      'America/St_Johns',
      'Australia/Lord_Howe',
    ];
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('create' as const),
        daysAgo: fc.integer({ min: 0, max: 6 }),
        type: fc.constantFrom('food' as const, 'symptom' as const),
        slot: fc.integer({ min: 0, max: 3 }),
      }),
      fc.record({ kind: fc.constant('replay' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('zone' as const), zone: fc.constantFrom(...zones) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...zones),
        fc.date({
          min: new Date('2026-03-01T00:00:00Z'),
          max: new Date('2026-10-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.array(operation, { minLength: 1, maxLength: 12 }),
        async (firstZone, now, operations) => {
          at(now.toISOString());
          const user = await person(firstZone);
          let zone = firstZone;
          const written: ReturnType<typeof entry>[] = [];
          for (const op of operations) {
            if (op.kind === 'create') {
              const body = entry(addDays(localDayKey(now, zone), -op.daysAgo), op.type, op.slot);
              const response = await create(user.cookie, body);
              // A day before the account's creation day in a far zone is refused: nothing to count.
              if (response.status === 201) written.push(body);
              else expect(response.status).toBe(422);
            } else if (op.kind === 'replay' && written.length > 0) {
              // After a zone change the day may be refused (a future day now): nothing written then.
              const response = await create(user.cookie, written[op.pick % written.length]);
              expect([200, 422]).toContain(response.status);
            } else if (op.kind === 'delete' && written.length > 0) {
              const [gone] = written.splice(op.pick % written.length, 1);
              const response = await send(app, `/api/journal/entries/${gone?.id}`, {
                method: 'DELETE',
                cookie: user.cookie,
              });
              // A person's own entry is deleted at any age.
              expect(response.status).toBe(204);
            } else if (op.kind === 'zone') {
              await setZone(user.cookie, op.zone);
              zone = op.zone;
            }
            await expectExact(user.userId);
          }
          const days = Object.keys(await recomputed(user.userId));
          const todayKey = localDayKey(now, zone);
          expect((await today(user.cookie)).streak).toBe(streakLength(days, todayKey));
          const first = await history(user.cookie);
          expect(first.totalDays).toBe(days.length);
          // Every entry shows on exactly one page, with its own day's entries.
          const shown: string[] = [];
          for (let page = 1; page <= first.pageCount; page++) {
            const { entries } = await history(user.cookie, 'all', page);
            shown.push(...entries.map((shownEntry: { id: string }) => shownEntry.id));
          }
          const { rows } = await pool.query<{ id: string }>(
            'select id from journal_entries where user_id = $1',
            [user.userId],
          );
          expect(shown.sort()).toEqual(rows.map((row) => row.id).sort());
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});

function at(iso: string) {
  clock = new Date(iso);
}

/** Until some backend of this database waits for a lock (the held create). */
async function waitForLockWait() {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { rows } = await pool.query(
      `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('The create never waited at the held insert.');
}

describe('day boundaries', () => {
  it('come from domain/common/day-boundaries.ts alone: no server code groups days in SQL', () => {
    const serverRoot = fileURLToPath(new URL('../../', import.meta.url));
    // Built from parts so that this file does not match itself.
    const zoneConversion = new RegExp(['at', 'time', 'zone'].join('\\s+'), 'i');
    const offenders = readdirSync(serverRoot, { recursive: true, encoding: 'utf8' })
      // The app's code: test support may place seeded entries with SQL's own zone conversion.
      .filter((file) => file.endsWith('.ts') && !file.includes(`${path.sep}migrations${path.sep}`))
      .filter((file) => !file.startsWith(`test${path.sep}`))
      .filter((file) =>
        readFileSync(path.join(serverRoot, file), 'utf8')
          .split('\n')
          .some((line) => zoneConversion.test(line) && !line.trim().startsWith('//')),
      );
    expect(offenders).toEqual([]);
  });
});
