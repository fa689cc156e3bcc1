import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { send, sessionCookie, sessionToken, signIn, signUp, uniqueEmail, uniqueIp } from '../test/users.ts';
import { signInFailureLimit, signInFailureWindowMs } from './sign-in-throttle.ts';

// Rate limits on sign-in, sign-up and reset requests (security.md): per account and per client
// address, stored in the database, with the address taken from the socket unless TRUST_PROXY
// names the proxy in front.

const direct = createTestApp();
const behindProxy = createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
afterAll(async () => {
  await direct.close();
  await behindProxy.close();
});
const { app, pool } = direct;

const wrongPassword = 'not-the-right-one-1';

async function problemCode(response: Response) {
  return ((await response.json()) as { code?: string }).code;
}

async function rateLimitRow(key: string) {
  const { rows } = await pool.query<{ count: number }>('select count from rate_limit where key = $1', [key]);
  return rows[0];
}

describe('per-account sign-in brake', () => {
  it('refuses wrong passwords after the limit even from ever-changing addresses, then the right one too', async () => {
    const { email, password } = await signUp(app);

    for (let attempt = 1; attempt <= signInFailureLimit; attempt++) {
      expect((await signIn(app, email, wrongPassword, { ip: uniqueIp() })).status).toBe(401);
    }
    const refused = await signIn(app, email, wrongPassword, { ip: uniqueIp() });
    expect(refused.status).toBe(429);
    expect(await problemCode(refused)).toBe('too_many_attempts');

    const right = await signIn(app, email, password, { ip: uniqueIp() });
    expect(right.status).toBe(429);
    expect(right.headers.getSetCookie().some((cookie) => cookie.includes('session_token='))).toBe(false);

    // The count lives in the database; once its window has passed the right password works again.
    expect((await rateLimitRow(`sign-in-failures:${email}`))?.count).toBe(signInFailureLimit);
    await pool.query('update rate_limit set last_request = last_request - $2 where key = $1', [
      `sign-in-failures:${email}`,
      signInFailureWindowMs,
    ]);
    expect((await signIn(app, email, password, { ip: uniqueIp() })).status).toBe(200);
  });

  it('is not fooled by a forged X-Forwarded-For or a change of letter case', async () => {
    const { email, password } = await signUp(app);
    const ip = uniqueIp();
    const forged = (attempt: number) => ({ 'x-forwarded-for': `198.51.100.${attempt}` });
    const spelled = (attempt: number) =>
      attempt % 2 ? email.toUpperCase() : email.replace(/^./, (c) => c.toUpperCase());

    for (let attempt = 1; attempt <= signInFailureLimit; attempt++) {
      const response = await send(app, '/api/auth/sign-in/email', {
        body: { email: spelled(attempt), password: wrongPassword },
        headers: forged(attempt),
        ip,
      });
      expect(response.status).toBe(401);
    }
    const locked = await send(app, '/api/auth/sign-in/email', {
      body: { email, password },
      headers: forged(99),
      ip: uniqueIp(),
    });
    expect(locked.status).toBe(429);
    expect(await problemCode(locked)).toBe('too_many_attempts');
  });

  it('lets through no more guesses than the limit when they arrive all at once', async () => {
    const { email } = await signUp(app);
    const burst = await Promise.all(
      Array.from({ length: 4 * signInFailureLimit }, () =>
        signIn(app, email, wrongPassword, { ip: uniqueIp() }),
      ),
    );
    const statuses = burst.map((response) => response.status);
    // A 401 means the password was checked: that was a guess.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(signInFailureLimit);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(3 * signInFailureLimit);
  });

  it('holds the lock for its whole window, whatever better-auth prunes from the shared table', async () => {
    const { email, password } = await signUp(app);
    for (let attempt = 1; attempt <= signInFailureLimit; attempt++) {
      expect((await signIn(app, email, wrongPassword)).status).toBe(401);
    }
    // Most of the window has passed, but not all of it.
    const key = `sign-in-failures:${email}`;
    await pool.query('update rate_limit set last_request = last_request - $2 where key = $1', [
      key,
      signInFailureWindowMs - 60_000,
    ]);

    // better-auth deletes old rows of the rate_limit table whenever one of its buckets starts a
    // new window: make that happen now.
    const ip = uniqueIp();
    await signIn(app, uniqueEmail('other'), wrongPassword, { ip });
    await pool.query('update rate_limit set last_request = last_request - 3600000 where key = $1', [
      `${ip}|/sign-in/email`,
    ]);
    await signIn(app, uniqueEmail('other'), wrongPassword, { ip });
    expect((await rateLimitRow(`${ip}|/sign-in/email`))?.count).toBe(1);

    expect(await rateLimitRow(key)).toBeDefined();
    expect((await signIn(app, email, password)).status).toBe(429);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const { email, password } = await signUp(app);
    for (let attempt = 1; attempt < signInFailureLimit; attempt++) {
      expect((await signIn(app, email, wrongPassword)).status).toBe(401);
    }
    expect((await signIn(app, email, password)).status).toBe(200);
    expect(await rateLimitRow(`sign-in-failures:${email}`)).toBeUndefined();
    expect((await signIn(app, email, wrongPassword)).status).toBe(401);
    expect((await signIn(app, email, password)).status).toBe(200);
  });
});

