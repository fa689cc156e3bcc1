// `npm run bench:trends`: the server goal for Trends, "its data in one request under 100 ms at p95",
// for a person with a year of entries (about 1,460 meals and 730 check-ins, seeded as
// for bench:insights-api) and a year of factors too: stress on most check-ins,
// last night's sleep on most mornings, a period 5 days in 28, 1 to 4 bowel movements a day and 6
// medication changes, every factor tracked. Through the built app and next to a "bare twin" (Hono +
// pg calling the same trends service, no session or middleware) in the same run:
// (a) GET /api/trends for 366 days and for the default range, one request at a time (warm):
//     p50, p95, max and the CPU each request costs the server and PostgreSQL; the goal is on this.
//     A third side, "plain", asks the app for a person with the same year of meals and check-ins
//     and no factors: what the factors add.
// (b) the same requests from several connections at once: throughput, app against twin.
//   BENCH_REQUESTS=N (sequential requests per side and range, default 200) and BENCH_SECONDS=N
//   (per throughput run, default 10) shorten a trial run.
import type { Worker } from 'node:worker_threads';
import pg from 'pg';
import { todayKey } from '#domain/common/day-boundaries.ts';
import { addDays } from '#domain/common/day-key.ts';
import type { TrendsResponse } from '#domain/trends/index.ts';
import { signUp } from './support/accounts.ts';
import { embeddedDatabaseUrl, type RunningApp, startAppOrExit } from './support/app-server.ts';
import type { BareTrendsData } from './support/bare-trends.ts';
import { startBareTwin, stopBareTwin } from './support/bare-twin.ts';
import { cpuMeter, type LoadRequest, run, send } from './support/http-load.ts';
import { describeMachine } from './support/machine.ts';
import { ms, percentile, printTable, verdict } from './support/stats.ts';
import { refreshInsights, seedYearOfEntries, yearTimeZone } from './support/year-journal.ts';

// The app's pool (server/db/client.ts).
const poolSize = 10;
const warmUps = 10;
const sequentialRequests = Number(process.env.BENCH_REQUESTS ?? 200);
// Each side's sequential requests come in blocks, app and twin taking turns, so that a change in
// the machine's load meanwhile touches both sides.
const blocks = 4;
// As many connections as the pool has: more would only queue for a connection.
const connections = poolSize;
const warmUpSeconds = 2;
const measureSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = 2;
const goalP95Ms = 100;

type Side = 'app' | 'bare' | 'plain';
const sides: readonly Side[] = ['app', 'bare', 'plain'];
/** Throughput compares the app with its twin only. */
const throughputSides: readonly ('app' | 'bare')[] = ['app', 'bare'];
const medicationChangeCount = 6;

