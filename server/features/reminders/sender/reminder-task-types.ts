import type pg from 'pg';
import type { ReminderKind } from '#domain/reminders/reminder-schedule.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { Logger } from '#server/logger.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import type { PushSender } from './push-sender.ts';

// What the sender's two tasks share: what they are given, the jobs' payloads, and the shape of a
// due reminder as it moves from its locking read through its decision to its delivery.

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

export type DuePayload = { reminderId: string };
export type SendPayload = {
  reminderId: string;
  dueAt: string;
  /** A device's subscription id, or absent for the owner's email. */
  subscriptionId?: string;
  /** Attempts made before this job (the due job's own); absent in jobs queued before it existed. */
  tried?: number;
};

export type Device = { id: string; endpoint: string; p256dh: string; auth: string };

/** A reminder, locked, with all its owner's settings that its sending depends on. */
export type DueRow = {
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

export type Outcome = 'sent' | 'late' | 'paused' | 'already-logged' | 'no-channel' | 'no-step';
export type Decision = { outcome: Outcome; devices: Device[]; email: boolean };
/** What a first attempt did: devices reached, devices gone, deliveries to retry. */
export type Delivered = { sent: string[]; gone: string[]; retries: SendPayload[] };

/**
 * A due reminder's part of its batch's closing statement: its delivery row (none when `outcome`
 * is null) and its next time (none when the reminder has no next time).
 */
export type DueMove = {
  reminder_id: string;
  user_id: string;
  due_at: string;
  outcome: Outcome | null;
  next_due_at: string | null;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isDuePayload(value: unknown): value is DuePayload {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as DuePayload).reminderId === 'string' &&
    // A batch's statements take ids as uuids: one malformed id would fail its whole batch.
    uuidPattern.test((value as DuePayload).reminderId)
  );
}

export function isSendPayload(value: unknown): value is SendPayload {
  return (
    isDuePayload(value) &&
    typeof (value as SendPayload).dueAt === 'string' &&
    ((value as SendPayload).subscriptionId === undefined ||
      typeof (value as SendPayload).subscriptionId === 'string') &&
    ((value as SendPayload).tried === undefined || typeof (value as SendPayload).tried === 'number')
  );
}
