import { inject } from 'vitest';
import { type AppOptions, createApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { createLogger } from '../logger.ts';

/** The real app against the run's real PostgreSQL. */
export function createTestApp(env: Record<string, string> = {}, options: AppOptions = {}) {
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const logger = createLogger(config);
  const { pool, db } = connectDatabase(inject('databaseUrl'), { max: 4 });
  const app = createApp({ config, logger, pool, db, version: config.version }, options);
  return { app, pool, db, config, close: () => pool.end() };
}
