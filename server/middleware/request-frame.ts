import { randomUUID } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { FramedServerResponse, fixedHeaders } from '../http/framed-server-response.ts';
import { apiSecurityHeaders, pageSecurityHeaders, sharedSecurityHeaders } from './security-headers.ts';

const requestIdHeader = 'X-Request-Id';
const requestIdMaxLength = 255;
const requestIdPattern = /[^\w\-=]/;

// A shared link's path is its key (features/sharing): the log line names the route, not the token.
const sharedToken = /^\/shared\/[^/]+/;
export function loggedPath(path: string): string {
  return path.replace(sharedToken, '/shared/[token]');
}

/** An id a proxy in front already gave the request, when it is safe to log and send back. */
function forwardedRequestId(value: string | undefined): string | undefined {
  if (!value || value.length > requestIdMaxLength || requestIdPattern.test(value)) return undefined;
  return value;
}

/**
 * What every request gets, in one middleware: its id (the proxy's, or a new one), the app's
 * dependencies, and once the answer is built, the id, the security headers (API or page, see
 * security-headers.ts) and one log line. One middleware rather than five: each of them cost every
 * request its own promise and hand-over, a third of a journal read's server time together
 * (docs/performance.md, "Long journals").
 *
 * Behind the app's Node server (server/index.ts) the headers are fixed on Node's response before
 * the handler runs, and no handler can replace them (http/framed-server-response.ts). Anywhere else
 * (app.request in tests) they go onto the finished answer's own headers, never through c.header:
 * after the handler c.header rebuilds the answer around its body as a stream. Either way they are
 * also on answers the handler built itself (better-auth's) and on error answers.
 *
 * The log line holds the request id, method, path, status and time: never bodies, query strings or
 * headers, which can carry passwords, codes and tokens.
 */
export function requestFrame(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const { logger } = deps;
  const forApi = fixedHeaders(apiSecurityHeaders({ hsts: deps.config.isProduction }), [requestIdHeader]);
  const forPages = fixedHeaders(pageSecurityHeaders({ hsts: deps.config.isProduction }), [requestIdHeader]);
  const forShared = fixedHeaders(sharedSecurityHeaders({ hsts: deps.config.isProduction }), [
    requestIdHeader,
  ]);
  return async (c, next) => {
    const started = performance.now();
    const requestId = forwardedRequestId(c.req.header(requestIdHeader)) ?? randomUUID();
    c.set('requestId', requestId);
    c.set('deps', deps);
    const fixed = c.req.path.startsWith('/api/')
      ? forApi
      : c.req.path.startsWith('/shared/')
        ? forShared
        : forPages;
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    const onNode = outgoing instanceof FramedServerResponse;
    if (onNode) outgoing.fixHeaders(fixed, [[requestIdHeader, requestId]]);
    await next();
    if (!onNode) {
      const headers = c.res.headers;
      headers.set(requestIdHeader, requestId);
      for (const [name, value] of fixed.list) headers.set(name, value);
    }
    logger.info(
      {
        requestId,
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  };
}
