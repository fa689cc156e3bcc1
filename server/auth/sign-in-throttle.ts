import type pg from 'pg';

// Per-account brake on password guessing, on top of better-auth's per-address limit: an attacker
// rotating addresses (or forging X-Forwarded-For) still gets only a few guesses per account.
// Stored in PostgreSQL so it holds across restarts and instances.
export const signInFailureLimit = 5;
export const signInFailureWindowMs = 15 * 60 * 1000;

const keyFor = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;

/**
 * Takes one of the account's attempts before its password is checked, in one atomic statement:
 * false when the window's attempts are used up. Checking first and counting after the answer
 * would let a burst of parallel guesses all pass the check before the first failure is counted.
 */
export async function reserveSignInAttempt(pool: pg.Pool, email: string, now = Date.now()): Promise<boolean> {
  return reserve(pool, keyFor(email), signInFailureLimit, now);
}

// Reset codes get the same per-account brake: 3 codes per address per 15 minutes, whatever the
// client address, so rotating addresses cannot buy fresh codes (and 3 guesses each) without end.
// Unknown emails are counted alike, so the brake says nothing about which accounts exist.
export const resetRequestLimit = 3;

export async function reserveResetRequest(pool: pg.Pool, email: string, now = Date.now()): Promise<boolean> {
  return reserve(pool, `reset-requests:${email.trim().toLowerCase()}`, resetRequestLimit, now);
}

async function reserve(pool: pg.Pool, key: string, limit: number, now: number): Promise<boolean> {
  // A first attempt after a quiet window starts a fresh count; a used-up window changes nothing.
  const { rowCount } = await pool.query(
    `insert into rate_limit (id, key, count, last_request) values ($1, $2, 1, $3)
     on conflict (key) do update set
       count = case when $3 - rate_limit.last_request >= $4 then 1 else rate_limit.count + 1 end,
       last_request = $3
     where $3 - rate_limit.last_request >= $4 or rate_limit.count < $5`,
    [crypto.randomUUID(), key, now, signInFailureWindowMs, limit],
  );
  return rowCount === 1;
}

/** Gives back a reserved attempt whose password was never judged (malformed request, address limit). */
export async function releaseSignInAttempt(pool: pg.Pool, email: string): Promise<void> {
  await pool.query('update rate_limit set count = greatest(count - 1, 0) where key = $1', [keyFor(email)]);
}

export async function clearSignInFailures(pool: pg.Pool, email: string): Promise<void> {
  await pool.query('delete from rate_limit where key = $1', [keyFor(email)]);
}
