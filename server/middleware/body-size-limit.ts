import type { Context, MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Refuses request bodies over `maxSize` bytes. A body with a declared Content-Length is judged by the
 * header alone (Node's HTTP parser never reads past it). Hono's bodyLimit does the same, but only
 * after reading `c.req.raw.body`, which makes @hono/node-server build a web Request and stream for
 * request (about a tenth of a create's server time in bench:journal). Bodies without a length
 * (chunked) are counted as they stream, by Hono's bodyLimit. GET and HEAD bodies are never read by
 * any route, so they are not looked at.
 *
 * The refusal closes the connection (Connection: close). The rest of the body is never read, and
 * @hono/node-server gives up draining it after half a second: a connection announced as keep-alive
 * was then dropped under a client still sending, and the client's next request on it failed.
 */
export function bodySizeLimit(options: {
  maxSize: number;
  onError: (c: Context) => Response;
}): MiddlewareHandler {
  const refuse = (c: Context) => {
    const response = options.onError(c);
    response.headers.set('Connection', 'close');
    return response;
  };
  const streamed = bodyLimit({ maxSize: options.maxSize, onError: refuse });
  const judge = async (c: Context, next: Next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    if (Number.parseInt(length, 10) > options.maxSize) return refuse(c);
    await next();
  };
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : judge(c, next));
}
