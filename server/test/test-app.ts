import { inject } from 'vitest';
import { type AppOptions, createApp } from '../app.ts';
import { createAuth } from '../auth/auth.ts';
import { createClientIpResolver } from '../auth/client-ip.ts';
import { createSessionReader } from '../auth/session-reader.ts';
import { parseConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { createLogger, type Logger } from '../logger.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';

export const testAppUrl = 'http://localhost:3000';

type TestAppOptions = {
  env?: Record<string, string>;
  mailer?: Mailer;
  logger?: Logger;
  now?: () => Date;
} & AppOptions;

/** The real app against the run's real PostgreSQL. */
export function createTestApp({ env, mailer, logger, now, ...appOptions }: TestAppOptions = {}) {
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: testAppUrl, ...env });
  const log = logger ?? createLogger(config);
  const { pool, db } = connectDatabase(inject('databaseUrl'), { max: 4 });
  const auth = createAuth({
    config,
    db,
    logger: log,
    mailer: mailer ?? createMailer(config, log),
    secret: 'test-secret-test-secret-test-secret-0123',
  });
  const resolveClientIp = createClientIpResolver(config.trustedProxies);
  const app = createApp(
    {
      config,
      logger: log,
      pool,
      db,
      auth,
      resolveClientIp,
      readSession: createSessionReader(auth, pool),
      version: config.version,
      now: now ?? (() => new Date()),
    },
    appOptions,
  );
  return { app, pool, db, config, auth, close: () => pool.end() };
}
