import type { MiddlewareHandler } from 'hono';

/**
 * API responses carry personal data: no browser or proxy may keep them. The header goes onto the
 * finished response's own headers, as secureHeaders does, not through c.header: after the handler
 * c.header rebuilds the response around its body as a stream, which cost every API request a
 * second Response and a streamed write (docs/performance.md, "Long journals").
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};
