import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// One import of a file: what it was, when, and how many entries of each kind it added. The
// entries it wrote name it (journal_entries.import_batch_id, medication_changes.import_batch_id,
// on delete cascade), so undoing an import is deleting its batch. Entries also keep their source
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
    /** Entries added per kind: { food, symptom, bowel, 'medication-change' }. */
    counts: jsonb('counts').notNull(),
    added: integer('added').notNull(),
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
