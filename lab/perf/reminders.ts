// `npm run bench:reminders`: the reminders' sending goals. Two app instances (as `npm start` runs them)
// share one PostgreSQL; 10,000 people each have a reminder due in the same minute and a device
// subscribed at a real local Web Push service (server/test/push-service.ts: HTTPS, VAPID checked,
// every payload decrypted). The bench reports:
// - delivered: every reminder within 60 s of its due time, none twice (per device, and the
//   reminder_deliveries rows);
// - lateness: from the due time to the push service's receipt, p50 / p99 / max;
// - journal reads (GET today and history, from a process of their own) p99 at rest, just before
//   the minute, against their p99 during the burst (3 s windows that end before the last delivery);
//   the goal is at most 1.5x.
// - the CPU each side used from the minute to the end of the last read window: the instances' Node
//   processes, PostgreSQL, and this process (the push service).
//   BENCH_REMINDERS=N changes the number of reminders (default 10,000); BENCH_PROFILE_DIR=dir
//   writes a V8 CPU profile of the second instance (a sender only) there when it stops.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { pushServiceCertificatePath, startLocalPushService } from '#server/test/push-service.ts';
import { signUp } from './support/accounts.ts';
import { embeddedDatabaseUrl, startAppOrExit } from './support/app-server.ts';
import { childJson } from './support/child-json.ts';
import { describeMachine } from './support/machine.ts';
import { cpuTimeMs, cpuTimeWithEndedChildrenMs, processTree } from './support/processes.ts';
import { ms, percentile, printTable, sleep, verdict } from './support/stats.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reminderCount = Number(process.env.BENCH_REMINDERS ?? 10_000);
const deliveryGoalMs = 60_000;
const readRatioGoal = 1.5;
const restSeconds = 10;
const burstWindowSeconds = 3;
const readConnections = 4;
const readPaths = ['/api/journal/today', '/api/journal/history'];

console.log(
  `bench:reminders on ${describeMachine()}: ${reminderCount} reminders due in one minute, two instances`,
);

