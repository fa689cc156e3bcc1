// `npm run bench:journal`: throughput and latency of the journal API (today, a history page, a new
// entry) for a person with three years of entries, in a database of ~365k entries, next to a "bare
// twin" that runs the same queries without the session check and profile lookup, middleware or
// validation: the ratio is what signing in every request costs.
import { randomUUID } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import pg from 'pg';
import { todayKey } from '#domain/common/day-boundaries.ts';
import { countDays } from '#server/db/journal-days.ts';
import { signUp } from './support/accounts.ts';
import { embeddedDatabaseUrl, startAppOrExit } from './support/app-server.ts';
import type { BareJournalData } from './support/bare-journal.ts';
import { startBareTwin, stopBareTwin } from './support/bare-twin.ts';
import { type CpuMs, cpuMeter, type LoadRequest, type LoadResult, run } from './support/http-load.ts';
import { describeMachine } from './support/machine.ts';
import { ms, percentile, printTable, verdict } from './support/stats.ts';

const connections = 100;
const warmUpSeconds = 2;
// BENCH_SECONDS shortens a trial run; BENCH_ONLY=today,history (or create) measures only those;
// BENCH_ROUNDS sets how many times the sides alternate.
const measureSeconds = Number(process.env.BENCH_SECONDS ?? 5);
const onlyEndpoints = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
// Each endpoint is measured app, bare, app, bare ..., so that a change in the machine's load
// meanwhile touches both sides; four short rounds rather than two long ones, since a round's ratio
// moved by ±10 points on this shared machine. Each round's own ratio is printed too: their spread
// says how far the machine's load moved during the run, which the total alone hides.
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
// Bounds every loop whatever the machine's speed.
const maxRequestsPerRun = 300_000;
const load = { connections, maxRequests: maxRequestsPerRun };
const heavyDays = 3 * 365;
const lightUsers = 1000;
const lightDays = 90;
const timeZone = 'Europe/London';
// The app's pool (server/db/client.ts).
const poolSize = 10;
const historyPages = 20;
// The goals: the app's create at least 75% of its bare twin's throughput, its reads at least
// 85%, and for the 3-year person today and a history page at least as fast as a create (app side),
// whatever the journal's length.
const goalRatio = { create: 0.75, read: 0.85 };
const goalReadOverCreate = 1.0;
const goalP99Ms = 25;

// Four entries a day: breakfast and lunch, a morning and an evening check-in, at the nominal times
// of their slots in the person's zone; only those already past today.
const entriesSql = `
  insert into journal_entries (id, user_id, type, content, occurred_at, details, created_at, updated_at)
  select gen_random_uuid(), u.id, s.type,
    case when s.type = 'food'
      then (array['Porridge with blueberries', 'Rice, salmon and steamed greens', 'Lentil soup with bread',
                  'Chicken salad with olive oil', 'Oat pancakes with banana', 'Vegetable stir-fry with tofu'])
           [1 + (d.n + s.slot + u.k) % 6]
      else (array['', 'Stiff hands this morning', 'Tired after lunch', 'Headache in the evening', 'Slept badly'])
           [1 + (d.n + s.slot + u.k) % 5]
    end,
    o.at,
    case when s.type = 'food'
      then jsonb_build_object(
        'mealTime', case s.slot when 0 then 'breakfast' else 'lunch' end,
        'mealSize', (array['small', 'medium', 'large'])[1 + (d.n + u.k) % 3],
        'mealSource', (array['home', 'restaurant', 'delivery'])[1 + (d.n * 7 + u.k) % 3],
        'wasPhotoAnalyzed', (d.n + u.k) % 5 = 0)
      else jsonb_build_object(
        'symptomRatings', jsonb_build_object(
          'Joint pain', (d.n + u.k) % 6, 'Fatigue', 1 + (d.n * 3 + u.k) % 5, 'Brain fog', (d.n * 7 + u.k) % 4),
        'time_of_day', case s.slot when 2 then 'morning' else 'evening' end)
    end,
    o.at, o.at
  from (select id, k, days, zone from seed_users) u
  cross join generate_series(0, u.days - 1) as d(n)
  cross join (values (0, 'food', time '08:00'), (1, 'food', time '12:30'),
                     (2, 'symptom', time '09:00'), (3, 'symptom', time '20:30')) as s(slot, type, at)
  cross join lateral (select (((now() at time zone u.zone)::date - d.n) + s.at) at time zone u.zone as at) o
  where o.at <= now()`;

