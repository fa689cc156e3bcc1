import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema>;

export type DatabaseHandle = {
  pool: pg.Pool;
  db: Database;
  /** Ends the pool and resolves once every one of its connections has closed (see below). */
  close: () => Promise<void>;
};

export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  return { pool, db: drizzle(pool, { schema }), close: closeWhenEnded(pool) };
}

/**
 * pg's `pool.end()` resolves as soon as each idle connection has been asked to close, before its
 * backend has read the goodbye. A PostgreSQL stopped right after (the embedded one, at shutdown)
 * then terminates those backends itself, and its "terminating connection due to administrator
 * command" reaches the pool as an idle connection's error. So the close waits for the pool's
 * 'remove' of every connection it opened, which pg emits once that socket has ended.
 */
function closeWhenEnded(pool: pg.Pool): () => Promise<void> {
  const open = new Set<pg.PoolClient>();
  const waiting = new Set<() => void>();
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size > 0) return;
    for (const resolve of waiting) resolve();
    waiting.clear();
  });
  return async () => {
    const allClosed =
      open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.add(resolve));
    await pool.end();
    await allClosed;
  };
}