const push = await startLocalPushService();
const appEnv = {
  NODE_EXTRA_CA_CERTS: pushServiceCertificatePath,
  LOG_LEVEL: 'warn',
  BACKUP_INTERVAL_HOURS: '0',
  // A deployment with thousands of reminders a minute runs its sender on the niced thread (decision
  // 020); `BENCH_SENDER=inline` measures the default, on the server's thread.
  REMINDER_SENDER_THREAD: process.env.BENCH_SENDER === 'inline' ? 'inline' : 'thread',
};
const first = await startAppOrExit({ env: appEnv });
const databaseUrl = embeddedDatabaseUrl(first.dataDir);
const second = await startAppOrExit({
  env: {
    ...appEnv,
    DATABASE_URL: databaseUrl,
    ...(process.env.BENCH_PROFILE_DIR
      ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}` }
      : {}),
  },
});
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });

try {
  // The reader: a person with a few entries, signed in on the first instance.
  const reader = await signUp(first.url);
  for (const [index, mealTime] of ['breakfast', 'lunch'].entries()) {
    const response = await fetch(`${first.url}/api/journal/entries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url, cookie: reader.cookie },
      body: JSON.stringify({
        id: crypto.randomUUID(),
        type: 'food',
        date: new Date().toISOString().slice(0, 10),
        content: `Porridge with berries ${index}`,
        details: { mealTime, mealSize: 'medium', mealSource: 'home' },
      }),
    });
    if (!response.ok) throw new Error(`Creating an entry failed: ${response.status}`);
  }

  // The people, their devices and their reminders, written straight into the database (signing
  // up 10,000 people through the API would hash 10,000 passwords and measure nothing of interest).
  const seedStart = performance.now();
  const ids = Array.from({ length: reminderCount }, (_, index) => `bench-reminder-${index}`);
  const subscriptions = ids.map(() => push.subscribe());
  const bySubscription = new Map(
    subscriptions.map((subscription, index) => [subscription.endpoint.split('/').pop(), index]),
  );
  const batch = 2000;
  for (let start = 0; start < reminderCount; start += batch) {
    const slice = ids.slice(start, start + batch);
    const devices = subscriptions.slice(start, start + batch);
    await pool.query(
      `insert into "user" (id, name, email) select id, 'Bench', id || '@example.test' from unnest($1::text[]) as id`,
      [slice],
    );
    await pool.query(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth, label)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])`,
      [
        slice,
        devices.map((device) => device.endpoint),
        devices.map((device) => device.keys.p256dh),
        devices.map((device) => device.keys.auth),
        slice.map(() => 'Bench browser'),
      ],
    );
  }
  // Due at the top of a minute far enough ahead for the readings at rest.
  const due = new Date(Math.ceil((Date.now() + (restSeconds + 25) * 1000) / 60_000) * 60_000);
  const time = `${String(due.getUTCHours()).padStart(2, '0')}:${String(due.getUTCMinutes()).padStart(2, '0')}`;
  await pool.query(
    `insert into reminders (user_id, kind, time, weekdays, channel, next_due_at)
     select id, 'check-in', $2, '{1,2,3,4,5,6,7}', 'push', $3 from unnest($1::text[]) as id`,
    [ids, time, due.toISOString()],
  );
  await pool.query(
    `select graphile_worker.add_job('reminder-due', json_build_object('reminderId', id::text), run_at => next_due_at,
       max_attempts => 5, job_key => 'reminder:' || id::text, job_key_mode => 'replace')
       from reminders where user_id like 'bench-reminder-%'`,
  );
  console.log(
    `seeded ${reminderCount} people, devices and reminders in ${ms(performance.now() - seedStart, 0)}; due at ${due.toISOString()}`,
  );

  // CPU used so far by each side: the instances' Node processes, the PostgreSQL they share (the
  // first instance's descendants) and this process (the push service and its decryption).
  const cpuByPart = (): Record<string, number> => ({
    'instance 1': cpuTimeMs(first.pid),
    'instance 2': cpuTimeMs(second.pid),
    PostgreSQL: processTree(first.pid)
      .filter((pid) => pid !== first.pid)
      .reduce((sum, pid) => sum + cpuTimeWithEndedChildrenMs(pid), 0),
    'push service (bench)': (process.cpuUsage().user + process.cpuUsage().system) / 1000,
  });

  const readLoad = (seconds: number) =>
    childJson<{ latencies: number[]; failures: number }>([
      path.join(root, 'lab/perf/support/read-load.ts'),
      first.url,
      reader.cookie,
      String(seconds),
      String(readConnections),
      ...readPaths,
    ]);

  await readLoad(2);
  const waitForRest = due.getTime() - Date.now() - (restSeconds + 2) * 1000;
  if (waitForRest > 0) await sleep(waitForRest);
  const rest = await readLoad(restSeconds);
  await sleep(Math.max(0, due.getTime() - Date.now()));
  const cpuBefore = cpuByPart();

  // During the burst: short windows, kept only when they ended before the last delivery.
  const windows: Array<{ latencies: number[]; endedAt: number }> = [];
  const deadline = due.getTime() + 120_000;
  while (push.received.length < reminderCount && Date.now() < deadline) {
    const reading = await readLoad(burstWindowSeconds);
    windows.push({ latencies: reading.latencies, endedAt: Date.now() });
  }
  const lastDelivery = Math.max(...push.received.map((received) => received.receivedAt));
  const cpuAfter = cpuByPart();
  // A duplicate would arrive within seconds; give it the chance.
  await sleep(5000);
  const burst = windows
    .filter((window) => window.endedAt <= lastDelivery)
    .flatMap((window) => window.latencies);

  const perDevice = new Map<number, number>();
  for (const received of push.received) {
    const index = bySubscription.get(received.subscriptionId);
    if (index !== undefined) perDevice.set(index, (perDevice.get(index) ?? 0) + 1);
  }
  const delivered = perDevice.size;
  const twice = [...perDevice.values()].filter((count) => count > 1).length;
  const lateness = push.received.map((received) => received.receivedAt - due.getTime());
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from reminder_deliveries d join reminders r on r.id = d.reminder_id where r.user_id like 'bench-reminder-%'`,
  );
  const restP99 = percentile(rest.latencies, 99);
  const burstP99 = burst.length > 0 ? percentile(burst, 99) : Number.NaN;
  const ratio = burstP99 / restP99;
  const allInTime = delivered === reminderCount && Math.max(...lateness) <= deliveryGoalMs;

  printTable([
    ['Measure', 'Figure', 'Goal', 'Verdict'],
    [
      'Delivered',
      `${delivered} of ${reminderCount} devices (${push.received.length} pushes, ${push.refused.length} refused)`,
      'all',
      verdict(delivered === reminderCount && push.refused.length === 0),
    ],
    [
      'Sent twice',
      `${twice} devices; ${rows[0]?.n ?? 0} delivery rows`,
      'none',
      verdict(twice === 0 && rows[0]?.n === reminderCount),
    ],
    [
      'Lateness p50 / p99 / max',
      `${ms(percentile(lateness, 50), 0)} / ${ms(percentile(lateness, 99), 0)} / ${ms(Math.max(...lateness), 0)}`,
      `all <= ${deliveryGoalMs / 1000} s`,
      verdict(allInTime),
    ],
    [
      'Journal reads p99 at rest / burst',
      `${ms(restP99)} / ${ms(burstP99)} (${burst.length} reads in ${windows.filter((w) => w.endedAt <= lastDelivery).length} windows)`,
      `<= ${readRatioGoal}x`,
      `${ratio.toFixed(2)}x ${verdict(ratio <= readRatioGoal)}`,
    ],
  ]);
  const burstSeconds = (lastDelivery - due.getTime()) / 1000;
  console.log(
    `CPU from the minute to the end of the last read window (${burstSeconds.toFixed(1)} s): ${Object.entries(
      cpuAfter,
    )
      .map(([part, used]) => `${part} ${((used - (cpuBefore[part] ?? 0)) / 1000).toFixed(1)} s`)
      .join(', ')}`,
  );
  if (rest.failures > 0 || windows.some((window) => window.latencies.length === 0)) {
    console.log(`read failures at rest: ${rest.failures}`);
  }
} finally {
  await pool.end();
  await second.stop();
  await first.stop();
  await push.close();
}
