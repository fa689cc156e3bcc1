import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

// One row per person. Lists hold catalogue labels (ids for diets and triggers) and custom
// entries as 'Other: text' (see domain/profile/profile.ts).
export const userProfiles = pgTable('user_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default(''),
  timezone: text('timezone').notNull().default('UTC'),
  conditions: text('conditions').array().notNull().default([]),
  medications: text('medications').array().notNull().default([]),
  supplements: text('supplements').array().notNull().default([]),
  symptoms: text('symptoms').array().notNull().default([]),
  dietaryRestrictions: text('dietary_restrictions').array().notNull().default([]),
  suspectedTriggers: text('suspected_triggers').array().notNull().default([]),
  onboardingComplete: boolean('onboarding_complete').notNull().default(false),
  // "What else to track". Null is "not chosen yet": the default applies, which for bowel
  // movements depends on the conditions (domain/profile/tracking-preferences.ts).
  trackStress: boolean('track_stress'),
  trackSleep: boolean('track_sleep'),
  trackPeriods: boolean('track_periods'),
  trackBowel: boolean('track_bowel'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
