import { randomInt, randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { testAppUrl } from './test-app.ts';

// Each test makes its own users, so tests never share state and can run in parallel.

type App = Pick<Hono, 'request'>;

/** A fresh client address, as if each test user came from their own device. */
export function randomClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** The Node socket that app.request() lacks, so the app sees a client address. */
export function socketFrom(address: string) {
  return { incoming: { socket: { remoteAddress: address, remoteFamily: 'IPv4' } } };
}

export const testPassword = 'gentle-morning-walk-42';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID()}@example.test`;
}

/** A request as the browser would send it: same origin, JSON body. */
export function send(
  app: App,
  path: string,
  init: {
    method?: string;
    body?: unknown;
    cookie?: string;
    headers?: Record<string, string>;
    clientIp?: string;
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
    init.clientIp ? socketFrom(init.clientIp) : undefined,
  );
}

export function sessionCookie(response: Response): string {
  const cookies = response.headers.getSetCookie();
  const session = cookies.find((cookie) => cookie.includes('session_token='));
  if (!session) throw new Error(`No session cookie in ${response.status} response: ${cookies.join('; ')}`);
  return session.split(';')[0] as string;
}

export async function signUp(app: App, overrides: { email?: string; password?: string; name?: string } = {}) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? testPassword;
  const response = await send(app, '/api/auth/sign-up/email', {
    body: { name: overrides.name ?? 'Robin', email, password },
    // A distinct address per user keeps the per-address sign-up limit out of unrelated tests.
    clientIp: randomClientIp(),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  return { email, password, userId: body.user.id, cookie: sessionCookie(response) };
}

export async function signIn(app: App, email: string, password: string) {
  return send(app, '/api/auth/sign-in/email', { body: { email, password } });
}
