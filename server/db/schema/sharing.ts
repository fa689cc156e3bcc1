import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// Links a person gives a clinician (domain/sharing/). The token is never stored, only its SHA-256;
// the passcode only as a salted scrypt hash. The failed tries and the lock live on the row so that
// every instance counts the same tries and a revocation holds on the next request everywhere.
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    label: text('label').notNull(),
    displayName: text('display_name').notNull(),
    sections: text('sections').array().notNull(),
    from: date('from_day', { mode: 'string' }).notNull(),
    to: date('to_day', { mode: 'string' }).notNull(),
    passcodeHash: text('passcode_hash'),
    failedTries: integer('failed_tries').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('share_links_user_idx').on(table.userId, table.createdAt),
    check('share_links_label_check', sql`char_length(${table.label}) between 1 and 80`),
    check('share_links_display_name_check', sql`char_length(${table.displayName}) between 1 and 40`),
    check('share_links_period_check', sql`${table.from} <= ${table.to}`),
    check('share_links_expiry_check', sql`${table.expiresAt} > ${table.createdAt}`),
  ],
);

/** When a link was opened, and roughly by what (a browser family, never the IP or full user agent). */
export const shareLinkOpens = pgTable(
  'share_link_opens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => shareLinks.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    device: text('device').notNull(),
    what: text('what', { enum: ['page', 'pdf', 'fhir'] }).notNull(),
  },
  (table) => [
    index('share_link_opens_link_idx').on(table.linkId, table.openedAt),
    check('share_link_opens_what_check', sql`${table.what} in ('page', 'pdf', 'fhir')`),
  ],
);
