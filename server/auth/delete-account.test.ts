import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { send, sessionCookie, signIn, signUp } from '../test/users.ts';

// Deleting the account removes the person and everything hanging off them at once; it takes the
// password, so a borrowed or stolen session alone cannot do it.

const { app, pool, close } = createTestApp();
afterAll(close);

async function rowsOf(userId: string) {
  const count = async (sql: string) => Number((await pool.query(sql, [userId])).rows[0].count);
  return {
    user: await count('select count(*) from "user" where id = $1'),
    session: await count('select count(*) from session where user_id = $1'),
    account: await count('select count(*) from account where user_id = $1'),
  };
}

function deleteUser(cookie: string, body: Record<string, unknown>) {
  return send(app, '/api/auth/delete-user', { cookie, body });
}

describe('deleting the account', () => {
  it('with the password removes the user, their sessions and their sign-in account', async () => {
    const { email, password, cookie, userId } = await signUp(app);
    const otherDevice = sessionCookie(await signIn(app, email, password));
    expect(await rowsOf(userId)).toEqual({ user: 1, session: 2, account: 1 });

    const response = await deleteUser(cookie, { password });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });

    expect(await rowsOf(userId)).toEqual({ user: 0, session: 0, account: 0 });
    expect((await send(app, '/api/me', { cookie })).status).toBe(401);
    expect((await send(app, '/api/me', { cookie: otherDevice })).status).toBe(401);
    expect((await signIn(app, email, password)).status).toBe(401);
  });

  it.each([
    { case: 'a wrong password', body: { password: 'not-my-password-9' } },
    { case: 'an empty password', body: { password: '' } },
    { case: 'no password', body: {} },
  ])('with $case deletes nothing', async ({ body }) => {
    const { email, password, cookie, userId } = await signUp(app);

    const response = await deleteUser(cookie, body);
    expect(response.status).toBe(400);

    expect(await rowsOf(userId)).toEqual({ user: 1, session: 1, account: 1 });
    expect((await send(app, '/api/me', { cookie })).status).toBe(200);
    expect((await signIn(app, email, password)).status).toBe(200);
  });

  it('needs a session', async () => {
    const { password, userId } = await signUp(app);
    const response = await send(app, '/api/auth/delete-user', { body: { password } });
    expect(response.status).toBe(401);
    expect((await rowsOf(userId)).user).toBe(1);
  });
});