/**
 * The seeded entries' day summary, counted as the app counts it (server/db/journal-days.ts, by
 * domain/common/day-boundaries.ts in each person's zone), written in bulk, and marked as built.
 */
async function seedJournalDays(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{
    user_id: string;
    zone: string;
    occurred_at: Date;
    type: 'food' | 'symptom';
  }>(
    `select e.user_id, u.zone, e.occurred_at, e.type
       from journal_entries e join seed_users u on u.id = e.user_id`,
  );
  const byUser = new Map<
    string,
    { zone: string; entries: { occurredAt: Date; type: 'food' | 'symptom' }[] }
  >();
  for (const row of rows) {
    let person = byUser.get(row.user_id);
    if (!person) {
      person = { zone: row.zone, entries: [] };
      byUser.set(row.user_id, person);
    }
    person.entries.push({ occurredAt: row.occurred_at, type: row.type });
  }
  const users: string[] = [];
  const days: string[] = [];
  const food: number[] = [];
  const symptom: number[] = [];
  for (const [userId, person] of byUser) {
    for (const count of countDays(person.entries, person.zone)) {
      users.push(userId);
      days.push(count.day);
      food.push(count.food);
      symptom.push(count.symptom);
    }
  }
  await client.query(
    `insert into journal_days (user_id, day, food_count, symptom_count)
     select * from unnest($1::text[], $2::date[], $3::int[], $4::int[])`,
    [users, days, food, symptom],
  );
  await client.query(
    `insert into journal_day_zones (user_id, time_zone) select id, zone from seed_users
     on conflict (user_id) do update set time_zone = excluded.time_zone`,
  );
  return days.length;
}

async function seed(databaseUrl: string, heavyEmail: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const startedAt = performance.now();
    const {
      rows: [heavyRow],
    } = await client.query<{ id: string; created_at: Date }>(
      `update "user" set created_at = now() - make_interval(days => $2::int + 1)
       where email = $1 returning id, created_at`,
      [heavyEmail, heavyDays],
    );
    if (!heavyRow) throw new Error('The heavy user is not in the database.');
    await client.query(
      `insert into "user" (id, name, email, created_at)
       select 'seed-' || g, 'Seed ' || g, 'seed-' || g || '@example.test', now() - make_interval(days => $2::int + 1)
       from generate_series(1, $1::int) g`,
      [lightUsers, lightDays],
    );
    await client.query(
      `insert into user_profiles (user_id, name, timezone, onboarding_complete)
       select id, name, $2, true from "user" where id = $1 or id like 'seed-%'
       on conflict (user_id) do update set timezone = excluded.timezone, onboarding_complete = true`,
      [heavyRow.id, timeZone],
    );
    await client.query(
      `create temporary table seed_users as
       select $1::text as id, 0 as k, $2::int as days, $3::text as zone
       union all select 'seed-' || g, g, $4::int, $3::text from generate_series(1, $5::int) g`,
      [heavyRow.id, heavyDays, timeZone, lightDays, lightUsers],
    );
    await client.query(entriesSql);
    const insertedMs = performance.now() - startedAt;
    const summarised = await seedJournalDays(client);
    // VACUUM as autovacuum would soon after such a load (it is over the insert threshold): it sets
    // the visibility map, so index-only scans (journal_days) skip the heap as they do in a
    // database that has been running a while. Its timing would otherwise fall inside a trial.
    await client.query('vacuum analyze');
    const seconds = (performance.now() - startedAt) / 1000;
    const {
      rows: [counts],
    } = await client.query<{ users: number; entries: number; heavy: number; size: string }>(
      `select (select count(*)::int from "user") as users,
              (select count(*)::int from journal_entries) as entries,
              (select count(*)::int from journal_entries where user_id = $1) as heavy,
              pg_size_pretty(pg_total_relation_size('journal_entries')) as size`,
      [heavyRow.id],
    );
    console.log(
      `Seeded in ${seconds.toFixed(1)} s (inserts ${(insertedMs / 1000).toFixed(1)} s, ${summarised} journal_days ` +
        'counted in JS, then VACUUM ANALYZE): ' +
        `${counts?.users} users, ${counts?.entries} entries (${counts?.size} with indexes), ` +
        `of which ${counts?.heavy} are the heavy user's (${heavyDays} days, zone ${timeZone}).`,
    );
    return { heavyId: heavyRow.id, accountCreatedAt: heavyRow.created_at.toISOString() };
  } finally {
    await client.end();
  }
}

