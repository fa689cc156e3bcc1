import { and, eq, sql } from 'drizzle-orm';
import { nextReminderAt, type QuietHours } from '#domain/reminders/reminder-schedule.ts';
import type { Database } from '#server/db/client.ts';
import { reminderSettings, reminders, userProfiles } from '#server/db/schema/index.ts';

// Keeping each reminder's next due time and its job in the queue in step. The queue holds one
// 'reminder-due' job per enabled reminder, keyed by the reminder, due at next_due_at: every
// change (the reminder, the person's zone or quiet hours, a firing) replaces that job in the same
// transaction as the row, so the queue never fires a time the row no longer holds.

/** A transaction or the database: anything that can run drizzle's queries. */
export type Queryable = Pick<Database, 'execute' | 'select' | 'update'>;

export const DUE_TASK = 'reminder-due';
export const SEND_TASK = 'reminder-send';

/** A due job's key is this and the reminder's id (the sender's batched statement builds it in SQL). */
export const DUE_JOB_KEY_PREFIX = 'reminder:';

export function dueJobKey(reminderId: string): string {
  return `${DUE_JOB_KEY_PREFIX}${reminderId}`;
}

export type ScheduleContext = { timeZone: string; quietHours: QuietHours | null };

type ScheduledReminder = { id: string; time: string; weekdays: number[]; enabled: boolean };

/** Adds (or replaces) the reminder's due job, or removes it when the reminder has no next time. */
export async function setDueJob(
  db: Pick<Database, 'execute'>,
  reminderId: string,
  dueAt: Date | null,
): Promise<void> {
  if (dueAt === null) {
    await db.execute(sql`select graphile_worker.remove_job(${dueJobKey(reminderId)})`);
    return;
  }
  await db.execute(
    sql`select graphile_worker.add_job(${DUE_TASK}, json_build_object('reminderId', ${reminderId}::text),
          run_at => ${dueAt.toISOString()}::timestamptz, max_attempts => 5,
          job_key => ${dueJobKey(reminderId)}, job_key_mode => 'replace')`,
  );
}

/** The next due time of a reminder after `after`, or null when it is off. */
export function nextDueAt(reminder: ScheduledReminder, context: ScheduleContext, after: Date): Date | null {
  if (!reminder.enabled) return null;
  return (
    nextReminderAt({
      time: reminder.time,
      weekdays: reminder.weekdays,
      timeZone: context.timeZone,
      quietHours: context.quietHours,
      after,
    }) ?? null
  );
}

/** Writes a reminder's next due time and its job. */
export async function scheduleReminder(
  db: Queryable,
  reminder: ScheduledReminder,
  context: ScheduleContext,
  after: Date,
): Promise<Date | null> {
  const dueAt = nextDueAt(reminder, context, after);
  await db.update(reminders).set({ nextDueAt: dueAt }).where(eq(reminders.id, reminder.id));
  await setDueJob(db, reminder.id, dueAt);
  return dueAt;
}

/** Quiet hours as stored (two nullable columns), or null when the person has none. */
export function storedQuietHours(
  settings: { quietStart: string | null; quietEnd: string | null } | undefined,
): QuietHours | null {
  return settings?.quietStart && settings.quietEnd
    ? { start: settings.quietStart, end: settings.quietEnd }
    : null;
}

/** The person's zone and quiet hours, which every due time of theirs depends on. */
export async function readScheduleContext(db: Queryable, userId: string): Promise<ScheduleContext> {
  const [profile] = await db
    .select({ timezone: userProfiles.timezone })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  const [settings] = await db
    .select({ quietStart: reminderSettings.quietStart, quietEnd: reminderSettings.quietEnd })
    .from(reminderSettings)
    .where(eq(reminderSettings.userId, userId));
  return { timeZone: profile?.timezone ?? 'UTC', quietHours: storedQuietHours(settings) };
}

/**
 * Recomputes every reminder of a person, after their zone or quiet hours changed: a reminder at
 * 08:00 follows the person to their new zone's 08:00.
 */
export async function rescheduleUserReminders(db: Queryable, userId: string, now: Date): Promise<void> {
  const context = await readScheduleContext(db, userId);
  const rows = await db
    .select({
      id: reminders.id,
      time: reminders.time,
      weekdays: reminders.weekdays,
      enabled: reminders.enabled,
    })
    .from(reminders)
    .where(and(eq(reminders.userId, userId)));
  for (const row of rows) await scheduleReminder(db, row, context, now);
}
