import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// One import of a file: what it was, when, and how many entries of each kind it added. The
// rows it wrote name it (import_batch_id on journal_entries, medication_changes,
// questionnaire_responses, experiments and reminders, on delete cascade), so undoing an import is
// deleting its batch; the profile fields it filled are kept in profile_filled, to be put back. Entries also keep their source
// key, unique per person, which is what makes importing the same file twice add nothing.
export const importBatches = pgTable(
  'import_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['tend', 'bearable', 'flaredown', 'pocket-symptom-tracker'] }).notNull(),
    fileName: text('file_name').notNull(),
    profileName: text('profile_name'),
    firstDay: text('first_day'),
    lastDay: text('last_day'),
    /** Rows added per kind: { food, symptom, bowel, 'medication-change', questionnaire, experiment, reminder }. */
    counts: jsonb('counts').notNull(),
    added: integer('added').notNull(),
    /** The profile fields this import filled, with the values it wrote; null when it filled none. */
    profileFilled: jsonb('profile_filled').$type<Record<string, unknown>>(),
    /** Symptoms this import added to the profile (kept as new ones), which undoing it takes out. */
    symptomsAdded: text('symptoms_added').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('import_batches_user_created_idx').on(table.userId, table.createdAt),
    check(
      'import_batches_format_check',
      sql`${table.format} in ('tend', 'bearable', 'flaredown', 'pocket-symptom-tracker')`,
    ),
  ],
);

// One row per person who answered the dashboard's offer to import, on any device: the answer is
// the account's, so "Not now" on the phone is not asked again on the laptop.
export const importSettings = pgTable('import_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  offerDismissed: boolean('offer_dismissed').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
