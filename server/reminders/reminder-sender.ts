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
import { followExperiment } from './experiment-reminders.ts';
import type { PushPayload, PushSender } from './push-sender.ts';
import { queueLogger } from './queue-logger.ts';
import { reminderEmail } from './reminder-email.ts';
import {
  DUE_TASK,
  moveReminderStatement,
  nextDueAt,
  type ScheduleContext,
  SEND_TASK,
  setDueJob,
  storedQuietHours,
} from './schedule.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

// The reminder sender runs in every instance of the app and takes its work from one queue in
// PostgreSQL (graphile-worker, decision 020). One job per reminder, 'reminder-due', at its next
// due time: in one transaction it moves the reminder on to its next time, writes the due time's
// row in reminder_deliveries and, unless the reminder is late, paused or already answered,
// delivers it to each device (or by email) before committing. The row's primary key and the
// reminder's row lock make a due time deliver once: a second run (another instance, a retry after
// a crash) finds the row, or the reminder already moved on, and does nothing. A delivery that
// fails is handed to a 'reminder-send' job, which the queue retries with backoff.

/** Attempts in all: the first, from the due job, and the send job's retries. */
export const SEND_MAX_ATTEMPTS = 5;
// The first retry waits about as long as the queue's own backoff would after a first failure.
const FIRST_RETRY_DELAY_MS = 3000;

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
  /** Attempts made before this job (the due job's own); absent in jobs queued before it existed. */
  tried?: number;
};

type Device = { id: string; endpoint: string; p256dh: string; auth: string };

/** A reminder, locked, with all its owner's settings that its sending depends on. */
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
  email: string;
  timezone: string | null;
  quiet_start: string | null;
  quiet_end: string | null;
  paused_until: Date | null;
  devices: Device[];
  /** The person's entries from two days either side of the due time, when skip_if_logged. */
  entries: Array<{ type: string; details: unknown; occurredAt: string }>;
  delivered: boolean;
};

type Outcome = 'sent' | 'late' | 'paused' | 'already-logged' | 'no-channel' | 'no-step';
type Decision = { outcome: Outcome; devices: Device[]; email: boolean };

function isDuePayload(value: unknown): value is DuePayload {
  return typeof value === 'object' && value !== null && typeof (value as DuePayload).reminderId === 'string';
}

function isSendPayload(value: unknown): value is SendPayload {
  return (
    isDuePayload(value) &&
    typeof (value as SendPayload).dueAt === 'string' &&
    ((value as SendPayload).subscriptionId === undefined ||
      typeof (value as SendPayload).subscriptionId === 'string') &&
    ((value as SendPayload).tried === undefined || typeof (value as SendPayload).tried === 'number')
  );
}

