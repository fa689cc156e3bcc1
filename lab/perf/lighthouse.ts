// `npm run bench:lighthouse`: Lighthouse (mobile, default throttling) on the built app, by the
// machine's Chromium, with the size of the JavaScript the page loads.
//   npm run bench:lighthouse                                     the landing page
//   npm run bench:lighthouse -- --path /app/home --signed-in     a page of the app, as a new user
//   npm run bench:lighthouse -- --path /app/insights --signed-in --logged-today
//                                                                a new user who logged today's goal
//                                                                (2 meals, 2 check-ins), so the
//                                                                insights page shows its cards
//   npm run bench:lighthouse -- --path /app/home --signed-in --entries
//                                                                the same with a meal and a check-in
//                                                                today (the dashboard's week at a glance)
//   npm run bench:lighthouse -- --path /app/trends --signed-in --year
//                                                                a person whose account is a year old
//                                                                with a year of entries (4 meals and
//                                                                2 check-ins a day, as bench:trends)
//                                                                and their insights computed
//   npm run bench:lighthouse -- --runs 5                         median of 5 runs (default 3)
//   npm run bench:lighthouse -- --verbose                        with Lighthouse's progress log
//   npm run bench:lighthouse -- --save /tmp/lh                   also keep each run's report (JSON)
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse, { type Result } from 'lighthouse';
import { type Account, jsonHeaders, signUp } from './support/accounts.ts';
import { embeddedDatabaseUrl, startAppOrExit } from './support/app-server.ts';
import { launchChromium } from './support/browser.ts';
import { describeMachine } from './support/machine.ts';
import { kb, median, ms, printTable, verdict } from './support/stats.ts';
import { refreshInsights, seedYearOfEntries } from './support/year-journal.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// The landing page's budget (the build enforces it too, scripts/build/landing-page.ts).
const jsGoalBytes = 100 * 1000;

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/' },
    'signed-in': { type: 'boolean', default: false },
    'logged-today': { type: 'boolean', default: false },
    entries: { type: 'boolean', default: false },
    year: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    verbose: { type: 'boolean', default: false },
    save: { type: 'string' },
  },
});
const pagePath = values.path;
const goals: Record<(typeof categories)[number], number> = {
  // The landing page's is 100; the app's pages keep 95.
  performance: pagePath === '/' ? 100 : 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 0,
};
const runs = Math.min(10, Math.max(1, Number(values.runs) || 1));
if (values.year && !values['signed-in']) {
  console.error('--year gives the signed-in person a year of entries: add --signed-in.');
  process.exit(2);
}

console.log(describeMachine());
const app = await startAppOrExit();

let failed = false;
try {
  const account = values['signed-in'] ? await signedInAccount(app.url) : undefined;
  const cookie = account?.cookie;
  // Through the database: the API takes entries only for days since the account's creation, so the
  // account is backdated there, and a year of entries is written there too (2,200 requests would
  // only make the bench slower). The insights are computed through the app, as after logging.
  if (account && values.year) {
    await seedYearOfEntries(embeddedDatabaseUrl(app.dataDir), account.email);
    await refreshInsights(app.url, account.cookie);
  }
  if (cookie && values['logged-today']) await logTodaysGoal(app.url, cookie);
  if (cookie && values.entries) await logToday(app.url, cookie);
  const browser = await launchChromium();
  try {
    const pageUrl = app.url + pagePath;
    console.log(
      `Lighthouse on ${pageUrl}${cookie ? ' (signed in)' : ''}, ${runs} run(s), ${browser.version}`,
    );
    const results: Result[] = [];
    for (let run = 0; run < runs; run++) {
      const startedAt = performance.now();
      const lhr = await audit(pageUrl, browser.port, cookie);
      results.push(lhr);
      if (values.save) {
        mkdirSync(values.save, { recursive: true });
        writeFileSync(path.join(values.save, `run-${run + 1}.json`), JSON.stringify(lhr));
      }
      console.log(`  run ${run + 1} took ${((performance.now() - startedAt) / 1000).toFixed(0)} s`);
      for (const warning of lhr.runWarnings) console.log(`  warning: ${warning}`);
    }
    await report(results);
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await app.stop();
}
process.exit(failed ? 1 : 0);

/** One Lighthouse run; a run that Lighthouse itself says to repeat (a lost trace on a busy machine) is tried once more. */
async function audit(pageUrl: string, port: number, cookie: string | undefined): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(pageUrl, {
      port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: values.verbose ? 'info' : 'error',
      onlyCategories: [...categories],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result.');
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt >= 2) throw new Error(`Lighthouse: ${error.message}`);
    console.log(`  Lighthouse failed (${error.code}); trying that run again`);
  }
}

