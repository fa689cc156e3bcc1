import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../app-env.ts';
import { userProfiles } from '../../db/schema/index.ts';
import { requireSession } from '../../middleware/require-session.ts';

/** Who is signed in, and whether they finished onboarding (the single source of truth for routing). */
export const meRoutes = new Hono<SignedInEnv>().use(requireSession).get('/', async (c) => {
  const { id, name, email, createdAt } = c.var.user;
  const [profile] = await c.var.deps.db
    .select({ onboardingComplete: userProfiles.onboardingComplete, timezone: userProfiles.timezone })
    .from(userProfiles)
    .where(eq(userProfiles.userId, id));
  return c.json({
    id,
    name,
    email,
    createdAt: new Date(createdAt).toISOString(),
    onboardingComplete: profile?.onboardingComplete ?? false,
    timezone: profile?.timezone ?? 'UTC',
  });
});
