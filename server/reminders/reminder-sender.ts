import { sql } from 'drizzle-orm';
import { type Job, type JobHelpers, type Runner, run, type TaskList } from 'graphile-worker';
import type pg from 'pg';
import { dayRange, localDayKey } from '../../domain/rules/day-boundaries.ts';
import {
  alreadyLogged,
  REMINDER_LATENESS_LIMIT_MS,
  type ReminderKind,
  reminderMessage,
  reminderName,
  reminderTarget,
} from '../../domain/rules/reminder-schedule.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PushPayload, PushSender } from './push-sender.ts';
import { queueLogger } from './queue-logger.ts';
import { reminderEmail } from './reminder-email.ts';
import { DUE_TASK, nextDueAt, readScheduleContext, SEND_TASK, setDueJob } from './schedule.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

// The reminder sender runs in every instance of the app and takes its work from one queue in
// PostgreSQL (graphile-worker, decision 017). Two tasks:
// - 'reminder-due', one per reminder at its next due time: moves the reminder on to its next time
//   and, unless it is late, paused or already answered, fans out one send per device or email;
// - 'reminder-send', one per device or email: delivers, and is retried on failure.
// A due time fans out once: its row in reminder_deliveries is written in the same transaction as
// the sends, under the reminder's row lock, and a second run finds the row and does nothing.

export const SEND_MAX_ATTEMPTS = 4;

export type ReminderSenderDeps = {
  pool: pg.Pool;
  db: Database;
  logger: Logger;
  config: Pick<Config, 'appUrl' | 'reminders'>;
  mailer: Mailer;
  authSecret: string;
  sendPush: PushSender;
  now?: () => Date;
};

export type ReminderSender = {
  running(): boolean;
  stop(): Promise<void>;
};

type DuePayload = { reminderId: string };
type SendPayload = {
  reminderId: string;
  dueAt: string;
  /** A device's subscription id, or absent for the owner's email. */
  subscriptionId?: string;
};

type DueRow = {
  id: string;
  user_id: string;
  kind: ReminderKind;
  time: string;
  weekdays: number[];
  channel: 'push' | 'email';
  skip_if_logged: boolean;
  enabled: boolean;
  next_due_at: Date | null;
};

type Outcome = 'sent' | 'late' | 'paused' | 'already-logged' | 'no-channel';

function isDuePayload(value: unknown): value is DuePayload {
  return typeof value === 'object' && value !== null && typeof (value as DuePayload).reminderId === 'string';
}

function isSendPayload(value: unknown): value is SendPayload {
  return (
    isDuePayload(value) &&
    typeof (value as SendPayload).dueAt === 'string' &&
    ((value as SendPayload).subscriptionId === undefined ||
      typeof (value as SendPayload).subscriptionId === 'string')
  );
}

