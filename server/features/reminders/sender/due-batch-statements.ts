import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import type { DueMove, DueRow, SendPayload } from './reminder-task-types.ts';
import { DUE_JOB_KEY_PREFIX, DUE_TASK, SEND_TASK } from './schedule.ts';

// The two statements of a batch of due reminders: the first locks them with everything their
// sending depends on, the last writes what came of it. At the top of a busy minute each round trip
// to the database counts thousands of times over, so a batch makes no other, but for one more
// per experiment reminder (experiment-reminders.ts).

/** Attempts in all: the first, from the due job, and the send job's retries. */
export const SEND_MAX_ATTEMPTS = 5;
// The first retry waits about as long as the queue's own backoff would after a first failure.
const FIRST_RETRY_DELAY_MS = 3000;

/**
 * Locks the reminders, in the order of their ids so that two batches can never wait on each
 * other. Entries are read from two days either side of the due time; the person's day is picked
 * out when the reminder is decided on, by the domain's own day boundaries.
 */
export async function lockDueReminders(
  tx: Pick<Database, 'execute'>,
  reminderIds: string[],
): Promise<DueRow[]> {
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
  return rows;
}

/** What a batch wrote back: the reminders' moves, and the first attempts' devices and retries. */
export type DueBatchResult = {
  moves: DueMove[];
  /** Devices reached. */
  reached: string[];
  /** Devices the push service says are gone. */
  gone: string[];
  retries: SendPayload[];
};

/**
 * The rest in one statement: the delivery rows (old outcomes only explain recent behaviour; a
 * month is plenty), the devices reached or found gone, the reminders' next times and their jobs
 * (graphile-worker's add_jobs; a job for the running one's key is queued anew), and the retries of
 * failed first attempts.
 */
export async function writeDueBatch(
  tx: Pick<Database, 'execute'>,
  { moves, reached, gone, retries }: DueBatchResult,
): Promise<void> {
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
}
