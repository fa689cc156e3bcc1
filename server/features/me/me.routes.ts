import { Hono } from 'hono';
import type { SignedInEnv } from '../../app-env.ts';
import { requireSession } from '../../middleware/require-session.ts';

export const meRoutes = new Hono<SignedInEnv>().use(requireSession).get('/', (c) => {
  const { id, name, email, createdAt } = c.var.user;
  return c.json({ id, name, email, createdAt: new Date(createdAt).toISOString() });
});
