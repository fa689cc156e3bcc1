import pino from 'pino';
import type { Config } from './config.ts';
import { turnBufferedStdout } from './log-destination.ts';
import { redactPersonalFields } from './log-redaction.ts';

export type Logger = pino.Logger;

type SerializedError = {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  severity?: string;
  routine?: string;
  table?: string;
  column?: string;
  constraint?: string;
  cause?: SerializedError;
};

// What of an error is kept: its kind, a message and stack without values, and the database's
// classification. Everything else goes: drizzle's `params` and pg's `detail`, `where` and
// `internalQuery` carry the values of the failed statement, such as a person's journal text.
const keptDatabaseFields = ['severity', 'routine', 'table', 'column', 'constraint'] as const;
const maxCauseDepth = 5;

/** An error as the log may hold it; see `keptDatabaseFields`. Exported for its tests. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]' };
  const message = withoutValues(error.message);
  const serialized: SerializedError = { type: error.constructor?.name ?? 'Error', message };
  if (error.stack) {
    // The stack's first lines repeat the message; when they cannot be matched, only frames are kept.
    serialized.stack = error.stack.includes(error.message)
      ? error.stack.replace(error.message, () => message)
      : error.stack
          .split('\n')
          .filter((line) => line.startsWith('    at '))
          .join('\n');
  }
  const fields = error as Error & Record<string, unknown>;
  if (typeof fields.code === 'string' || typeof fields.code === 'number')
    serialized.code = String(fields.code);
  for (const field of keptDatabaseFields) {
    if (typeof fields[field] === 'string') serialized[field] = fields[field];
  }
  if (fields.cause !== undefined && depth < maxCauseDepth)
    serialized.cause = serializeError(fields.cause, depth + 1);
  return serialized;
}

/**
 * A message without the values it may quote: drizzle's "Failed query: ...\nparams: <values>" loses
 * its params line, and PostgreSQL's `invalid input syntax for type integer: "<value>"` its value.
 */
function withoutValues(message: string): string {
  return message
    .replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]')
    .replace(/: "[\s\S]*"$/, ': "[redacted]"');
}

/**
 * To stdout, a turn of the event loop at a time (log-destination.ts); a `destination` stream instead
 * lets a test read exactly what would be logged.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.logLevel,
    base: undefined,
    serializers: { err: serializeError, error: serializeError },
    // Names, emails, journal text, codes, tokens and cookies never reach the log (log-redaction.ts).
    formatters: { log: redactPersonalFields, bindings: redactPersonalFields },
  };
  return pino(options, destination ?? turnBufferedStdout());
}
