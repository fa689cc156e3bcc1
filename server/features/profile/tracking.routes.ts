import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { resolveTracking, type TrackingPreferences } from '#domain/profile/tracking-preferences.ts';
import { trackingPreferencesSchema } from '#domain/profile/tracking-preferences-schema.ts';
import type { SignedInEnv } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { userProfiles } from '#server/db/schema/index.ts';
import { validate } from '#server/http/validate.ts';
import { requireSession } from '#server/middleware/require-session.ts';

/** The person's switches, with the defaults for their conditions where they have not chosen. */
export async function readTracking(db: Database, userId: string): Promise<TrackingPreferences> {
  const [row] = await db
    .select({
      conditions: userProfiles.conditions,
      stress: userProfiles.trackStress,
      sleep: userProfiles.trackSleep,
      periods: userProfiles.trackPeriods,
      bowel: userProfiles.trackBowel,
    })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return resolveTracking(row ?? {}, row?.conditions ?? []);
}

// "What else to track", stored with the profile; its own route so that saving it never
// touches the profile's other fields (and the profile form's save never resets it).
export const trackingRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .get('/', async (c) => c.json(await readTracking(c.get('deps').db, c.get('user').id)))
  .put('/', validate('json', trackingPreferencesSchema), async (c) => {
    const { db } = c.get('deps');
    const { stress, sleep, periods, bowel } = c.req.valid('json');
    const values = { trackStress: stress, trackSleep: sleep, trackPeriods: periods, trackBowel: bowel };
    await db
      .insert(userProfiles)
      .values({ userId: c.get('user').id, ...values })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { ...values, updatedAt: new Date() } });
    return c.json(await readTracking(db, c.get('user').id));
  });
