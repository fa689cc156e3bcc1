import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { send, sessionCookie, sessionToken, signIn, signUp } from '../test/users.ts';

// "A successful reset or password change ends every other session of that user", and "users can
// list and end their sessions" (security.md).

const { app, close } = createTestApp();
afterAll(close);

const newPassword = 'lantern-by-the-sea-31';

async function signedIn(cookie: string) {
  return (await send(app, '/api/me', { cookie })).status === 200;
}

/** The cookie a browser holds after `response`: the new session cookie if one was set, else the old one. */
function cookieAfter(response: Response, previous: string) {
  const setsSession = response.headers.getSetCookie().some((cookie) => cookie.includes('session_token='));
  return setsSession ? sessionCookie(response) : previous;
}

async function listSessions(cookie: string) {
  const response = await send(app, '/api/auth/list-sessions', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; token?: string }[];
}

describe('changing the password', () => {
  it.each([{ revokeOtherSessions: false }, {}, { revokeOtherSessions: true }])(
    'ends every other session, keeps this one (client sent %o)',
    async (option) => {
      const { email, password, cookie } = await signUp(app);
      const otherDevice = sessionCookie(await signIn(app, email, password));

      const response = await send(app, '/api/auth/change-password', {
        cookie,
        body: { currentPassword: password, newPassword, ...option },
      });
      expect(response.status).toBe(200);

      expect(await signedIn(otherDevice)).toBe(false);
      const thisDevice = cookieAfter(response, cookie);
      expect(await signedIn(thisDevice)).toBe(true);
      expect(await listSessions(thisDevice)).toHaveLength(1);
      expect((await signIn(app, email, password)).status).toBe(401);
      expect((await signIn(app, email, newPassword)).status).toBe(200);
    },
  );

  it('refuses a wrong current password and changes nothing', async () => {
    const { email, password, cookie } = await signUp(app);
    const otherDevice = sessionCookie(await signIn(app, email, password));

    const response = await send(app, '/api/auth/change-password', {
      cookie,
      body: { currentPassword: 'not-my-password-9', newPassword, revokeOtherSessions: true },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('INVALID_PASSWORD');

    expect(await signedIn(cookie)).toBe(true);
    expect(await signedIn(otherDevice)).toBe(true);
    expect((await signIn(app, email, newPassword)).status).toBe(401);
    expect((await signIn(app, email, password)).status).toBe(200);
  });

  it('refuses a common new password', async () => {
    const { password, cookie } = await signUp(app);
    const response = await send(app, '/api/auth/change-password', {
      cookie,
      body: { currentPassword: password, newPassword: 'qwerty123' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(
      'This password is too common and easy to guess. Please choose another one.',
    );
  });

  it('needs a session', async () => {
    const response = await send(app, '/api/auth/change-password', {
      body: { currentPassword: 'whatever-it-is-1', newPassword },
    });
    expect(response.status).toBe(401);
  });
});

describe('listing and ending sessions', () => {
  it('lists both sessions after signing in twice, and ends the other one', async () => {
    const { email, password, cookie } = await signUp(app);
    const otherDevice = sessionCookie(await signIn(app, email, password));

    const sessions = await listSessions(cookie);
    expect(sessions).toHaveLength(2);
    expect(await listSessions(otherDevice)).toHaveLength(2);

    const response = await send(app, '/api/auth/revoke-other-sessions', { cookie, body: {} });
    expect(response.status).toBe(200);
    expect(await signedIn(otherDevice)).toBe(false);
    expect(await signedIn(cookie)).toBe(true);
    expect(await listSessions(cookie)).toHaveLength(1);
  });

  it('ends one chosen session of ones own, but never another person’s', async () => {
    const alice = await signUp(app);
    const aliceLaptop = sessionCookie(await signIn(app, alice.email, alice.password));
    const bob = await signUp(app);

    expect(await listSessions(alice.cookie)).toHaveLength(2);
    // The token is the laptop's own cookie: the list never shows it (see the next test).
    const laptopToken = sessionToken(aliceLaptop);

    // Bob cannot end Alice's session, even knowing its token.
    await send(app, '/api/auth/revoke-session', { cookie: bob.cookie, body: { token: laptopToken } });
    expect(await signedIn(aliceLaptop)).toBe(true);

    const response = await send(app, '/api/auth/revoke-session', {
      cookie: alice.cookie,
      body: { token: laptopToken },
    });
    expect(response.status).toBe(200);
    expect(await signedIn(aliceLaptop)).toBe(false);
    expect(await signedIn(alice.cookie)).toBe(true);
  });

  it('never shows a session token to the page: not in the list, not in get-session', async () => {
    const { email, password, cookie } = await signUp(app);
    const otherDevice = sessionCookie(await signIn(app, email, password));
    const tokens = [sessionToken(cookie), sessionToken(otherDevice)];

    const list = await send(app, '/api/auth/list-sessions', { cookie });
    const listed = (await list.json()) as Record<string, unknown>[];
    expect(listed).toHaveLength(2);
    for (const session of listed) {
      expect(session).not.toHaveProperty('token');
      expect(session).toHaveProperty('id');
      expect(session).toHaveProperty('userAgent');
    }

    const current = await send(app, '/api/auth/get-session', { cookie });
    expect(current.status).toBe(200);
    const answer = (await current.json()) as { session: Record<string, unknown>; user: { email: string } };
    expect(answer.user.email).toBe(email);
    expect(answer.session).not.toHaveProperty('token');
    expect(answer.session).toHaveProperty('id');

    const bodies = JSON.stringify(listed) + JSON.stringify(answer);
    for (const token of tokens) expect(bodies).not.toContain(token);
  });
});
