import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';

// One line per request, keyed by the request id. Never bodies, query strings or headers: they can
// carry passwords, codes and tokens.
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
