// `npm run bench:insights-api`: the insights API's two server goals, in one run against the built app.
// (a) GET /api/insights served from the cache, next to a "bare twin" (Hono + pg reading the same
//     row, no session or middleware) with the same connections and pool: at least 50% of its
//     throughput.
// (b) Computing insights for a person with a year of entries (about 1,500 meals and 730
//     check-ins), end to end through POST /api/insights/refresh: p95 under 150 ms.
import type { Worker } from 'node:worker_threads';
import { asc, eq } from 'drizzle-orm';
import { analyzeJournal } from '#domain/insights/index.ts';
import { connectDatabase } from '#server/db/client.ts';
import { toEntryDto } from '#server/db/journal-entries.ts';
import { journalEntries } from '#server/db/schema/index.ts';
import { signUp } from './support/accounts.ts';
import { embeddedDatabaseUrl, type RunningApp, startAppOrExit } from './support/app-server.ts';
import type { BareInsightsData } from './support/bare-insights.ts';
import { startBareTwin, stopBareTwin } from './support/bare-twin.ts';
import { cpuMeter, type LoadRequest, run, send } from './support/http-load.ts';
import { describeMachine } from './support/machine.ts';
import { ms, percentile, printTable, verdict } from './support/stats.ts';
import { seedYearOfEntries, yearProfile } from './support/year-journal.ts';

const connections = 100;
const warmUpSeconds = 2;
// BENCH_SECONDS shortens a trial run.
const measureSeconds = Number(process.env.BENCH_SECONDS ?? 10);
// app, bare, app, bare: a change in the machine's load meanwhile touches both sides.
const rounds = 2;
// The app's pool (server/db/client.ts).
const poolSize = 10;
const computeWarmUps = 5;
const computeSamples = Number(process.env.BENCH_COMPUTES ?? 40);
const goalCachedRatio = 0.5;
const goalComputeP95Ms = 150;

/**
 * One refresh at a time: each is a whole computation (read, engine, upsert), timed end to end,
 * with the CPU the app and PostgreSQL spent on them: on a busy machine the wall time includes
 * waiting for a core, the CPU time does not.
 */
async function measureComputes(app: RunningApp, cookie: string) {
  const request: LoadRequest = {
    url: `${app.url}/api/insights/refresh`,
    method: 'POST',
    headers: { cookie, origin: app.url },
  };
  const refresh = async () => {
    const before = performance.now();
    const answer = await send(request);
    if (answer.status !== 200) throw new Error(`POST /api/insights/refresh answered ${answer.status}.`);
    return performance.now() - before;
  };
  for (let index = 0; index < computeWarmUps; index++) await refresh();
  const cpu = await cpuMeter(app, 'app');
  const latencies: number[] = [];
  for (let index = 0; index < computeSamples; index++) latencies.push(await refresh());
  const used = await cpu();
  return {
    latencies,
    appCpuMs: used.server / computeSamples,
    databaseCpuMs: used.database / computeSamples,
  };
}

/**
 * Where a computation's time goes, measured in this process against the app's database: the
 * journal read as the insights service does it (every entry by id, as the API shows them) and the
 * engine on the result. The rest of the end-to-end figure is HTTP, the session, the profile read,
 * today's goal check and the upsert of the result.
 */
async function computePhases(databaseUrl: string, userId: string) {
  const { pool, db } = connectDatabase(databaseUrl, { max: 1 });
  const read: number[] = [];
  const engine: number[] = [];
  try {
    for (let index = 0; index < computeWarmUps + computeSamples; index++) {
      const startedAt = performance.now();
      const rows = await db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.userId, userId))
        .orderBy(asc(journalEntries.id));
      const entries = rows.map(toEntryDto);
      const readAt = performance.now();
      analyzeJournal({ entries, profile: yearProfile, now: new Date().toISOString(), timeZone: 'UTC' });
      if (index < computeWarmUps) continue;
      read.push(readAt - startedAt);
      engine.push(performance.now() - readAt);
    }
  } finally {
    await pool.end();
  }
  return { read, engine };
}

