import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, testAppUrl } from '../test/test-app.ts';
import {
  send,
  sessionCookie,
  sessionToken,
  signUp,
  socketFrom,
  uniqueEmail,
  uniqueIp,
} from '../test/users.ts';
import { maxJsonDepth, nestingExceeds } from './auth-gate.ts';

// Every auth endpoint answers bad input with a 4xx problem naming the field, before better-auth (or
// a brake writing to rate_limit) sees it; endpoints the app does not use answer 404.

const { app, auth, pool, close } = createTestApp();
afterAll(close);

type ProblemBody = {
  status: number;
  code: string;
  detail: string;
  errors?: { field: string; message: string }[];
};

/** A raw body, exactly as given, with a content type of one's choosing. */
function sendRaw(path: string, body: string, init: { contentType?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { origin: testAppUrl };
  if (init.contentType !== undefined) headers['content-type'] = init.contentType;
  if (init.cookie) headers.cookie = init.cookie;
  return app.request(path, { method: 'POST', headers, body }, socketFrom(uniqueIp()));
}

async function expectProblem(response: Response, status: number, field?: string): Promise<ProblemBody> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  const body = (await response.json()) as ProblemBody;
  expect(body.status).toBe(status);
  if (field !== undefined) expect(body.errors?.map((error) => error.field)).toContain(field);
  return body;
}

async function rateLimitKeysLike(pattern: string) {
  const { rows } = await pool.query<{ key: string }>('select key from rate_limit where key like $1', [
    pattern,
  ]);
  return rows.map((row) => row.key);
}

async function userNamed(email: string) {
  const { rows } = await pool.query<{ name: string; image: string | null }>(
    'select name, image from "user" where email = $1',
    [email.toLowerCase()],
  );
  return rows[0];
}

const nested = (open: string, close: string, depth: number) => open.repeat(depth) + close.repeat(depth);

describe('auth request validation', () => {
  it('refuses a NUL in the email on sign-in and reset requests before the brakes store it', async () => {
    const marker = `nul-${crypto.randomUUID()}`;
    const email = `${marker}\u0000@example.test`;
    const signIn = await send(app, '/api/auth/sign-in/email', {
      body: { email, password: 'whatever-it-is-1' },
    });
    await expectProblem(signIn, 400, 'email');
    const reset = await send(app, '/api/auth/email-otp/request-password-reset', { body: { email } });
    await expectProblem(reset, 400, 'email');
    expect(await rateLimitKeysLike(`%${marker}%`)).toEqual([]);
  });

  it('refuses bodies nested deeper than the limit, and a NUL in a session token, with 400', async () => {
    const { cookie } = await signUp(app);
    const deepObjects = `{"currentPassword":"x","newPassword":${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}}`;
    const change = await sendRaw('/api/auth/change-password', deepObjects, {
      contentType: 'application/json',
      cookie,
    });
    expect((await expectProblem(change, 400)).code).toBe('too_deeply_nested');

    const deepArrays = `{"name":${nested('[', ']', 20_000)}}`;
    const signUpDeep = await sendRaw('/api/auth/sign-up/email', deepArrays, {
      contentType: 'application/json',
    });
    expect((await expectProblem(signUpDeep, 400)).code).toBe('too_deeply_nested');

    const revoke = await send(app, '/api/auth/revoke-session', { cookie, body: { token: 'good\u0000food' } });
    await expectProblem(revoke, 400, 'token');
    expect((await send(app, '/api/me', { cookie })).status).toBe(200);
  });

  it('refuses bodies that are not JSON, or not sent as JSON', async () => {
    const notJson = await sendRaw('/api/auth/sign-in/email', '{"email": ', {
      contentType: 'application/json',
    });
    expect((await expectProblem(notJson, 400)).code).toBe('malformed_json');
    const body = JSON.stringify({ email: uniqueEmail(), password: 'whatever-it-is-1' });
    const asText = await sendRaw('/api/auth/sign-in/email', body, { contentType: 'text/plain' });
    expect((await expectProblem(asText, 415)).code).toBe('unsupported_media_type');
    const asForm = await sendRaw('/api/auth/sign-in/email', 'email=a%40b.test&password=x', {
      contentType: 'application/x-www-form-urlencoded',
    });
    await expectProblem(asForm, 415);
    const noType = await sendRaw('/api/auth/sign-in/email', body);
    await expectProblem(noType, 415);
    const array = await send(app, '/api/auth/sign-in/email', { body: [1, 2] });
    await expectProblem(array, 400, '(body)');
    const empty = await sendRaw('/api/auth/sign-in/email', '', { contentType: 'application/json' });
    await expectProblem(empty, 400);
  });

  it('takes sign-out without any body, as better-auth itself does', async () => {
    const { cookie } = await signUp(app);
    const response = await app.request(
      '/api/auth/sign-out',
      { method: 'POST', headers: { origin: testAppUrl, cookie } },
      socketFrom(uniqueIp()),
    );
    expect(response.status).toBe(200);
    expect((await send(app, '/api/me', { cookie })).status).toBe(401);
  });

  it('refuses unknown and mistyped fields, naming them', async () => {
    const extra = await send(app, '/api/auth/sign-in/email', {
      body: { email: uniqueEmail(), password: 'whatever-it-is-1', rememberMe: 'forever' },
    });
    await expectProblem(extra, 400, 'rememberMe');
    const otherType = await send(app, '/api/auth/email-otp/check-verification-otp', {
      body: { email: uniqueEmail(), type: 'email-verification', otp: '123456' },
    });
    await expectProblem(otherType, 400, 'type');
    const { cookie } = await signUp(app);
    const revokeAll = await send(app, '/api/auth/revoke-other-sessions', {
      cookie,
      body: { everyone: true },
    });
    await expectProblem(revokeAll, 400, 'everyone');
  });
});

