import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { problem } from '../http/problem.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

async function checkOrigin(c: Context<AppEnv>, next: Next) {
  if (!c.req.header('cookie')) return next();
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
}

/**
 * CSRF: a state-changing request that carries a cookie must come from our own origin. Browsers
 * always send Origin on such requests; Sec-Fetch-Site covers the rare ones that do not. Reads pass
 * straight on, without a promise of their own.
 */
export const trustedOrigin: MiddlewareHandler<AppEnv> = (c, next) =>
  safeMethods.has(c.req.method) ? next() : checkOrigin(c, next);