type Result = LoadResult & { cpuMs: CpuMs };

function emptyResult(): Result {
  return { latencies: [], errors: {}, seconds: 0, bytes: 0, cpuMs: { server: 0, database: 0, client: 0 } };
}

function merge(total: Result, result: LoadResult, cpuMs: CpuMs) {
  for (const latency of result.latencies) total.latencies.push(latency);
  for (const [status, count] of Object.entries(result.errors))
    total.errors[status] = (total.errors[status] ?? 0) + count;
  total.seconds += result.seconds;
  total.cpuMs.server += cpuMs.server;
  total.cpuMs.database += cpuMs.database;
  total.cpuMs.client += cpuMs.client;
}

function rate(result: LoadResult) {
  return result.latencies.length / result.seconds;
}

function resultRow(label: string, side: string, result: Result): string[] {
  const errors = Object.values(result.errors).reduce((sum, count) => sum + count, 0);
  const cores = (cpuMs: number) => `${(cpuMs / 1000 / result.seconds).toFixed(2)} cores`;
  return [
    label,
    side,
    String(result.latencies.length),
    String(errors),
    rate(result).toFixed(0),
    ms(percentile(result.latencies, 50)),
    ms(percentile(result.latencies, 99)),
    cores(result.cpuMs.server),
    cores(result.cpuMs.database),
    cores(result.cpuMs.client),
  ];
}

console.log(describeMachine());
const app = await startAppOrExit();

