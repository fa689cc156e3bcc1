import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// occurred_at is the moment on the chosen day: now for today, the nominal time of the meal slot or
// time of day for a past day (domain/rules/nominal-time.ts). Days are computed from it in the
// person's time zone. details is validated by the domain schema of its type before it is written.
export const journalEntries = pgTable(
  'journal_entries',
  {
    // Chosen by the client, so a retried create finds the first row instead of writing a second.
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['food', 'symptom'] }).notNull(),
    content: text('content').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    details: jsonb('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('journal_entries_user_occurred_idx').on(table.userId, table.occurredAt),
    check('journal_entries_type_check', sql`${table.type} in ('food', 'symptom')`),
  ],
);
