import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { importBatches } from './imports.ts';

// occurred_at is the one time an entry has, on the chosen day (domain/journal/nominal-time.ts,
// decision 017): an exact time as given; the slot's nominal time on a past day or once the slot is
// over; otherwise the moment of logging. Every screen, the report, the exports and the insights
// engine read it. Days are computed from it in the person's time zone. details is validated by the domain schema of its type before it is written.
export const journalEntries = pgTable(
  'journal_entries',
  {
    // Chosen by the client, so a retried create finds the first row instead of writing a second.
    id: uuid('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['food', 'symptom', 'bowel'] }).notNull(),
    content: text('content').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    details: jsonb('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Set on an imported entry (schema/imports.ts): its batch, and where in the file it came from.
    importBatchId: uuid('import_batch_id').references(() => importBatches.id, { onDelete: 'cascade' }),
    importSourceKey: text('import_source_key'),
  },
  (table) => [
    index('journal_entries_user_occurred_idx').on(table.userId, table.occurredAt),
    uniqueIndex('journal_entries_user_source_key_idx')
      .on(table.userId, table.importSourceKey)
      .where(sql`${table.importSourceKey} is not null`),
    index('journal_entries_import_batch_idx').on(table.importBatchId),
    check('journal_entries_type_check', sql`${table.type} in ('food', 'symptom', 'bowel')`),
  ],
);

// The journal's days, kept beside the entries so that the streak and history read a few rows
// instead of every entry ever written: per person, per local day, how many entries of each type.
// Day keys are computed in JS by domain/common/day-boundaries.ts in the person's zone, never by
// PostgreSQL's `at time zone` (one implementation of day boundaries; PostgreSQL and Intl disagree
// on some zone names). Maintained by server/db/journal-days.ts: in the statement that writes an
// entry, and rebuilt from the entries when the zone changes. A day with no entry has no row.
export const journalDays = pgTable(
  'journal_days',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    foodCount: integer('food_count').notNull().default(0),
    symptomCount: integer('symptom_count').notNull().default(0),
    // Bowel movements keep a day in History but are not part of the daily goal or the
    // streak, which count meals and check-ins only (decision 019).
    bowelCount: integer('bowel_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    check(
      'journal_days_counts_check',
      sql`${table.foodCount} >= 0 and ${table.symptomCount} >= 0 and ${table.bowelCount} >= 0`,
    ),
  ],
);

// The zone a person's journal_days were computed in. No row means they were never built (people
// with entries from before the summary existed): they are built from the entries on first use,
// in JS, rather than by the migration (see the migration's comment). A write or read that finds
// another zone here than its own rebuilds first.
export const journalDayZones = pgTable('journal_day_zones', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
});

// Meals a person starred, offered first when they type a description. Keyed by the meal, not by an
// entry: starring one 'Porridge' stars the meal, and deleting that entry keeps the star. meal_key
// is the description trimmed and case-folded (domain/journal/meal-suggestions.ts, mealKey); content,
// portion and source are those of the entry that was starred, what one tap fills in.
export const favouriteMeals = pgTable(
  'favourite_meals',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    mealKey: text('meal_key').notNull(),
    content: text('content').notNull(),
    mealSize: text('meal_size', { enum: ['small', 'medium', 'large'] }).notNull(),
    mealSource: text('meal_source', { enum: ['home', 'restaurant', 'delivery'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.mealKey] }),
    check('favourite_meals_size_check', sql`${table.mealSize} in ('small', 'medium', 'large')`),
    check('favourite_meals_source_check', sql`${table.mealSource} in ('home', 'restaurant', 'delivery')`),
  ],
);
