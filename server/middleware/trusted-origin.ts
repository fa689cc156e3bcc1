import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env.ts';
import { problem } from '../http/problem.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: a state-changing request that carries a cookie must come from our own origin. Browsers
 * always send Origin on such requests; Sec-Fetch-Site covers the rare ones that do not.
 */
export const trustedOrigin = createMiddleware<AppEnv>(async (c, next) => {
  if (safeMethods.has(c.req.method) || !c.req.header('cookie')) return next();
  const { config, logger } = c.get('deps');
  const origin = c.req.header('origin');
  const sameOrigin = origin ? origin === config.appUrl : c.req.header('sec-fetch-site') === 'same-origin';
  if (!sameOrigin) {
    logger.warn(
      {
        event: 'access-refused',
        reason: 'untrusted-origin',
        origin,
        path: c.req.path,
        requestId: c.get('requestId'),
      },
      'refused: cross-origin request',
    );
    return problem(c, 403, 'untrusted_origin', 'This request did not come from Tend itself.');
  }
  return next();
});
