import { Hono } from 'hono';
import type { SignedInEnv } from '../../app-env.ts';
import type { SignedInPerson } from '../../auth/session-reader.ts';
import { requireSession } from '../../middleware/require-session.ts';
import { type InsightsRequest, loadInsights, refreshInsights } from './insights.service.ts';

// The person comes from the session only (the cache row is keyed by it), and their zone travels
// with the session (server/auth/session-reader.ts), as in the journal routes.
function requestOf(user: SignedInPerson, now: Date): InsightsRequest {
  return { userId: user.id, timeZone: user.timeZone, now };
}

export const insightsRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .get('/', async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await loadInsights(db, requestOf(c.get('user'), now())));
  })
  .post('/refresh', async (c) => {
    const { db, now } = c.get('deps');
    return c.json(await refreshInsights(db, requestOf(c.get('user'), now())));
  });
