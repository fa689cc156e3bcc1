import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { importBatches } from './imports.ts';

// Medication history: each dated start, stop or dose change of a medication or
// supplement. The profile's lists say what someone takes now; these rows say since when, which is
// what the insights engine and the doctor need. The rules (dates, name lengths, no control
// characters) are the domain schema's (domain/medication-changes/medication-change.ts); the checks here only
// keep a row that bypassed the API from being nonsense.
export const medicationChanges = pgTable(
  'medication_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    // 'month' when only the month is known ("since March 2025"): day is then its first day.
    precision: text('precision', { enum: ['day', 'month'] })
      .notNull()
      .default('day'),
    medication: text('medication').notNull(),
    change: text('change', { enum: ['started', 'stopped', 'dose-changed'] }).notNull(),
    doseNote: text('dose_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Set on an imported change (schema/imports.ts), as on an imported journal entry.
    importBatchId: uuid('import_batch_id').references(() => importBatches.id, { onDelete: 'cascade' }),
    importSourceKey: text('import_source_key'),
  },
  (table) => [
    index('medication_changes_user_day_idx').on(table.userId, table.day),
    uniqueIndex('medication_changes_user_source_key_idx')
      .on(table.userId, table.importSourceKey)
      .where(sql`${table.importSourceKey} is not null`),
    index('medication_changes_import_batch_idx').on(table.importBatchId),
    check('medication_changes_change_check', sql`${table.change} in ('started', 'stopped', 'dose-changed')`),
    check('medication_changes_medication_check', sql`char_length(${table.medication}) between 1 and 200`),
    check('medication_changes_dose_note_check', sql`char_length(${table.doseNote}) <= 200`),
    check(
      'medication_changes_precision_check',
      sql`${table.precision} = 'day' or (${table.precision} = 'month' and extract(day from ${table.day}) = 1)`,
    ),
  ],
);
