import type pg from 'pg';
import type { Config } from '#server/config.ts';
import { connectDatabase, type Database } from '#server/db/client.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { runMigrations } from '#server/db/migrate.ts';
import type { Logger } from '#server/logger.ts';

export type StartedDatabase = {
  /** Undefined when DATABASE_URL names an external PostgreSQL. */
  embedded: EmbeddedPostgres | undefined;
  databaseUrl: string;
  pool: pg.Pool;
  db: Database;
  /** Resolves once every connection of the pool has closed. */
  closePool: () => Promise<void>;
};

/**
 * The embedded PostgreSQL (or the external one of DATABASE_URL), said where it is, connected and
 * migrated. A failed migration closes what it opened before it throws.
 */
export async function startDatabase(config: Config, logger: Logger): Promise<StartedDatabase> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, logger);
  const databaseUrl = config.databaseUrl ?? embedded?.url;
  if (!databaseUrl) throw new Error('No database URL');
  logDatabaseLocation(embedded, databaseUrl, logger);
  const { pool, db, close: closePool } = connectDatabase(databaseUrl);
  pool.on('error', (error) => logger.error({ err: error }, 'idle database connection failed'));

  try {
    await runMigrations(pool);
  } catch (error) {
    await closePool();
    await embedded?.stop();
    throw error;
  }
  return { embedded, databaseUrl, pool, db, closePool };
}

// Always said, so nobody has to guess where their data is (or what to delete): see
// docs/decisions/002-embedded-postgres.md for why a root install keeps it in /var/lib/tend.
function logDatabaseLocation(embedded: EmbeddedPostgres | undefined, databaseUrl: string, logger: Logger) {
  if (embedded) {
    // With what psql needs to reach it while Tend runs (README, "The embedded database by hand"):
    // the password stays in its file and out of the log.
    const { host, port, user, database, passwordFile } = embedded.access;
    logger.info(
      { database: embedded.pgData, host, port, user, databaseName: database, passwordFile },
      `the database is in ${embedded.pgData}; PostgreSQL listens on ${host}:${port}, user ${user}, database ${database}, password in ${passwordFile}`,
    );
  } else {
    logger.info(
      { database: describeExternal(databaseUrl) },
      `the database is ${describeExternal(databaseUrl)}`,
    );
  }
}

/** host:port/database of an external PostgreSQL, without the user and password. */
function describeExternal(url: string): string {
  const parsed = new URL(url);
  return `the PostgreSQL at ${parsed.host}${parsed.pathname}`;
}
