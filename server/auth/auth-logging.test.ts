import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { createTestApp } from '../test/test-app.ts';
import { send, sessionCookie, sessionToken, signIn, signUp, uniqueEmail, uniqueIp } from '../test/users.ts';
import { accountTag } from './auth.routes.ts';
import { signInFailureLimit } from './sign-in-throttle.ts';

// "Every sign-in attempt and every refused access is logged, without the password, code or token"
// (security.md). The app logs through the real logger configuration into memory.

const lines: string[] = [];
const logger = createLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) });
const mail: MailMessage[] = [];
const { app, auth, close } = createTestApp({
  logger,
  mailer: {
    async send(message) {
      mail.push(message);
    },
  },
});
afterAll(close);
beforeEach(() => {
  lines.length = 0;
});

type LogLine = Record<string, unknown> & { msg: string };
const entries = () => lines.map((line) => JSON.parse(line) as LogLine);
const withMessage = (msg: string) => entries().filter((entry) => entry.msg === msg);

/** Not as a whole token anywhere (a 6-digit code may well occur inside a 13-digit timestamp). */
function expectNowhereInLog(secret: string) {
  expect(secret.length).toBeGreaterThanOrEqual(6);
  const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const token = new RegExp(`(?<![0-9A-Za-z])${escaped}(?![0-9A-Za-z])`);
  expect(lines.filter((line) => token.test(line))).toEqual([]);
}

describe('security log', () => {
  it('logs every sign-in attempt with its outcome, never the password or session token', async () => {
    const password = 'orchid-lantern-5521';
    const wrong = 'orchid-lantern-5522';
    const { email } = await signUp(app, { password });
    lines.length = 0;

    expect((await signIn(app, email, wrong)).status).toBe(401);
    const success = await signIn(app, email, password);
    expect(success.status).toBe(200);
    const token = sessionToken(sessionCookie(success));

    // The account is named by a keyed hash of its email, the same on every line about it.
    const account = accountTag(email, auth.options.secret ?? '');
    expect(account).toMatch(/^[0-9a-f]{12}$/);
    const attempts = withMessage('sign-in attempt');
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toMatchObject({ event: 'sign-in', outcome: 'failure', status: 401, account });
    expect(attempts[1]).toMatchObject({ event: 'sign-in', outcome: 'success', status: 200, account });
    expect(typeof attempts[0]?.ip).toBe('string');

    expectNowhereInLog(password);
    expectNowhereInLog(wrong);
    expectNowhereInLog(token);
    expect(lines.filter((line) => line.includes(email))).toEqual([]);
  });

  it('names the account tried, not its address, so a guess at someone else never logs their email', async () => {
    const someoneElse = uniqueEmail('someone-else');
    expect((await signIn(app, someoneElse, 'orchid-lantern-0001')).status).toBe(401);
    const [attempt] = withMessage('sign-in attempt');
    expect(attempt).toMatchObject({
      outcome: 'failure',
      account: accountTag(someoneElse, auth.options.secret ?? ''),
    });
    expect(attempt?.account).not.toBe(accountTag(someoneElse, 'another-secret-another-secret-0000'));
    expect(lines.filter((line) => line.includes(someoneElse))).toEqual([]);
  });

  it('logs sign-ins refused by the per-account brake and by the per-address limit', async () => {
    const { email } = await signUp(app);
    for (let attempt = 0; attempt < signInFailureLimit; attempt++) {
      await signIn(app, email, 'orchid-lantern-0000');
    }
    lines.length = 0;
    expect((await signIn(app, email, 'orchid-lantern-0000')).status).toBe(429);
    expect(withMessage('sign-in refused: too many failures')).toEqual([
      expect.objectContaining({
        event: 'sign-in',
        outcome: 'locked',
        account: accountTag(email, auth.options.secret ?? ''),
      }),
    ]);

    const ip = uniqueIp();
    let limited: Response | undefined;
    for (let attempt = 0; attempt < 50 && limited?.status !== 429; attempt++) {
      limited = await signIn(app, `nobody-${attempt}-${ip}@example.test`, 'orchid-lantern-0000', { ip });
    }
    expect(limited?.status).toBe(429);
    expect(withMessage('sign-in attempt').at(-1)).toMatchObject({ outcome: 'rate-limited', status: 429, ip });
    expectNowhereInLog('orchid-lantern-0000');
  });

  it('logs a refused access without a session, and a refused cross-origin request', async () => {
    expect((await send(app, '/api/profile')).status).toBe(401);
    expect(withMessage('refused: not signed in')).toEqual([
      expect.objectContaining({
        level: 40,
        event: 'access-refused',
        reason: 'no-session',
        method: 'GET',
        path: '/api/profile',
      }),
    ]);

    // Every signed-out page view asks who is signed in: expected, so it is no warning.
    lines.length = 0;
    expect((await send(app, '/api/me')).status).toBe(401);
    expect(withMessage('refused: not signed in')).toEqual([
      expect.objectContaining({ level: 30, event: 'access-refused', reason: 'no-session', path: '/api/me' }),
    ]);
    expect(entries().filter((entry) => Number(entry.level) >= 40)).toEqual([]);

    const { cookie } = await signUp(app);
    lines.length = 0;
    const forged = await send(app, '/api/auth/sign-out', {
      cookie,
      body: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(withMessage('refused: cross-origin request')).toEqual([
      expect.objectContaining({
        event: 'access-refused',
        reason: 'untrusted-origin',
        origin: 'https://evil.example',
      }),
    ]);
    expectNowhereInLog(sessionToken(cookie));
  });

  it('never logs a reset code or the new password', async () => {
    const { email } = await signUp(app);
    expect((await send(app, '/api/auth/email-otp/request-password-reset', { body: { email } })).status).toBe(
      200,
    );
    const code = /Your reset code is: (\d{6})/.exec(mail.find((m) => m.to === email)?.text ?? '')?.[1];
    if (!code) throw new Error('no code was mailed');
    const newPassword = 'harbour-kite-8813';
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    await send(app, '/api/auth/email-otp/check-verification-otp', {
      body: { email, type: 'forget-password', otp: wrongCode },
    });
    const reset = await send(app, '/api/auth/email-otp/reset-password', {
      body: { email, otp: code, password: newPassword },
    });
    expect(reset.status).toBe(200);
    expect(lines.length).toBeGreaterThan(0);
    expectNowhereInLog(code);
    expectNowhereInLog(wrongCode);
    expectNowhereInLog(newPassword);
  });
});