describe('sign-up names and images', () => {
  it('applies the profile’s name rules: at most 80 characters, no control characters, not blank', async () => {
    for (const name of ['x'.repeat(60_000), 'Robin\u0000', 'Robin\u0007Hood', 'Robin\nHood', '   ', 81]) {
      const email = uniqueEmail('name');
      const response = await send(app, '/api/auth/sign-up/email', {
        body: { name, email, password: 'gentle-morning-walk-42' },
      });
      await expectProblem(response, 400, 'name');
      expect(await userNamed(email)).toBeUndefined();
    }
    const email = uniqueEmail('name');
    const ok = await send(app, '/api/auth/sign-up/email', {
      body: { name: `  ${'é'.repeat(80)} `, email, password: 'gentle-morning-walk-42' },
    });
    expect(ok.status).toBe(200);
    expect((await userNamed(email))?.name).toBe('é'.repeat(80));
  });

  it('refuses an image on sign-up, whatever its URL', async () => {
    for (const image of ['javascript:alert(1)', 'https://example.test/me.png']) {
      const email = uniqueEmail('image');
      const response = await send(app, '/api/auth/sign-up/email', {
        body: { name: 'Robin', email, password: 'gentle-morning-walk-42', image },
      });
      await expectProblem(response, 400, 'image');
      expect(await userNamed(email)).toBeUndefined();
    }
  });
});

