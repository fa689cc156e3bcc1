import pino from 'pino';
import type { Config } from './config.ts';

export type Logger = pino.Logger;

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: undefined,
    // Defence in depth: even if a caller logs a whole object, secrets never reach the log.
    redact: {
      paths: ['password', 'newPassword', 'currentPassword', 'otp', 'token', '*.password', '*.otp', '*.token'],
      censor: '[redacted]',
    },
  });
}