export function createReminderTasks(deps: ReminderSenderDeps): TaskList {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const log = logger.child({ component: 'reminders' });

  const addSend = (tx: Pick<Database, 'execute'>, payload: SendPayload) =>
    tx.execute(
      sql`select graphile_worker.add_job(${SEND_TASK}, ${JSON.stringify(payload)}::json, max_attempts => ${SEND_MAX_ATTEMPTS})`,
    );

  async function fireDue(payload: unknown): Promise<void> {
    if (!isDuePayload(payload)) return;
    await db.transaction(async (tx) => {
      const { rows } = await tx.execute<DueRow>(
        sql`select id, user_id, kind, time, weekdays, channel, skip_if_logged, enabled, next_due_at
              from reminders where id = ${payload.reminderId} for update`,
      );
      const reminder = rows[0];
      if (!reminder?.enabled || !reminder.next_due_at) return;
      const dueAt = new Date(reminder.next_due_at);
      const current = now();
      // The job ran before the row's time (the row moved on since): wait for the row's time.
      if (dueAt.getTime() > current.getTime() + 1000) {
        await setDueJob(tx, reminder.id, dueAt);
        return;
      }
      const context = await readScheduleContext(tx, reminder.user_id);
      const following = nextDueAt(
        { id: reminder.id, time: reminder.time, weekdays: reminder.weekdays, enabled: true },
        context,
        new Date(Math.max(dueAt.getTime(), current.getTime())),
      );
      await tx.execute(
        sql`update reminders set next_due_at = ${following?.toISOString() ?? null} where id = ${reminder.id}`,
      );
      await setDueJob(tx, reminder.id, following);

      const outcome = await decide(tx, reminder, dueAt, current, context.timeZone);
      const inserted = await tx.execute(
        sql`insert into reminder_deliveries (reminder_id, user_id, due_at, outcome)
            values (${reminder.id}, ${reminder.user_id}, ${dueAt.toISOString()}, ${outcome.outcome})
            on conflict do nothing returning 1`,
      );
      if (inserted.rows.length === 0) return;
      if (outcome.outcome === 'late') {
        log.warn(
          {
            reminderId: reminder.id,
            dueAt: dueAt.toISOString(),
            lateMs: current.getTime() - dueAt.getTime(),
          },
          'reminder dropped: more than an hour late',
        );
      }
      for (const send of outcome.sends) {
        await addSend(tx, { reminderId: reminder.id, dueAt: dueAt.toISOString(), ...send });
      }
      // Old outcomes only explain recent behaviour; a month is plenty.
      await tx.execute(
        sql`delete from reminder_deliveries where reminder_id = ${reminder.id} and due_at < ${new Date(dueAt.getTime() - 30 * 86_400_000).toISOString()}`,
      );
    });
  }

  async function decide(
    tx: Pick<Database, 'execute'>,
    reminder: DueRow,
    dueAt: Date,
    current: Date,
    timeZone: string,
  ): Promise<{ outcome: Outcome; sends: Array<{ subscriptionId?: string }> }> {
    if (current.getTime() - dueAt.getTime() > REMINDER_LATENESS_LIMIT_MS)
      return { outcome: 'late', sends: [] };
    const { rows: paused } = await tx.execute(
      sql`select 1 from reminder_settings where user_id = ${reminder.user_id} and paused_until > ${dueAt.toISOString()}`,
    );
    if (paused.length > 0) return { outcome: 'paused', sends: [] };
    if (reminder.skip_if_logged) {
      const { start, end } = dayRange(localDayKey(dueAt, timeZone), timeZone);
      const { rows: entries } = await tx.execute<{ type: string; details: unknown }>(
        sql`select type, details from journal_entries
             where user_id = ${reminder.user_id} and occurred_at >= ${start.toISOString()} and occurred_at < ${end.toISOString()}`,
      );
      if (alreadyLogged(reminder.kind, reminder.time, entries))
        return { outcome: 'already-logged', sends: [] };
    }
    if (reminder.channel === 'push') {
      const { rows: devices } = await tx.execute<{ id: string }>(
        sql`select id from push_subscriptions where user_id = ${reminder.user_id} order by created_at`,
      );
      // No device allowed notifications (or all were removed): email stands in.
      if (devices.length > 0)
        return { outcome: 'sent', sends: devices.map((device) => ({ subscriptionId: device.id })) };
    }
    return { outcome: 'sent', sends: [{}] };
  }

  async function send(payload: unknown, helpers: JobHelpers): Promise<void> {
    if (!isSendPayload(payload)) return;
    const { rows } = await db.execute<{ kind: ReminderKind; time: string; user_id: string; email: string }>(
      sql`select r.kind, r.time, r.user_id, u.email from reminders r join "user" u on u.id = r.user_id
           where r.id = ${payload.reminderId}`,
    );
    const reminder = rows[0];
    if (!reminder) return;
    const message = reminderMessage(reminder.kind, reminder.time);
    const path = reminderTarget(reminder.kind);
    if (payload.subscriptionId) {
      await sendToDevice(
        payload,
        reminder,
        { title: 'Tend', body: message, url: path, tag: `reminder-${reminder.kind}` },
        helpers.job,
      );
      return;
    }
    const base = deps.config.appUrl;
    const token = unsubscribeToken(deps.authSecret, payload.reminderId, reminder.user_id);
    try {
      await deps.mailer.send(
        reminderEmail({
          to: reminder.email,
          message,
          name: reminderName(reminder.kind, reminder.time),
          openUrl: `${base}${path}`,
          unsubscribeUrl: `${base}/api/unsubscribe?token=${encodeURIComponent(token)}`,
        }),
      );
    } catch (error) {
      failed(payload, helpers.job, error instanceof Error ? error.message : 'the email could not be sent');
    }
  }

  async function sendToDevice(
    payload: SendPayload,
    reminder: { user_id: string },
    push: PushPayload,
    job: Job,
  ): Promise<void> {
    const { rows } = await db.execute<{ endpoint: string; p256dh: string; auth: string }>(
      sql`select endpoint, p256dh, auth from push_subscriptions
           where id = ${payload.subscriptionId ?? null} and user_id = ${reminder.user_id}`,
    );
    const device = rows[0];
    if (!device) return;
    const result = await deps.sendPush(device, push);
    if (result.outcome === 'sent') {
      await db.execute(
        sql`update push_subscriptions set last_sent_at = now() where id = ${payload.subscriptionId ?? null}`,
      );
    } else if (result.outcome === 'gone') {
      // The browser withdrew its permission or the subscription expired (404/410): forget it.
      await db.execute(sql`delete from push_subscriptions where id = ${payload.subscriptionId ?? null}`);
      log.info({ subscriptionId: payload.subscriptionId }, 'push subscription gone; removed');
    } else {
      failed(payload, job, result.reason);
    }
  }

  /** Throws so the queue retries; the last attempt is logged as an error before it is given up. */
  function failed(payload: SendPayload, job: Job, reason: string): never {
    const lastAttempt = job.attempts >= job.max_attempts;
    const fields = {
      reminderId: payload.reminderId,
      dueAt: payload.dueAt,
      channel: payload.subscriptionId ? 'push' : 'email',
      subscriptionId: payload.subscriptionId,
      attempt: job.attempts,
      reason,
    };
    if (lastAttempt) log.error(fields, `reminder not delivered after ${job.attempts} attempts; giving up`);
    else log.warn(fields, 'reminder delivery failed; it will be retried');
    throw new Error(`reminder delivery failed: ${reason}`);
  }

  return {
    [DUE_TASK]: (payload) => fireDue(payload),
    [SEND_TASK]: (payload, helpers) => send(payload, helpers),
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
export async function startReminderSender(deps: ReminderSenderDeps): Promise<ReminderSender> {
  const restored = await restoreMissingDueJobs(deps.db);
  if (restored > 0) deps.logger.info({ restored }, `${restored} reminders were given their next time again`);
  const concurrency = deps.config.reminders.concurrency;
  let runner: Runner | undefined = await run({
    pgPool: deps.pool,
    concurrency,
    noHandleSignals: true,
    pollInterval: 2000,
    logger: queueLogger(deps.logger),
    taskList: createReminderTasks(deps),
    // At the top of a busy minute thousands of jobs are ready at once: fetch them in batches and
    // mark them done in batches instead of a round trip per job each way (graphile-worker's
    // "batching"). A batch held locally is small, so another instance is never left idle for long.
    preset: {
      worker: { localQueue: { size: concurrency * 4 }, completeJobBatchDelay: 0, failJobBatchDelay: 0 },
    },
  });
  let stopped = false;
  runner.promise.catch((error: unknown) => {
    stopped = true;
    deps.logger.error({ err: error }, 'the reminder sender stopped');
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
