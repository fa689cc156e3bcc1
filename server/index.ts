import { fileURLToPath } from 'node:url';
import { createApp } from './app.ts';
import { createAppDeps } from './app-deps.ts';
import { type Config, ConfigError, loadConfig, resolveAuthSecret } from './config.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { DatabaseNewerError } from './db/migrate.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { sharedPhotoProcess } from './photo-process/photo-process.ts';
import { startBackups } from './start-up/backups.ts';
import { startConfiguredReminderSender } from './start-up/configured-reminder-sender.ts';
import { startDatabase } from './start-up/database.ts';
import { startHttpServer } from './start-up/http-server.ts';
import { installShutdownHandlers } from './start-up/shutdown.ts';

// Starts the process: configuration, database, HTTP server, graceful shutdown.

const webRoot = fileURLToPath(new URL('../dist/web', import.meta.url));

// Until the shutdown handlers are installed (while the database is awaited, say), a stop signal
// ends the process at once: as a container's process 1, Node would otherwise ignore it.
const stopBeforeStarted = () => process.exit(143);
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, stopBeforeStarted);

async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const startedAt = performance.now();

  const database = await startDatabase(config, logger);
  const { databaseUrl, pool, db } = database;
  const backups = startBackups(config, pool, logger);

  const mailer = createMailer(config, logger);
  const authSecret = resolveAuthSecret(config);
  const deps = createAppDeps({
    config,
    logger,
    pool,
    db,
    mailer,
    authSecret,
    // Label reading runs on this server, with the model shipped in npm: always available. Photos
    // are redrawn and read in a child process (server/photo-process/), started on the first one.
    normalisePhoto: (bytes, kind, maxSide) => sharedPhotoProcess().normalise(bytes, kind, maxSide),
    readLabel: (image) => sharedPhotoProcess().readLabel(image),
  });
  logInsightsWording(config, logger);
  deps.reminders.sender = await startConfiguredReminderSender({
    config,
    logger,
    databaseUrl,
    mailer,
    authSecret,
    sendPush: deps.reminders.sendPush,
  });
  const server = startHttpServer(createApp(deps, { webRoot }), config, logger, {
    embeddedDatabase: database.embedded !== undefined,
    startedAt,
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.off(signal, stopBeforeStarted);
  installShutdownHandlers({
    logger,
    server,
    backups,
    stopReminderSender: () => deps.reminders.sender?.stop(),
    database,
  });
}

function logInsightsWording(config: Config, logger: Logger) {
  if (!config.ai) return;
  // The host and model only: the base URL may carry credentials, the key never goes to the log.
  const aiHost = new URL(config.ai.baseUrl).host;
  logger.info(
    { aiHost, aiModel: config.ai.model },
    `insights are worded by ${config.ai.model} at ${aiHost}, checked against the engine's findings`,
  );
}

main().catch((error: unknown) => {
  // One clear line for the operator: what is wrong, not a stack trace.
  if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof DatabaseNewerError
  ) {
    console.error(`Tend cannot start: ${error.message}`);
  } else {
    console.error('Tend cannot start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
