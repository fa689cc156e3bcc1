import { sql } from 'drizzle-orm';
import { type Job, type JobHelpers, type Runner, run, type TaskList } from 'graphile-worker';
import type pg from 'pg';
import { dayRange, localDayKey } from '#domain/common/day-boundaries.ts';
import {
  alreadyLogged,
  REMINDER_LATENESS_LIMIT_MS,
  type ReminderKind,
  reminderMessage,
  reminderName,
  reminderTarget,
} from '#domain/reminders/reminder-schedule.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { followExperiment } from '../features/experiments/experiment-reminders.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createDueBatcher, DUE_BATCH_SIZE } from './due-batcher.ts';
import type { PushPayload, PushSender } from './push-sender.ts';
import { queueLogger } from './queue-logger.ts';
import { reminderEmail } from './reminder-email.ts';
import {
  DUE_JOB_KEY_PREFIX,
  DUE_TASK,
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
/** What a first attempt did: devices reached, devices gone, deliveries to retry. */
type Delivered = { sent: string[]; gone: string[]; retries: SendPayload[] };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isDuePayload(value: unknown): value is DuePayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as DuePayload).reminderId === 'string' &&
    // A batch's statements take ids as uuids: one malformed id would fail its whole batch.
    uuidPattern.test((value as DuePayload).reminderId)
  );
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

