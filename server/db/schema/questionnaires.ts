import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { importBatches } from './imports.ts';

// Clinical questionnaires (domain/questionnaires/): each filled one with its answers as given and
// the score and band worked out when it was saved or corrected, and each person's schedule. The
// rules are the domain's; the checks here only keep a row that bypassed the API from being nonsense.
export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    instrument: text('instrument', { enum: ['psaid-12', 'hbi', 'sccai', 'ra-core'] }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    // The first day of the person's week holding `day`: one questionnaire per instrument per week.
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    answers: jsonb('answers').$type<Record<string, number | string[]>>().notNull(),
    // Null for an instrument with no total (the RA core set).
    total: numeric('total', { precision: 6, scale: 2, mode: 'number' }),
    band: text('band'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Set on a row brought by importing Tend's export (schema/imports.ts): its batch, and its source key.
    importBatchId: uuid('import_batch_id').references(() => importBatches.id, { onDelete: 'cascade' }),
    importSourceKey: text('import_source_key'),
  },
  (table) => [
    uniqueIndex('questionnaire_responses_user_source_key_idx')
      .on(table.userId, table.importSourceKey)
      .where(sql`${table.importSourceKey} is not null`),
    uniqueIndex('questionnaire_responses_user_instrument_week_idx').on(
      table.userId,
      table.instrument,
      table.weekStart,
    ),
    check(
      'questionnaire_responses_instrument_check',
      sql`${table.instrument} in ('psaid-12', 'hbi', 'sccai', 'ra-core')`,
    ),
    check('questionnaire_responses_week_check', sql`${table.weekStart} <= ${table.day}`),
  ],
);

export const questionnaireSettings = pgTable(
  'questionnaire_settings',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    frequency: text('frequency', { enum: ['weekly', 'every-4-weeks', 'off'] }).notNull(),
    weekday: integer('weekday').notNull(),
    // Null: every questionnaire the conditions offer.
    instruments: text('instruments').array(),
    // The day the schedule was set, from which 4-weekly periods count.
    anchorDay: date('anchor_day', { mode: 'string' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('questionnaire_settings_weekday_check', sql`${table.weekday} between 0 and 6`),
    check(
      'questionnaire_settings_frequency_check',
      sql`${table.frequency} in ('weekly', 'every-4-weeks', 'off')`,
    ),
  ],
);
