import { inject } from 'vitest';
import { createApp } from '../app.ts';
import { createAuth } from '../auth/auth.ts';
import { createClientIpResolver } from '../auth/client-ip.ts';
import { parseConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { createLogger, type Logger } from '../logger.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';

export const testAppUrl = 'http://localhost:3000';

/** The real app against the run's real PostgreSQL. */
export function createTestApp(
  options: { env?: Record<string, string>; mailer?: Mailer; logger?: Logger } = {},
) {
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: testAppUrl, ...options.env });
  const logger = options.logger ?? createLogger(config);
  const { pool, db } = connectDatabase(inject('databaseUrl'), { max: 4 });
  const mailer = options.mailer ?? createMailer(config, logger);
  const auth = createAuth({ config, db, logger, mailer, secret: 'test-secret-test-secret-test-secret-0123' });
  const resolveClientIp = createClientIpResolver(config.trustedProxies);
  const app = createApp({ config, logger, pool, db, auth, resolveClientIp, version: config.version });
  return { app, pool, db, config, auth, close: () => pool.end() };
}
