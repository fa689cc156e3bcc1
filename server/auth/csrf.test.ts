import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, testAppUrl } from '../test/test-app.ts';
import { send, signUp, socketFrom, uniqueIp } from '../test/users.ts';

// "State-changing requests with a cookie must come from a trusted Origin" (security.md).

const { app, auth, close } = createTestApp();
afterAll(close);

const foreignOrigins = [
  'https://evil.example',
  'null',
  `${testAppUrl}.evil.example`,
  'http://localhost:3001',
];

async function stillSignedIn(cookie: string) {
  return (await send(app, '/api/me', { cookie })).status === 200;
}

describe('cross-site request forgery', () => {
  it.each(foreignOrigins)('refuses sign-out from Origin %s and the session lives on', async (origin) => {
    const { cookie } = await signUp(app);
    const response = await send(app, '/api/auth/sign-out', { cookie, body: {}, headers: { origin } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ status: 403, code: 'untrusted_origin' });
    expect(await stillSignedIn(cookie)).toBe(true);
  });

  it('refuses a POST to our own routes from a foreign origin before routing (403, not 404/405)', async () => {
    const { cookie } = await signUp(app);
    for (const path of ['/api/me', '/api/no-such-endpoint']) {
      const response = await send(app, path, {
        cookie,
        body: {},
        headers: { origin: 'https://evil.example' },
      });
      expect(response.status).toBe(403);
      expect((await response.json()).code).toBe('untrusted_origin');
    }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await send(app, '/api/me', {
        method,
        cookie,
        body: {},
        headers: { origin: 'https://evil.example' },
      });
      expect(response.status).toBe(403);
    }
  });

  it('refuses a cookie-carrying POST with no Origin from a browser that says it is cross-site', async () => {
    const { cookie } = await signUp(app);
    const post = (path: string, headers: Record<string, string>) =>
      app.request(
        path,
        { method: 'POST', headers: { cookie, 'content-type': 'application/json', ...headers }, body: '{}' },
        socketFrom(uniqueIp()),
      );
    for (const path of ['/api/auth/sign-out', '/api/me']) {
      expect((await post(path, {})).status).toBe(403);
      expect((await post(path, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await post(path, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
    }
    expect(await stillSignedIn(cookie)).toBe(true);
  });

  it('lets a same-origin POST through', async () => {
    const { cookie } = await signUp(app);
    // Our own route: past the origin check, so the router answers (no POST /api/me exists).
    expect((await send(app, '/api/me', { cookie, body: {} })).status).toBe(404);
    const out = await send(app, '/api/auth/sign-out', { cookie, body: {} });
    expect(out.status).toBe(200);
    expect(await stillSignedIn(cookie)).toBe(false);
  });

  it('is refused by better-auth itself too, should a request ever reach it without our middleware', async () => {
    const { cookie } = await signUp(app);
    const response = await auth.handler(
      new Request(`${testAppUrl}/api/auth/sign-out`, {
        method: 'POST',
        headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
        body: '{}',
      }),
    );
    expect(response.status).toBe(403);
    expect(await stillSignedIn(cookie)).toBe(true);
  });
});
