import { createAuthClient } from 'better-auth/client';
import { emailOTPClient } from 'better-auth/client/plugins';
import { afterAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../mail/mailer.ts';
import { createTestApp, testAppUrl } from '../test/test-app.ts';
import { socketFrom, testPassword, uniqueEmail, uniqueIp } from '../test/users.ts';

// The auth gate serves only what the web app asks for, with strict bodies. This drives the real
// better-auth client, configured as web/lib/auth-client.ts is, through every call the web app makes
// with the arguments it passes: if the client sends a field or uses an endpoint the gate does not
// know, this fails instead of the sign-up page.

const mail: MailMessage[] = [];
const { app, close } = createTestApp({
  mailer: {
    async send(message) {
      mail.push(message);
    },
  },
});
afterAll(close);

/** A browser of one: keeps the cookies it is given, sends them back, from one address. */
function browserClient() {
  const jar = new Map<string, string>();
  const ip = uniqueIp();
  const customFetchImpl = async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    headers.set('origin', testAppUrl);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await app.request(new Request(request, { headers }), undefined, socketFrom(ip));
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /max-age=0/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  return createAuthClient({
    baseURL: testAppUrl,
    basePath: '/api/auth',
    plugins: [emailOTPClient()],
    fetchOptions: { customFetchImpl },
  });
}

function codeMailedTo(email: string): string {
  const message = mail.findLast((m) => m.to === email);
  const code = /Your reset code is: (\d{6})/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}

describe('the web app’s auth calls pass the gate', () => {
  it('signs up, lists and ends sessions, changes the password, resets it, signs out and deletes', async () => {
    const email = uniqueEmail('client');
    const laptop = browserClient();
    const phone = browserClient();

    const signedUp = await laptop.signUp.email({ name: 'Robin', email, password: testPassword });
    expect(signedUp.error).toBeNull();
    expect(signedUp.data?.user.email).toBe(email);

    expect((await phone.signIn.email({ email, password: testPassword })).error).toBeNull();
    const session = await laptop.getSession();
    expect(session.data?.user.email).toBe(email);
    expect((await laptop.listSessions()).data).toHaveLength(2);
    expect((await laptop.revokeOtherSessions()).error).toBeNull();
    expect((await phone.getSession()).data).toBeNull();

    const changedPassword = 'quiet-river-stones-77';
    const changed = await laptop.changePassword({
      currentPassword: testPassword,
      newPassword: changedPassword,
      revokeOtherSessions: true,
    });
    expect(changed.error).toBeNull();

    expect((await phone.emailOtp.requestPasswordReset({ email })).error).toBeNull();
    const otp = codeMailedTo(email);
    const checked = await phone.emailOtp.checkVerificationOtp({ email, type: 'forget-password', otp });
    expect(checked.error).toBeNull();
    const resetPassword = 'harbour-kite-8813';
    expect((await phone.emailOtp.resetPassword({ email, otp, password: resetPassword })).error).toBeNull();

    expect((await phone.signIn.email({ email, password: resetPassword })).error).toBeNull();
    expect((await phone.signOut()).error).toBeNull();
    expect((await phone.getSession()).data).toBeNull();

    const remover = browserClient();
    expect((await remover.signIn.email({ email, password: resetPassword })).error).toBeNull();
    expect((await remover.deleteUser({ password: resetPassword })).error).toBeNull();
    expect((await browserClient().signIn.email({ email, password: resetPassword })).error?.status).toBe(401);
  });
});
