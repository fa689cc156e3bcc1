import { Logger as QueueLogger } from 'graphile-worker';
import type { Logger } from '#server/logger.ts';

// graphile-worker logs through a logger of its own shape. Its debug chatter (every job picked up)
// would flood the log during a burst of reminders, so only warnings and errors reach pino.

/** For migrations, which say nothing worth keeping when they succeed (a failure throws). */
export const quietQueueLogger = new QueueLogger(() => () => {});

export function queueLogger(logger: Logger): QueueLogger {
  const queue = logger.child({ component: 'reminder-queue' });
  return new QueueLogger(() => (level, message) => {
    // The sender runs a batch's worth of jobs per connection (due-batcher.ts), so its pool is
    // meant to be smaller than the queue's concurrency; graphile-worker warns about that at start.
    if (message.startsWith('WARNING: having maxPoolSize')) return;
    if (level === 'error') queue.error(message);
    else if (level === 'warning') queue.warn(message);
  });
}