/** What the app answers for the range, checked once: the days asked for, the patterns and factors shown. */
async function describeAnswer(url: string, cookie: string, days: number): Promise<string> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}.`);
  const body = (await response.json()) as TrendsResponse;
  if (body.days.length !== days)
    throw new Error(`GET ${url} answered ${body.days.length} days, not ${days}.`);
  const { stress, sleep, bowel, periods, medicationChanges } = body.factors;
  if (!stress || !sleep || !bowel || !periods)
    throw new Error(
      `GET ${url} answered without a tracked factor: ${JSON.stringify(body.factors.tracking)}.`,
    );
  return (
    `${body.from} to ${body.to}, ${body.symptoms.length} symptoms, ${body.patterns.length} pattern(s); ` +
    `stress on ${stress.summary.daysLogged} days, sleep ${sleep.summary.nightsLogged} nights, ` +
    `${bowel.summary.total} bowel movements, ${periods.days.length} period days, ` +
    `${medicationChanges.length} medication change(s)`
  );
}

// The tracked factors over the seeded year, in the same database: stress on 85% of check-ins, sleep
// on 90% of mornings, a period on days 0-4 of every 28, 1 to 4 bowel movements a day (types 1-7,
// 20% urgent, 3% with blood) and 6 medication changes spread over the year; every factor tracked.
// The bowel series reads the day (d.n * 0) so that PostgreSQL draws a count per day, not once.
const factorsSql = `
  update journal_entries set details = details
    || case when random() < 0.85 then jsonb_build_object('stress', 1 + floor(random() * 5)::int) else '{}' end
    || case when extract(hour from occurred_at) < 12 and random() < 0.9
         then jsonb_build_object('sleepHours', 4 + floor(random() * 12)::int / 2.0, 'sleepQuality', 1 + floor(random() * 5)::int)
         else '{}' end
    || case when extract(hour from occurred_at) < 12 and (occurred_at::date - date '2000-01-01') % 28 < 5
         then '{"period": true}'::jsonb else '{}' end
  where user_id = $1 and type = 'symptom'`;
const bowelSql = `
  insert into journal_entries (id, user_id, type, content, occurred_at, details, created_at, updated_at)
  select gen_random_uuid(), $1, 'bowel', '', m.at,
    jsonb_build_object('bristolType', 1 + floor(random() * 7)::int, 'urgency', random() < 0.2,
      'blood', random() < 0.03, 'time_of_day', case when extract(hour from m.at) < 12 then 'morning' else 'afternoon' end),
    m.at, m.at
  from (select (current_date - d.n) + make_interval(hours => 7 + k * 4) as at
        from generate_series(1, $2::int) as d(n)
        cross join lateral generate_series(0, floor(random() * 4 + d.n * 0)::int) as k) m`;
const medicationsSql = `
  insert into medication_changes (user_id, day, medication, change, dose_note)
  select $1, current_date - c.back, c.medication, c.change, c.note
  from (values (330, 'Methotrexate', 'started', '15 mg weekly'), (270, 'Prednisone', 'started', '20 mg'),
    (220, 'Prednisone', 'dose-changed', '10 mg'), (180, 'Prednisone', 'stopped', ''),
    (120, 'Humira', 'started', '40 mg every other week'), (40, 'Vitamin D', 'started', '1000 IU')
  ) as c(back, medication, change, note)`;

/** Gives the seeded person a year of factors (above) and turns every factor on. */
async function seedFactors(databaseUrl: string, userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select setseed(0.23)');
    await client.query(factorsSql, [userId]);
    await client.query(bowelSql, [userId, 365]);
    await client.query(medicationsSql, [userId]);
    await client.query(
      'update user_profiles set track_stress = true, track_sleep = true, track_periods = true, track_bowel = true where user_id = $1',
      [userId],
    );
    await client.query('vacuum analyze journal_entries');
    await client.query('vacuum analyze medication_changes');
    const {
      rows: [counts],
    } = await client.query<{
      bowel: number;
      stress: number;
      sleep: number;
      periods: number;
      changes: number;
    }>(
      `select count(*) filter (where type = 'bowel')::int as bowel,
              count(*) filter (where details ? 'stress')::int as stress,
              count(*) filter (where details ? 'sleepHours')::int as sleep,
              count(*) filter (where details ? 'period')::int as periods,
              (select count(*)::int from medication_changes where user_id = $1) as changes
       from journal_entries where user_id = $1`,
      [userId],
    );
    if (counts?.changes !== medicationChangeCount) throw new Error('The medication changes were not seeded.');
    console.log(
      `Added ${counts.stress} check-ins with stress, ${counts.sleep} with sleep, ${counts.periods} period check-ins, ` +
        `${counts.bowel} bowel movements and ${counts.changes} medication changes.`,
    );
  } finally {
    await client.end();
  }
}

/** `count` requests one after another; their latencies, and the CPU spent per request. */
async function sequential(app: RunningApp, server: 'app' | Worker, request: LoadRequest, count: number) {
  const latencies: number[] = [];
  let bytes = 0;
  const cpu = await cpuMeter(app, server);
  for (let index = 0; index < count; index++) {
    const before = performance.now();
    const answer = await send(request);
    if (answer.status !== 200) throw new Error(`GET ${request.url} answered ${answer.status}.`);
    latencies.push(performance.now() - before);
    bytes = answer.bytes;
  }
  const used = await cpu();
  return { latencies, bytes, serverCpuMs: used.server, databaseCpuMs: used.database };
}

console.log(describeMachine());
const app = await startAppOrExit();

let worker: Worker | undefined;
try {
  const databaseUrl = embeddedDatabaseUrl(app.dataDir);
  const person = await signUp(app.url, { name: 'Year' });
  const userId = await seedYearOfEntries(databaseUrl, person.email);
  await seedFactors(databaseUrl, userId);
  await refreshInsights(app.url, person.cookie);
  // The baseline: the same year of meals and check-ins (the same seed), without any factor.
  const plain = await signUp(app.url, { name: 'Plain year' });
  await seedYearOfEntries(databaseUrl, plain.email);
  await refreshInsights(app.url, plain.cookie);

  const twinData: BareTrendsData = { databaseUrl, userId, timeZone: yearTimeZone, poolSize };
  const bare = await startBareTwin(new URL('./support/bare-trends.ts', import.meta.url), twinData);
  worker = bare.worker;
  const base: Record<Side, string> = {
    app: `${app.url}/api/trends`,
    bare: `http://127.0.0.1:${bare.port}/trends`,
    plain: `${app.url}/api/trends`,
  };
  // As a browser asks: the answer comes gzipped (trends.routes.ts), and compressing is part of its cost.
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const headers: Record<Side, Record<string, string>> = {
    app: { ...browser, cookie: person.cookie },
    bare: browser,
    plain: { ...browser, cookie: plain.cookie },
  };
  const server = (side: Side) => (side === 'bare' ? bare.worker : 'app');
  const today = todayKey(new Date(), yearTimeZone);
  const ranges = [
    { label: '366 days', query: `?from=${addDays(today, -365)}&to=${today}`, days: 366 },
    { label: 'default (30 days)', query: '', days: 30 },
  ];
  const request = (side: Side, query: string): LoadRequest => ({
    url: `${base[side]}${query}`,
    method: 'GET',
    headers: headers[side],
  });

  console.log(
    `\n(a) GET /api/trends one request at a time: ${warmUps} warm-ups, then ${sequentialRequests} per side and range in ${blocks} blocks, alternating app/bare/plain (pool of ${poolSize} each; plain: the app for the year without factors):`,
  );
  const sequentialRows: string[][] = [];
  const appP95: Record<string, number> = {};
  for (const range of ranges) {
    console.log(
      `  ${range.label}: ${await describeAnswer(`${base.app}${range.query}`, person.cookie, range.days)}`,
    );
    for (const side of sides)
      for (let index = 0; index < warmUps; index++) await send(request(side, range.query));
    const totals = Object.fromEntries(
      sides.map((side) => [side, { latencies: [] as number[], bytes: 0, serverCpuMs: 0, databaseCpuMs: 0 }]),
    ) as Record<Side, { latencies: number[]; bytes: number; serverCpuMs: number; databaseCpuMs: number }>;
    for (let block = 0; block < blocks; block++) {
      for (const side of sides) {
        const count = Math.ceil(sequentialRequests / blocks);
        const result = await sequential(app, server(side), request(side, range.query), count);
        const total = totals[side];
        total.latencies.push(...result.latencies);
        total.bytes = result.bytes;
        total.serverCpuMs += result.serverCpuMs;
        total.databaseCpuMs += result.databaseCpuMs;
      }
    }
    for (const side of sides) {
      const total = totals[side];
      const each = (cpuMs: number) => ms(cpuMs / total.latencies.length);
      sequentialRows.push([
        range.label,
        side,
        String(total.latencies.length),
        ms(percentile(total.latencies, 50)),
        ms(percentile(total.latencies, 95)),
        ms(Math.max(...total.latencies)),
        each(total.serverCpuMs),
        each(total.databaseCpuMs),
        `${(total.bytes / 1000).toFixed(1)} kB`,
      ]);
    }
    appP95[range.label] = percentile(totals.app.latencies, 95);
  }
  printTable([
    ['range', 'side', 'requests', 'p50', 'p95', 'max', 'server CPU each', 'PostgreSQL CPU each', 'body'],
    ...sequentialRows,
  ]);

  console.log(
    `\n(b) GET /api/trends from ${connections} connections: ${rounds} rounds of ${warmUpSeconds} s warm-up + ${measureSeconds} s per side and range, alternating app/bare:`,
  );
  const throughputRows: string[][] = [];
  for (const range of ranges) {
    const totals = Object.fromEntries(
      throughputSides.map((side) => [
        side,
        { latencies: [] as number[], errors: 0, seconds: 0, server: 0, database: 0 },
      ]),
    ) as Record<
      'app' | 'bare',
      { latencies: number[]; errors: number; seconds: number; server: number; database: number }
    >;
    for (let round = 0; round < rounds; round++) {
      for (const side of throughputSides) {
        await run(warmUpSeconds, request(side, range.query), { connections });
        const cpu = await cpuMeter(app, server(side));
        const result = await run(measureSeconds, request(side, range.query), { connections });
        const used = await cpu();
        const total = totals[side];
        total.latencies.push(...result.latencies);
        total.errors += Object.values(result.errors).reduce((sum, count) => sum + count, 0);
        total.seconds += result.seconds;
        total.server += used.server;
        total.database += used.database;
      }
    }
    const rate = (side: 'app' | 'bare') => totals[side].latencies.length / totals[side].seconds;
    for (const side of throughputSides) {
      const total = totals[side];
      const cores = (cpuMs: number) => `${(cpuMs / 1000 / total.seconds).toFixed(2)} cores`;
      throughputRows.push([
        range.label,
        side,
        String(total.latencies.length),
        String(total.errors),
        rate(side).toFixed(0),
        side === 'app' ? `${((rate('app') / rate('bare')) * 100).toFixed(0)}%` : '',
        ms(percentile(total.latencies, 50)),
        ms(percentile(total.latencies, 95)),
        cores(total.server),
        cores(total.database),
      ]);
    }
  }
  printTable([
    ['range', 'side', 'ok', 'errors', 'req/s', 'app/bare', 'p50', 'p95', 'CPU server', 'PostgreSQL'],
    ...throughputRows,
  ]);
  console.log(
    '  CPU columns are cores used during the measured seconds: "server" is the app process or the twin\'s ' +
      'worker thread, PostgreSQL all its processes. The load generator shares the same cores.',
  );

  console.log(
    '\nGoal (issues 14 and 23): the Trends data in one request under 100 ms at p95 on the server, a year of entries with factors:',
  );
  printTable([
    ['range', 'app p95, one at a time', 'verdict'],
    ...ranges.map((range) => {
      const p95 = appP95[range.label] ?? Number.NaN;
      return [range.label, ms(p95), `p95 < ${goalP95Ms} ms: ${verdict(p95 < goalP95Ms)}`];
    }),
  ]);
} finally {
  if (worker) await stopBareTwin(worker);
  await app.stop();
}
