import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
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

/**
 * `refuseNewer`: throw a DatabaseNewerError, changing nothing, when a newer Tend migrated the
 * database (the server and the migrate CLI). Off for the test suites, whose shared database on a
 * developer's machine may carry another branch's migrations.
 */
export async function runMigrations(pool: pg.Pool, options: { refuseNewer?: boolean } = {}): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      // Drizzle would pass over a database migrated by a newer Tend in silence, and this one would
      // then run on a schema it does not know.
      if (options.refuseNewer) {
        const status = await migrationStatus(client);
        if (status.state === 'newer') throw new DatabaseNewerError(status);
      }
      await migrate(drizzle(client), { migrationsFolder });
      await migrateQueue(pool);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}

export type MigrationStatus = {
  /** current: every migration this app knows is applied; pending: some are not (yet); newer: the
   * database has migrations of a newer Tend. */
  state: 'current' | 'pending' | 'newer';
  /** Time stamps (the migrations' `when`) of the newest applied and the newest this app knows. */
  appliedUpTo: number | undefined;
  knownUpTo: number;
};

let knownUpTo: number | undefined;

function newestKnownMigration(): number {
  knownUpTo ??= Math.max(
    ...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis),
  );
  return knownUpTo;
}

/** Compares the database's applied migrations with the ones shipped with this app. */
export async function migrationStatus(client: pg.Pool | pg.PoolClient): Promise<MigrationStatus> {
  const known = newestKnownMigration();
  const { rows: table } = await client.query<{ exists: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  let applied: number | undefined;
  if (table[0]?.exists) {
    const { rows } = await client.query<{ newest: string | null }>(
      'select max(created_at)::text as newest from drizzle.__drizzle_migrations',
    );
    applied = rows[0]?.newest ? Number(rows[0].newest) : undefined;
  }
  const state = applied === undefined || applied < known ? 'pending' : applied > known ? 'newer' : 'current';
  return { state, appliedUpTo: applied, knownUpTo: known };
}

export class DatabaseNewerError extends Error {
  override name = 'DatabaseNewerError';
  constructor(status: MigrationStatus) {
    const day = (millis: number | undefined) =>
      millis ? new Date(millis).toISOString().slice(0, 10) : 'none';
    super(
      `the database was migrated by a newer version of Tend (its newest migration is from ${day(status.appliedUpTo)}, ` +
        `this version knows migrations up to ${day(status.knownUpTo)}). Start the newer version again, or restore ` +
        'a backup made by this version into an empty database (docs/self-hosting.md, "Upgrades").',
    );
  }
}
