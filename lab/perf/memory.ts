// `npm run bench:memory`: resident memory of the whole app at rest (the Node server and its embedded
// PostgreSQL), right after start-up and again after one person has signed up and used the API.
// Goal: under 250 MB in all. Three sums: RSS counts PostgreSQL's shared buffers once per process
// (too high); PSS splits shared pages with every process sharing them, so it drops when unrelated
// Node processes share the node binary's pages (too low on a busy machine); the footprint, the Node
// server's RSS plus PostgreSQL's PSS, counts each page of the app once and is what the goal is judged on.
//   npm run bench:memory -- --node-options=--max-semi-space-size=4    tries a V8 flag on the server
import { parseArgs } from 'node:util';
import { signUp } from './support/accounts.ts';
import { startAppOrExit } from './support/app-server.ts';
import { describeMachine } from './support/machine.ts';
import { memoryOf, processTree } from './support/processes.ts';
import { mib, printTable, sleep, verdict } from './support/stats.ts';

const settleMs = 10_000;
const goalBytes = 250 * 1000 * 1000;

const { values } = parseArgs({ options: { 'node-options': { type: 'string' } } });
const nodeOptions = values['node-options'];

console.log(describeMachine());
// Memory is measured as people run the app, its daily backup schedule included (the first comes a
// minute after start; support/app-server.ts turns it off for the other benches).
const app = await startAppOrExit({
  env: { BACKUP_INTERVAL_HOURS: '24', ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) },
});

try {
  console.log(
    `Tend at ${app.url} (pid ${app.pid}), healthy after ${(app.spawnToHealthMs / 1000).toFixed(1)} s`,
  );
  if (nodeOptions) console.log(`Server started with NODE_OPTIONS=${nodeOptions}`);
  // A first visit: the landing page, another page, and the health check.
  for (const path of ['/', '/api/health', '/about', '/api/health'])
    await (await fetch(app.url + path)).arrayBuffer();
  await sleep(settleMs);
  const afterStart = measure('Idle after start-up (GET /, /api/health, then 10 s at rest)');

  const account = await signUp(app.url);
  for (let index = 0; index < 5; index++)
    await (await fetch(`${app.url}/api/me`, { headers: { cookie: account.cookie } })).arrayBuffer();
  await sleep(settleMs);
  const afterUse = measure('Idle after a sign-up and 5 x GET /api/me, then 10 s at rest');

  const larger = (pick: (figures: typeof afterStart) => number) => Math.max(pick(afterStart), pick(afterUse));
  const footprint = larger((figures) => figures.footprint);
  console.log('\nGoal: under 250 MB (238.4 MiB) for the app and its database together (larger of the two)');
  console.log(`  footprint ${mib(footprint)}: ${verdict(footprint < goalBytes)}`);
  console.log(
    `  (RSS sum ${mib(larger((figures) => figures.rss))}, PSS sum ${mib(larger((figures) => figures.pss))})`,
  );
} finally {
  await app.stop();
}

function measure(title: string) {
  const processes = processTree(app.pid)
    .map(memoryOf)
    .filter((entry) => entry !== undefined);
  const sum = (pick: (entry: (typeof processes)[number]) => number) =>
    processes.reduce((total, entry) => total + pick(entry), 0);
  const rss = sum((entry) => entry.rssBytes);
  const pss = sum((entry) => entry.pssBytes ?? entry.rssBytes);
  const database = processes.filter((entry) => entry.pid !== app.pid);
  const server = processes.find((entry) => entry.pid === app.pid);
  console.log(`\n${title}`);
  printTable([
    ['pid', 'RSS', 'PSS', 'process'],
    ...processes.map((entry) => [
      String(entry.pid),
      mib(entry.rssBytes),
      entry.pssBytes === undefined ? 'n/a' : mib(entry.pssBytes),
      entry.name,
    ]),
    ['sum', mib(rss), mib(pss), `${processes.length} processes`],
  ]);
  const databasePss = database.reduce((total, entry) => total + (entry.pssBytes ?? entry.rssBytes), 0);
  const footprint = (server?.rssBytes ?? 0) + databasePss;
  console.log(`  footprint (Node server RSS + PostgreSQL PSS): ${mib(footprint)}`);
  if (server) {
    console.log(
      `  Node server: ${mib(server.anonymousBytes)} private (V8 heap, malloc), ` +
        `${mib(server.fileBytes)} file-backed (the node binary, libraries)`,
    );
  }
  console.log(
    `  PostgreSQL (${database.length} processes): RSS ${mib(database.reduce((t, e) => t + e.rssBytes, 0))}, ` +
      `PSS ${mib(databasePss)}`,
  );
  if (processes.some((entry) => entry.pssBytes === undefined))
    console.log('  (PSS unreadable for some processes: their RSS is counted instead)');
  return { rss, pss, footprint };
}
