// `npm run bench:import`: a large import end to end through the HTTP API, as the web app sends it
// (multipart, the file as it is): three years of a daily Bearable export (lab/perf/support/
// bearable-file.ts, about 21,000 rows and 6,600 entries), previewed, imported and undone, run after
// run, by one person. Figures: the preview's and the import's time to the last byte (p50, p95), the
// server's peak RSS (VmHWM, worker threads included), and the key goal: the event loop stays free
// for everyone else. GET /api/health, fired every 20 ms by another client while the preview or the
// import runs, against the same request on the idle server in the same run. Goal: its p95 during
// the import under 200 ms.
import { readFileSync } from 'node:fs';
import { todayKey } from '#domain/common/day-boundaries.ts';
import { addDays } from '#domain/common/day-key.ts';
import { signUp } from './support/accounts.ts';
import { startAppOrExit } from './support/app-server.ts';
import { bearableExport } from './support/bearable-file.ts';
import { describeMachine } from './support/machine.ts';
import { mib, ms, percentile, printTable, sleep, verdict } from './support/stats.ts';
import { callApi } from './support/year-person.ts';

// BENCH_RUNS shortens a trial run; the hourly limit allows 30 previews and imports a person, and
// each run is one of each. BENCH_DAYS changes the file's length.
const runs = Number(process.env.BENCH_RUNS ?? 6);
const days = Number(process.env.BENCH_DAYS ?? 3 * 365);
const timeZone = 'Europe/London';
const probeEveryMs = 20;
/** About five seconds of the idle baseline. */
const idleProbes = 250;
const goalP95Ms = 200;

function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Fires GET /api/health every probeEveryMs (never two at once) until stopped; their latencies. */
function probe(url: string) {
  const samples: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${url}/api/health`);
      await response.arrayBuffer();
      samples.push(performance.now() - started);
      if (!response.ok) throw new Error(`GET /api/health: ${response.status}`);
      await sleep(Math.max(0, probeEveryMs - (performance.now() - started)));
    }
  })();
  return {
    async stop() {
      running = false;
      await done;
      return samples;
    },
  };
}

async function timedUpload(url: string, cookie: string, file: File, mapping?: string) {
  const form = new FormData();
  form.set('file', file);
  if (mapping) form.set('mapping', mapping);
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { origin: new URL(url).origin, cookie },
    body: form,
  });
  const text = await response.text();
  const totalMs = performance.now() - started;
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${text.slice(0, 300)}`);
  return { totalMs, body: JSON.parse(text) as Record<string, unknown> };
}

console.log(describeMachine());
const app = await startAppOrExit();

try {
  const person = await signUp(app.url, { name: 'Robin' });
  await callApi(app, person.cookie, 'POST', '/onboarding/complete', {
    name: 'Robin Example',
    conditions: ['Rheumatoid Arthritis'],
    medications: ['Methotrexate'],
    supplements: [],
    symptoms: ['Joint pain', 'Fatigue'],
    dietaryRestrictions: ['none'],
    suspectedTriggers: ['dairy'],
    acceptedTerms: true,
  });
  await callApi(app, person.cookie, 'PUT', '/profile/timezone', { timezone: timeZone });

  // Ends the day before yesterday, so that no entry is in the future in any zone.
  const { csv, rows } = bearableExport(addDays(todayKey(new Date(), timeZone), -2), days);
  const file = new File([csv], 'bearable-export.csv', { type: 'text/csv' });
  console.log(
    `\n${days} days of Bearable: ${rows} rows, ${(file.size / 1_000_000).toFixed(1)} MB; ${runs} runs of preview, import and undo.`,
  );

  // Warm-up, then the idle baseline: the same probe on a server doing nothing else.
  const warmUp = probe(app.url);
  await sleep(1000);
  await warmUp.stop();
  const idle = probe(app.url);
  await sleep(idleProbes * probeEveryMs);
  const idleSamples = await idle.stop();
  const idleMemory = memory(app.pid);

  const previews: number[] = [];
  const imports: number[] = [];
  const duringPreview: number[] = [];
  const duringImport: number[] = [];
  let entries = 0;
  for (let run = 0; run < runs; run += 1) {
    let probing = probe(app.url);
    const preview = await timedUpload(`${app.url}/api/imports/preview`, person.cookie, file);
    duringPreview.push(...(await probing.stop()));
    previews.push(preview.totalMs);
    const symptoms = preview.body.symptoms as { from: string; mapping: unknown }[];
    const mapping = JSON.stringify(
      Object.fromEntries(symptoms.map((each) => [each.from, { action: 'new' }])),
    );

    probing = probe(app.url);
    const imported = await timedUpload(`${app.url}/api/imports`, person.cookie, file, mapping);
    duringImport.push(...(await probing.stop()));
    imports.push(imported.totalMs);
    entries = Number(imported.body.added);
    if (!imported.body.id || entries === 0)
      throw new Error(`The import added nothing: ${JSON.stringify(imported.body)}`);
    await callApi(app, person.cookie, 'DELETE', `/imports/${imported.body.id}`, undefined);
  }
  const after = memory(app.pid);

  console.log(`\nEach import added ${entries} entries. Time to the last byte, over loopback:`);
  printTable([
    ['request', 'p50', 'p95', 'slowest'],
    [
      'POST /api/imports/preview',
      ms(percentile(previews, 50), 0),
      ms(percentile(previews, 95), 0),
      ms(Math.max(...previews), 0),
    ],
    [
      'POST /api/imports',
      ms(percentile(imports, 50), 0),
      ms(percentile(imports, 95), 0),
      ms(Math.max(...imports), 0),
    ],
  ]);

  console.log(`\nGET /api/health, one every ${probeEveryMs} ms:`);
  const all = [...duringPreview, ...duringImport];
  const row = (label: string, samples: number[], goal: boolean) => {
    const p95 = percentile(samples, 95);
    return [
      label,
      String(samples.length),
      ms(percentile(samples, 50)),
      ms(p95),
      ms(Math.max(...samples)),
      goal ? `p95 < ${goalP95Ms} ms: ${verdict(p95 < goalP95Ms)}` : '',
    ];
  };
  printTable([
    ['while', 'requests', 'p50', 'p95', 'slowest', 'goal'],
    row('the server is idle (baseline)', idleSamples, false),
    row('a preview runs', duringPreview, false),
    row('an import runs', duringImport, false),
    row('a preview or an import runs', all, true),
  ]);

  console.log(
    `\nServer RSS: ${mib(idleMemory.rss)} idle (peak so far ${mib(idleMemory.peak)}); peak over the runs ${mib(after.peak)}, ${mib(after.rss)} after.`,
  );
  console.log(describeMachine());
} finally {
  await app.stop();
}
