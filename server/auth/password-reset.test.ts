import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { createMailer, type Mailer, type MailMessage } from '../mail/mailer.ts';
import { type SmtpInbox, startSmtpInbox } from '../test/smtp-inbox.ts';
import { createTestApp } from '../test/test-app.ts';
import { send, sessionCookie, signIn, signUp, uniqueEmail } from '../test/users.ts';
import { resetCodeLifetimeSeconds } from './auth.ts';

// The three steps of a password reset, against the real mailer delivering over SMTP to a real
// listener: the code is read from the message, as the person would read it.

let inbox: SmtpInbox;
let testApp: ReturnType<typeof createTestApp>;
/** Every message the app handed to the mailer, in order (the real SMTP mailer still sends it). */
const handedToMailer: MailMessage[] = [];

beforeAll(async () => {
  inbox = await startSmtpInbox();
  const smtp = createMailer(
    { smtpUrl: inbox.url, mailFrom: 'Tend <no-reply@localhost>' },
    createLogger({ logLevel: 'silent' }),
  );
  const recordingMailer: Mailer = {
    send(message) {
      handedToMailer.push(message);
      return smtp.send(message);
    },
  };
  testApp = createTestApp({ env: { SMTP_URL: inbox.url }, mailer: recordingMailer });
});
afterAll(async () => {
  await testApp?.close();
  await inbox?.close();
});

const newPassword = 'quiet-river-stones-77';

function requestCode(email: string) {
  return send(testApp.app, '/api/auth/email-otp/request-password-reset', { body: { email } });
}

function checkCode(email: string, otp: string) {
  return send(testApp.app, '/api/auth/email-otp/check-verification-otp', {
    body: { email, type: 'forget-password', otp },
  });
}

function resetPassword(email: string, otp: string, password: string) {
  return send(testApp.app, '/api/auth/email-otp/reset-password', { body: { email, otp, password } });
}

/** Asks for a code and reads it from the email that arrives, as a person would. */
async function codeFromEmail(email: string): Promise<string> {
  const response = await requestCode(email);
  expect(response.status).toBe(200);
  const message = await inbox.waitForMessage(email, { timeoutMs: 5_000 });
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`No 6-digit code in: ${message.text}`);
  return code;
}

/** A 6-digit code that is certainly not `code`. */
function otherThan(code: string, offset = 1): string {
  return String((Number(code) + offset) % 1_000_000).padStart(6, '0');
}

async function verificationRow(email: string) {
  const { rows } = await testApp.pool.query<{ value: string; expires_at: Date }>(
    'select value, expires_at from verification where identifier = $1',
    [`forget-password-otp-${email.toLowerCase()}`],
  );
  return rows;
}

async function passwordWorks(email: string, password: string) {
  return (await signIn(testApp.app, email, password)).status === 200;
}

