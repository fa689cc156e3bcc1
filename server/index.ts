import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createAppDeps } from './app-deps.ts';
import { startBackupSchedule } from './backup/schedule.ts';
import { ConfigError, loadConfig, resolveAuthSecret } from './config.ts';
import { connectDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { runMigrations } from './db/migrate.ts';
import { framedServerOptions } from './http/framed-server-response.ts';
import { createLogger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { closeSharedPhotoProcess, sharedPhotoProcess } from './photo-process/photo-process.ts';
import { startInlineSender } from './reminders/inline-sender.ts';
import { startSenderThread } from './reminders/sender-thread.ts';

// Starts the process: configuration, database, HTTP server, graceful shutdown.

const shutdownGraceMs = 10_000;
const webRoot = fileURLToPath(new URL('../dist/web', import.meta.url));

async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const startedAt = performance.now();

  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir, logger);
  const databaseUrl = config.databaseUrl ?? embedded?.url;
  if (!databaseUrl) throw new Error('No database URL');
  // Always said, so nobody has to guess where their data is (or what to delete): see
  // docs/decisions/002-embedded-postgres.md for why a root install keeps it in /var/lib/tend.
  if (embedded) {
    // With what psql needs to reach it while Tend runs (README, "The embedded database by hand"):
    // the password stays in its file and out of the log.
    const { host, port, user, database, passwordFile } = embedded.access;
    logger.info(
      { database: embedded.pgData, host, port, user, databaseName: database, passwordFile },
      `the database is in ${embedded.pgData}; PostgreSQL listens on ${host}:${port}, user ${user}, database ${database}, password in ${passwordFile}`,
    );
  } else {
    logger.info(
      { database: describeExternal(databaseUrl) },
      `the database is ${describeExternal(databaseUrl)}`,
    );
  }
  const { pool, db, close: closePool } = connectDatabase(databaseUrl);
  pool.on('error', (error) => logger.error({ err: error }, 'idle database connection failed'));

  try {
    await runMigrations(pool);
  } catch (error) {
    await closePool();
    await embedded?.stop();
    throw error;
  }

  const backups =
    config.backup.intervalHours > 0
      ? startBackupSchedule({
          pool,
          logger,
          intervalHours: config.backup.intervalHours,
          dir: config.backup.dir,
          keep: config.backup.keep,
          appVersion: config.version,
        })
      : undefined;
  logger.info(
    { backupDir: config.backup.dir, intervalHours: config.backup.intervalHours, keep: config.backup.keep },
    backups
      ? `backups every ${config.backup.intervalHours} h into ${config.backup.dir}, keeping ${config.backup.keep}`
      : 'scheduled backups are off (BACKUP_INTERVAL_HOURS=0); npm run backup makes one',
  );

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
  if (config.ai) {
    // The host and model only: the base URL may carry credentials, the key never goes to the log.
    const aiHost = new URL(config.ai.baseUrl).host;
    logger.info(
      { aiHost, aiModel: config.ai.model },
      `insights are worded by ${config.ai.model} at ${aiHost}, checked against the engine's findings`,
    );
  }
  // Reminders are sent from every instance, from one queue in PostgreSQL (decision 020), with a
  // small pool of their own so that a burst of due reminders never holds the connections requests
  // need; on a thread of lower priority where the operator chose it (REMINDER_SENDER_THREAD), so
  // that it does not take their cores either, at the thread's memory.
  const senderOn = config.reminders.concurrency > 0;
  deps.reminders.sender = !senderOn
    ? undefined
    : config.reminders.senderThread === 'thread'
      ? await startSenderThread({ config, databaseUrl, authSecret }, logger)
      : await startInlineSender(databaseUrl, config, logger, mailer, authSecret, deps.reminders.sendPush);
  logger.info(
    { reminderSender: senderOn ? 'running' : 'off' },
    senderOn
      ? 'reminders are sent from this instance'
      : 'the reminder sender is off here (REMINDER_SENDER_CONCURRENCY=0)',
  );
  const app = createApp(deps, { webRoot });
  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      // Every answer's fixed headers live on Node's response (http/framed-server-response.ts).
      serverOptions: framedServerOptions,
    },
    (info: AddressInfo) => {
      logger.info(
        {
          url: config.appUrl,
          port: info.port,
          database: embedded ? 'embedded' : 'external',
          startupMs: Math.round(performance.now() - startedAt),
        },
        `Tend is listening on http://${info.address}:${info.port}`,
      );
    },
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceTimer = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing their connections');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, shutdownGraceMs);
    forceTimer.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Keep-alive sockets with no request in flight would hold close() open.
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    });
    clearTimeout(forceTimer);
    await backups?.stop();
    await deps.reminders.sender?.stop();
    // The photo process is told to leave (it also leaves by itself when this process dies).
    await closeSharedPhotoProcess();
    // Every connection closed before the database stops: PostgreSQL stopping under an idle one
    // would end it with an error, logged as a failure on every clean stop.
    await closePool();
    await embedded?.stop();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A closed terminal: the embedded PostgreSQL is in its own process group and would not hear it.
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
}

/** host:port/database of an external PostgreSQL, without the user and password. */
function describeExternal(url: string): string {
  const parsed = new URL(url);
  return `the PostgreSQL at ${parsed.host}${parsed.pathname}`;
}

main().catch((error: unknown) => {
  // One clear line for the operator: what is wrong, not a stack trace.
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(`Tend cannot start: ${error.message}`);
  } else {
    console.error('Tend cannot start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
