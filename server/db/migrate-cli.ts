import { ConfigError, loadConfig } from '../config.ts';
import { connectDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

// `node server/db/migrate-cli.ts`: applies pending migrations to DATABASE_URL and exits, for operators
// who migrate before rolling out a release. The server also migrates at start-up, so this is optional;
// it is safe to run while instances start, as every migration takes the same advisory lock.

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError('DATABASE_URL is required (the embedded PostgreSQL is migrated by the server)');
  }
  const { pool } = connectDatabase(config.databaseUrl, { max: 1 });
  try {
    await runMigrations(pool, { refuseNewer: true });
  } finally {
    await pool.end();
  }
  console.log('Migrations are up to date.');
}

main().catch((error: unknown) => {
  console.error('Tend cannot migrate:', error instanceof Error ? error.message : error);
  process.exit(1);
});
