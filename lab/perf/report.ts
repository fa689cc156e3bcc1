// `npm run bench:report`: the doctor report (GET /api/report.pdf) of the running app, as a person
// downloads it, for someone with 400 days of entries (2 meals and 2 check-ins a day, notes on some):
// the last 90 days and a full year, with and without notes. The goals: a 90-day report in
// under 2 s and under 1 MB, a year in under 5 s. Each figure is the time to the PDF's last byte; the
// verdict is on the median (the slowest download is printed too: on a shared machine it measures
// the neighbours as much as the app).
import { addDays } from '#domain/common/day-key.ts';
import { type RunningApp, startAppOrExit } from './support/app-server.ts';
import { describeMachine } from './support/machine.ts';
import { mib, ms, percentile, printTable, verdict } from './support/stats.ts';
import { personWithJournal } from './support/year-person.ts';

// BENCH_RUNS shortens a trial run.
const runs = Number(process.env.BENCH_RUNS ?? 7);
const timeZone = 'Europe/London';
const journalDays = 400;
const goals = { ninetyDaysMs: 2000, ninetyDaysBytes: 1_000_000, yearMs: 5000 };

/** One download: time to the first byte and to the last, and the file's size. */
async function download(app: RunningApp, cookie: string, query: string) {
  const started = performance.now();
  const response = await fetch(`${app.url}/api/report.pdf${query}`, { headers: { cookie } });
  const firstByteMs = performance.now() - started;
  const bytes = new Uint8Array(await response.arrayBuffer());
  const totalMs = performance.now() - started;
  if (response.status !== 200 || response.headers.get('content-type') !== 'application/pdf') {
    throw new Error(`report${query}: ${response.status} ${new TextDecoder().decode(bytes.slice(0, 300))}`);
  }
  return { firstByteMs, totalMs, bytes: bytes.length };
}

console.log(describeMachine());
const app = await startAppOrExit();

try {
  const { person, today, entries } = await personWithJournal(app, {
    timeZone,
    journalDays,
    conditions: ['Rheumatoid Arthritis', 'Celiac Disease'],
    supplements: ['Vitamin D', 'Fish Oil'],
  });
  console.log(
    `\n${entries} entries over ${journalDays} days for one person; ${runs} downloads of each report.`,
  );

  const cases = [
    {
      label: '90 days (the default)',
      query: '',
      goalMs: goals.ninetyDaysMs,
      goalBytes: goals.ninetyDaysBytes,
    },
    {
      label: '90 days with notes',
      query: '?notes=true',
      goalMs: goals.ninetyDaysMs,
      goalBytes: goals.ninetyDaysBytes,
    },
    {
      label: 'a year (365 days) with notes',
      query: `?from=${addDays(today, -364)}&to=${today}&notes=true`,
      goalMs: goals.yearMs,
      goalBytes: undefined,
    },
  ];
  const rows: string[][] = [['report', 'p50', 'slowest', 'first byte p50', 'size', 'time goal', 'size goal']];
  for (const each of cases) {
    await download(app, person.cookie, each.query); // warm-up: the first report loads the fonts
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await download(app, person.cookie, each.query));
    const totals = samples.map((sample) => sample.totalMs);
    const slowest = Math.max(...totals);
    const size = samples[0]?.bytes ?? 0;
    rows.push([
      each.label,
      ms(percentile(totals, 50), 0),
      ms(slowest, 0),
      ms(
        percentile(
          samples.map((sample) => sample.firstByteMs),
          50,
        ),
        0,
      ),
      `${(size / 1000).toFixed(0)} kB (${mib(size)})`,
      `p50 < ${each.goalMs / 1000} s: ${verdict(percentile(totals, 50) < each.goalMs)}`,
      each.goalBytes === undefined ? '' : `< 1 MB: ${verdict(size < each.goalBytes)}`,
    ]);
  }
  console.log('\nGET /api/report.pdf, to the last byte, over loopback:');
  printTable(rows);
} finally {
  await app.stop();
}
