// `npm run bench:share`: a shared link's page (GET /shared/<token>) of the running app, as a
// clinician opens it, for a person with a year of entries (2 meals and 2 check-ins a day) and a link
// to the whole year with every part. The goal: p95 under 300 ms to the last byte. The baseline, in
// the same run and the same process: the signed-in read of the same year's report data that the app
// already serves (GET /api/trends for the year, the report's charts and numbers in one read).
// Each request comes from its own client address through the app's trusted local proxy, so the
// per-client brake of the shared view does not throttle the bench.
import { addDays } from '#domain/common/day-key.ts';
import { clientAddresses } from './support/accounts.ts';
import { startAppOrExit } from './support/app-server.ts';
import { describeMachine } from './support/machine.ts';
import { ms, percentile, printTable, verdict } from './support/stats.ts';
import { callApi, personWithJournal } from './support/year-person.ts';

// BENCH_RUNS shortens a trial run.
const runs = Number(process.env.BENCH_RUNS ?? 30);
const timeZone = 'Europe/London';
const journalDays = 366;
const goalP95Ms = 300;
const nextAddress = clientAddresses();

async function timed(url: string, headers: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(url, { headers: { ...headers, 'x-forwarded-for': nextAddress() } });
  const body = await response.arrayBuffer();
  const totalMs = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return { totalMs, bytes: body.byteLength };
}

async function sample(url: string, headers: Record<string, string>) {
  await timed(url, headers); // warm-up
  const samples = [];
  for (let run = 0; run < runs; run += 1) samples.push(await timed(url, headers));
  return samples;
}

console.log(describeMachine());
const app = await startAppOrExit({ env: { TRUST_PROXY: '127.0.0.1,::1' } });

try {
  const { person, today, entries } = await personWithJournal(app, {
    timeZone,
    journalDays,
    conditions: ['Rheumatoid Arthritis'],
    supplements: ['Vitamin D'],
  });
  console.log(`\n${entries} entries over ${journalDays} days for one person; ${runs} requests of each.`);
  const from = addDays(today, -364);
  const made = (await callApi(app, person.cookie, 'POST', '/share-links', {
    label: 'Bench',
    displayName: 'R.',
    sections: ['symptoms', 'factors', 'medications', 'experiments', 'insights'],
    from,
    to: today,
    days: 14,
  })) as { path: string };

  const shared = await sample(`${app.url}${made.path}`, {});
  const baseline = await sample(`${app.url}/api/trends?from=${from}&to=${today}`, { cookie: person.cookie });
  const rows: string[][] = [['read', 'p50', 'p95', 'slowest', 'size', 'goal']];
  for (const [label, samples, goal] of [
    ['GET /shared/<token> (a year, every part)', shared, true],
    ['baseline: GET /api/trends (the same year, signed in)', baseline, false],
  ] as const) {
    const totals = samples.map((each) => each.totalMs);
    const p95 = percentile(totals, 95);
    rows.push([
      label,
      ms(percentile(totals, 50), 0),
      ms(p95, 0),
      ms(Math.max(...totals), 0),
      `${((samples[0]?.bytes ?? 0) / 1000).toFixed(0)} kB`,
      goal ? `p95 < ${goalP95Ms} ms: ${verdict(p95 < goalP95Ms)}` : '',
    ]);
  }
  console.log('\nTo the last byte, over loopback:');
  printTable(rows);
} finally {
  await app.stop();
}
