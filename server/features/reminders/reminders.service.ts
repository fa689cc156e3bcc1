import { and, asc, eq, sql } from 'drizzle-orm';
import { REMINDER_PRESETS, type ReminderPreset, reminderName } from '#domain/reminders/reminder-schedule.ts';
import type {
  PushDeviceDto,
  ReminderDto,
  ReminderFields,
  ReminderSettings,
  RemindersOverviewDto,
} from '#domain/reminders/reminders.ts';
import type { Database } from '#server/db/client.ts';
import { pushSubscriptions, reminderSettings, reminders } from '#server/db/schema/index.ts';
import { withExperimentTimes } from '#server/features/experiments/public.ts';
import {
  checkQuestionnaireReminder,
  withQuestionnaireTimes,
} from '#server/features/questionnaires/public.ts';
import {
  insertScheduledReminders,
  lockPersonsReminders,
} from '#server/features/reminders/sender/reminder-store.ts';
import {
  readScheduleContext,
  rescheduleUserReminders,
  scheduleReminder,
  storedQuietHours,
} from '#server/features/reminders/sender/schedule.ts';
import { ProblemError } from '#server/http/problem.ts';

type ReminderRow = typeof reminders.$inferSelect;

function toDto(row: ReminderRow): ReminderDto {
  return {
    id: row.id,
    kind: row.kind,
    time: row.time,
    weekdays: row.weekdays,
    channel: row.channel,
    skipIfLogged: row.skipIfLogged,
    enabled: row.enabled,
    name: reminderName(row.kind, row.time),
    nextAt: row.nextDueAt?.toISOString() ?? null,
    quiet: null,
  };
}

/** `list` with the next time of each reminder that follows an experiment or a questionnaire. */
async function withFollowedTimes(
  db: Parameters<typeof withExperimentTimes>[0],
  userId: string,
  list: ReminderDto[],
): Promise<ReminderDto[]> {
  return withQuestionnaireTimes(db, userId, await withExperimentTimes(db, userId, list));
}

const notFound = () =>
  new ProblemError(404, 'not_found', 'That reminder does not exist, or it is not yours.');

export async function readOverview(
  db: Database,
  userId: string,
  extras: { pushPublicKey: string; emailAvailable: boolean },
): Promise<RemindersOverviewDto> {
  const rows = await db
    .select()
    .from(reminders)
    .where(eq(reminders.userId, userId))
    .orderBy(asc(reminders.time), asc(reminders.createdAt));
  const [settings] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  const devices = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  return {
    reminders: await withFollowedTimes(db, userId, rows.map(toDto)),
    settings: {
      quietHours: storedQuietHours(settings),
      offerDismissed: settings?.offerDismissed ?? false,
      pausedUntil: settings?.pausedUntil?.toISOString() ?? null,
    },
    devices: devices.map(
      (device): PushDeviceDto => ({
        id: device.id,
        label: device.label,
        createdAt: device.createdAt.toISOString(),
        lastSentAt: device.lastSentAt?.toISOString() ?? null,
      }),
    ),
    ...extras,
  };
}

async function insertReminders(
  db: Database,
  userId: string,
  list: ReminderFields[],
  now: Date,
): Promise<ReminderDto[]> {
  await checkQuestionnaireReminder(
    db,
    userId,
    list.map((fields) => fields.kind),
  );
  return db.transaction(async (tx) => {
    await lockPersonsReminders(tx, userId);
    const created = await insertScheduledReminders(tx, userId, list, now);
    return withFollowedTimes(tx, userId, created.map(toDto));
  });
}

export async function createReminder(db: Database, userId: string, fields: ReminderFields, now: Date) {
  const [created] = await insertReminders(db, userId, [fields], now);
  return created;
}

export async function createPreset(
  db: Database,
  userId: string,
  preset: ReminderPreset,
  channel: ReminderFields['channel'],
  now: Date,
) {
  const everyDay = [1, 2, 3, 4, 5, 6, 7];
  const list = REMINDER_PRESETS[preset].reminders.map(
    (reminder): ReminderFields => ({
      kind: reminder.kind,
      time: reminder.time,
      weekdays: everyDay,
      channel,
      skipIfLogged: true,
      enabled: true,
    }),
  );
  return insertReminders(db, userId, list, now);
}

export async function updateReminder(
  db: Database,
  userId: string,
  id: string,
  fields: ReminderFields,
  now: Date,
) {
  await checkQuestionnaireReminder(db, userId, [fields.kind]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reminders)
      .set({ ...fields, updatedAt: now })
      .where(and(eq(reminders.id, id), eq(reminders.userId, userId)))
      .returning();
    if (!row) throw notFound();
    const nextDueAt = await scheduleReminder(tx, row, await readScheduleContext(tx, userId), now);
    const [updated] = await withFollowedTimes(tx, userId, [toDto({ ...row, nextDueAt })]);
    return updated;
  });
}

/**
 * Every reminder of this person that comes by notification comes by email from now on, in one
 * statement: offered when this browser cannot reach its push service. Their times do not change,
 * so nothing is scheduled again; the sender reads the channel when each one is due.
 */
export async function sendRemindersByEmail(db: Database, userId: string, now: Date): Promise<number> {
  const changed = await db
    .update(reminders)
    .set({ channel: 'email', updatedAt: now })
    .where(and(eq(reminders.userId, userId), eq(reminders.channel, 'push')))
    .returning({ id: reminders.id });
  return changed.length;
}

export async function deleteReminder(db: Database, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(reminders)
      .where(and(eq(reminders.id, id), eq(reminders.userId, userId)))
      .returning({ id: reminders.id });
    if (deleted.length === 0) throw notFound();
    await tx.execute(sql`select graphile_worker.remove_job(${`reminder:${id}`})`);
  });
}

export async function saveSettings(db: Database, userId: string, settings: ReminderSettings, now: Date) {
  await db.transaction(async (tx) => {
    const values = {
      quietStart: settings.quietHours?.start ?? null,
      quietEnd: settings.quietHours?.end ?? null,
      offerDismissed: settings.offerDismissed,
      updatedAt: now,
    };
    await tx
      .insert(reminderSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: reminderSettings.userId, set: values });
    // Quiet hours move due times.
    await rescheduleUserReminders(tx, userId, now);
  });
}

export async function setPause(db: Database, userId: string, pausedUntil: Date | null, now: Date) {
  await db
    .insert(reminderSettings)
    .values({ userId, pausedUntil, updatedAt: now })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: { pausedUntil, updatedAt: now } });
}

export async function saveDevice(
  db: Database,
  userId: string,
  device: { endpoint: string; p256dh: string; auth: string; label: string },
): Promise<PushDeviceDto> {
  // The endpoint names one browser profile: if someone else signed in there before, it is now this
  // person's device, and the other person stops getting reminders on it.
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, ...device })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: device.p256dh, auth: device.auth, label: device.label },
    })
    .returning();
  if (!row) throw new Error('The device was not stored');
  return {
    id: row.id,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}

export async function deleteDevice(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (deleted.length === 0) {
    throw new ProblemError(
      404,
      'not_found',
      'That device is not in your list (it may have been removed already).',
    );
  }
}

export async function readDevices(db: Database, userId: string) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