describe('session tokens stay in the cookie', () => {
  it('leaves the token out of the sign-up and sign-in answers, and the cookie still signs in', async () => {
    const email = uniqueEmail();
    const password = 'gentle-morning-walk-42';
    const signedUp = await send(app, '/api/auth/sign-up/email', { body: { name: 'Robin', email, password } });
    expect(signedUp.status).toBe(200);
    const signUpCookie = sessionCookie(signedUp);
    const signUpText = await signedUp.text();
    expect(JSON.parse(signUpText)).not.toHaveProperty('token');
    expect(signUpText).not.toContain(sessionToken(signUpCookie));

    const signedIn = await send(app, '/api/auth/sign-in/email', { body: { email, password } });
    expect(signedIn.status).toBe(200);
    const signInCookie = sessionCookie(signedIn);
    const signInText = await signedIn.text();
    expect(JSON.parse(signInText)).toMatchObject({ user: { email } });
    expect(JSON.parse(signInText)).not.toHaveProperty('token');
    expect(signInText).not.toContain(sessionToken(signInCookie));

    expect((await send(app, '/api/me', { cookie: signUpCookie })).status).toBe(200);
    expect((await send(app, '/api/me', { cookie: signInCookie })).status).toBe(200);
  });
});

// The endpoints the web client calls (web/lib/auth-client.ts and its callers).
const exposed = new Set([
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /get-session',
  'GET /list-sessions',
  'POST /revoke-session',
  'POST /revoke-other-sessions',
  'POST /change-password',
  'POST /delete-user',
  'POST /email-otp/request-password-reset',
  'POST /email-otp/check-verification-otp',
  'POST /email-otp/reset-password',
]);

describe('endpoints the app does not use', () => {
  it('answers 404 for every other better-auth endpoint and method, signed in or not', async () => {
    const { cookie, email } = await signUp(app, { name: 'Robin' });
    const closed: string[] = [];
    for (const endpoint of Object.values(auth.api) as { path?: string; options?: { method?: unknown } }[]) {
      if (!endpoint.path) continue;
      const declared = endpoint.options?.method;
      const methods = Array.isArray(declared) ? declared : [declared ?? 'GET'];
      for (const method of [...new Set([...methods, 'GET', 'POST'])] as string[]) {
        if (exposed.has(`${method} ${endpoint.path}`)) continue;
        const path = `/api/auth${endpoint.path.replace(':id', 'credential').replace(':token', 'abc')}`;
        const response = await send(app, path, {
          method,
          cookie,
          body: method === 'GET' ? undefined : { name: null, email, image: 'javascript:alert(1)' },
        });
        expect.soft(response.status, `${method} ${path}`).toBe(404);
        closed.push(`${method} ${endpoint.path}`);
      }
    }
    // The list comes from better-auth itself: a new version's endpoints are closed too.
    expect(closed).toContain('POST /update-user');
    expect(closed).toContain('POST /forget-password/email-otp');
    expect(closed).toContain('POST /email-otp/send-verification-otp');
    expect(closed.length).toBeGreaterThan(30);
    expect(await userNamed(email)).toEqual({ name: 'Robin', image: null });
    expect((await send(app, '/api/me', { cookie })).status).toBe(200);
  });

  it('closes update-user to every body the issue found answering 500', async () => {
    const { cookie } = await signUp(app);
    for (const body of [`{"name":null}`, `{"name":"a\\u0000b"}`, `{"name":${nested('[', ']', 20_000)}}`]) {
      const response = await sendRaw('/api/auth/update-user', body, {
        contentType: 'application/json',
        cookie,
      });
      await expectProblem(response, 404);
    }
  });
});

describe('nestingExceeds', () => {
  it('counts brackets outside strings only', () => {
    expect(nestingExceeds(nested('[', ']', maxJsonDepth), maxJsonDepth)).toBe(false);
    expect(nestingExceeds(nested('[', ']', maxJsonDepth + 1), maxJsonDepth)).toBe(true);
    expect(nestingExceeds(`{"a":${nested('{"b":', '}', 3).replace('}', '1}')}}`, 3)).toBe(true);
    expect(nestingExceeds(JSON.stringify({ text: '[[[[[[{{{{{{' }), 2)).toBe(false);
    expect(nestingExceeds(JSON.stringify({ text: 'a \\" [[[[ "' }), 2)).toBe(false);
    expect(nestingExceeds(`["\\\\", [[1]]]`, 2)).toBe(true);
  });
});
