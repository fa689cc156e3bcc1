import type pg from 'pg';

// A fixed-window brake on the `rate_limit` table better-auth and the sign-in throttle already use,
// so it holds across restarts and instances. The row's `last_request` keeps the start of the
// current window: a steady trickle (one photo every 50 minutes) then never piles up into a refusal,
// as it would if each request pushed the window on.

export type WindowLimit = { key: string; limit: number; windowMs: number };

/**
 * Takes one of the window's `limit` uses in one atomic statement (parallel requests cannot all
 * pass a check made before counting): true if there was one left.
 */
export async function reserveInWindow(
  pool: pg.Pool,
  { key, limit, windowMs }: WindowLimit,
  now = Date.now(),
) {
  const { rowCount } = await pool.query(
    `insert into rate_limit (id, key, count, last_request) values ($1, $2, 1, $3)
     on conflict (key) do update set
       count = case when $3 - rate_limit.last_request >= $4 then 1 else rate_limit.count + 1 end,
       last_request = case when $3 - rate_limit.last_request >= $4 then $3 else rate_limit.last_request end
     where $3 - rate_limit.last_request >= $4 or rate_limit.count < $5`,
    [crypto.randomUUID(), key, now, windowMs, limit],
  );
  return rowCount === 1;
}
