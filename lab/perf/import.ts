// `npm run bench:import`: large imports end to end through the HTTP API, as the web app sends them
// (multipart, the file as it is), against the import goals: three years of a daily Bearable export
// (lab/perf/support/bearable-file.ts, 60,225 rows) and a Tend export of the same three years (the
// first person's own export after importing it), each previewed, imported and undone, run after
// run. While they run, another person (a year of journal of their own) reads their History page
// back to back; the same reads on the idle server, in the same run, are the baseline.
// Goals: those reads' p95 during the imports within 1.5x of at rest; each import under 30 s; the
// server's peak memory (VmHWM, worker threads included) under bench:memory's 250 MB + 100 MiB.
import { readFileSync } from 'node:fs';
import { todayKey } from '#domain/common/day-boundaries.ts';
import { addDays } from '#domain/common/day-key.ts';
import { clientAddresses, signUp } from './support/accounts.ts';
import { startAppOrExit } from './support/app-server.ts';
import { bearableExport } from './support/bearable-file.ts';
import { describeMachine } from './support/machine.ts';
import { mib, ms, percentile, printTable, sleep, verdict } from './support/stats.ts';
import { callApi, personWithJournal } from './support/year-person.ts';

// BENCH_RUNS shortens a trial run; the hourly limit allows 30 previews and imports a person, and
// each run is one of each. BENCH_DAYS changes the file's length.
const runs = Number(process.env.BENCH_RUNS ?? 3);
const days = Number(process.env.BENCH_DAYS ?? 3 * 365);
const timeZone = 'Europe/London';
/** About ten seconds of the idle baseline. */
const idleMs = 10_000;
const readSlowdownGoal = 1.5;
const importGoalMs = 30_000;
const memoryGoalBytes = 250 * 1000 * 1000 + 100 * 1024 * 1024;
const nextAddress = clientAddresses();

function memory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** The server's memory at each step of the run, so a peak can be traced to what caused it. */
const steps: string[][] = [];
function noteMemory(pid: number, step: string) {
  const { rss, peak } = memory(pid);
  steps.push([step, mib(rss), mib(peak)]);
}

