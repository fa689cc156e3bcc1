import type { Config } from '#server/config.ts';
import { connectDatabase } from '#server/db/client.ts';
import type { Logger } from '#server/logger.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { PushSender } from './push-sender.ts';
import { type ReminderSender, startReminderSender } from './reminder-sender.ts';

/**
 * The reminder sender on the server's own thread (REMINDER_SENDER_THREAD=inline, the default): no
 * second copy of the code and libraries in memory, so the app stays within its memory goal at rest;
 * a burst of thousands of due reminders then shares the cores with requests (decision 020). Its
 * pool is its own either way, so the burst never holds the connections requests need.
 */
export async function startInlineSender(
  databaseUrl: string,
  config: Config,
  logger: Logger,
  mailer: Mailer,
  authSecret: string,
  sendPush: PushSender,
): Promise<ReminderSender> {
  const queue = connectDatabase(databaseUrl, { max: config.reminders.concurrency + 2 });
  // graphile-worker warns on stderr about connections without error handlers.
  queue.pool.on('error', (error) => logger.error({ err: error }, 'idle reminder queue connection failed'));
  queue.pool.on('connect', (client) =>
    client.on('error', (error) => logger.error({ err: error }, 'reminder queue connection failed')),
  );
  try {
    const sender = await startReminderSender({
      pool: queue.pool,
      db: queue.db,
      logger,
      config,
      mailer,
      authSecret,
      sendPush,
    });
    return {
      running: () => sender.running(),
      async stop() {
        await sender.stop();
        await queue.close();
      },
    };
  } catch (error) {
    await queue.close();
    throw error;
  }
}
