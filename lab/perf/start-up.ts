// `npm run bench:start-up`: time from spawning the built app to its first healthy GET /api/health,
// on an empty DATA_DIR (initdb, migrations) and on a restart over the same folder; and how long a
// SIGTERM takes to stop it.
import { makeDataDir, removeDataDir, startApp } from './support/app-server.ts';
import { describeMachine } from './support/machine.ts';
import { median, ms, printTable } from './support/stats.ts';

const rounds = 3;

type Timing = { spawnToHealthMs: number; serverStartupMs: number | undefined; stopMs: number };

console.log(describeMachine());
try {
  // Builds the web app when it is stale, so that no round below includes a build.
  const warmUp = await startApp();
  await warmUp.stop();
  if (warmUp.built) console.log('(The web app was built first; that start is not counted.)');

  const first: Timing[] = [];
  const restart: Timing[] = [];
  for (let round = 0; round < rounds; round++) {
    const dataDir = makeDataDir();
    first.push(await timeStart(dataDir));
    restart.push(await timeStart(dataDir));
    removeDataDir(dataDir);
  }

  console.log(`Start-up of the built app with its embedded PostgreSQL, ${rounds} rounds:`);
  printTable([
    ['', 'spawn to healthy', 'server start-up', 'SIGTERM to exit'],
    ...first.map((timing, index) => row(`empty DATA_DIR #${index + 1}`, timing)),
    ...restart.map((timing, index) => row(`restart #${index + 1}`, timing)),
    row('empty DATA_DIR (median)', medianOf(first)),
    row('restart (median)', medianOf(restart)),
  ]);
  console.log(
    '  "server start-up" is the app\'s own figure from its listening log line (database and migrations)',
  );
} catch (error) {
  console.error('The app did not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}

async function timeStart(dataDir: string): Promise<Timing> {
  const app = await startApp({ dataDir });
  const stopping = performance.now();
  await app.stop({ keepDataDir: true });
  return {
    spawnToHealthMs: app.spawnToHealthMs,
    serverStartupMs: app.serverStartupMs,
    stopMs: performance.now() - stopping,
  };
}

function medianOf(timings: Timing[]): Timing {
  const known = timings.flatMap((timing) =>
    timing.serverStartupMs === undefined ? [] : [timing.serverStartupMs],
  );
  return {
    spawnToHealthMs: median(timings.map((timing) => timing.spawnToHealthMs)),
    serverStartupMs: known.length > 0 ? median(known) : undefined,
    stopMs: median(timings.map((timing) => timing.stopMs)),
  };
}

function row(label: string, timing: Timing): string[] {
  return [
    label,
    ms(timing.spawnToHealthMs, 0),
    timing.serverStartupMs === undefined ? 'n/a' : ms(timing.serverStartupMs, 0),
    ms(timing.stopMs, 0),
  ];
}
