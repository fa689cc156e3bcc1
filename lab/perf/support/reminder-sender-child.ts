// One app instance's reminder sender alone, in a process of its own, for bench:reminders:sender:
//   node lab/perf/support/reminder-sender-child.ts <database url>
// It starts the sender as the server's default (inline) does, prints "ready", and on "stop" from
// stdin stops it and prints one JSON line: the process's CPU (user and system, ms) since it was
// ready. The environment is the app's (REMINDER_SENDER_CONCURRENCY, NODE_EXTRA_CA_CERTS ...).
import { createInterface } from 'node:readline';
import { parseConfig } from '#server/config.ts';
import { connectDatabase } from '#server/db/client.ts';
import { startInlineSender } from '#server/features/reminders/sender/inline-sender.ts';
import { createPushSender } from '#server/features/reminders/sender/push-sender.ts';
import { loadVapidKeys } from '#server/features/reminders/sender/vapid-keys.ts';
import { createLogger } from '#server/logger.ts';
import { createMailer } from '#server/mail/mailer.ts';

const databaseUrl = process.argv[2] ?? '';
const config = parseConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });
const logger = createLogger(config);
const keysDb = connectDatabase(databaseUrl, { max: 1 });
const keys = await loadVapidKeys(keysDb.db, config);
await keysDb.pool.end();
const sender = await startInlineSender(
  databaseUrl,
  config,
  logger,
  createMailer(config, logger),
  'bench-secret-bench-secret-bench-secret-01',
  createPushSender(keys),
);
const before = process.cpuUsage();
process.stdout.write('ready\n');
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() !== 'stop') continue;
  const used = process.cpuUsage(before);
  await sender.stop();
  process.stdout.write(`${JSON.stringify({ cpuMs: (used.user + used.system) / 1000 })}\n`);
  process.exit(0);
}
