import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Refuses request bodies over `maxSize` bytes. A body with a declared Content-Length is judged by the
 * header alone (Node's HTTP parser never reads past it). Hono's bodyLimit does the same, but only
 * after reading `c.req.raw.body`, which makes @hono/node-server build a web Request and stream for
 * request (about a tenth of a create's server time in bench:journal). Bodies without a length
 * (chunked) are counted as they stream, by Hono's bodyLimit. GET and HEAD bodies are never read by
 * any route, so they are not looked at.
 */
export function bodySizeLimit(options: {
  maxSize: number;
  onError: (c: Context) => Response;
}): MiddlewareHandler {
  const streamed = bodyLimit(options);
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    if (Number.parseInt(length, 10) > options.maxSize) return options.onError(c);
    await next();
  };
}
