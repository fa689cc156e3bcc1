import { createMiddleware } from 'hono/factory';
import type { SignedInEnv } from '../app-env.ts';
import { problem } from '../http/problem.ts';

/**
 * The web app asks "who is signed in?" on every page, so a signed-out visitor's page view is
 * refused here as a matter of course: that answer is logged like any refusal, but at info, so
 * warnings stay for refusals that mean something (a route reached without signing in).
 */
function isExpectedRefusal(method: string, path: string): boolean {
  return method === 'GET' && path === '/api/me';
}

/**
 * Every /api route except health and auth: the user comes from the server-side session named by
 * the cookie, never from the request. Refusals are logged.
 */
export const requireSession = createMiddleware<SignedInEnv>(async (c, next) => {
  const read = await c.get('deps').readSession(c);
  if (!read) {
    const { logger } = c.get('deps');
    const level = isExpectedRefusal(c.req.method, c.req.path) ? 'info' : 'warn';
    logger[level](
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
