import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { runMigrations as runQueueMigrations } from 'graphile-worker';
import pg from 'pg';
import { quietQueueLogger } from '../features/reminders/sender/queue-logger.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// Any constant works; it only has to be the same for every Tend instance sharing the database.
export const migrationLockKey = 7_263_001;

/**
 * Applies pending migrations. Instances starting together serialise on a PostgreSQL advisory lock,
 * so each migration runs exactly once and later instances find nothing left to do.
 */
/**
 * The reminder queue's own schema (graphile_worker), versioned by the library: installed and
 * upgraded with the app's, under the same lock, so every instance finds it before its sender
 * starts. It gets a connection of its own: the caller's pool may have only the one that holds the
 * lock.
 */
async function migrateQueue(pool: pg.Pool): Promise<void> {
  const queuePool = new pg.Pool({ ...pool.options, max: 1 });
  // graphile-worker checks that a pool handles errors of idle and of checked-out connections (and
  // says so on stderr otherwise); a failure here surfaces as the migration's own error.
  queuePool.on('error', () => {});
  queuePool.on('connect', (client) => client.on('error', () => {}));
  try {
    await runQueueMigrations({ pgPool: queuePool, logger: quietQueueLogger });
  } finally {
    await queuePool.end();
  }
}

export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
      await migrateQueue(pool);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}
