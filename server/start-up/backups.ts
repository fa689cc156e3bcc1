import type pg from 'pg';
import { type BackupSchedule, startBackupSchedule } from '#server/backup/schedule.ts';
import type { Config } from '#server/config.ts';
import type { Logger } from '#server/logger.ts';

/** The in-app backup schedule, unless BACKUP_INTERVAL_HOURS=0; either way the log says so. */
export function startBackups(config: Config, pool: pg.Pool, logger: Logger): BackupSchedule | undefined {
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
  return backups;
}
