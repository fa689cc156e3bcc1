import { createMiddleware } from 'hono/factory';
import type { SignedInEnv } from '../app-env.ts';
import { problem } from '../http/problem.ts';

/**
 * Every /api route except health and auth: the user comes from the server-side session named by
 * the cookie, never from the request. Refusals are logged.
 */
export const requireSession = createMiddleware<SignedInEnv>(async (c, next) => {
  const read = await c.get('deps').readSession(c);
  if (!read) {
    c.get('deps').logger.warn(
      {
        event: 'access-refused',
        reason: 'no-session',
        method: c.req.method,
        path: c.req.path,
        requestId: c.get('requestId'),
      },
      'refused: not signed in',
    );
    return problem(c, 401, 'unauthenticated', 'Please sign in to continue.');
  }
  c.set('user', read.person);
  c.set('sessionId', read.sessionId);
  await next();
});
