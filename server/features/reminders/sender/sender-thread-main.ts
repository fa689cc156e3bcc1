import { parentPort, workerData } from 'node:worker_threads';
import { connectDatabase } from '#server/db/client.ts';
import { createLogger } from '#server/logger.ts';
import { createMailer } from '#server/mail/mailer.ts';
import { createPushSender } from './push-sender.ts';
import { startReminderSender } from './reminder-sender.ts';
import {
  lowerBackendPriority,
  lowerThisThreadPriority,
  type SenderThreadData,
  type SenderThreadMessage,
} from './sender-thread.ts';
import { loadVapidKeys } from './vapid-keys.ts';

// The reminder sender's thread (sender-thread.ts starts it): a pool, mailer and push sender of its
// own, the queue runner, and a 'stop' from the server's thread to leave cleanly.

const port = parentPort;
if (!port) throw new Error('sender-thread-main.ts runs as a worker thread only');
const { config, databaseUrl, authSecret, nice } = workerData as SenderThreadData;
const post = (message: SenderThreadMessage) => port.postMessage(message);

const logger = createLogger(config);
if (!lowerThisThreadPriority(nice)) {
  logger.info('the reminder sender runs at the priority of requests (no per-thread priority here)');
}
// The sender's pool is its own, so a burst of due reminders never holds the connections requests
// need; graphile-worker warns on stderr about connections without error handlers.
const queue = connectDatabase(databaseUrl, { max: config.reminders.concurrency + 2 });
queue.pool.on('error', (error) => logger.error({ err: error }, 'idle reminder queue connection failed'));
queue.pool.on('connect', (client) => {
  client.on('error', (error) => logger.error({ err: error }, 'reminder queue connection failed'));
  // The database's share of a burst yields to requests' queries as the thread's share does.
  lowerBackendPriority(databaseUrl, client, nice);
});

try {
  const keys = await loadVapidKeys(queue.db, config);
  const sender = await startReminderSender(
    {
      pool: queue.pool,
      db: queue.db,
      logger,
      config,
      mailer: createMailer(config, logger),
      authSecret,
      sendPush: createPushSender(keys),
    },
    // Already logged by the sender; the server's thread turns its health to 'stopped'.
    {
      onStopped: (error) =>
        post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
    },
  );
  port.on('message', async (message: { type: string }) => {
    if (message.type !== 'stop') return;
    await sender.stop();
    await queue.close();
    post({ type: 'stopped' });
    port.close();
  });
  post({ type: 'running' });
} catch (error) {
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  await queue.close();
  port.close();
}
