import { sql } from 'drizzle-orm';
import type { Job, JobHelpers, Task } from 'graphile-worker';
import { type ReminderKind, reminderMessage } from '#domain/reminders/reminder-schedule.ts';
import type { Database } from '#server/db/client.ts';
import type { Logger } from '#server/logger.ts';
import type { PushPayload } from './push-sender.ts';
import { logDeliveryFailure, pushPayload, sendReminderEmail } from './reminder-delivery.ts';
import { isSendPayload, type ReminderSenderDeps, type SendPayload } from './reminder-task-types.ts';

/**
 * The 'reminder-send' task: a retry of one delivery that failed at first, to one device or by
 * email. It throws while the delivery fails, so that the queue retries it with backoff.
 */
export function createSendTask(deps: ReminderSenderDeps, log: Logger): Task {
  return (payload, helpers) => retryDelivery(deps, log, payload, helpers);
}

async function retryDelivery(
  deps: ReminderSenderDeps,
  log: Logger,
  payload: unknown,
  helpers: JobHelpers,
): Promise<void> {
  if (!isSendPayload(payload)) return;
  const { rows } = await deps.db.execute<{
    kind: ReminderKind;
    time: string;
    user_id: string;
    email: string;
  }>(
    sql`select r.kind, r.time, r.user_id, u.email from reminders r join "user" u on u.id = r.user_id
         where r.id = ${payload.reminderId}`,
  );
  const reminder = rows[0];
  if (!reminder) return;
  const message = reminderMessage(reminder.kind, reminder.time);
  if (payload.subscriptionId) {
    await retryOnDevice(deps, log, payload, reminder, pushPayload(reminder.kind, message), helpers.job);
    return;
  }
  const failure = await sendReminderEmail(deps, payload.reminderId, reminder, message);
  if (failure !== undefined) failDelivery(log, payload, helpers.job, failure);
}

async function retryOnDevice(
  deps: ReminderSenderDeps,
  log: Logger,
  payload: SendPayload,
  reminder: { user_id: string },
  push: PushPayload,
  job: Job,
): Promise<void> {
  const { db } = deps;
  const { rows } = await db.execute<{ endpoint: string; p256dh: string; auth: string }>(
    sql`select endpoint, p256dh, auth from push_subscriptions
         where id = ${payload.subscriptionId ?? null} and user_id = ${reminder.user_id}`,
  );
  const device = rows[0];
  if (!device || !payload.subscriptionId) return;
  const result = await deps.sendPush(device, push);
  if (result.outcome === 'sent') {
    await db.execute(
      sql`update push_subscriptions set last_sent_at = now() where id = ${payload.subscriptionId}`,
    );
  } else if (result.outcome === 'gone') {
    await forgetDevice(db, log, payload.subscriptionId);
  } else {
    failDelivery(log, payload, job, result.reason);
  }
}

async function forgetDevice(
  tx: Pick<Database, 'execute'>,
  log: Logger,
  subscriptionId: string,
): Promise<void> {
  // The browser withdrew its permission or the subscription expired (404/410): forget it.
  await tx.execute(sql`delete from push_subscriptions where id = ${subscriptionId}`);
  log.info({ subscriptionId }, 'push subscription gone; removed');
}

/** Throws so the queue retries; the last attempt is logged as an error before it is given up. */
function failDelivery(log: Logger, payload: SendPayload, job: Job, reason: string): never {
  logDeliveryFailure(
    log,
    payload,
    job.attempts + (payload.tried ?? 0),
    job.attempts >= job.max_attempts,
    reason,
  );
  throw new Error(`reminder delivery failed: ${reason}`);
}
