import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { passwordMessages } from '#domain/auth/password-policy.ts';
import { createTestApp } from '../test/test-app.ts';
import { send, signIn, signUp, uniqueEmail } from '../test/users.ts';

// Passwords: at least 8 characters, up to 128, no composition rules, no truncation, the most
// common ones refused with a clear message; stored as argon2id (security.md).

const { app, pool, close } = createTestApp();
afterAll(close);

/** A password of exactly `length` ASCII characters that no list of common passwords holds. */
function passwordOfLength(length: number) {
  return randomBytes(length).toString('base64url').slice(0, length);
}

function signUpWith(password: string) {
  return send(app, '/api/auth/sign-up/email', { body: { name: 'Sam', email: uniqueEmail(), password } });
}

async function storedHash(userId: string) {
  const { rows } = await pool.query<{ password: string }>(
    `select password from account where user_id = $1 and provider_id = 'credential'`,
    [userId],
  );
  return rows[0]?.password;
}

describe('password policy', () => {
  it('refuses 7 characters and accepts 8', async () => {
    const short = await signUpWith(passwordOfLength(7));
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'password', message: passwordMessages.tooShort }],
    });
    expect((await signUpWith(passwordOfLength(8))).status).toBe(200);
  });

  it('accepts 128 characters and refuses 129', async () => {
    expect((await signUpWith(passwordOfLength(128))).status).toBe(200);
    const long = await signUpWith(passwordOfLength(129));
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'password', message: passwordMessages.tooLong }],
    });
  });

  it('has no composition rules: lower-case letters and spaces only are fine', async () => {
    expect((await signUpWith('the quiet garden path')).status).toBe(200);
  });

  it.each(['password1', 'qwerty123', 'Password1'])(
    'refuses the common password %s clearly',
    async (password) => {
      const response = await signUpWith(password);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'PASSWORD_TOO_COMMON',
        message: 'This password is too common and easy to guess. Please choose another one.',
      });
    },
  );

  it('never truncates: every character of a long password counts', async () => {
    const password = passwordOfLength(128);
    const { email } = await signUp(app, { password });
    const changeAt = async (index: number) => {
      const other = password[index] === 'a' ? 'b' : 'a';
      return signIn(app, email, password.slice(0, index) + other + password.slice(index + 1));
    };
    // bcrypt would ignore everything past byte 72.
    expect((await changeAt(72)).status).toBe(401);
    expect((await changeAt(127)).status).toBe(401);
    expect((await signIn(app, email, password.slice(0, 72))).status).toBe(401);
    expect((await signIn(app, email, password)).status).toBe(200);
  });

  it('stores an argon2id hash with m=19456, t=2, p=1, salted per user', async () => {
    const first = await signUp(app);
    const second = await signUp(app, { password: first.password });
    const hash = await storedHash(first.userId);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(hash).not.toContain(first.password);
    expect(await storedHash(second.userId)).not.toBe(hash);
  });
});