describe('per-address limits', () => {
  /** Sends until refused; returns how many got through and the refusal. */
  async function untilRefused(request: (attempt: number) => Response | Promise<Response>, max = 50) {
    for (let attempt = 0; attempt < max; attempt++) {
      const response = await request(attempt);
      if (response.status === 429) return { allowed: attempt, refusal: response };
    }
    throw new Error(`never refused in ${max} requests`);
  }

  it('refuses sign-in attempts for many accounts from one address, forged headers or not', async () => {
    const ip = uniqueIp();
    const { allowed, refusal } = await untilRefused((attempt) =>
      send(app, '/api/auth/sign-in/email', {
        body: { email: uniqueEmail('guess'), password: wrongPassword },
        headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
        ip,
      }),
    );
    expect(allowed).toBeGreaterThanOrEqual(3);
    expect(allowed).toBeLessThanOrEqual(10);
    expect((await refusal.json()).message).toBe('Too many requests. Please try again later.');
    // Stored in the database (so it holds across restarts and instances), keyed by the socket address.
    expect((await rateLimitRow(`${ip}|/sign-in/email`))?.count).toBe(allowed);

    // Still refused from that address; another address is not affected.
    expect((await signIn(app, uniqueEmail('guess'), wrongPassword, { ip })).status).toBe(429);
    expect((await signIn(app, uniqueEmail('guess'), wrongPassword, { ip: uniqueIp() })).status).toBe(401);
  });

  it('records the socket address, not a forged one, on the session', async () => {
    const { email, password } = await signUp(app);
    const ip = uniqueIp();
    const response = await send(app, '/api/auth/sign-in/email', {
      body: { email, password },
      headers: { 'x-forwarded-for': '198.51.100.200' },
      ip,
    });
    expect(response.status).toBe(200);
    const token = sessionToken(sessionCookie(response));
    const { rows } = await pool.query('select ip_address from session where token = $1', [token]);
    expect(rows).toEqual([{ ip_address: ip }]);
  });

  it('refuses sign-ups and reset requests from one address after their limits', async () => {
    const signUpIp = uniqueIp();
    const signUps = await untilRefused(() =>
      send(app, '/api/auth/sign-up/email', {
        body: { name: 'Sam', email: uniqueEmail('many'), password: 'gentle-morning-walk-42' },
        ip: signUpIp,
      }),
    );
    expect(signUps.allowed).toBeGreaterThanOrEqual(1);
    expect(signUps.allowed).toBeLessThanOrEqual(10);

    const resetIp = uniqueIp();
    const resets = await untilRefused(() =>
      send(app, '/api/auth/email-otp/request-password-reset', {
        body: { email: uniqueEmail('forgot') },
        ip: resetIp,
      }),
    );
    expect(resets.allowed).toBeGreaterThanOrEqual(1);
    expect(resets.allowed).toBeLessThanOrEqual(5);
  });

  it('believes X-Forwarded-For from a TRUST_PROXY peer: each forwarded client has its own bucket', async () => {
    const proxy = '127.0.0.1';
    const first = uniqueIp();
    const second = uniqueIp();
    const { allowed } = await untilRefused(() =>
      send(behindProxy.app, '/api/auth/sign-in/email', {
        body: { email: uniqueEmail('guess'), password: wrongPassword },
        headers: { 'x-forwarded-for': `198.51.100.7, ${first}` },
        ip: proxy,
      }),
    );
    expect(allowed).toBeGreaterThanOrEqual(3);
    expect((await rateLimitRow(`${first}|/sign-in/email`))?.count).toBe(allowed);

    // The same proxy forwarding another client: not limited, and the session records that client.
    const { email, password } = await signUp(behindProxy.app);
    const response = await send(behindProxy.app, '/api/auth/sign-in/email', {
      body: { email, password },
      headers: { 'x-forwarded-for': second },
      ip: proxy,
    });
    expect(response.status).toBe(200);
    const token = sessionToken(sessionCookie(response));
    const { rows } = await pool.query('select ip_address from session where token = $1', [token]);
    expect(rows).toEqual([{ ip_address: second }]);
  });
});

describe('reset codes per account', () => {
  it('sends at most 3 codes per email in 15 minutes, from any address, known or not', async () => {
    const { app, close } = createTestApp();
    try {
      const { email } = await signUp(app);
      for (const target of [email, `nobody-${Date.now()}@example.test`]) {
        const statuses: number[] = [];
        for (let attempt = 0; attempt < 4; attempt++) {
          const response = await send(app, '/api/auth/email-otp/request-password-reset', {
            body: { email: target },
          });
          statuses.push(response.status);
        }
        expect(statuses).toEqual([200, 200, 200, 429]);
      }
    } finally {
      await close();
    }
  });
});
