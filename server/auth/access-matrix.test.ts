import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { send, signUp } from '../test/users.ts';

// "Every /api route except health and auth requires a session" (security.md). The routes are read
// from the app itself, so a route added later without requireSession makes this test fail.

const { app, pool, close } = createTestApp();
afterAll(close);

// The unsubscribe link of a reminder email is public by design: its signed token is the proof.
const publicPaths = (path: string) =>
  path === '/api/health' ||
  path.startsWith('/api/auth/') ||
  path === '/api/sign-up' ||
  path === '/api/unsubscribe' ||
  path === '/api/unsubscribe/reminder';

/** Every concrete /api route: middleware and catch-alls are registered as ALL on a wildcard path. */
function protectedRoutes() {
  const seen = new Set<string>();
  const routes: { method: string; path: string }[] = [];
  for (const { method, path } of app.routes) {
    if (!path.startsWith('/api/') || publicPaths(path) || path.endsWith('*')) continue;
    for (const each of method === 'ALL' ? ['GET', 'POST'] : [method]) {
      const key = `${each} ${path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push({ method: each, path });
    }
  }
  return routes;
}

/** A concrete URL for a route pattern: any `:param` becomes a fresh id. */
function urlFor(path: string) {
  return path.replace(/:[^/]+/g, () => randomUUID());
}

function call(route: { method: string; path: string }, cookie?: string) {
  const hasBody = !['GET', 'HEAD'].includes(route.method);
  return send(app, urlFor(route.path), {
    method: route.method,
    ...(hasBody ? { body: {} } : {}),
    ...(cookie ? { cookie } : {}),
  });
}

const routes = protectedRoutes();

describe('access control on every /api route', () => {
  it('finds the routes to check in the app itself', () => {
    expect(routes).toContainEqual({ method: 'GET', path: '/api/me' });
    expect(routes.some((route) => publicPaths(route.path))).toBe(false);
  });

  describe.each(routes)('$method $path', (route) => {
    it('works with a live session (so the 401s below come from the session)', async () => {
      const { cookie } = await signUp(app);
      expect((await call(route, cookie)).status).not.toBe(401);
    });

    it('answers 401 without a session', async () => {
      const response = await call(route);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ status: 401, code: 'unauthenticated' });
    });

    it('answers 401 with a cookie naming no session', async () => {
      expect((await call(route, `tend.session_token=${randomUUID()}`)).status).toBe(401);
    });

    it('answers 401 with an expired session', async () => {
      const { cookie, userId } = await signUp(app);
      const expired = await pool.query(
        `update session set expires_at = now() - interval '1 second' where user_id = $1`,
        [userId],
      );
      expect(expired.rowCount).toBe(1);
      expect((await call(route, cookie)).status).toBe(401);
    });

    it('answers 401 with a session ended by signing out', async () => {
      const { cookie } = await signUp(app);
      expect((await send(app, '/api/auth/sign-out', { cookie, body: {} })).status).toBe(200);
      expect((await call(route, cookie)).status).toBe(401);
    });
  });
});
