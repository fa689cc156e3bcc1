// `npm run bench:capacity`: how many people one server carries, each with a year of daily use.
//
// A person's day, as the spec's daily goal has it: two meals and two check-ins logged, the
// dashboard opened six times, History, Trends and Insights once each, and the day's one insights
// computation (the engine runs once a day per person and is cached; POST /api/insights/refresh
// forces it). Virtual people walk through that day back to back on `connections` loops for
// `seconds`, against the running app (its embedded PostgreSQL); each is one of `people` who have a
// year of journal (1,464 entries). The same-run baseline is the same day for people whose journal is
// empty, so the figure shows what a year of history costs.
//
// What the machine gives is measured as CPU time (the app process and PostgreSQL) per person-day,
// which holds when other work shares the machine; the people-per-server figure follows from it
// under stated assumptions: the busiest hour carries a fifth of a day's use (people log around
// meals), and the server should be at most half busy then.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { addDays } from '#domain/common/day-key.ts';
import { clientAddresses, jsonHeaders, signUp } from './support/accounts.ts';
import { embeddedDatabaseUrl, type RunningApp, startAppOrExit } from './support/app-server.ts';
import { cpuMeter } from './support/http-load.ts';
import { describeMachine } from './support/machine.ts';
import { ms, percentile, printTable } from './support/stats.ts';
import { personWithJournal } from './support/year-person.ts';

const people = Number(process.env.BENCH_PEOPLE ?? 24);
const seconds = Number(process.env.BENCH_SECONDS ?? 40);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 4);
const timeZone = 'Europe/London';
const journalDays = 365;
const busiestHourShare = 0.2;
const busiestHourLoad = 0.5;
const nextAddress = clientAddresses();

type Person = { cookie: string; today: string };
type Step = {
  name: string;
  method: string;
  path: (person: Person) => string;
  body?: (person: Person) => unknown;
};

const meal = (person: Person) => ({
  id: randomUUID(),
  type: 'food',
  date: person.today,
  content: 'Rice, salmon and steamed greens',
  details: { mealTime: 'lunch', mealSize: 'medium', mealSource: 'home', wasPhotoAnalyzed: false },
});
const checkIn = (person: Person) => ({
  id: randomUUID(),
  type: 'symptom',
  date: person.today,
  content: '',
  details: { symptomRatings: { 'Joint pain': 2, Fatigue: 3 }, time_of_day: 'evening' },
});
const dashboard: Step = { name: 'GET /api/journal/today', method: 'GET', path: () => '/api/journal/today' };

const day: Step[] = [
  dashboard,
  { name: 'POST /api/journal/entries', method: 'POST', path: () => '/api/journal/entries', body: meal },
  dashboard,
  { name: 'POST /api/journal/entries', method: 'POST', path: () => '/api/journal/entries', body: checkIn },
  dashboard,
  { name: 'POST /api/journal/entries', method: 'POST', path: () => '/api/journal/entries', body: meal },
  dashboard,
  { name: 'POST /api/journal/entries', method: 'POST', path: () => '/api/journal/entries', body: checkIn },
  dashboard,
  { name: 'GET /api/journal/history', method: 'GET', path: () => '/api/journal/history?range=all&page=1' },
  {
    name: 'GET /api/trends (30 days)',
    method: 'GET',
    path: (person) => `/api/trends?from=${addDays(person.today, -29)}&to=${person.today}`,
  },
  {
    name: 'POST /api/insights/refresh',
    method: 'POST',
    path: () => '/api/insights/refresh',
    body: () => ({}),
  },
  { name: 'GET /api/insights', method: 'GET', path: () => '/api/insights' },
  dashboard,
];

