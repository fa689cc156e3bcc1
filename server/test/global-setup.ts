import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/client.ts';
import {
  removeSystemDatabase,
  startEmbeddedPostgres,
  systemDatabaseFolders,
  systemDataRoot,
} from '../db/embedded-postgres.ts';
import { runMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * One real PostgreSQL for the whole run, migrated once: TEST_DATABASE_URL when set (CI points it
 * at the machine's PostgreSQL), otherwise an embedded one in a temporary folder. Tests isolate
 * themselves by creating their own users, so nothing is truncated between them.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  // Root from a private folder puts embedded databases in /var/lib/tend, out of the tests' temporary
  // folders; a test that forgets to remove one fails the run here instead of leaking gigabytes.
  const systemDatabasesBefore = new Set(systemDatabaseFolders());
  let stop = async () => {};
  let databaseUrl = external;
  if (!databaseUrl) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tend-test-db-'));
    // The embedded PostgreSQL may run as another system user (when tests run as root).
    chmodSync(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres(dataDir, createLogger({ logLevel: 'warn' }));
    databaseUrl = embedded.url;
    stop = async () => {
      await embedded.stop();
      removeSystemDatabase(dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const { pool } = connectDatabase(databaseUrl, { max: 2 });
  await runMigrations(pool);
  await pool.end();
  project.provide('databaseUrl', databaseUrl);
  return async () => {
    await stop();
    const left = systemDatabaseFolders().filter((name) => !systemDatabasesBefore.has(name));
    if (left.length > 0) {
      throw new Error(
        `The server tests left ${left.length} embedded database(s) in ${systemDataRoot}: ${left.join(', ')}. ` +
          'A test that starts an embedded PostgreSQL on a throwaway DATA_DIR must call removeSystemDatabase.',
      );
    }
  };
}
