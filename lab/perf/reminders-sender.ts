// `npm run bench:reminders:sender`: what sending a reminder costs, in CPU, with nothing else
// running. bench:reminders measures the burst as people feel it (two instances, journal reads at
// the same time), and on a shared machine its lateness follows whatever else runs; this one
// counts the CPU each reminder takes in the sender's Node and in PostgreSQL, which other load
// does not change much. N reminders (BENCH_REMINDERS, default 2,000) are due at once on an
// embedded PostgreSQL (the app's own settings); BENCH_INSTANCES senders (default 1), each an app's
// inline sender in a process of its own (REMINDER_SENDER_CONCURRENCY as the app reads it), send
// them to a local HTTPS Web Push service in this process, which checks and decrypts each one.
// BENCH_PROFILE_DIR=dir writes a V8 CPU profile of each sender there.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { removeSystemDatabase, startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { createLogger } from '#server/logger.ts';
import { pushServiceCertificatePath, startLocalPushService } from '#server/test/push-service.ts';
import { describeMachine } from './support/machine.ts';
import { cpuTimeWithEndedChildrenMs, processTree } from './support/processes.ts';
import { ms, percentile, printTable, sleep } from './support/stats.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const reminderCount = Number(process.env.BENCH_REMINDERS ?? 2000);
const instances = Number(process.env.BENCH_INSTANCES ?? 1);

console.log(
  `bench:reminders:sender on ${describeMachine()}: ${reminderCount} reminders due at once, ${instances} sender(s)`,
);
const parent = mkdtempSync(path.join(os.tmpdir(), 'tend-bench-'));
chmodSync(parent, 0o755);
const dataDir = path.join(parent, 'data');
const database = await startEmbeddedPostgres(dataDir, createLogger({ logLevel: 'warn' }));
const pool = new pg.Pool({ connectionString: database.url, max: 2 });
// The database stops last; a connection it ends on its way out is no failure of the bench.
pool.on('error', () => {});
const push = await startLocalPushService();
type Sender = { pid: number; send(line: string): void; next(): Promise<string> };
const senders: Sender[] = [];

try {
  await runMigrations(pool);
  const ids = Array.from({ length: reminderCount }, (_, index) => `bench-reminder-${index}`);
  const subscriptions = ids.map(() => push.subscribe());
  await pool.query(
    `insert into "user" (id, name, email) select id, 'Bench', id || '@example.test' from unnest($1::text[]) as id`,
    [ids],
  );
  await pool.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth, label)
     select *, 'Bench browser' from unnest($1::text[], $2::text[], $3::text[], $4::text[])`,
    [
      ids,
      subscriptions.map((device) => device.endpoint),
      subscriptions.map((device) => device.keys.p256dh),
      subscriptions.map((device) => device.keys.auth),
    ],
  );

  for (let index = 0; index < instances; index++) {
    const child = spawn(
      process.execPath,
      [path.join(root, 'lab/perf/support/reminder-sender-child.ts'), database.url],
      {
        stdio: ['pipe', 'pipe', 'inherit'],
        env: {
          ...process.env,
          NODE_EXTRA_CA_CERTS: pushServiceCertificatePath,
          ...(process.env.BENCH_PROFILE_DIR
            ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}` }
            : {}),
        },
      },
    );
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const sender: Sender = {
      pid: child.pid ?? 0,
      send: (line) => child.stdin.write(`${line}\n`),
      next: async () => String((await lines.next()).value ?? ''),
    };
    if ((await sender.next()) !== 'ready') throw new Error('a sender did not start');
    senders.push(sender);
  }

  const due = new Date(Date.now() + 3000);
  const time = `${String(due.getUTCHours()).padStart(2, '0')}:${String(due.getUTCMinutes()).padStart(2, '0')}`;
  await pool.query(
    `insert into reminders (user_id, kind, time, weekdays, channel, next_due_at)
     select id, 'check-in', $2, '{1,2,3,4,5,6,7}', 'push', $3 from unnest($1::text[]) as id`,
    [ids, time, due.toISOString()],
  );
  await pool.query(
    `select graphile_worker.add_job('reminder-due', json_build_object('reminderId', id::text), run_at => next_due_at,
       max_attempts => 5, job_key => 'reminder:' || id::text, job_key_mode => 'replace')
       from reminders`,
  );
  const senderPids = new Set(senders.map((sender) => sender.pid));
  const postgresCpu = () =>
    processTree(process.pid)
      .filter((pid) => pid !== process.pid && !senderPids.has(pid))
      .reduce((sum, pid) => sum + cpuTimeWithEndedChildrenMs(pid), 0);
  await sleep(Math.max(0, due.getTime() - Date.now()));
  const postgresBefore = postgresCpu();
  const loadBefore = os.loadavg()[0] ?? 0;
  await push.waitFor(reminderCount, 600_000);
  const wallMs = Math.max(...push.received.map((received) => received.receivedAt)) - due.getTime();
  await sleep(2000);
  const postgresMs = postgresCpu() - postgresBefore;
  let senderMs = 0;
  for (const sender of senders) {
    sender.send('stop');
    senderMs += (JSON.parse(await sender.next()) as { cpuMs: number }).cpuMs;
  }
  const perDevice = new Map<string, number>();
  for (const received of push.received)
    perDevice.set(received.subscriptionId, (perDevice.get(received.subscriptionId) ?? 0) + 1);
  const lateness = push.received.map((received) => received.receivedAt - due.getTime());
  printTable([
    ['Measure', 'Figure'],
    ['Delivered / twice', `${perDevice.size} / ${[...perDevice.values()].filter((n) => n > 1).length}`],
    ['Lateness p50 / max', `${ms(percentile(lateness, 50), 0)} / ${ms(wallMs, 0)}`],
    ['Reminders a second', (reminderCount / (wallMs / 1000)).toFixed(0)],
    ['Sender CPU per reminder (all senders)', ms(senderMs / reminderCount, 2)],
    ['PostgreSQL CPU per reminder', ms(postgresMs / reminderCount, 2)],
    [
      'Load average (1 min) before / after',
      `${loadBefore.toFixed(1)} / ${(os.loadavg()[0] ?? 0).toFixed(1)}`,
    ],
  ]);
} finally {
  await pool.end();
  await push.close();
  await database.stop();
  removeSystemDatabase(dataDir);
  rmSync(parent, { recursive: true, force: true });
}
