import pino from 'pino';
import type { Config } from './config.ts';

export type Logger = pino.Logger;

/** To stdout; a `destination` stream instead lets a test read exactly what would be logged. */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    base: undefined,
    // Defence in depth: even if a caller logs a whole object, secrets never reach the log.
    redact: {
      paths: ['password', 'newPassword', 'currentPassword', 'otp', 'token', '*.password', '*.otp', '*.token'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
