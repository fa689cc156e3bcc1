import { Hono } from 'hono';
import type { AppDeps, SignedInEnv } from '#server/app-env.ts';
import type { SignedInPerson } from '#server/auth/session-reader.ts';
import { requireSession } from '#server/middleware/require-session.ts';
import {
  type InsightsOptions,
  type InsightsRequest,
  loadInsights,
  refreshInsights,
} from './insights.service.ts';
import { wordInsights } from './insights-wording.ts';

// The person comes from the session only (the cache row is keyed by it), and their zone travels
// with the session (server/auth/session-reader.ts), as in the journal routes.
function requestOf(user: SignedInPerson, now: Date): InsightsRequest {
  return { userId: user.id, timeZone: user.timeZone, now };
}

// The AI provider, when one is configured, words each new result before it is cached.
function optionsOf(deps: AppDeps): InsightsOptions {
  const { ai, logger } = deps;
  if (!ai) return {};
  return {
    worder: { identity: ai.identity, word: (result, userId) => wordInsights(ai, logger, result, userId) },
  };
}

export const insightsRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .get('/', async (c) => {
    const deps = c.get('deps');
    return c.json(await loadInsights(deps.db, requestOf(c.get('user'), deps.now()), optionsOf(deps)));
  })
  .post('/refresh', async (c) => {
    const deps = c.get('deps');
    return c.json(await refreshInsights(deps.db, requestOf(c.get('user'), deps.now()), optionsOf(deps)));
  });