async function step(app: RunningApp, person: Person, current: Step): Promise<number> {
  const started = performance.now();
  const body = current.body?.(person);
  const response = await fetch(`${app.url}${current.path(person)}`, {
    method: current.method,
    headers: jsonHeaders(app.url, nextAddress(), person.cookie),
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${current.name}: ${response.status}`);
  return performance.now() - started;
}

/** Person-days walked back to back on `connections` loops; latencies by step; CPU per person-day. */
async function walkDays(app: RunningApp, group: Person[]) {
  const latencies = new Map<string, number[]>();
  let days = 0;
  let next = 0;
  const meter = await cpuMeter(app, 'app');
  const deadline = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const person = group[next++ % group.length] as Person;
      for (const current of day) {
        const took = await step(app, person, current);
        latencies.set(current.name, [...(latencies.get(current.name) ?? []), took]);
      }
      days += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const wallSeconds = (performance.now() - started) / 1000;
  const cpu = await meter();
  return { days, wallSeconds, cpuMsPerDay: (cpu.server + cpu.database) / days, cpu, latencies };
}

async function databaseBytes(app: RunningApp): Promise<number> {
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(app.dataDir) });
  await client.connect();
  try {
    const { rows } = await client.query<{ bytes: string }>(
      'select pg_database_size(current_database()) as bytes',
    );
    return Number(rows[0]?.bytes ?? 0);
  } finally {
    await client.end();
  }
}

function peoplePerServer(cpuMsPerDay: number, cores: number): number {
  return Math.floor((cores * 3_600_000 * busiestHourLoad) / (busiestHourShare * cpuMsPerDay));
}

console.log(describeMachine());
const app = await startAppOrExit({ env: { TRUST_PROXY: '127.0.0.1,::1' } });
try {
  const emptyBytes = await databaseBytes(app);
  const withYear: Person[] = [];
  for (let index = 0; index < people; index += 1) {
    const { person, today } = await personWithJournal(app, {
      timeZone,
      journalDays,
      conditions: ['Rheumatoid Arthritis'],
      supplements: ['Vitamin D'],
      forwardedFor: nextAddress(),
    });
    withYear.push({ cookie: person.cookie, today });
  }
  const yearBytes = (await databaseBytes(app)) - emptyBytes;
  const fresh: Person[] = [];
  for (let index = 0; index < people; index += 1) {
    const person = await signUp(app.url, { forwardedFor: nextAddress() });
    fresh.push({ cookie: person.cookie, today: withYear[0]?.today ?? '' });
  }
  console.log(
    `\n${people} people with a year of journal each, ${people} with none; ${connections} connections, ${seconds} s a side.`,
  );
  console.log(
    `Database growth for the ${people} years: ${(yearBytes / people / 1e6).toFixed(2)} MB a person-year.`,
  );

  // The empty journals first: they warm the app's code paths for both sides.
  const baseline = await walkDays(app, fresh);
  const year = await walkDays(app, withYear);

  const cores = 2;
  const rows: string[][] = [['', 'baseline: an empty journal', 'a year of journal']];
  rows.push(['person-days walked', String(baseline.days), String(year.days)]);
  rows.push([
    'person-days a second (wall)',
    (baseline.days / baseline.wallSeconds).toFixed(2),
    (year.days / year.wallSeconds).toFixed(2),
  ]);
  rows.push(['CPU per person-day (app + PostgreSQL)', ms(baseline.cpuMsPerDay), ms(year.cpuMsPerDay)]);
  rows.push([
    'of which PostgreSQL',
    ms(baseline.cpu.database / baseline.days),
    ms(year.cpu.database / year.days),
  ]);
  for (const name of new Set(day.map((current) => current.name))) {
    rows.push([
      `${name} p95`,
      ms(percentile(baseline.latencies.get(name) ?? [], 95)),
      ms(percentile(year.latencies.get(name) ?? [], 95)),
    ]);
  }
  rows.push([
    `people per server (${cores} cores)`,
    String(peoplePerServer(baseline.cpuMsPerDay, cores)),
    String(peoplePerServer(year.cpuMsPerDay, cores)),
  ]);
  console.log('');
  printTable(rows);
  console.log(
    `\nPeople per server: ${cores} cores x 3600 s x ${busiestHourLoad} busy, over ${busiestHourShare} of a person-day's CPU in the busiest hour.`,
  );
  console.log(
    `Disk: about ${Math.floor(100e9 / (yearBytes / people))} person-years of journal per 100 GB of database (backups not counted).`,
  );
} finally {
  await app.stop();
}
