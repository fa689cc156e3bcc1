import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { send, signUp, testPassword, uniqueEmail } from '../test/users.ts';

// "Session cookie: HttpOnly, SameSite=Lax, Secure in production (__Secure- prefix)" (security.md).

const development = createTestApp();
const production = createTestApp({
  env: {
    NODE_ENV: 'production',
    AUTH_SECRET: 'production-secret-of-at-least-32-characters',
    // Required in production; nothing is mailed in these tests.
    SMTP_URL: 'smtp://127.0.0.1:2525',
  },
});
afterAll(async () => {
  await development.close();
  await production.close();
});

type Cookie = { name: string; value: string; attributes: string[] };

function parseSetCookie(header: string): Cookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const equals = pair.indexOf('=');
  return {
    name: pair.slice(0, equals),
    value: pair.slice(equals + 1),
    attributes: attributes.map((attribute) => attribute.toLowerCase()),
  };
}

async function signUpCookies(app: typeof development.app) {
  const response = await send(app, '/api/auth/sign-up/email', {
    body: { name: 'Robin', email: uniqueEmail('cookie'), password: testPassword },
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().map(parseSetCookie);
}

describe('session cookie', () => {
  it('is HttpOnly and SameSite=Lax, as is every cookie set at sign-up', async () => {
    const cookies = await signUpCookies(development.app);
    const session = cookies.find((cookie) => cookie.name === 'tend.session_token');
    expect(session).toBeDefined();
    for (const cookie of cookies) {
      expect(cookie.attributes).toContain('httponly');
      expect(cookie.attributes).toContain('samesite=lax');
      expect(cookie.attributes).toContain('path=/');
    }
  });

  it('in production is named __Secure-… and marked Secure, and still works', async () => {
    const cookies = await signUpCookies(production.app);
    const session = cookies.find((cookie) => cookie.name === '__Secure-tend.session_token');
    expect(session, cookies.map((cookie) => cookie.name).join(', ')).toBeDefined();
    for (const cookie of cookies) {
      expect(cookie.name.startsWith('__Secure-')).toBe(true);
      expect(cookie.attributes).toContain('secure');
      expect(cookie.attributes).toContain('httponly');
      expect(cookie.attributes).toContain('samesite=lax');
    }
    const cookie = `${session?.name}=${session?.value}`;
    expect((await send(production.app, '/api/me', { cookie })).status).toBe(200);
    // The unprefixed name is not accepted in production.
    expect(
      (await send(production.app, '/api/me', { cookie: `tend.session_token=${session?.value}` })).status,
    ).toBe(401);
  });

  it('is not Secure outside production, so http://localhost works for development', async () => {
    const { cookie } = await signUp(development.app);
    expect(cookie.startsWith('tend.session_token=')).toBe(true);
    const cookies = await signUpCookies(development.app);
    expect(cookies.every((each) => !each.attributes.includes('secure'))).toBe(true);
  });
});
