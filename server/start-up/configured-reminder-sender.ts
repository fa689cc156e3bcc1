import type { Config } from '#server/config.ts';
import { startInlineSender } from '#server/features/reminders/sender/inline-sender.ts';
import type { PushSender } from '#server/features/reminders/sender/push-sender.ts';
import type { ReminderSender } from '#server/features/reminders/sender/reminder-sender.ts';
import { startSenderThread } from '#server/features/reminders/sender/sender-thread.ts';
import type { Logger } from '#server/logger.ts';
import type { Mailer } from '#server/mail/mailer.ts';

/**
 * This instance's reminder sender, as configured: off, inline or on its own thread; the log says
 * whether it runs.
 *
 * Reminders are sent from every instance, from one queue in PostgreSQL (decision 020), with a
 * small pool of their own so that a burst of due reminders never holds the connections requests
 * need; on a thread of lower priority where the operator chose it (REMINDER_SENDER_THREAD), so
 * that it does not take their cores either, at the thread's memory.
 */
export async function startConfiguredReminderSender(parts: {
  config: Config;
  logger: Logger;
  databaseUrl: string;
  mailer: Mailer;
  authSecret: string;
  sendPush: PushSender;
}): Promise<ReminderSender | undefined> {
  const { config, logger, databaseUrl, mailer, authSecret, sendPush } = parts;
  const senderOn = config.reminders.concurrency > 0;
  const sender = !senderOn
    ? undefined
    : config.reminders.senderThread === 'thread'
      ? await startSenderThread({ config, databaseUrl, authSecret }, logger)
      : await startInlineSender(databaseUrl, config, logger, mailer, authSecret, sendPush);
  logger.info(
    { reminderSender: senderOn ? 'running' : 'off' },
    senderOn
      ? 'reminders are sent from this instance'
      : 'the reminder sender is off here (REMINDER_SENDER_CONCURRENCY=0)',
  );
  return sender;
}
