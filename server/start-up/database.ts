import { setTimeout as sleep } from 'node:timers/promises';
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
    if (!embedded) await waitForDatabase(pool, databaseUrl, logger);
    await runMigrations(pool, { refuseNewer: true });
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

// Errors of a PostgreSQL that is not up yet (a container starting beside it, a restart); a wrong
// password or a missing database is not waited for.
const notUpYet = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ECONNRESET',
  'EHOSTUNREACH',
  '57P03',
]);
const longestWaitMs = 5 * 60_000;

function errorCode(error: unknown): string | undefined {
  const withCode = error as { code?: string; errors?: { code?: string }[] };
  return withCode.code ?? withCode.errors?.[0]?.code;
}

/** Waits (up to five minutes) for an external PostgreSQL that is not accepting connections yet. */
export async function waitForDatabase(
  pool: pg.Pool,
  databaseUrl: string,
  logger: Logger,
  options: { longestWaitMs?: number } = {},
): Promise<void> {
  const startedAt = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      await pool.query('select 1');
      if (attempt > 1)
        logger.info(`the database is up after ${Math.round((Date.now() - startedAt) / 1000)} s`);
      return;
    } catch (error) {
      const code = errorCode(error);
      const waited = Date.now() - startedAt;
      if (!code || !notUpYet.has(code) || waited >= (options.longestWaitMs ?? longestWaitMs)) throw error;
      const delayMs = Math.min(5_000, 500 * 2 ** (attempt - 1));
      logger.warn(
        { attempt, code },
        `waiting for ${describeExternal(databaseUrl)} (${code}); trying again in ${delayMs / 1000} s`,
      );
      await sleep(delayMs);
    }
  }
}
