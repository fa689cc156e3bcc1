import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// The spec's user_insights: the engine's last result for a person, kept 24 hours. One row per
// person (user_id is the key), so a write is an upsert and two instances computing at once can
// never leave two rows. journal_fingerprint is ours, not the spec's: it names the exact journal the
// result was computed from (see server/features/insights/insights.service.ts), because entries
// carry the database's clock while generated_at carries the app's, and a deleted entry leaves no
// timestamp at all to compare.
export const userInsights = pgTable('user_insights', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  insights: jsonb('insights').notNull(),
  journalFingerprint: text('journal_fingerprint').notNull(),
  // 'engine' or 'ai': whether `insights` holds the engine's texts or an AI provider's checked
  // rewording of them (decision 011), so a cached answer says who worded it without asking again.
  wording: text('wording', { enum: ['ai', 'engine'] })
    .notNull()
    .default('engine'),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