export function createReminderTasks(
  deps: ReminderSenderDeps,
  { batches = 1 }: { batches?: number } = {},
): TaskList {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const log = logger.child({ component: 'reminders' });

  /**
   * Sends a batch of due reminders in one transaction (due-batcher.ts): one statement locks them
   * all with everything their sending depends on, the pushes go out together, and one statement
   * writes every delivery row, next time and next job. Says, per reminder, whether it failed on
   * its own (its job is then retried alone); a failure of the transaction fails them all.
   */
  async function fireDueBatch(reminderIds: string[]): Promise<Map<string, unknown>> {
    const failures = new Map<string, unknown>();
    await db.transaction(async (tx) => {
      // Everything the sending depends on, in the statement that locks the reminders (in the
      // order of their ids, so that two batches can never wait on each other): at the top of a
      // busy minute each round trip to the database counts thousands of times over. Entries are
      // read from two days either side of the due time; the person's day is picked out below, by
      // the domain's own day boundaries.
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
             where r.id in (select value::uuid from json_array_elements_text(${JSON.stringify(reminderIds)}::json))
             order by r.id
               for update of r`,
      );
      const current = now();
      // Reminders due in the same minute mostly share their rule (the presets' times, a few
      // zones): each distinct rule's next time is worked out once per batch.
      const nextTimes = new Map<string, Date | null>();
      const moves: Array<{
        reminder_id: string;
        user_id: string;
        due_at: string;
        outcome: Outcome | null;
        next_due_at: string | null;
      }> = [];
      const sending: Array<Promise<Delivered>> = [];
      for (const reminder of rows) {
        if (!reminder.enabled || !reminder.next_due_at) continue;
        try {
          const dueAt = new Date(reminder.next_due_at);
          // The job ran before the row's time (the row moved on since): wait for the row's time.
          if (dueAt.getTime() > current.getTime() + 1000) {
            moves.push({
              reminder_id: reminder.id,
              user_id: reminder.user_id,
              due_at: dueAt.toISOString(),
              outcome: null,
              next_due_at: dueAt.toISOString(),
            });
            continue;
          }
          const context: ScheduleContext = {
            timeZone: reminder.timezone ?? 'UTC',
            quietHours: storedQuietHours({ quietStart: reminder.quiet_start, quietEnd: reminder.quiet_end }),
          };
          const after = Math.max(dueAt.getTime(), current.getTime());
          const rule = JSON.stringify([
            reminder.time,
            reminder.weekdays,
            context.timeZone,
            context.quietHours,
            after,
          ]);
          let following = nextTimes.get(rule);
          if (following === undefined) {
            following = nextDueAt(
              { id: reminder.id, time: reminder.time, weekdays: reminder.weekdays, enabled: true },
              context,
              new Date(after),
            );
            nextTimes.set(rule, following);
          }
          // A due time already delivered (impossible while its row and the reminder's move commit
          // together, but never worth a second notification) only moves the reminder on.
          // Experiment reminders come only on the days their experiment asks something
          // (experiment-reminders.ts: one more read, for those alone).
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
          moves.push({
            reminder_id: reminder.id,
            user_id: reminder.user_id,
            due_at: dueAt.toISOString(),
            outcome: decision?.outcome ?? null,
            next_due_at: following?.toISOString() ?? null,
          });
          if (decision) sending.push(deliver(reminder, dueAt.toISOString(), decision));
        } catch (error) {
          // A reminder that cannot be worked out (nothing is sent for it) is retried by its own job.
          failures.set(reminder.id, error);
        }
      }
      if (moves.length === 0) return;
      // Every first attempt at once: the pushes wait on the network, not on each other.
      const delivered = await Promise.all(sending);
      const reached = delivered.flatMap((each) => each.sent);
      const gone = delivered.flatMap((each) => each.gone);
      const retries = delivered.flatMap((each) => each.retries);
      // The rest in one statement: the delivery rows (old outcomes only explain recent behaviour;
      // a month is plenty), the devices reached or found gone, the reminders' next times and their
      // jobs (graphile-worker's add_jobs; a job for the running one's key is queued anew), and the
      // retries of failed first attempts.
      await tx.execute(
        sql`with input as (
              select * from json_to_recordset(${JSON.stringify(moves)}::json)
                as x(reminder_id uuid, user_id text, due_at timestamptz, outcome text, next_due_at timestamptz)),
            delivery as (
              insert into reminder_deliveries (reminder_id, user_id, due_at, outcome)
              select reminder_id, user_id, due_at, outcome from input where outcome is not null
              on conflict do nothing),
            old as (
              delete from reminder_deliveries d using input i
               where d.reminder_id = i.reminder_id and d.due_at < i.due_at - interval '30 days'),
            reached as (
              update push_subscriptions set last_sent_at = now()
               where id in (select value::uuid from json_array_elements_text(${JSON.stringify(reached)}::json))),
            gone as (
              delete from push_subscriptions
               where id in (select value::uuid from json_array_elements_text(${JSON.stringify(gone)}::json))),
            moved as (
              update reminders r set next_due_at = i.next_due_at from input i where r.id = i.reminder_id)
            select
              case when exists (select 1 from input where next_due_at is not null) then
                (select count(*) from graphile_worker.add_jobs(array(
                   select row(${DUE_TASK}::text, json_build_object('reminderId', reminder_id::text), null::text,
                              next_due_at, 5::smallint, ${DUE_JOB_KEY_PREFIX}::text || reminder_id::text,
                              null::smallint, null::text[])::graphile_worker.job_spec
                     from input where next_due_at is not null)))
              end as queued,
              (select count(*) from (select graphile_worker.remove_job(${DUE_JOB_KEY_PREFIX}::text || reminder_id::text)
                                       from input where next_due_at is null) as removed) as removed,
              case when ${retries.length > 0}::boolean then
                (select count(*) from graphile_worker.add_jobs(array(
                   select row(${SEND_TASK}::text, retry, null::text,
                              now() + ${`${FIRST_RETRY_DELAY_MS} milliseconds`}::interval,
                              ${SEND_MAX_ATTEMPTS - 1}::smallint, null::text, null::smallint,
                              null::text[])::graphile_worker.job_spec
                     from json_array_elements(${JSON.stringify(retries)}::json) as retry)))
              end as retried`,
      );
    });
    return failures;
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
   * The first attempt of every delivery of a due time, inside its batch's transaction: a crash
   * before the commit leaves the due job to run again (its delivery row was never written). A
   * failure hands that one delivery to a send job, committed with the row. Says which devices were
   * reached and which are gone.
   */
  async function deliver(reminder: DueRow, dueAt: string, decision: Decision): Promise<Delivered> {
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
        logFailure(retry, 1, false, result.reason);
        delivered.retries.push(retry);
      }
    }
    if (decision.email) {
      const failure = await sendEmail(reminder.id, reminder, message);
      if (failure !== undefined) {
        logFailure(base, 1, false, failure);
        delivered.retries.push(base);
      }
    }
    return delivered;
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

  const dueBatcher = createDueBatcher(fireDueBatch, { size: DUE_BATCH_SIZE, batches });
  return {
    [DUE_TASK]: async (payload) => {
      if (!isDuePayload(payload)) {
        log.warn({ payload }, 'a reminder-due job without a reminder id; ignored');
        return;
      }
      await dueBatcher.add(payload.reminderId);
    },
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
