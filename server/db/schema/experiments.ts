import { sql } from 'drizzle-orm';
import { check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { importBatches } from './imports.ts';

// Food experiments: a guided break from one food and its reintroduction. The plan is
// kept exactly as planExperiment returned it; pauses and the one extension are kept beside it, and
// the day-by-day plan a person follows is derived from the three (domain/experiments/
// schedule.ts), so the original design stays readable after the fact. The rules (foods, symptoms,
// start) are the domain schema's (domain/experiments/experiment-schema.ts); the checks here only keep a row
// that bypassed the API from being nonsense. See docs/decisions/025-experiments-in-the-app.md.
export const experiments = pgTable(
  'experiments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    food: text('food').notNull(),
    symptoms: text('symptoms').array().notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    /** The plan as planExperiment returned it (the experiment engine's public contract). */
    plan: jsonb('plan').notNull(),
    state: text('state', { enum: ['running', 'paused', 'stopped', 'finished'] }).notNull(),
    /** Each pause: { from: day it began, to: day it ended, or null while paused }. */
    pauses: jsonb('pauses').notNull().default(sql`'[]'::jsonb`),
    /** The days the one extension appended, in the original plan's calendar; null if none. */
    extension: jsonb('extension'),
    /** When the plan was extended, the result at its original end: both figures are reported. */
    firstResult: jsonb('first_result'),
    /** The analysis when the experiment ended (stopped or finished); null while it runs. */
    result: jsonb('result'),
    /** The day on the person's calendar it was stopped or finished. */
    endedOn: date('ended_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Set on a row brought by importing Tend's export (schema/imports.ts): its batch, and its source key.
    importBatchId: uuid('import_batch_id').references(() => importBatches.id, { onDelete: 'cascade' }),
    importSourceKey: text('import_source_key'),
  },
  (table) => [
    uniqueIndex('experiments_user_source_key_idx')
      .on(table.userId, table.importSourceKey)
      .where(sql`${table.importSourceKey} is not null`),
    index('experiments_user_idx').on(table.userId, table.createdAt),
    // One experiment at a time: two at once would each make the other's food days meaningless.
    uniqueIndex('experiments_one_active_idx')
      .on(table.userId)
      .where(sql`${table.state} in ('running', 'paused')`),
    check('experiments_state_check', sql`${table.state} in ('running', 'paused', 'stopped', 'finished')`),
    check('experiments_food_check', sql`char_length(${table.food}) between 1 and 40`),
    check('experiments_symptoms_check', sql`cardinality(${table.symptoms}) between 1 and 30`),
    check(
      'experiments_ended_check',
      sql`(${table.state} in ('running', 'paused')) = (${table.endedOn} is null)`,
    ),
  ],
);
