import { sql } from 'drizzle-orm';
import { type Runner, run, type TaskList } from 'graphile-worker';
import type { Database } from '#server/db/client.ts';
import { DUE_BATCH_SIZE } from './due-batcher.ts';
import { createDueTask } from './due-task.ts';
import { queueLogger } from './queue-logger.ts';
import type { ReminderSenderDeps } from './reminder-task-types.ts';
import { DUE_TASK, SEND_TASK, setDueJob } from './schedule.ts';
import { createSendTask } from './send-task.ts';

// The reminder sender runs in every instance of the app and takes its work from one queue in
// PostgreSQL (graphile-worker, decision 020). One job per reminder, 'reminder-due', at its next
// due time: in one transaction it moves the reminder on to its next time, writes the due time's
// row in reminder_deliveries and, unless the reminder is late, paused or already answered,
// delivers it to each device (or by email) before committing. The row's primary key and the
// reminder's row lock make a due time deliver once: a second run (another instance, a retry after
// a crash) finds the row, or the reminder already moved on, and does nothing. A delivery that
// fails is handed to a 'reminder-send' job, which the queue retries with backoff.

export { SEND_MAX_ATTEMPTS } from './due-batch-statements.ts';
export type { ReminderSenderDeps } from './reminder-task-types.ts';

export type ReminderSender = {
  running(): boolean;
  stop(): Promise<void>;
};

/** The queue's two tasks: a reminder falling due, and a retry of a delivery that failed at first. */
export function createReminderTasks(
  deps: ReminderSenderDeps,
  { batches = 1 }: { batches?: number } = {},
): TaskList {
  const now = deps.now ?? (() => new Date());
  const log = deps.logger.child({ component: 'reminders' });
  return {
    [DUE_TASK]: createDueTask(deps, log, now, { batches }),
    [SEND_TASK]: createSendTask(deps, log),
  };
}

/**
 * Gives every enabled reminder its due job if it has none: after a restore (the queue is not part
 * of a backup) or a crash between writing a reminder and its job. Existing jobs are left as they are.
 */
export async function restoreMissingDueJobs(db: Pick<Database, 'execute'>): Promise<number> {
  const { rows } = await db.execute<{ id: string; next_due_at: Date }>(
    sql`select r.id, r.next_due_at from reminders r
         where r.enabled and r.next_due_at is not null
           and not exists (select 1 from graphile_worker._private_jobs j where j.key = 'reminder:' || r.id::text)`,
  );
  for (const row of rows) await setDueJob(db, row.id, new Date(row.next_due_at));
  return rows.length;
}

/** Starts this instance's sender. The queue's schema is installed with the migrations. */
export async function startReminderSender(
  deps: ReminderSenderDeps,
  { onStopped }: { onStopped?: (error: unknown) => void } = {},
): Promise<ReminderSender> {
  const restored = await restoreMissingDueJobs(deps.db);
  if (restored > 0) deps.logger.info({ restored }, `${restored} reminders were given their next time again`);
  // REMINDER_SENDER_CONCURRENCY is the number of batches (transactions) at once; the queue runs
  // a batch's worth of jobs per batch, and fetches as many at a time (graphile-worker's local
  // queue; a batch of jobs held locally is small, so another instance is never left idle for long).
  const batches = deps.config.reminders.concurrency;
  const jobs = batches * DUE_BATCH_SIZE;
  let runner: Runner | undefined = await run({
    pgPool: deps.pool,
    concurrency: jobs,
    noHandleSignals: true,
    pollInterval: 2000,
    logger: queueLogger(deps.logger),
    taskList: createReminderTasks(deps, { batches }),
    // Jobs are marked done in batches too, instead of a round trip per job.
    preset: {
      worker: { localQueue: { size: jobs }, completeJobBatchDelay: 0, failJobBatchDelay: 0 },
    },
  });
  let stopped = false;
  runner.promise.catch((error: unknown) => {
    stopped = true;
    deps.logger.error({ err: error }, 'the reminder sender stopped');
    onStopped?.(error);
  });
  return {
    running: () => runner !== undefined && !stopped,
    async stop() {
      const current = runner;
      runner = undefined;
      await current?.stop();
    },
  };
}