/** Another person reading their History page back to back until stopped; the reads' latencies. */
function reader(url: string, cookie: string) {
  const samples: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${url}/api/journal/history?range=all&page=1`, {
        headers: { cookie, 'x-forwarded-for': nextAddress() },
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET /api/journal/history: ${response.status}`);
      samples.push(performance.now() - started);
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
    headers: { origin: new URL(url).origin, cookie, 'x-forwarded-for': nextAddress() },
    body: form,
  });
  const text = await response.text();
  const totalMs = performance.now() - started;
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${text.slice(0, 300)}`);
  return { totalMs, body: JSON.parse(text) as Record<string, unknown> };
}

async function onboardedPerson(appUrl: string, app: Parameters<typeof callApi>[0]) {
  const person = await signUp(appUrl, { name: 'Robin', forwardedFor: nextAddress() });
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
  return person;
}

type Timings = { previews: number[]; imports: number[]; reads: number[]; added: number };

/** Preview, then import with every symptom as a new one; both timed. */
async function importFile(app: Parameters<typeof callApi>[0], cookie: string, file: File) {
  const preview = await timedUpload(`${app.url}/api/imports/preview`, cookie, file);
  const symptoms = preview.body.symptoms as { from: string }[];
  const mapping = JSON.stringify(Object.fromEntries(symptoms.map((each) => [each.from, { action: 'new' }])));
  const imported = await timedUpload(`${app.url}/api/imports`, cookie, file, mapping);
  if (!imported.body.id || Number(imported.body.added) === 0)
    throw new Error(`The import added nothing: ${JSON.stringify(imported.body)}`);
  return {
    previewMs: preview.totalMs,
    importMs: imported.totalMs,
    id: String(imported.body.id),
    added: Number(imported.body.added),
  };
}

/** Preview, import and undo, `runs` times, with the other person reading throughout. */
async function importRuns(
  app: Parameters<typeof callApi>[0],
  cookie: string,
  file: File,
  readerCookie: string,
): Promise<Timings> {
  const timings: Timings = { previews: [], imports: [], reads: [], added: 0 };
  for (let run = 0; run < runs; run += 1) {
    const reading = reader(app.url, readerCookie);
    const { previewMs, importMs, id, added } = await importFile(app, cookie, file);
    timings.reads.push(...(await reading.stop()));
    timings.previews.push(previewMs);
    timings.imports.push(importMs);
    timings.added = added;
    await callApi(app, cookie, 'DELETE', `/imports/${id}`, undefined);
  }
  return timings;
}

console.log(describeMachine());
const app = await startAppOrExit({ env: { TRUST_PROXY: '127.0.0.1,::1' } });

try {
  noteMemory(app.pid, 'started');
  const importer = await onboardedPerson(app.url, app);
  const { person: other } = await personWithJournal(app, {
    timeZone,
    journalDays: 365,
    conditions: ['Rheumatoid Arthritis'],
    supplements: [],
    forwardedFor: nextAddress(),
  });

  noteMemory(app.pid, "the other person's year written");
  // Ends the day before yesterday, so that no entry is in the future in any zone.
  const { csv, rows } = bearableExport(addDays(todayKey(new Date(), timeZone), -2), days);
  const bearable = new File([csv], 'bearable-export.csv', { type: 'text/csv' });

  // Warm-up; then the Tend export of the same years: the importer's own, once imported.
  await importFile(app, importer.cookie, bearable).then(({ id }) =>
    callApi(app, importer.cookie, 'DELETE', `/imports/${id}`, undefined),
  );
  noteMemory(app.pid, 'warm-up import and undo');
  const first = await importFile(app, importer.cookie, bearable);
  noteMemory(app.pid, 'second import');
  const exported = await fetch(`${app.url}/api/export`, { headers: { cookie: importer.cookie } });
  const tendJson = await exported.text();
  noteMemory(app.pid, 'its JSON export');
  await callApi(app, importer.cookie, 'DELETE', `/imports/${first.id}`, undefined);
  const tend = new File([tendJson], 'tend-export.json', { type: 'application/json' });
  const mover = await onboardedPerson(app.url, app);
  console.log(
    `\n${days} days of Bearable: ${rows} rows, ${(bearable.size / 1_000_000).toFixed(1)} MB; the same years as a Tend export: ${(tend.size / 1_000_000).toFixed(1)} MB. ${runs} runs of preview, import and undo of each, after a warm-up import.`,
  );

  // The baseline: the other person's reads on a server doing nothing else.
  const idle = reader(app.url, other.cookie);
  await sleep(idleMs);
  const atRest = await idle.stop();
  const idleMemory = memory(app.pid);

  noteMemory(app.pid, 'the reads at rest');
  const fromBearable = await importRuns(app, importer.cookie, bearable, other.cookie);
  noteMemory(app.pid, 'the Bearable runs');
  const fromTend = await importRuns(app, mover.cookie, tend, other.cookie);
  noteMemory(app.pid, 'the Tend runs');
  const after = memory(app.pid);

  console.log(
    `\nEach Bearable import added ${fromBearable.added} entries and records; each Tend import ${fromTend.added}. Time to the last byte:`,
  );
  const timeRow = (label: string, samples: number[], goal?: number) => [
    label,
    ms(percentile(samples, 50), 0),
    ms(percentile(samples, 95), 0),
    ms(Math.max(...samples), 0),
    goal === undefined ? '' : `under ${goal / 1000} s: ${verdict(Math.max(...samples) < goal)}`,
  ];
  printTable([
    ['request', 'p50', 'p95', 'slowest', 'goal'],
    timeRow('Bearable: POST /api/imports/preview', fromBearable.previews),
    timeRow('Bearable: POST /api/imports', fromBearable.imports, importGoalMs),
    timeRow('Tend: POST /api/imports/preview', fromTend.previews),
    timeRow('Tend: POST /api/imports', fromTend.imports, importGoalMs),
  ]);

  const restP95 = percentile(atRest, 95);
  const readRow = (label: string, samples: number[], goal: boolean) => {
    const p95 = percentile(samples, 95);
    return [
      label,
      String(samples.length),
      ms(percentile(samples, 50)),
      ms(p95),
      ms(Math.max(...samples)),
      goal
        ? `p95 within ${readSlowdownGoal}x of at rest (${(p95 / restP95).toFixed(2)}x): ${verdict(p95 <= readSlowdownGoal * restP95)}`
        : '',
    ];
  };
  console.log('\nAnother person reading their History page (a year of journal), back to back:');
  printTable([
    ['while', 'reads', 'p50', 'p95', 'slowest', 'goal'],
    readRow('the server is at rest (baseline)', atRest, false),
    readRow('Bearable previews and imports run', fromBearable.reads, true),
    readRow('Tend previews and imports run', fromTend.reads, true),
  ]);

  console.log('\nThe server process (worker threads included) after each step:');
  printTable([['after', 'RSS', 'peak so far (VmHWM)'], ...steps]);
  console.log(
    `\nServer memory: ${mib(idleMemory.rss)} at rest; peak over the runs ${mib(after.peak)} (goal under ${mib(memoryGoalBytes)}: ${verdict(after.peak < memoryGoalBytes)}), ${mib(after.rss)} after.`,
  );
  console.log(describeMachine());
} finally {
  await app.stop();
}
