import { asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { pushSubscriptions, reminderSettings, reminders } from '#server/db/schema/index.ts';
import { storedQuietHours } from './schedule.ts';

/**
 * A person's reminders for their JSON export: what they set, their quiet hours and pause, and the
 * devices they allowed (named and dated; a device's push keys are secrets of that browser and
 * useless anywhere else, so they stay out).
 */
export async function readReminderExport(db: Database, userId: string) {
  const [rows, [settings], devices] = await Promise.all([
    db.select().from(reminders).where(eq(reminders.userId, userId)).orderBy(asc(reminders.time)),
    db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)),
    db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(asc(pushSubscriptions.createdAt)),
  ]);
  return {
    reminders: rows.map((row) => ({
      kind: row.kind,
      time: row.time,
      weekdays: row.weekdays,
      channel: row.channel,
      skipIfLogged: row.skipIfLogged,
      enabled: row.enabled,
      createdAt: row.createdAt.toISOString(),
    })),
    quietHours: storedQuietHours(settings),
    pausedUntil: settings?.pausedUntil?.toISOString() ?? null,
    devices: devices.map((device) => ({ label: device.label, addedAt: device.createdAt.toISOString() })),
  };
}
