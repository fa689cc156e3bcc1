import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { importBatches } from './imports.ts';

// Reminders. A reminder is set on the person's clock; next_due_at is the instant
// domain/reminders/reminder-schedule.ts gives for it in their zone, kept up to date on every change
// (the reminder, the zone, quiet hours) and by the sender each time it fires.
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /**
     * REMINDER_KINDS; the experiment kinds follow the person's running experiment (migration
     * 0011), 'questionnaire' the due days of their questionnaire (0017).
     */
    kind: text('kind', {
      enum: ['meal', 'check-in', 'experiment', 'experiment-check-in', 'questionnaire'],
    }).notNull(),
    /** 'HH:MM' on the person's clock. */
    time: text('time').notNull(),
    /** ISO weekdays, 1 (Monday) to 7 (Sunday), ascending. */
    weekdays: smallint('weekdays').array().notNull(),
    channel: text('channel', { enum: ['push', 'email'] }).notNull(),
    skipIfLogged: boolean('skip_if_logged').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Set on a row brought by importing Tend's export (schema/imports.ts): its batch, and its source key.
    importBatchId: uuid('import_batch_id').references(() => importBatches.id, { onDelete: 'cascade' }),
    importSourceKey: text('import_source_key'),
  },
  (table) => [
    uniqueIndex('reminders_user_source_key_idx')
      .on(table.userId, table.importSourceKey)
      .where(sql`${table.importSourceKey} is not null`),
    index('reminders_user_idx').on(table.userId),
    check(
      'reminders_kind_check',
      sql`${table.kind} in ('meal', 'check-in', 'experiment', 'experiment-check-in', 'questionnaire')`,
    ),
    check('reminders_channel_check', sql`${table.channel} in ('push', 'email')`),
    check('reminders_time_check', sql`${table.time} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

// One row per person who has touched reminder settings; absent means the defaults.
export const reminderSettings = pgTable('reminder_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  quietStart: text('quiet_start'),
  quietEnd: text('quiet_end'),
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  offerDismissed: boolean('offer_dismissed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// A browser that allowed notifications. The endpoint is the push service's address for that
// browser: one row per endpoint, owned by whoever signed in on that browser last.
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

// Each time a reminder fell due, once: the primary key is what makes a due time fan out to its
// sends exactly once, however many instances or retries see it. outcome says what became of it.
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => reminders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** 'no-step': an experiment reminder on a day its experiment asks nothing (or none runs). */
    outcome: text('outcome', {
      enum: ['sent', 'late', 'paused', 'already-logged', 'no-channel', 'no-step'],
    }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reminderId, table.dueAt] })],
);

// The server's VAPID key pair: made once at first start and never replaced, because browsers tie
// every subscription to the public key. One row (id is always 1).
export const webPushKeys = pgTable(
  'web_push_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('web_push_keys_single_row', sql`${table.id} = 1`)],
);
