import { statSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { Logger } from '../logger.ts';
import { listBackups, writeBackupLocked } from './backup.ts';

export type BackupSchedule = {
  /** Cancels the next backup and stops one in progress (its partial file is removed). */
  stop(): Promise<void>;
};

// setTimeout's longest delay (about 24.8 days); a longer wait is taken in steps.
const longestTimer = 2 ** 31 - 1;

/**
 * Backs up every `intervalHours` inside the app. Instances sharing a database take turns through an
 * advisory lock, and one that finds a backup younger than the interval in the folder (written by
 * another instance, or before a restart) waits for its turn instead of writing another. A failure
 * is logged, never thrown: the app keeps serving.
 */
export function startBackupSchedule(options: {
  pool: pg.Pool;
  logger: Logger;
  intervalHours: number;
  dir: string;
  keep: number;
  appVersion: string;
}): BackupSchedule {
  const { pool, logger, dir, keep, appVersion } = options;
  const intervalMs = options.intervalHours * 3_600_000;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  // The first backup of a folder with none comes a minute after start (sooner for short intervals),
  // away from start-up; after a failure the next try waits a whole interval, not a busy loop.
  let lastAttemptAt = Date.now() - intervalMs + Math.min(intervalMs, 60_000);

  // Never throws: an unreadable folder must not crash the app from a timer; the backup itself then
  // fails and says why.
  const newestBackupAt = () => {
    try {
      const newest = listBackups(dir).at(-1);
      return newest ? statSync(newest).mtimeMs : undefined;
    } catch {
      return undefined;
    }
  };

  const schedule = () => {
    if (abort.signal.aborted) return;
    const due = Math.max(newestBackupAt() ?? 0, lastAttemptAt) + intervalMs;
    timer = setTimeout(tick, Math.min(longestTimer, Math.max(0, due - Date.now())));
    timer.unref();
  };

  const tick = () => {
    running = backUp().finally(() => {
      running = undefined;
      schedule();
    });
  };

  const backUp = async () => {
    const newest = newestBackupAt();
    // Not yet due: a long interval waited in steps, or a clock that moved.
    if (newest !== undefined && Date.now() - newest < intervalMs * 0.99) return;
    if (Date.now() - lastAttemptAt < intervalMs * 0.99) return;
    lastAttemptAt = Date.now();
    let client: pg.PoolClient | undefined;
    try {
      client = await pool.connect();
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
        backupLockKeyForSchedule,
      ]);
      if (!rows[0]?.locked) return;
      try {
        // Another instance may have finished one while this one waited for the connection.
        const again = newestBackupAt();
        if (again !== undefined && Date.now() - again < intervalMs * 0.99) return;
        const result = await writeBackupLocked(client, {
          dir,
          keep,
          appVersion,
          wait: false,
          signal: abort.signal,
        });
        if (result === 'busy') return;
        logger.info(
          {
            file: result.file,
            bytes: result.bytes,
            rows: result.rows,
            ms: result.ms,
            removed: result.removed.length,
          },
          `backup written: ${path.basename(result.file)}`,
        );
      } finally {
        await client.query('select pg_advisory_unlock($1)', [backupLockKeyForSchedule]);
      }
    } catch (error) {
      if (abort.signal.aborted) {
        logger.info('backup stopped by shutdown; no file was kept');
        return;
      }
      logger.error({ err: error, dir }, 'backup failed; the next one is tried after the interval');
    } finally {
      client?.release();
    }
  };

  schedule();
  return {
    async stop() {
      abort.abort();
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Held around the "is a backup due?" check and the backup itself, so that two instances never both
 * decide one is due; writeBackupLocked's own lock keeps the CLI and the app apart.
 */
const backupLockKeyForSchedule = 7_263_003;
