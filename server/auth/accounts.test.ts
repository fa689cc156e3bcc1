import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { send, sessionCookie, signIn, signUp, testPassword, uniqueEmail } from '../test/users.ts';

const { app, close } = createTestApp();
afterAll(close);

describe('accounts', () => {
  it('signs up, tells who is signed in, signs out', async () => {
    const { cookie, email } = await signUp(app, { name: 'Robin' });
    const me = await send(app, '/api/me', { cookie });
    expect(me.status).toBe(200);
    const body = await me.json();
    expect(body).toMatchObject({ name: 'Robin', email });
    expect(new Date(body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const out = await send(app, '/api/auth/sign-out', { cookie, body: {} });
    expect(out.status).toBe(200);
    expect((await send(app, '/api/me', { cookie })).status).toBe(401);
  });

  it('signs in with the right password only', async () => {
    const { email } = await signUp(app);
    expect((await signIn(app, email, 'wrong-password-123')).status).toBe(401);
    const ok = await signIn(app, email, testPassword);
    expect(ok.status).toBe(200);
    expect((await send(app, '/api/me', { cookie: sessionCookie(ok) })).status).toBe(200);
  });

  it('refuses a common password with a clear message', async () => {
    const response = await send(app, '/api/auth/sign-up/email', {
      body: { name: 'Sam', email: uniqueEmail(), password: 'password1' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(
      'This password is too common and easy to guess. Please choose another one.',
    );
  });
});
