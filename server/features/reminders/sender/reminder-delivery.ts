import {
  type ReminderKind,
  reminderMessage,
  reminderName,
  reminderTarget,
} from '#domain/reminders/reminder-schedule.ts';
import type { Logger } from '#server/logger.ts';
import type { PushPayload } from './push-sender.ts';
import { reminderEmail } from './reminder-email.ts';
import type { Decision, Delivered, DueRow, ReminderSenderDeps, SendPayload } from './reminder-task-types.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

// Delivering a reminder to a device or by email: the first attempt, made by its due batch, and
// the pieces the send task's retries share with it.

/**
 * The first attempt of every delivery of a due time, inside its batch's transaction: a crash
 * before the commit leaves the due job to run again (its delivery row was never written). A
 * failure hands that one delivery to a send job, committed with the row. Says which devices were
 * reached and which are gone.
 */
export async function deliverFirstAttempt(
  deps: ReminderSenderDeps,
  log: Logger,
  reminder: DueRow,
  dueAt: string,
  decision: Decision,
): Promise<Delivered> {
  const base = { reminderId: reminder.id, dueAt, tried: 1 };
  const message = reminderMessage(reminder.kind, reminder.time);
  const push = pushPayload(reminder.kind, message);
  const results = await Promise.all(
    decision.devices.map(async (device) => ({ device, result: await deps.sendPush(device, push) })),
  );
  const delivered: Delivered = { sent: [], gone: [], retries: [] };
  for (const { device, result } of results) {
    if (result.outcome === 'sent') delivered.sent.push(device.id);
    else if (result.outcome === 'gone') {
      // The browser withdrew its permission or the subscription expired (404/410): forget it.
      delivered.gone.push(device.id);
      log.info({ subscriptionId: device.id }, 'push subscription gone; removed');
    } else {
      const retry = { ...base, subscriptionId: device.id };
      logDeliveryFailure(log, retry, 1, false, result.reason);
      delivered.retries.push(retry);
    }
  }
  if (decision.email) {
    const failure = await sendReminderEmail(deps, reminder.id, reminder, message);
    if (failure !== undefined) {
      logDeliveryFailure(log, base, 1, false, failure);
      delivered.retries.push(base);
    }
  }
  return delivered;
}

export function pushPayload(kind: ReminderKind, message: string): PushPayload {
  return { title: 'Tend', body: message, url: reminderTarget(kind), tag: `reminder-${kind}` };
}

/** The error's message when the email could not be handed to the SMTP server. */
export async function sendReminderEmail(
  deps: Pick<ReminderSenderDeps, 'config' | 'authSecret' | 'mailer'>,
  reminderId: string,
  reminder: { kind: ReminderKind; time: string; user_id: string; email: string },
  message: string,
): Promise<string | undefined> {
  const base = deps.config.appUrl;
  const token = unsubscribeToken(deps.authSecret, reminderId, reminder.user_id);
  try {
    await deps.mailer.send(
      reminderEmail({
        to: reminder.email,
        message,
        name: reminderName(reminder.kind, reminder.time),
        openUrl: `${base}${reminderTarget(reminder.kind)}`,
        unsubscribe: {
          // The page a person opens asks before it stops anything; the header's address takes a
          // mail client's one-click POST (RFC 8058).
          pageUrl: `${base}/unsubscribe?token=${encodeURIComponent(token)}`,
          oneClickUrl: `${base}/api/unsubscribe?token=${encodeURIComponent(token)}`,
        },
      }),
    );
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : 'the email could not be sent';
  }
}

export function logDeliveryFailure(
  log: Logger,
  payload: SendPayload,
  attempt: number,
  lastAttempt: boolean,
  reason: string,
): void {
  const fields = {
    reminderId: payload.reminderId,
    dueAt: payload.dueAt,
    channel: payload.subscriptionId ? 'push' : 'email',
    subscriptionId: payload.subscriptionId,
    attempt,
    reason,
  };
  if (lastAttempt) log.error(fields, `reminder not delivered after ${attempt} attempts; giving up`);
  else log.warn(fields, 'reminder delivery failed; it will be retried');
}