describe('password reset by emailed code', () => {
  it('emails a 6-digit code that resets the password and ends the sessions made before', async () => {
    const { email, password, cookie } = await signUp(testApp.app);
    const otherDevice = sessionCookie(await signIn(testApp.app, email, password));
    expect((await send(testApp.app, '/api/me', { cookie })).status).toBe(200);

    const response = await requestCode(email);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });

    const message = await inbox.waitForMessage(email, { timeoutMs: 5_000 });
    expect(message.subject).toBe('Your Tend password reset code');
    expect(message.raw).toMatch(/^Content-Type: multipart\/alternative/im);
    const code = /Your reset code is: (\d+)/.exec(message.text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(message.html).toContain(`>${code}</p>`);
    expect(message.text).toContain('expires in 10 minutes');

    // Stored hashed (a database reader learns nothing usable) and valid for at most 10 minutes.
    const [row] = await verificationRow(email);
    expect(row).toBeDefined();
    expect(row?.value).not.toContain(code);
    expect(row?.expires_at.getTime()).toBeLessThanOrEqual(Date.now() + resetCodeLifetimeSeconds * 1000);
    expect(row?.expires_at.getTime()).toBeGreaterThan(Date.now() + (resetCodeLifetimeSeconds - 60) * 1000);

    const checked = await checkCode(email, code);
    expect(checked.status).toBe(200);
    expect(await checked.json()).toEqual({ success: true });

    // The new password obeys the same policy as at sign-up; a refusal does not use up the code.
    const common = await resetPassword(email, code, 'qwerty123');
    expect(common.status).toBe(400);
    expect((await common.json()).message).toBe(
      'This password is too common and easy to guess. Please choose another one.',
    );

    const reset = await resetPassword(email, code, newPassword);
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ success: true });

    expect((await send(testApp.app, '/api/me', { cookie })).status).toBe(401);
    expect((await send(testApp.app, '/api/me', { cookie: otherDevice })).status).toBe(401);
    expect(await passwordWorks(email, password)).toBe(false);
    const signedIn = await signIn(testApp.app, email, newPassword);
    expect(signedIn.status).toBe(200);
    expect((await send(testApp.app, '/api/me', { cookie: sessionCookie(signedIn) })).status).toBe(200);
  });

  it('answers a request for an unknown email exactly as for a known one, and sends nothing', async () => {
    const known = (await signUp(testApp.app)).email;
    const unknown = uniqueEmail('nobody');

    const forUnknown = await requestCode(unknown);
    const forKnown = await requestCode(known);

    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.headers.get('content-type')).toBe(forKnown.headers.get('content-type'));
    expect(await forUnknown.text()).toBe(await forKnown.text());

    // The mailer is handed the message before the reply, so this is already settled...
    expect(handedToMailer.some((message) => message.to === known)).toBe(true);
    expect(handedToMailer.some((message) => message.to === unknown)).toBe(false);
    // ...and over SMTP the known one arrives while nothing ever arrives for the unknown one.
    await inbox.waitForMessage(known, { timeoutMs: 5_000 });
    expect(inbox.messages.some((message) => message.to.includes(unknown))).toBe(false);
    expect(await verificationRow(unknown)).toEqual([]);
  });

  it('refuses a code that has already been used', async () => {
    const { email } = await signUp(testApp.app);
    const code = await codeFromEmail(email);
    expect((await resetPassword(email, code, newPassword)).status).toBe(200);

    const again = await resetPassword(email, code, 'another-long-secret-9');
    expect(again.status).toBe(400);
    expect((await checkCode(email, code)).status).toBe(400);
    expect(await passwordWorks(email, 'another-long-secret-9')).toBe(false);
    expect(await passwordWorks(email, newPassword)).toBe(true);
  });

  it('refuses an expired code', async () => {
    const { email, password } = await signUp(testApp.app);
    const code = await codeFromEmail(email);
    const updated = await testApp.pool.query(
      `update verification set expires_at = now() - interval '1 second' where identifier = $1`,
      [`forget-password-otp-${email}`],
    );
    expect(updated.rowCount).toBe(1);

    const checked = await checkCode(email, code);
    expect(checked.status).toBe(400);
    expect((await checked.json()).code).toBe('OTP_EXPIRED');
    expect((await resetPassword(email, code, newPassword)).status).toBe(400);
    expect(await passwordWorks(email, password)).toBe(true);
    expect(await passwordWorks(email, newPassword)).toBe(false);
  });

  it('refuses even the right code after three wrong tries', async () => {
    const { email, password } = await signUp(testApp.app);
    const code = await codeFromEmail(email);

    for (const offset of [1, 2, 3]) {
      const wrong = await resetPassword(email, otherThan(code, offset), newPassword);
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).code).toBe('INVALID_OTP');
    }
    const fourth = await resetPassword(email, code, newPassword);
    expect(fourth.status).toBe(403);
    expect((await fourth.json()).code).toBe('TOO_MANY_ATTEMPTS');
    expect((await checkCode(email, code)).status).not.toBe(200);
    expect(await passwordWorks(email, newPassword)).toBe(false);
    expect(await passwordWorks(email, password)).toBe(true);
  });

  it('binds a code to the email it was sent to', async () => {
    const alice = await signUp(testApp.app);
    const bob = await signUp(testApp.app);
    const aliceCode = await codeFromEmail(alice.email);
    let bobCode = await codeFromEmail(bob.email);
    // One chance in a million that both got the same code; then the test would prove nothing.
    while (bobCode === aliceCode) bobCode = await codeFromEmail(bob.email);

    const crossed = await resetPassword(bob.email, aliceCode, newPassword);
    expect(crossed.status).toBe(400);
    expect((await checkCode(bob.email, aliceCode)).status).toBe(400);
    expect(await passwordWorks(bob.email, newPassword)).toBe(false);
    expect(await passwordWorks(bob.email, bob.password)).toBe(true);

    // Alice's code was good, just not for Bob.
    expect((await resetPassword(alice.email, aliceCode, newPassword)).status).toBe(200);
    expect(await passwordWorks(alice.email, newPassword)).toBe(true);
  });
});

describe('every way of asking for a code', () => {
  // better-auth's email-otp plugin mails reset codes from three endpoints; only the one behind the
  // per-account brake is served, so no path yields a fourth code in the brake's window.
  const aliases = [
    { path: '/api/auth/forget-password/email-otp', body: (email: string) => ({ email }) },
    {
      path: '/api/auth/email-otp/send-verification-otp',
      body: (email: string) => ({ email, type: 'forget-password' }),
    },
  ];

  it('mails no code through the aliases, and refuses the 4th code in 15 minutes whichever path is tried', async () => {
    const { email } = await signUp(testApp.app);
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const alias of aliases) {
        // A fresh client address each time, as an attacker rotating addresses would use.
        statuses.push((await send(testApp.app, alias.path, { body: alias.body(email) })).status);
      }
      statuses.push((await requestCode(email)).status);
    }
    for (const alias of aliases) {
      statuses.push((await send(testApp.app, alias.path, { body: alias.body(email) })).status);
    }
    statuses.push((await requestCode(email)).status);
    expect(statuses).toEqual([404, 404, 200, 404, 404, 200, 404, 404, 200, 404, 404, 429]);

    for (let code = 0; code < 3; code++) await inbox.waitForMessage(email, { timeoutMs: 5_000 });
    // Anything else sent would have been handed to the mailer before its request was answered.
    expect(handedToMailer.filter((message) => message.to === email)).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.messages.filter((message) => message.to.includes(email.toLowerCase()))).toHaveLength(3);
  });
});
