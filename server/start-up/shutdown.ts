import type { ServerType } from '@hono/node-server';
import type { BackupSchedule } from '#server/backup/schedule.ts';
import type { Logger } from '#server/logger.ts';
import { closeSharedPhotoProcess } from '#server/photo-process/photo-process.ts';
import type { StartedDatabase } from './database.ts';

const shutdownGraceMs = 10_000;

type Running = {
  logger: Logger;
  server: ServerType;
  backups: BackupSchedule | undefined;
  /** Read at shutdown, so it stops the sender running then. */
  stopReminderSender: () => Promise<void> | undefined;
  database: Pick<StartedDatabase, 'closePool' | 'embedded'>;
};

/** SIGTERM, SIGINT and SIGHUP stop the process gracefully, once, and exit 0. */
export function installShutdownHandlers(running: Running) {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    await stopGracefully(running, signal);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A closed terminal: the embedded PostgreSQL is in its own process group and would not hear it.
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
}

/** In-flight requests finished (or cut after the grace period), then everything else, in order. */
async function stopGracefully(running: Running, signal: string) {
  const { logger, server, backups, stopReminderSender, database } = running;
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  await closeHttpServer(server, logger);
  await backups?.stop();
  await stopReminderSender();
  // The photo process is told to leave (it also leaves by itself when this process dies).
  await closeSharedPhotoProcess();
  // Every connection closed before the database stops: PostgreSQL stopping under an idle one
  // would end it with an error, logged as a failure on every clean stop.
  await database.closePool();
  await database.embedded?.stop();
  logger.info('stopped');
}

async function closeHttpServer(server: ServerType, logger: Logger) {
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
}
