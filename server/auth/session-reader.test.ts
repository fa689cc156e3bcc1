import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { send, signUp } from '../test/users.ts';
import { sessionActivityIntervalMs } from './session-reader.ts';

// requireSession reads the session itself in one query (server/auth/session-reader.ts) and leaves
// every unusual case to better-auth. These pin the cases where the two must agree.

const { app, pool, close } = createTestApp();
afterAll(close);

const day = 24 * 60 * 60 * 1000;

async function expiresAt(userId: string): Promise<Date> {
  const { rows } = await pool.query<{ expires_at: Date }>(
    'select expires_at from session where user_id = $1',
    [userId],
  );
  const [row] = rows;
  if (!row) throw new Error('no session');
  return row.expires_at;
}

/** The cookie's token under an altered signature (its first character carries six bits of it). */
function forgeSignature(cookie: string) {
  const [name = '', value = ''] = cookie.split('=', 2);
  const decoded = decodeURIComponent(value);
  const token = decoded.slice(0, decoded.lastIndexOf('.'));
  const signature = decoded.slice(decoded.lastIndexOf('.') + 1);
  const altered = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
  return { name, token, forged: `${name}=${encodeURIComponent(`${token}.${altered}`)}` };
}

describe('reading the session', () => {
  it('knows the person, their zone and onboarding state from the session alone', async () => {
    const { cookie, userId } = await signUp(app);
    await pool.query(
      `insert into user_profiles (user_id, name, timezone, onboarding_complete) values ($1, 'Robin', 'Pacific/Auckland', true)`,
      [userId],
    );
    const response = await send(app, '/api/me', { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: userId,
      timezone: 'Pacific/Auckland',
      onboardingComplete: true,
    });
  });

  it('refuses a token whose signature was altered, or a token with no signature', async () => {
    const { cookie } = await signUp(app);
    const { name, token, forged } = forgeSignature(cookie);
    expect((await send(app, '/api/me', { cookie: forged })).status).toBe(401);
    expect((await send(app, '/api/me', { cookie: `${name}=${token}` })).status).toBe(401);
    expect((await send(app, '/api/me', { cookie })).status).toBe(200);
  });

  it('after a cookie was verified once, still refuses its token under another signature, and a signed-out session', async () => {
    const { cookie } = await signUp(app);
    expect((await send(app, '/api/me', { cookie })).status).toBe(200);
    const { token, forged } = forgeSignature(cookie);
    expect((await send(app, '/api/me', { cookie: forged })).status).toBe(401);
    expect((await send(app, '/api/me', { cookie })).status).toBe(200);

    await pool.query('delete from session where token = $1', [token]);
    expect((await send(app, '/api/me', { cookie })).status).toBe(401);
  });

  it('reads the session cookie among others, and refuses a forged one among the same others after the real header verified', async () => {
    const { cookie } = await signUp(app);
    const { forged } = forgeSignature(cookie);
    const around = (sessionCookie: string) => `theme=dark; ${sessionCookie}; lang=en`;
    expect((await send(app, '/api/me', { cookie: around(cookie) })).status).toBe(200);
    expect((await send(app, '/api/me', { cookie: around(forged) })).status).toBe(401);
    expect((await send(app, '/api/me', { cookie: around(cookie) })).status).toBe(200);
    expect((await send(app, '/api/me', { cookie: `${around(cookie)}; extra=1` })).status).toBe(200);
  });

  it('renews a session used more than a day after it was last renewed, and sends the cookie again', async () => {
    const { cookie, userId } = await signUp(app);
    // As if signed in 2 days ago: 28 days left of 30.
    await pool.query(`update session set expires_at = now() + interval '28 days' where user_id = $1`, [
      userId,
    ]);
    const before = await expiresAt(userId);

    const response = await send(app, '/api/journal/today', { cookie });
    expect(response.status).toBe(200);
    const after = await expiresAt(userId);
    expect(after.getTime() - before.getTime()).toBeGreaterThan(1.9 * day);
    const renewed = response.headers
      .getSetCookie()
      .find((header) => header.startsWith('tend.session_token='));
    expect(renewed).toMatch(/Max-Age=2592000/);

    // Renewed once: the next request reads it without renewing again.
    const next = await send(app, '/api/journal/today', { cookie });
    expect(next.status).toBe(200);
    expect(next.headers.getSetCookie()).toEqual([]);
    expect((await expiresAt(userId)).getTime()).toBe(after.getTime());
  });

  it('refuses an expired session, deletes it and clears the cookie', async () => {
    const { cookie, userId } = await signUp(app);
    await pool.query(`update session set expires_at = now() - interval '1 second' where user_id = $1`, [
      userId,
    ]);
    const response = await send(app, '/api/journal/today', { cookie });
    expect(response.status).toBe(401);
    const cleared = response.headers
      .getSetCookie()
      .find((header) => header.startsWith('tend.session_token='));
    expect(cleared).toMatch(/Max-Age=0/);
    const { rowCount } = await pool.query('select 1 from session where user_id = $1', [userId]);
    expect(rowCount).toBe(0);
  });

  it("marks a session active at most once every few minutes, and the devices list's time follows", async () => {
    const { cookie, userId } = await signUp(app);
    const lastActive = async () => {
      const { rows } = await pool.query<{ updated_at: Date }>(
        'select updated_at from session where user_id = $1',
        [userId],
      );
      const [row] = rows;
      if (!row) throw new Error('no session');
      return row.updated_at;
    };
    const setLastActive = (msAgo: number) =>
      pool.query(`update session set updated_at = now() - $2 * interval '1 millisecond' where user_id = $1`, [
        userId,
        msAgo,
      ]);

    // Used a minute ago: a request reads the session and writes nothing.
    await setLastActive(60_000);
    const recent = await lastActive();
    expect((await send(app, '/api/journal/today', { cookie })).status).toBe(200);
    expect((await lastActive()).getTime()).toBe(recent.getTime());

    // Last marked longer ago than the interval: the request marks it, and the burst that follows
    // (the dashboard's three reads at once) leaves that one mark as it is.
    await setLastActive(sessionActivityIntervalMs + 60_000);
    const before = Date.now();
    expect((await send(app, '/api/journal/today', { cookie })).status).toBe(200);
    const marked = await lastActive();
    expect(marked.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const burst = await Promise.all([
      send(app, '/api/me', { cookie }),
      send(app, '/api/journal/today', { cookie }),
      send(app, '/api/profile', { cookie }),
    ]);
    expect(burst.map((response) => response.status)).toEqual([200, 200, 200]);
    expect((await lastActive()).getTime()).toBe(marked.getTime());

    // What Profile's devices list reads as 'Last active'.
    const listed = await send(app, '/api/auth/list-sessions', { cookie });
    expect(listed.status).toBe(200);
    const [session] = (await listed.json()) as { updatedAt: string }[];
    expect(new Date(session?.updatedAt ?? 0).getTime()).toBe(marked.getTime());
  });

  it('serves every request of a burst on a stale session and leaves it marked active now', async () => {
    const { cookie, userId } = await signUp(app);
    await pool.query(`update session set updated_at = now() - interval '1 hour' where user_id = $1`, [
      userId,
    ]);
    const before = Date.now();
    const burst = await Promise.all(
      Array.from({ length: 4 }, () => send(app, '/api/journal/today', { cookie })),
    );
    expect(burst.every((response) => response.status === 200)).toBe(true);
    const { rows } = await pool.query<{ updated_at: Date }>(
      'select updated_at from session where user_id = $1',
      [userId],
    );
    expect(rows[0]?.updated_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a session at once after the account is deleted from the database', async () => {
    const { cookie, userId } = await signUp(app);
    expect((await send(app, '/api/me', { cookie })).status).toBe(200);
    await pool.query('delete from "user" where id = $1', [userId]);
    expect((await send(app, '/api/me', { cookie })).status).toBe(401);
  });
});
