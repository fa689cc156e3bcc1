import { inject } from 'vitest';
import { type AppOptions, createApp } from '../app.ts';
import { createAppDeps } from '../app-deps.ts';
import { parseConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { createLogger, type Logger } from '../logger.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import type { LabelReader } from '../photos/label-reader.ts';
import type { PhotoNormaliser } from '../photos/photo-processor.ts';

export const testAppUrl = 'http://localhost:3000';

type TestAppOptions = {
  env?: Record<string, string>;
  mailer?: Mailer;
  logger?: Logger;
  now?: () => Date;
  readLabel?: LabelReader;
  normalisePhoto?: PhotoNormaliser;
} & AppOptions;

/** The real app against the run's real PostgreSQL. */
export function createTestApp({
  env,
  mailer,
  logger,
  now,
  readLabel,
  normalisePhoto,
  ...appOptions
}: TestAppOptions = {}) {
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: testAppUrl, ...env });
  const log = logger ?? createLogger(config);
  const { pool, db } = connectDatabase(inject('databaseUrl'), { max: 4 });
  const deps = createAppDeps({
    config,
    logger: log,
    pool,
    db,
    mailer: mailer ?? createMailer(config, log),
    authSecret: 'test-secret-test-secret-test-secret-0123',
    now,
    readLabel,
    normalisePhoto,
  });
  const app = createApp(deps, appOptions);
  const { auth } = deps;
  return { app, pool, db, config, auth, deps, close: () => pool.end() };
}
