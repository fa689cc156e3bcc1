import { eq } from 'drizzle-orm';
import { monthStartDay } from '#domain/medication-changes/public.ts';
import { sinceName } from '#domain/profile/onboarding.ts';
import type { Profile } from '#domain/profile/profile.ts';
import type { TrackingPreferences } from '#domain/profile/tracking-preferences.ts';
import type { Database } from '#server/db/client.ts';
import { lockJournalDays, rebuildJournalDays } from '#server/db/journal-days.ts';
import { medicationChanges, userProfiles } from '#server/db/schema/index.ts';
import { rescheduleUserReminders } from '#server/features/reminders/public.ts';

export type ProfileDto = Profile & {
  timezone: string;
  onboardingComplete: boolean;
  updatedAt: string | null;
};

/**
 * A person who has not been through onboarding yet has an empty profile, named after their account.
 * The row may exist before onboarding saves a name (the browser's time zone and the tracking
 * switches are stored as soon as the person is signed in), so an empty name there is the account's
 * name too: onboarding reads its first name from here, in any tab, not from what one tab kept.
 */
export async function readProfile(db: Database, user: { id: string; name: string }): Promise<ProfileDto> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
  if (!row) {
    return {
      name: user.name,
      timezone: 'UTC',
      conditions: [],
      medications: [],
      supplements: [],
      symptoms: [],
      dietaryRestrictions: [],
      suspectedTriggers: [],
      onboardingComplete: false,
      updatedAt: null,
    };
  }
  return {
    name: row.name === '' ? user.name : row.name,
    timezone: row.timezone,
    conditions: row.conditions,
    medications: row.medications,
    supplements: row.supplements,
    symptoms: row.symptoms,
    dietaryRestrictions: row.dietaryRestrictions,
    suspectedTriggers: row.suspectedTriggers,
    onboardingComplete: row.onboardingComplete,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One upsert keyed by the session's user: the spec's three-endpoint fallback chain becomes a single
 * statement that either fully happens or not at all.
 */
export async function saveProfile(
  db: Pick<Database, 'insert'>,
  userId: string,
  profile: Profile,
  options: { completeOnboarding?: boolean; tracking?: TrackingPreferences | undefined } = {},
): Promise<void> {
  const now = new Date();
  const { tracking } = options;
  // What onboarding's optional "What else to track" chose goes in the same statement as the profile.
  const trackingValues = tracking
    ? {
        trackStress: tracking.stress,
        trackSleep: tracking.sleep,
        trackPeriods: tracking.periods,
        trackBowel: tracking.bowel,
      }
    : {};
  const values = { ...profile, ...trackingValues, updatedAt: now };
  await db
    .insert(userProfiles)
    .values({ userId, ...values, onboardingComplete: options.completeOnboarding ?? false })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      // Saving the profile page never un-completes onboarding.
      set: options.completeOnboarding ? { ...values, onboardingComplete: true } : values,
    });
}

/**
 * Onboarding's "Since when?": each answer is a start known by its month, stored as a medication
 * change (the table the medication history, the report, the exports and the insights read).
 */
export async function saveStartMonths(
  db: Pick<Database, 'insert'>,
  userId: string,
  since: readonly { medication: string; month: string }[],
  now: Date,
): Promise<void> {
  if (since.length === 0) return;
  await db.insert(medicationChanges).values(
    since.map(({ medication, month }) => ({
      userId,
      day: monthStartDay(month),
      precision: 'month' as const,
      medication: sinceName(medication),
      change: 'started' as const,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/**
 * The zone decides which local day every entry falls on, so the journal's day summary is rebuilt in
 * the same transaction as the change. The per-person lock taken first makes two changes in
 * parallel run one after the other: the profile and the summary end in the same (last) zone.
 */
export async function saveTimezone(db: Database, userId: string, timezone: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockJournalDays(tx, userId);
    const [before] = await tx
      .select({ timezone: userProfiles.timezone })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId));
    await tx
      .insert(userProfiles)
      .values({ userId, timezone })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { timezone, updatedAt: new Date() } });
    // The browser reports its zone on every visit; only a real change costs a rebuild. Reminders
    // are set on the person's clock, so they move with it.
    if ((before?.timezone ?? 'UTC') !== timezone) {
      await rebuildJournalDays(tx, userId);
      await rescheduleUserReminders(tx, userId, new Date());
    }
  });
}
