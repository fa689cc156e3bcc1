import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Invitation codes for SIGN_UP=invite, made by the operator (scripts/invite.ts). The code itself is
// never stored, only its SHA-256: it carries 100 random bits, so a slow hash would add nothing, and
// a copy of the database (or a backup) gives nobody a code that still works. No person is linked:
// an invitation is the operator's, and the account it let in is an ordinary account.
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull().unique(),
    /** The operator's own words on whom it is for ("Mum"); never shown to anyone signing up. */
    note: text('note'),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    check('invitations_uses_check', sql`${table.uses} between 0 and ${table.maxUses}`),
    check('invitations_max_uses_check', sql`${table.maxUses} between 1 and 10000`),
    check('invitations_note_check', sql`char_length(${table.note}) between 1 and 200`),
    check('invitations_expiry_check', sql`${table.expiresAt} > ${table.createdAt}`),
  ],
);
