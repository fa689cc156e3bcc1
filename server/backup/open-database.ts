import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { embeddedDataFolder, runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded-postgres.ts';
import type { Logger } from '../logger.ts';

export type OpenedDatabase = { url: string; how: string; close(): Promise<void> };

/**
 * The database a command-line tool works on, as the app would reach it: DATABASE_URL; or the
 * embedded PostgreSQL the running app started (its port from postmaster.pid, the app's password);
 * or, with the app stopped, that embedded PostgreSQL started for the duration under the data-folder
 * lock, so that the app cannot start on it meanwhile.
 */
export async function openDatabase(
  config: Config,
  logger: Logger,
  options: { create: boolean },
): Promise<OpenedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, how: 'DATABASE_URL', close: async () => {} };
  const running = runningEmbeddedUrl(config.dataDir);
  if (running)
    return {
      url: running,
      how: `the running embedded PostgreSQL of ${config.dataDir}`,
      close: async () => {},
    };
  const pgData = embeddedDataFolder(config.dataDir);
  if (!options.create && !existsSync(path.join(pgData, 'PG_VERSION'))) {
    // Starting would create an empty database, and a backup of nothing would look like a success.
    throw new Error(
      `There is no embedded database in ${pgData} (DATA_DIR is ${config.dataDir}); is DATA_DIR right?`,
    );
  }
  const embedded = await startEmbeddedPostgres(config.dataDir, logger);
  return {
    url: embedded.url,
    how: `the embedded PostgreSQL of ${config.dataDir}, started for this command`,
    close: () => embedded.stop(),
  };
}