async function patternsFound(appUrl: string, cookie: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/insights`, { headers: { cookie } });
  const body = (await response.json()) as { insights: { patterns: { title: string; confidence: number }[] } };
  return body.insights.patterns
    .map((pattern) => `${pattern.title} (${Math.round(pattern.confidence * 100)}%)`)
    .join(', ');
}

console.log(describeMachine());
const app = await startAppOrExit();

let worker: Worker | undefined;
try {
  const databaseUrl = embeddedDatabaseUrl(app.dataDir);
  const person = await signUp(app.url, { name: 'Year' });
  const userId = await seedYearOfEntries(databaseUrl, person.email);

  console.log(
    `\n(b) Computing insights for a year of entries: ${computeWarmUps} warm-up then ${computeSamples} POST /api/insights/refresh, one at a time:`,
  );
  const computes = await measureComputes(app, person.cookie);
  const p95 = percentile(computes.latencies, 95);
  printTable([
    [
      'samples',
      'p50',
      'p95',
      'max',
      'app CPU each',
      'PostgreSQL CPU each',
      `goal p95 < ${goalComputeP95Ms} ms`,
    ],
    [
      String(computes.latencies.length),
      ms(percentile(computes.latencies, 50)),
      ms(p95),
      ms(Math.max(...computes.latencies)),
      ms(computes.appCpuMs),
      ms(computes.databaseCpuMs),
      verdict(p95 < goalComputeP95Ms),
    ],
  ]);
  console.log(`  Patterns found: ${(await patternsFound(app.url, person.cookie)) || 'none'}.`);
  const phases = await computePhases(databaseUrl, userId);
  console.log('  Where the time goes (in the bench process, same database, one at a time):');
  printTable([
    ['phase', 'p50', 'p95'],
    [
      'read every entry (select + toEntryDto)',
      ms(percentile(phases.read, 50)),
      ms(percentile(phases.read, 95)),
    ],
    ['analyzeJournal', ms(percentile(phases.engine, 50)), ms(percentile(phases.engine, 95))],
  ]);

  const twinData: BareInsightsData = { databaseUrl, userId, poolSize };
  const bare = await startBareTwin(new URL('./support/bare-insights.ts', import.meta.url), twinData);
  worker = bare.worker;
  const sides = {
    app: { url: `${app.url}/api/insights`, headers: { cookie: person.cookie } },
    bare: { url: `http://127.0.0.1:${bare.port}/insights`, headers: {} },
  };
  console.log(
    `\n(a) GET /api/insights from the cache: ${connections} connections, ${rounds} rounds of ${warmUpSeconds} s warm-up + ${measureSeconds} s per side, alternating app/bare (pool of ${poolSize} each):`,
  );
  const totals = {
    app: { ok: 0, errors: 0, seconds: 0, latencies: [] as number[], bytes: 0, server: 0, database: 0 },
    bare: { ok: 0, errors: 0, seconds: 0, latencies: [] as number[], bytes: 0, server: 0, database: 0 },
  };
  for (let round = 0; round < rounds; round++) {
    for (const side of ['app', 'bare'] as const) {
      const request: LoadRequest = { url: sides[side].url, method: 'GET', headers: sides[side].headers };
      await run(warmUpSeconds, request, { connections });
      const cpu = await cpuMeter(app, side === 'app' ? 'app' : bare.worker);
      const result = await run(measureSeconds, request, { connections });
      const used = await cpu();
      const total = totals[side];
      total.ok += result.latencies.length;
      total.errors += Object.values(result.errors).reduce((sum, count) => sum + count, 0);
      total.seconds += result.seconds;
      total.latencies.push(...result.latencies);
      total.bytes = result.bytes;
      total.server += used.server;
      total.database += used.database;
      if (Object.keys(result.errors).length > 0)
        console.log(`  ${side} answers other than 2xx: ${JSON.stringify(result.errors)}`);
    }
  }
  const rate = (side: 'app' | 'bare') => totals[side].ok / totals[side].seconds;
  const cores = (side: 'app' | 'bare', cpuMs: number) =>
    `${(cpuMs / 1000 / totals[side].seconds).toFixed(2)} cores`;
  printTable([
    ['side', 'ok', 'errors', 'req/s', 'p50', 'p99', 'body', 'CPU server', 'PostgreSQL'],
    ...(['app', 'bare'] as const).map((side) => [
      side,
      String(totals[side].ok),
      String(totals[side].errors),
      rate(side).toFixed(0),
      ms(percentile(totals[side].latencies, 50)),
      ms(percentile(totals[side].latencies, 99)),
      `${(totals[side].bytes / 1000).toFixed(1)} kB`,
      cores(side, totals[side].server),
      cores(side, totals[side].database),
    ]),
  ]);
  const ratio = rate('app') / rate('bare');
  console.log('\nGoals:');
  printTable([
    ['goal', 'figure', 'verdict'],
    [
      `GET /api/insights cached, app/bare req/s >= ${goalCachedRatio * 100}%`,
      `${(ratio * 100).toFixed(0)}%`,
      verdict(ratio >= goalCachedRatio),
    ],
    [`compute for a year of entries, p95 < ${goalComputeP95Ms} ms`, ms(p95), verdict(p95 < goalComputeP95Ms)],
  ]);
  console.log(
    '  CPU columns are cores used during the measured seconds: "server" is the app process or the twin\'s ' +
      'worker thread, PostgreSQL all its processes. The load generator shares the same cores.',
  );
} finally {
  if (worker) await stopBareTwin(worker);
  await app.stop();
}
