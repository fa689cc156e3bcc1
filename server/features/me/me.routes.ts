import { Hono } from 'hono';
import type { SignedInEnv } from '#server/app-env.ts';
import { requireSession } from '#server/middleware/require-session.ts';

/**
 * Who is signed in, and whether they finished onboarding (the single source of truth for routing).
 * All of it is read with the session.
 */
export const meRoutes = new Hono<SignedInEnv>().use(requireSession).get('/', (c) => {
  const { id, name, email, createdAt, onboardingComplete, timeZone } = c.var.user;
  return c.json({
    id,
    name,
    email,
    createdAt: createdAt.toISOString(),
    onboardingComplete,
    timezone: timeZone,
  });
});
