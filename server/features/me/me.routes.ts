import { Hono } from 'hono';
import type { SignedInEnv } from '../../app-env.ts';
import { requireSession } from '../../middleware/require-session.ts';

export const meRoutes = new Hono<SignedInEnv>().use(requireSession).get('/', (c) => {
  const { id, name, email, createdAt } = c.var.user;
  // Onboarding state joins here with the profile (issue 4); until a profile exists it is incomplete.
  return c.json({ id, name, email, createdAt: new Date(createdAt).toISOString(), onboardingComplete: false });
});