async function report(results: Result[]) {
  const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const first = results[0] as Result;
  console.log(
    `Lighthouse ${first.lighthouseVersion}, ${first.configSettings.formFactor}, ${first.configSettings.throttlingMethod} throttling`,
  );

  if (results.length > 1) {
    console.log('\nRuns:');
    printTable([
      ['run', ...categories, 'LCP', 'TBT', 'CLS'],
      ...results.map((lhr, index) => [
        String(index + 1),
        ...categories.map((id) => String(score(lhr, id))),
        ms(metric(lhr, 'largest-contentful-paint'), 0),
        ms(metric(lhr, 'total-blocking-time'), 0),
        metric(lhr, 'cumulative-layout-shift').toFixed(3),
      ]),
    ]);
  }

  console.log(`\nScores${results.length > 1 ? ' (median)' : ''}:`);
  printTable(
    categories.map((id) => {
      const value = median(results.map((lhr) => score(lhr, id)));
      const goal = goals[id];
      return [
        id,
        String(value),
        goal > 0 ? `goal ${goal === 100 ? '100' : `>= ${goal}`}: ${verdict(value >= goal)}` : '',
      ];
    }),
  );
  console.log('\nMetrics (median):');
  printTable([
    ['LCP', ms(median(results.map((lhr) => metric(lhr, 'largest-contentful-paint'))), 0)],
    ['FCP', ms(median(results.map((lhr) => metric(lhr, 'first-contentful-paint'))), 0)],
    ['TBT', ms(median(results.map((lhr) => metric(lhr, 'total-blocking-time'))), 0)],
    ['CLS', median(results.map((lhr) => metric(lhr, 'cumulative-layout-shift'))).toFixed(3)],
  ]);

  for (const id of categories.filter((id) => id !== 'performance')) {
    const failing = (first.categories[id]?.auditRefs ?? [])
      .map((ref) => first.audits[ref.id])
      .filter(
        (audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      );
    if (failing.length > 0)
      console.log(`  ${id}: failing audits: ${failing.map((audit) => audit?.id).join(', ')}`);
  }

  // The scripts of the page, from Lighthouse's own record of the load.
  const requests =
    (first.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const sizes = await Promise.all(
    scripts.map(async (item) => ({ ...item, gzipBytes: await gzipSize(item.url) })),
  );
  const gzipTotal = sizes.reduce((sum, item) => sum + item.gzipBytes, 0);
  const inHtml = await scriptsInHtml(first.finalDisplayedUrl ?? first.requestedUrl ?? '');
  const initialGzip = sizes
    .filter((item) => inHtml.has(new URL(item.url).pathname))
    .reduce((sum, item) => sum + item.gzipBytes, 0);
  const transferTotal = sizes.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  console.log('\nJavaScript loaded by the page:');
  printTable([
    ['script', 'gzip', 'as sent to Chromium', 'uncompressed'],
    ...sizes.map((item) => [
      `${new URL(item.url).pathname}${inHtml.has(new URL(item.url).pathname) ? '' : ' (loaded later)'}`,
      kb(item.gzipBytes),
      kb(item.transferSize ?? 0),
      kb(item.resourceSize ?? 0),
    ]),
    [
      `${sizes.length} scripts`,
      kb(gzipTotal),
      kb(transferTotal),
      kb(sizes.reduce((sum, item) => sum + (item.resourceSize ?? 0), 0)),
    ],
  ]);
  console.log(
    `  all of it: ${kb(gzipTotal)} gzip (${(gzipTotal / 1024).toFixed(1)} KiB); ` +
      // The budget is the landing page's; other pages report their size only.
      (pagePath === '/'
        ? `goal <= 100 kB gzip: ${verdict(gzipTotal <= jsGoalBytes)}`
        : 'no goal for this page'),
  );
  console.log(
    `  named in the HTML (entry and modulepreload): ${kb(initialGzip)} gzip (${(initialGzip / 1024).toFixed(1)} KiB)`,
  );
  console.log('  (Chromium is sent brotli where the server has it; gzip is what a gzip-only client gets)');
}

/** Paths of the scripts the HTML itself names: the entry module and its modulepreloads. */
async function scriptsInHtml(pageUrl: string): Promise<Set<string>> {
  if (!pageUrl) return new Set();
  const html = await (await fetch(pageUrl)).text();
  const paths = [...html.matchAll(/(?:src|href)="([^"]+\.js)"/g)].map(
    (match) => new URL(match[1] ?? '', pageUrl).pathname,
  );
  return new Set(paths);
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number; resourceSize?: number };

/** Bytes on the wire for a client that accepts gzip only (the server sends its precompressed .gz). */
function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A fresh user, signed up through the API, who has finished onboarding where the app has it. */
/** A meal and a check-in today: the dashboard then draws its week at a glance and today's entries. */
async function logToday(appUrl: string, cookie: string): Promise<void> {
  const today = await fetch(`${appUrl}/api/journal/today`, {
    headers: jsonHeaders(appUrl, undefined, cookie),
  });
  if (!today.ok) throw new Error(`GET /api/journal/today answered ${today.status}`);
  const { date } = (await today.json()) as { date: string };
  const entries = [
    {
      type: 'food',
      content: 'Oat porridge with blueberries',
      details: { mealTime: 'breakfast', mealSize: 'medium', mealSource: 'home' },
    },
    { type: 'symptom', content: '', details: { symptomRatings: { 'Joint pain': 2, Fatigue: 3 } } },
  ];
  for (const entry of entries) {
    const response = await fetch(`${appUrl}/api/journal/entries`, {
      method: 'POST',
      headers: jsonHeaders(appUrl, undefined, cookie),
      body: JSON.stringify({ id: crypto.randomUUID(), date, ...entry }),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`POST /api/journal/entries answered ${response.status}`);
  }
}

async function signedInAccount(appUrl: string): Promise<Account> {
  const account = await signUp(appUrl);
  const response = await fetch(`${appUrl}/api/onboarding/complete`, {
    method: 'POST',
    headers: jsonHeaders(appUrl, undefined, account.cookie),
    // A valid profile, so /app/home shows the dashboard rather than sending the person to onboarding.
    body: JSON.stringify({
      name: 'Robin',
      conditions: ['Rheumatoid Arthritis'],
      medications: ['none'],
      supplements: [],
      symptoms: ['Joint pain', 'Fatigue'],
      dietaryRestrictions: ['none'],
      suspectedTriggers: ['none'],
      acceptedTerms: true,
    }),
  });
  await response.arrayBuffer();
  if (response.status === 404)
    console.log('No POST /api/onboarding/complete on this build: onboarding skipped.');
  else if (!response.ok) throw new Error(`POST /api/onboarding/complete answered ${response.status}`);
  return account;
}

/** Today's 2 meals and 2 check-ins through the API, as the log page writes them. */
async function logTodaysGoal(appUrl: string, cookie: string): Promise<void> {
  const today = await fetch(`${appUrl}/api/journal/today`, { headers: { cookie } });
  if (!today.ok) throw new Error(`GET /api/journal/today answered ${today.status}`);
  const { date } = (await today.json()) as { date: string };
  const entries = [
    {
      type: 'food',
      content: 'Oatmeal with blueberries',
      details: { mealTime: 'breakfast', mealSize: 'medium', mealSource: 'home' },
    },
    {
      type: 'food',
      content: 'Cheese omelette with toast',
      details: { mealTime: 'lunch', mealSize: 'medium', mealSource: 'home' },
    },
    {
      type: 'symptom',
      content: '',
      details: { symptomRatings: { 'Joint pain': 2, Fatigue: 3 }, time_of_day: 'morning' },
    },
    {
      type: 'symptom',
      content: '',
      details: { symptomRatings: { 'Joint pain': 3, Fatigue: 2 }, time_of_day: 'evening' },
    },
  ];
  for (const entry of entries) {
    const response = await fetch(`${appUrl}/api/journal/entries`, {
      method: 'POST',
      headers: jsonHeaders(appUrl, undefined, cookie),
      body: JSON.stringify({ id: randomUUID(), date, ...entry }),
    });
    await response.arrayBuffer();
    if (response.status !== 201) throw new Error(`POST /api/journal/entries answered ${response.status}`);
  }
}