let worker: Worker | undefined;
try {
  const databaseUrl = embeddedDatabaseUrl(app.dataDir);
  const heavy = await signUp(app.url, { name: 'Heavy' });
  const { heavyId, accountCreatedAt } = await seed(databaseUrl, heavy.email);

  const twinData: BareJournalData = { databaseUrl, userId: heavyId, timeZone, accountCreatedAt, poolSize };
  const bare = await startBareTwin(new URL('./support/bare-journal.ts', import.meta.url), twinData);
  worker = bare.worker;
  const bareUrl = `http://127.0.0.1:${bare.port}`;
  console.log(`\nTend at ${app.url}, its bare twin at ${bareUrl} (worker thread, pool of ${poolSize}).`);

  const appHeaders = { cookie: heavy.cookie, origin: app.url };
  let page = 0;
  const historyPath = () => `/history?range=all&page=${(page++ % historyPages) + 1}`;
  const newEntry = () =>
    JSON.stringify({
      id: randomUUID(),
      type: 'food',
      date: todayKey(new Date(), timeZone),
      content: 'Oat pancakes with banana',
      details: { mealTime: 'snacks', mealSize: 'small', mealSource: 'home', wasPhotoAnalyzed: false },
    });
  const allEndpoints: {
    name: string;
    label: string;
    method: string;
    path: () => string;
    body?: () => string;
  }[] = [
    { name: 'today', label: 'GET today', method: 'GET', path: () => '/today' },
    {
      name: 'history',
      label: `GET history?range=all&page=1..${historyPages}`,
      method: 'GET',
      path: historyPath,
    },
    { name: 'create', label: 'POST entries (today)', method: 'POST', path: () => '/entries', body: newEntry },
  ];
  const endpoints = allEndpoints.filter(({ name }) => !onlyEndpoints || onlyEndpoints.includes(name));

  console.log(
    `\n${connections} connections, ${rounds} rounds of ${warmUpSeconds} s warm-up + ${measureSeconds} s per side, alternating app/bare:`,
  );
  const rows: string[][] = [
    ['endpoint', 'side', 'ok', 'errors', 'req/s', 'p50', 'p99', 'CPU server', 'PostgreSQL', 'client'],
  ];
  const summaries: string[][] = [
    [
      'endpoint',
      `app/bare req/s (>= ${goalRatio.create * 100}% create, ${goalRatio.read * 100}% reads)`,
      `app req/s / app create's (>= ${goalReadOverCreate.toFixed(1)}x)`,
      `p99 (< ${goalP99Ms} ms)`,
    ],
  ];
  const appRates = new Map<string, number>();
  const roundRatios: string[] = [];
  const ratios: { label: string; ratio: number; kind: 'create' | 'read'; p99: number }[] = [];
  for (const endpoint of endpoints) {
    const sides = {
      app: { base: `${app.url}/api/journal`, headers: appHeaders, total: emptyResult() },
      bare: { base: bareUrl, headers: {}, total: emptyResult() },
    };
    const roundRates = { app: [] as number[], bare: [] as number[] };
    for (let round = 0; round < rounds; round++) {
      for (const side of ['app', 'bare'] as const) {
        const target = sides[side];
        const request = (): LoadRequest => ({
          url: `${target.base}${endpoint.path()}`,
          method: endpoint.method,
          headers: target.headers,
          body: endpoint.body?.(),
        });
        await run(warmUpSeconds, request, load);
        const cpu = await cpuMeter(app, side === 'app' ? 'app' : bare.worker);
        const result = await run(measureSeconds, request, load);
        merge(target.total, result, await cpu());
        roundRates[side].push(rate(result));
      }
    }
    const perRound = roundRates.app.map(
      (appRate, round) => `${((appRate / (roundRates.bare[round] ?? Number.NaN)) * 100).toFixed(0)}%`,
    );
    roundRatios.push(`  ${endpoint.label}: ${perRound.join(', ')}`);
    for (const side of ['app', 'bare'] as const)
      rows.push(resultRow(endpoint.label, side, sides[side].total));
    const ratio = rate(sides.app.total) / rate(sides.bare.total);
    appRates.set(endpoint.label, rate(sides.app.total));
    ratios.push({
      label: endpoint.label,
      ratio,
      kind: endpoint.method === 'POST' ? 'create' : 'read',
      p99: percentile(sides.app.total.latencies, 99),
    });
    for (const side of ['app', 'bare'] as const) {
      const statuses = sides[side].total.errors;
      if (Object.keys(statuses).length > 0)
        console.log(`  ${endpoint.label} (${side}) answers other than 2xx: ${JSON.stringify(statuses)}`);
    }
  }
  const createRate = appRates.get('POST entries (today)') ?? Number.NaN;
  for (const { label, ratio, kind, p99 } of ratios) {
    const overCreate = (appRates.get(label) ?? Number.NaN) / createRate;
    summaries.push([
      label,
      `${(ratio * 100).toFixed(0)}% ${verdict(ratio >= goalRatio[kind])}`,
      // Without the create in this run (BENCH_ONLY) there is nothing to compare a read with.
      kind === 'read' && Number.isFinite(overCreate)
        ? `${overCreate.toFixed(2)}x ${verdict(overCreate >= goalReadOverCreate)}`
        : '',
      `${ms(p99)} ${verdict(p99 < goalP99Ms)}`,
    ]);
  }
  printTable(rows);
  console.log(
    `\nGoals (the app, authenticated, against its bare twin; reads against the app's create, >= ${goalReadOverCreate.toFixed(1)}x):`,
  );
  printTable(summaries);
  console.log('\nApp/bare req/s in each round, in order:');
  for (const line of roundRatios) console.log(line);
  console.log(
    '  CPU columns are cores used during the measured seconds: "server" is the app process or the twin\'s ' +
      'worker thread, PostgreSQL all its processes, client the load generator (main thread of the bench). ' +
      'They share the 2 cores.',
  );
} finally {
  if (worker) await stopBareTwin(worker);
  await app.stop();
}
