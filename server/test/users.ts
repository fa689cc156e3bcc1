import { randomBytes, randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { testAppUrl } from './test-app.ts';

// Each test makes its own users (and addresses), so tests never share state and can run in parallel.

type App = Pick<Hono, 'request'>;

export const testPassword = 'gentle-morning-walk-42';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID()}@example.test`;
}

/**
 * A random address in 10.0.0.0/8. Rate-limit buckets live in the shared test database (and, with
 * TEST_DATABASE_URL, outlive the run), so tests never share an address unless they mean to.
 */
export function uniqueIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

/** The bindings @hono/node-server gives a handler; getConnInfo() reads the socket's address there. */
export function socketFrom(remoteAddress: string) {
  return { incoming: { socket: { remoteAddress } } };
}

/**
 * A request as the browser would send it: same origin, JSON body, from a socket address (`ip`,
 * a fresh random one by default).
 */
export function send(
  app: App,
  path: string,
  init: {
    method?: string;
    body?: unknown;
    cookie?: string;
    headers?: Record<string, string>;
    ip?: string;
  } = {},
) {
  const headers: Record<string, string> = { origin: testAppUrl, ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.cookie) headers.cookie = init.cookie;
  return app.request(
    path,
    {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    },
    socketFrom(init.ip ?? uniqueIp()),
  );
}

/**
 * The cookies a browser keeps from `response` and sends back: the session token and any other
 * cookie better-auth sets with it (such as a session-data cache, were one turned on), so that a
 * test replaying them sees what a copied cookie jar would get.
 */
export function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie();
  const kept = cookies.map((cookie) => cookie.split(';')[0] as string).filter((pair) => !pair.endsWith('='));
  if (!kept.some((pair) => pair.includes('session_token='))) {
    throw new Error(`No session cookie in ${response.status} response: ${cookies.join('; ')}`);
  }
  return kept.join('; ');
}

/** The session token named by a cookie header (without better-auth's signature). */
export function sessionToken(cookie: string): string {
  const value = /session_token=([^;]+)/.exec(cookie)?.[1];
  if (!value) throw new Error(`No session token in ${cookie}`);
  return decodeURIComponent(value).split('.')[0] as string;
}

export async function signUp(app: App, overrides: { email?: string; password?: string; name?: string } = {}) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? testPassword;
  const response = await send(app, '/api/auth/sign-up/email', {
    body: { name: overrides.name ?? 'Robin', email, password },
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { email, password, userId: body.user.id, cookie: sessionCookie(response) };
}

/** A new person whose profile lives in `timezone`: every journal rule is a rule of their calendar. */
export async function signUpInZone(app: App, timezone: string) {
  const user = await signUp(app);
  await setTimeZone(app, user.cookie, timezone);
  return user;
}

export async function setTimeZone(app: App, cookie: string, timezone: string) {
  const response = await send(app, '/api/profile/timezone', { method: 'PUT', cookie, body: { timezone } });
  if (response.status !== 200) throw new Error(`time zone ${timezone} refused: ${await response.text()}`);
}

export async function signIn(app: App, email: string, password: string, init: { ip?: string } = {}) {
  return send(app, '/api/auth/sign-in/email', { body: { email, password }, ...init });
}
