import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { connectDatabase } from '../db/client.ts';
import { createTestApp } from '../test/test-app.ts';
import { signUp } from '../test/users.ts';
import { createSessionLookup } from './session-lookup.ts';

// Sharing a lookup must never let a request see a session as it was before the request arrived:
// that is what keeps "sign-out ends a session at once" true.

const { app, pool, close } = createTestApp();
// The lookup's own pool of one connection, so a test can keep it busy.
const lookupPool = connectDatabase(inject('databaseUrl'), { max: 1 }).pool;
afterAll(async () => {
  await Promise.all([close(), lookupPool.end()]);
});

async function tokenOf(userId: string): Promise<string> {
  const { rows } = await pool.query<{ token: string }>('select token from session where user_id = $1', [
    userId,
  ]);
  const token = rows[0]?.token;
  if (!token) throw new Error('no session');
  return token;
}

describe('looking a session up', () => {
  it('finds the session, its person and their profile', async () => {
    const { userId } = await signUp(app);
    await pool.query(
      `insert into user_profiles (user_id, name, timezone, onboarding_complete) values ($1, 'Robin', 'Asia/Tokyo', true)`,
      [userId],
    );
    const row = await createSessionLookup(lookupPool)(await tokenOf(userId));
    expect(row).toMatchObject({ user_id: userId, timezone: 'Asia/Tokyo', onboarding_complete: true });
    expect(await createSessionLookup(lookupPool)('no-such-token')).toBeUndefined();
  });

  it('lets requests that wait together share one query, which sees a sign-out made while they waited', async () => {
    const { userId } = await signUp(app);
    const token = await tokenOf(userId);
    const lookUp = createSessionLookup(lookupPool);
    const busy = await lookupPool.connect();
    const connect = vi.spyOn(lookupPool, 'connect');
    try {
      const reads = [lookUp(token), lookUp(token), lookUp(token)];
      expect(connect).toHaveBeenCalledTimes(1);
      await pool.query('delete from session where token = $1', [token]);
      busy.release();
      expect(await Promise.all(reads)).toEqual([undefined, undefined, undefined]);
    } finally {
      connect.mockRestore();
    }
  });

  it('never lets a later request join a query already sent', async () => {
    const { userId } = await signUp(app);
    const token = await tokenOf(userId);
    const lookUp = createSessionLookup(lookupPool);
    // An open, idle connection: handing it over is then the last step before the query is sent.
    (await lookupPool.connect()).release();
    const connect = vi.spyOn(lookupPool, 'connect');
    // Holds the sent query at the table until the sign-out below is committed.
    const locker = await pool.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table session in access exclusive mode');
      const sent = lookUp(token);
      await vi.waitFor(() => {
        expect(lookupPool.idleCount + lookupPool.waitingCount).toBe(0);
      });
      await locker.query('delete from session where token = $1', [token]);
      const afterSignOut = lookUp(token);
      expect(connect).toHaveBeenCalledTimes(2);
      await locker.query('commit');
      await sent;
      expect(await afterSignOut).toBeUndefined();
    } finally {
      locker.release();
      connect.mockRestore();
    }
  });

  it('keeps no answer: the next request reads the database again', async () => {
    const { userId } = await signUp(app);
    const token = await tokenOf(userId);
    const lookUp = createSessionLookup(lookupPool);
    expect(await lookUp(token)).toMatchObject({ user_id: userId });
    await pool.query('delete from session where token = $1', [token]);
    expect(await lookUp(token)).toBeUndefined();
  });

  it('fails each request whose connection fails, and tries again for the next', async () => {
    const unreachable = connectDatabase('postgres://tend@127.0.0.1:1/none', { max: 1 }).pool;
    const lookUp = createSessionLookup(unreachable);
    try {
      await expect(Promise.all([lookUp('token'), lookUp('token')])).rejects.toThrow();
      const connect = vi.spyOn(unreachable, 'connect');
      await expect(lookUp('token')).rejects.toThrow();
      expect(connect).toHaveBeenCalledTimes(1);
    } finally {
      await unreachable.end();
    }
  });
});
