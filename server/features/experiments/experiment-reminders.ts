import { sql } from 'drizzle-orm';
import type { ExperimentForReminder, ExperimentLoggedEntry } from '#domain/experiments/reminder.ts';
import { isExperimentReminderKind, type ReminderKind } from '#domain/reminders/public.ts';
import type { Database } from '#server/db/client.ts';

// Reminders that follow a food experiment's plan, at send time (the rule is the domain's,
// domain/experiments/reminder.ts). Their due times are every reminder's; when one falls due,
// the sender asks this module whether the person's experiment asks anything of them then. The
// reminders are not tied to one experiment: a stopped, finished or deleted experiment leaves them
// quiet (recorded 'no-step', nothing sent), and they follow the person's next experiment. So an
// ended experiment stops its reminders by this rule, not by deleting anything the person set.
//
// Kept apart from the sender: the sender's hot path (meals and check-ins, thousands a minute) pays
// nothing for it, and an experiment reminder costs one more round trip. The rule is imported when
// the first experiment reminder falls due: it reads meals with the tagger's lexicon (about 7 MB of
// heap), which a sender thread that never sends one should not carry (decision 020's memory goal).
let rule: Promise<typeof import('#domain/experiments/reminder.ts')> | undefined;

type Pending = { outcome: string; devices: readonly unknown[]; email: boolean };
export type ExperimentSkip = { outcome: 'no-step' | 'already-logged'; devices: never[]; email: false };

type ExperimentRow = ExperimentForReminder & { entries: ExperimentLoggedEntry[] };

/** The person's experiment that has not ended, with their entries from two days either side of `dueAt`. */
async function readExperiment(
  tx: Pick<Database, 'execute'>,
  userId: string,
  dueAt: Date,
  withEntries: boolean,
): Promise<ExperimentRow | null> {
  const { rows } = await tx.execute<ExperimentRow>(
    sql`select e.state, e.food, e.plan, e.pauses, e.extension,
               coalesce((select json_agg(json_build_object('type', j.type, 'content', j.content,
                                          'occurredAt', j.occurred_at))
                           from journal_entries j
                          where ${withEntries}::boolean and j.user_id = e.user_id
                            and j.occurred_at >= ${dueAt.toISOString()}::timestamptz - interval '2 days'
                            and j.occurred_at < ${dueAt.toISOString()}::timestamptz + interval '2 days'),
                        '[]') as entries
          from experiments e
         where e.user_id = ${userId} and e.state in ('running', 'paused')
         order by e.created_at desc
         limit 1`,
  );
  return rows[0] ?? null;
}

/** The person's experiment that has not ended, as the reminders list reads it to say when each comes. */
export function readExperimentForReminders(
  db: Pick<Database, 'execute'>,
  userId: string,
): Promise<ExperimentForReminder | null> {
  return readExperiment(db, userId, new Date(), false);
}

/**
 * The sender's decision for a reminder, followed through its experiment: a meal or check-in
 * reminder, or one already late, paused or answered, is returned as it came; an experiment
 * reminder about to be sent is kept quiet on a day its experiment asks nothing of it, or skipped
 * when what the day asks is already logged.
 */
export async function followExperiment<D extends Pending>(
  tx: Pick<Database, 'execute'>,
  reminder: { kind: ReminderKind; user_id: string; skip_if_logged: boolean },
  dueAt: Date,
  timeZone: string,
  decision: D,
): Promise<D | ExperimentSkip> {
  if (!isExperimentReminderKind(reminder.kind) || decision.outcome !== 'sent') return decision;
  const experiment = await readExperiment(tx, reminder.user_id, dueAt, reminder.skip_if_logged);
  rule ??= import('#domain/experiments/reminder.ts');
  const outcome = (await rule).experimentReminderDecision({
    kind: reminder.kind,
    dueAt,
    timeZone,
    experiment,
    skipIfLogged: reminder.skip_if_logged,
    entries: experiment?.entries ?? [],
  });
  return outcome === 'due' ? decision : { outcome, devices: [], email: false };
}
