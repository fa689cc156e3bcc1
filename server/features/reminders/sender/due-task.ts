import type { Task } from 'graphile-worker';
import type { Logger } from '#server/logger.ts';
import { lockDueReminders, writeDueBatch } from './due-batch-statements.ts';
import { createDueBatcher, DUE_BATCH_SIZE } from './due-batcher.ts';
import { type NextTimes, planDueReminder } from './due-reminder-plan.ts';
import { deliverFirstAttempt } from './reminder-delivery.ts';
import {
  type Delivered,
  type DueMove,
  isDuePayload,
  type ReminderSenderDeps,
} from './reminder-task-types.ts';

/**
 * The 'reminder-due' task: hands its reminder to the batcher, which sends it with the others due
 * at once, `batches` batches at a time.
 */
export function createDueTask(
  deps: ReminderSenderDeps,
  log: Logger,
  now: () => Date,
  { batches }: { batches: number },
): Task {
  const dueBatcher = createDueBatcher(dueBatchSender(deps, log, now), { size: DUE_BATCH_SIZE, batches });
  return async (payload) => {
    if (!isDuePayload(payload)) {
      log.warn({ payload }, 'a reminder-due job without a reminder id; ignored');
      return;
    }
    await dueBatcher.add(payload.reminderId);
  };
}

/**
 * Sends a batch of due reminders in one transaction (due-batcher.ts): one statement locks them
 * all with everything their sending depends on, the pushes go out together, and one statement
 * writes every delivery row, next time and next job. Says, per reminder, whether it failed on
 * its own (its job is then retried alone); a failure of the transaction fails them all.
 */
function dueBatchSender(
  deps: ReminderSenderDeps,
  log: Logger,
  now: () => Date,
): (reminderIds: string[]) => Promise<Map<string, unknown>> {
  return async function fireDueBatch(reminderIds) {
    const failures = new Map<string, unknown>();
    await deps.db.transaction(async (tx) => {
      const rows = await lockDueReminders(tx, reminderIds);
      const current = now();
      const nextTimes: NextTimes = new Map();
      const moves: DueMove[] = [];
      const sending: Array<Promise<Delivered>> = [];
      for (const reminder of rows) {
        if (!reminder.enabled || !reminder.next_due_at) continue;
        try {
          const dueAt = new Date(reminder.next_due_at);
          const { move, decision } = await planDueReminder(tx, reminder, dueAt, current, nextTimes, log);
          moves.push(move);
          if (decision) sending.push(deliverFirstAttempt(deps, log, reminder, dueAt.toISOString(), decision));
        } catch (error) {
          // A reminder that cannot be worked out (nothing is sent for it) is retried by its own job.
          failures.set(reminder.id, error);
        }
      }
      if (moves.length === 0) return;
      // Every first attempt at once: the pushes wait on the network, not on each other.
      const delivered = await Promise.all(sending);
      await writeDueBatch(tx, {
        moves,
        reached: delivered.flatMap((each) => each.sent),
        gone: delivered.flatMap((each) => each.gone),
        retries: delivered.flatMap((each) => each.retries),
      });
    });
    return failures;
  };
}