export function createReminderTasks(deps: ReminderSenderDeps): TaskList {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const log = logger.child({ component: 'reminders' });

  const addRetry = (tx: Pick<Database, 'execute'>, payload: SendPayload) =>
    tx.execute(
      sql`select graphile_worker.add_job(${SEND_TASK}, ${JSON.stringify(payload)}::json,
            run_at => now() + ${`${FIRST_RETRY_DELAY_MS} milliseconds`}::interval,
            max_attempts => ${SEND_MAX_ATTEMPTS - (payload.tried ?? 0)})`,
    );

  async function fireDue(payload: unknown): Promise<void> {
    if (!isDuePayload(payload)) return;
    await db.transaction(async (tx) => {
      // Everything the sending depends on, in the statement that locks the reminder: at the top
      // of a busy minute each round trip to the database counts thousands of times over. Entries
      // are read from two days either side of the due time; the person's day is picked out below,
      // by the domain's own day boundaries.
      const { rows } = await tx.execute<DueRow>(
        sql`select r.id, r.user_id, r.kind, r.time, r.weekdays, r.channel, r.skip_if_logged, r.enabled,
                   r.next_due_at, u.email, p.timezone, s.quiet_start, s.quiet_end, s.paused_until,
                   coalesce((select json_agg(json_build_object('id', d.id, 'endpoint', d.endpoint,
                                              'p256dh', d.p256dh, 'auth', d.auth) order by d.created_at)
                               from push_subscriptions d where d.user_id = r.user_id), '[]') as devices,
                   coalesce((select json_agg(json_build_object('type', e.type, 'details', e.details,
                                              'occurredAt', e.occurred_at))
                               from journal_entries e
                              where r.skip_if_logged and e.user_id = r.user_id
                                and e.occurred_at >= r.next_due_at - interval '2 days'
                                and e.occurred_at < r.next_due_at + interval '2 days'), '[]') as entries,
                   exists (select 1 from reminder_deliveries x
                            where x.reminder_id = r.id and x.due_at = r.next_due_at) as delivered
              from reminders r
              join "user" u on u.id = r.user_id
              left join user_profiles p on p.user_id = r.user_id
              left join reminder_settings s on s.user_id = r.user_id
             where r.id = ${payload.reminderId}
               for update of r`,
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
      const context: ScheduleContext = {
        timeZone: reminder.timezone ?? 'UTC',
        quietHours: storedQuietHours({ quietStart: reminder.quiet_start, quietEnd: reminder.quiet_end }),
      };
      const following = nextDueAt(
        { id: reminder.id, time: reminder.time, weekdays: reminder.weekdays, enabled: true },
        context,
        new Date(Math.max(dueAt.getTime(), current.getTime())),
      );
      // A due time already delivered (impossible while its row and the reminder's move commit
      // together, but never worth a second notification) only moves the reminder on.
      // Experiment reminders come only on the days their experiment asks something (experiment-reminders.ts).
      const decision = reminder.delivered
        ? undefined
        : await followExperiment(
            tx,
            reminder,
            dueAt,
            context.timeZone,
            decide(reminder, dueAt, current, context.timeZone),
          );
      if (decision?.outcome === 'late') {
        log.warn(
          {
            reminderId: reminder.id,
            dueAt: dueAt.toISOString(),
            lateMs: current.getTime() - dueAt.getTime(),
          },
          'reminder dropped: more than an hour late',
        );
      }
      const delivered = decision ? await deliver(tx, reminder, dueAt.toISOString(), decision) : undefined;
      const idList = (ids: string[]) =>
        ids.length === 0
          ? sql`null::uuid`
          : sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            );
      // The rest in one statement: the delivery's row (old outcomes only explain recent behaviour;
      // a month is plenty), the devices it reached or found gone, and the reminder's next time.
      await tx.execute(
        sql`with delivery as (
              insert into reminder_deliveries (reminder_id, user_id, due_at, outcome)
              select ${reminder.id}::uuid, ${reminder.user_id}::text, ${dueAt.toISOString()}::timestamptz,
                     ${decision?.outcome ?? 'sent'}::text
               where ${decision !== undefined}::boolean
              on conflict do nothing),
            old as (
              delete from reminder_deliveries
               where reminder_id = ${reminder.id}
                 and due_at < ${new Date(dueAt.getTime() - 30 * 86_400_000).toISOString()}),
            reached as (
              update push_subscriptions set last_sent_at = now() where id in (${idList(delivered?.sent ?? [])})),
            gone as (
              delete from push_subscriptions where id in (${idList(delivered?.gone ?? [])}))
            ${moveReminderStatement(reminder.id, following)}`,
      );
    });
  }

  function decide(reminder: DueRow, dueAt: Date, current: Date, timeZone: string): Decision {
    const none = { devices: [], email: false };
    if (current.getTime() - dueAt.getTime() > REMINDER_LATENESS_LIMIT_MS) return { outcome: 'late', ...none };
    if (reminder.paused_until && new Date(reminder.paused_until).getTime() > dueAt.getTime())
      return { outcome: 'paused', ...none };
    if (reminder.skip_if_logged) {
      const { start, end } = dayRange(localDayKey(dueAt, timeZone), timeZone);
      const entries = reminder.entries.filter((entry) => {
        const at = new Date(entry.occurredAt).getTime();
        return at >= start.getTime() && at < end.getTime();
      });
      if (alreadyLogged(reminder.kind, reminder.time, entries)) return { outcome: 'already-logged', ...none };
    }
    // No device allowed notifications (or all were removed): email stands in.
    if (reminder.channel === 'push' && reminder.devices.length > 0)
      return { outcome: 'sent', devices: reminder.devices, email: false };
    return { outcome: 'sent', devices: [], email: true };
  }

  /**
   * The first attempt of every delivery of a due time, inside its transaction: a crash before the
   * commit leaves the due job to run again (its delivery row was never written). A failure hands
   * that one delivery to a send job, committed with the row. Says which devices were reached and
   * which are gone.
   */
  async function deliver(
    tx: Pick<Database, 'execute'>,
    reminder: DueRow,
    dueAt: string,
    decision: Decision,
  ): Promise<{ sent: string[]; gone: string[] }> {
    const base = { reminderId: reminder.id, dueAt, tried: 1 };
    const message = reminderMessage(reminder.kind, reminder.time);
    const push = pushPayload(reminder.kind, message);
    const results = await Promise.all(
      decision.devices.map(async (device) => ({ device, result: await deps.sendPush(device, push) })),
    );
    const sent: string[] = [];
    const gone: string[] = [];
    for (const { device, result } of results) {
      if (result.outcome === 'sent') sent.push(device.id);
      else if (result.outcome === 'gone') {
        // The browser withdrew its permission or the subscription expired (404/410): forget it.
        gone.push(device.id);
        log.info({ subscriptionId: device.id }, 'push subscription gone; removed');
      } else {
        const retry = { ...base, subscriptionId: device.id };
        logFailure(retry, 1, false, result.reason);
        await addRetry(tx, retry);
      }
    }
    if (decision.email) {
      const failure = await sendEmail(reminder.id, reminder, message);
      if (failure !== undefined) {
        logFailure(base, 1, false, failure);
        await addRetry(tx, base);
      }
    }
    return { sent, gone };
  }

  async function forgetDevice(tx: Pick<Database, 'execute'>, subscriptionId: string): Promise<void> {
    // The browser withdrew its permission or the subscription expired (404/410): forget it.
    await tx.execute(sql`delete from push_subscriptions where id = ${subscriptionId}`);
    log.info({ subscriptionId }, 'push subscription gone; removed');
  }

  /** The error's message when the email could not be handed to the SMTP server. */
  async function sendEmail(
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
          unsubscribeUrl: `${base}/api/unsubscribe?token=${encodeURIComponent(token)}`,
        }),
      );
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : 'the email could not be sent';
    }
  }

  /** A retry of one delivery that failed at first. */
  async function send(payload: unknown, helpers: JobHelpers): Promise<void> {
    if (!isSendPayload(payload)) return;
    const { rows } = await db.execute<{ kind: ReminderKind; time: string; user_id: string; email: string }>(
      sql`select r.kind, r.time, r.user_id, u.email from reminders r join "user" u on u.id = r.user_id
           where r.id = ${payload.reminderId}`,
    );
    const reminder = rows[0];
    if (!reminder) return;
    const message = reminderMessage(reminder.kind, reminder.time);
    if (payload.subscriptionId) {
      await sendToDevice(payload, reminder, pushPayload(reminder.kind, message), helpers.job);
      return;
    }
    const failure = await sendEmail(payload.reminderId, reminder, message);
    if (failure !== undefined) failed(payload, helpers.job, failure);
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
    if (!device || !payload.subscriptionId) return;
    const result = await deps.sendPush(device, push);
    if (result.outcome === 'sent') {
      await db.execute(
        sql`update push_subscriptions set last_sent_at = now() where id = ${payload.subscriptionId}`,
      );
    } else if (result.outcome === 'gone') {
      await forgetDevice(db, payload.subscriptionId);
    } else {
      failed(payload, job, result.reason);
    }
  }

  function logFailure(payload: SendPayload, attempt: number, lastAttempt: boolean, reason: string): void {
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

  /** Throws so the queue retries; the last attempt is logged as an error before it is given up. */
  function failed(payload: SendPayload, job: Job, reason: string): never {
    logFailure(payload, job.attempts + (payload.tried ?? 0), job.attempts >= job.max_attempts, reason);
    throw new Error(`reminder delivery failed: ${reason}`);
  }

  return {
    [DUE_TASK]: (payload) => fireDue(payload),
    [SEND_TASK]: (payload, helpers) => send(payload, helpers),
  };
}

function pushPayload(kind: ReminderKind, message: string): PushPayload {
  return { title: 'Tend', body: message, url: reminderTarget(kind), tag: `reminder-${kind}` };
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
