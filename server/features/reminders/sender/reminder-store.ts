import { count, eq, sql } from 'drizzle-orm';
import { MAX_REMINDERS, reminderMessages } from '#domain/reminders/reminders.ts';
import type { Database } from '#server/db/client.ts';
import { reminders } from '#server/db/schema/index.ts';
import { ProblemError } from '#server/http/problem.ts';
import { readScheduleContext, scheduleReminder } from './schedule.ts';

// Adding reminders, wherever a person adds them (the reminders page, a preset, the start of an
// experiment): inside the caller's transaction, one person's writes one after another, the limit
// checked, each reminder scheduled at once.

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type ReminderRow = typeof reminders.$inferSelect;
type NewReminder = Omit<typeof reminders.$inferInsert, 'userId'>;

/** Serialises one person's reminder writes, so the limit holds however many tabs create at once. */
export async function lockPersonsReminders(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reminders:' || ${userId}))`);
}

/**
 * Stores `list` for the person and schedules each one, refusing all of them (409) when they would
 * pass the limit. The caller holds the person's lock (lockPersonsReminders) from before whatever
 * it read to choose them. `field` names the request's field the refusal is about, if any.
 */
export async function insertScheduledReminders(
  tx: Tx,
  userId: string,
  list: readonly NewReminder[],
  now: Date,
  field?: string,
): Promise<ReminderRow[]> {
  const [existing] = await tx.select({ n: count() }).from(reminders).where(eq(reminders.userId, userId));
  if ((existing?.n ?? 0) + list.length > MAX_REMINDERS) {
    throw new ProblemError(
      409,
      'too_many_reminders',
      reminderMessages.tooMany,
      field ? [{ field, message: reminderMessages.tooMany }] : undefined,
    );
  }
  const context = await readScheduleContext(tx, userId);
  const created: ReminderRow[] = [];
  for (const fields of list) {
    const [row] = await tx
      .insert(reminders)
      .values({ userId, ...fields })
      .returning();
    if (!row) throw new Error('The reminder was not stored');
    const nextDueAt = await scheduleReminder(tx, row, context, now);
    created.push({ ...row, nextDueAt });
  }
  return created;
}
