import { and, count, eq, inArray } from 'drizzle-orm';
import type {
  ExperimentReminderOfferDto,
  ExperimentReminders,
} from '#domain/experiments/experiment-schema.ts';
import type { ExperimentReminderKind } from '#domain/reminders/public.ts';
import type { Database } from '#server/db/client.ts';
import { pushSubscriptions, reminders } from '#server/db/schema/index.ts';
import {
  insertScheduledReminders,
  lockPersonsReminders,
  type Tx,
} from '#server/features/reminders/public.ts';

// "Remind me of each day's step" when an experiment starts (reminders follow the plan
// when the person has reminders on). The experiments feature calls this inside the transaction
// that inserts the experiment, so the experiment and its reminders are stored together or not at
// all. Here, not in the reminders feature: features do not import each other.

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

async function experimentKindReminders(db: Pick<Database, 'select'>, userId: string) {
  return db
    .select({ kind: reminders.kind, time: reminders.time, enabled: reminders.enabled })
    .from(reminders)
    .where(and(eq(reminders.userId, userId), inArray(reminders.kind, ['experiment', 'experiment-check-in'])));
}

/** Whether the start form offers reminders, and which experiment reminders the person already has. */
export async function readExperimentReminderOffer(
  db: Pick<Database, 'select'>,
  userId: string,
): Promise<ExperimentReminderOfferDto> {
  const [enabled] = await db
    .select({ n: count() })
    .from(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.enabled, true)));
  const [devices] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  const existing = await experimentKindReminders(db, userId);
  return {
    remindersOn: (enabled?.n ?? 0) > 0 || (devices?.n ?? 0) > 0,
    existing: existing.map((row) => ({
      kind: row.kind as ExperimentReminderKind,
      time: row.time,
      enabled: row.enabled,
    })),
  };
}

/**
 * Adds the experiment reminders asked for, inside the caller's transaction: a kind the person
 * already has is not added twice (theirs follows this plan too). By notification when they have a
 * device, else by email, as the reminders page would choose. The reminders limit holds as for any
 * reminder (the same per-person lock as the reminders feature), refusing the whole start.
 */
export async function addExperimentReminders(
  tx: Tx,
  userId: string,
  wanted: ExperimentReminders,
  now: Date,
): Promise<void> {
  const times: Array<[ExperimentReminderKind, string | null]> = [
    ['experiment', wanted.step],
    ['experiment-check-in', wanted.checkIn],
  ];
  if (times.every(([, time]) => time === null)) return;
  // The reminders feature's lock: the limit holds however many requests add reminders at once.
  await lockPersonsReminders(tx, userId);
  const have = new Set((await experimentKindReminders(tx, userId)).map((row) => row.kind));
  const toAdd = times.filter(
    (pair): pair is [ExperimentReminderKind, string] => pair[1] !== null && !have.has(pair[0]),
  );
  if (toAdd.length === 0) return;
  const [devices] = await tx
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  const channel = (devices?.n ?? 0) > 0 ? 'push' : 'email';
  await insertScheduledReminders(
    tx,
    userId,
    toAdd.map(([kind, time]) => ({
      kind,
      time,
      weekdays: EVERY_DAY,
      channel,
      skipIfLogged: true,
      enabled: true,
    })),
    now,
    'reminders',
  );
}
