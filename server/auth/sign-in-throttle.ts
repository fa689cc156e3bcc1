import type pg from 'pg';

// Per-account brake on password guessing, on top of better-auth's per-address limit: an attacker
// rotating addresses (or forging X-Forwarded-For) still gets only a few guesses per account.
// Stored in PostgreSQL so it holds across restarts and instances.
export const signInFailureLimit = 5;
export const signInFailureWindowMs = 15 * 60 * 1000;

const keyFor = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;

export async function isSignInLocked(pool: pg.Pool, email: string, now = Date.now()): Promise<boolean> {
  const { rows } = await pool.query<{ count: number; last_request: string }>(
    'select count, last_request from rate_limit where key = $1',
    [keyFor(email)],
  );
  const row = rows[0];
  return !!row && now - Number(row.last_request) < signInFailureWindowMs && row.count >= signInFailureLimit;
}

export async function recordSignInFailure(pool: pg.Pool, email: string, now = Date.now()): Promise<void> {
  // A failure after a quiet window starts a fresh count.
  await pool.query(
    `insert into rate_limit (id, key, count, last_request) values ($1, $2, 1, $3)
     on conflict (key) do update set
       count = case when $3 - rate_limit.last_request >= $4 then 1 else rate_limit.count + 1 end,
       last_request = $3`,
    [crypto.randomUUID(), keyFor(email), now, signInFailureWindowMs],
  );
}

export async function clearSignInFailures(pool: pg.Pool, email: string): Promise<void> {
  await pool.query('delete from rate_limit where key = $1', [keyFor(email)]);
}
