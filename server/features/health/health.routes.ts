import { statSync } from 'node:fs';
import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { listBackups } from '#server/backup/backup.ts';
import type { Config } from '#server/config.ts';
import { migrationStatus } from '#server/db/migrate.ts';
import { problem } from '#server/http/problem.ts';

export type BackupHealth = {
  /** off: BACKUP_INTERVAL_HOURS=0; ok: the newest is within two intervals; late: it is older, or
   * none was written in the first interval (and an hour) after start; waiting: none yet, not late. */
  state: 'off' | 'ok' | 'late' | 'waiting';
  last: string | null;
};

/** From the backup folder, which instances sharing a database also share (one writes per turn). */
export function backupHealth(backup: Config['backup'], uptimeMs: number, now = Date.now()): BackupHealth {
  if (backup.intervalHours === 0) return { state: 'off', last: null };
  const intervalMs = backup.intervalHours * 3_600_000;
  let newest: number | undefined;
  try {
    const file = listBackups(backup.dir).at(-1);
    newest = file ? statSync(file).mtimeMs : undefined;
  } catch {
    newest = undefined;
  }
  if (newest === undefined) {
    return { state: uptimeMs > intervalMs + 3_600_000 ? 'late' : 'waiting', last: null };
  }
  return { state: now - newest <= 2 * intervalMs ? 'ok' : 'late', last: new Date(newest).toISOString() };
}

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { pool, version, config } = c.var.deps;
  let migrations: Awaited<ReturnType<typeof migrationStatus>>['state'];
  try {
    migrations = (await migrationStatus(pool)).state;
  } catch {
    return problem(c, 503, 'database_unavailable', 'The database is not reachable.');
  }
  // The reminder sender runs beside the HTTP server; 'off' in an instance started without one.
  const sender = c.var.deps.reminders.sender;
  const reminders =
    sender === undefined ? ('off' as const) : sender.running() ? ('running' as const) : ('stopped' as const);
  const backups = backupHealth(config.backup, process.uptime() * 1000);
  // Serving, but something wants a look: still 200, so that a container is not restarted for it
  // (a newer replica may have migrated during a rolling upgrade); monitoring reads the state.
  const degraded = migrations !== 'current' || reminders === 'stopped' || backups.state === 'late';
  return c.json({
    status: degraded ? ('degraded' as const) : ('ok' as const),
    version,
    database: 'up' as const,
    migrations,
    reminders,
    backups,
  });
});
