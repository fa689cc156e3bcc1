import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createLogger } from '../logger.ts';
import { databaseUrlOn, dropDatabase, withClient } from '../test/databases.ts';
import { waitFor } from '../test/processes.ts';
import { listBackups } from './backup.ts';
import { startBackupSchedule } from './schedule.ts';

// Scheduled backups inside the app: two instances on one database write one backup per interval
// between them, a failure is logged and not thrown, and stop() leaves no partial file.

const serverUrl = new URL(inject('databaseUrl'));
const database = `tend_schedule_${randomBytes(5).toString('hex')}`;
const url = databaseUrlOn(serverUrl, database);
const folder = mkdtempSync(path.join(os.tmpdir(), 'tend-schedule-test-'));
let pool: pg.Pool;

async function admin(sql: string) {
  await withClient(serverUrl, (client) => client.query(sql));
}

function capturedLogger() {
  const lines: { level: number; msg: string; err?: { message: string }; file?: string }[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger({ logLevel: 'info' }, destination), lines };
}

beforeAll(async () => {
  await admin(`create database ${database}`);
  pool = connectDatabase(url, { max: 4 }).pool;
  await runMigrations(pool);
});

afterAll(async () => {
  await pool?.end();
  await dropDatabase(serverUrl, database);
  rmSync(folder, { recursive: true, force: true });
});

describe('scheduled backups', () => {
  it('two instances on one database and folder write one backup per interval between them', async () => {
    const dir = path.join(folder, 'shared');
    const intervalHours = 2 / 3600;
    const a = capturedLogger();
    const b = capturedLogger();
    const options = { pool, intervalHours, dir, keep: 3, appVersion: 'test' };
    const first = startBackupSchedule({ ...options, logger: a.logger });
    const second = startBackupSchedule({ ...options, logger: b.logger });
    try {
      await waitFor(
        'the first scheduled backup',
        () => (listBackups(dir).length > 0 ? true : undefined),
        10_000,
      );
      // Both timers fired together; the one that lost the lock finds a fresh backup and writes none.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(listBackups(dir)).toHaveLength(1);
      const written = [...a.lines, ...b.lines].filter((line) => line.msg.startsWith('backup written'));
      expect(written).toHaveLength(1);
      expect(written[0]?.file).toBe(listBackups(dir)[0]);

      await waitFor('the next interval', () => (listBackups(dir).length >= 2 ? true : undefined), 10_000);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
    const count = listBackups(dir).length;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    // Stopped means stopped: no timer is left to write another.
    expect(listBackups(dir)).toHaveLength(count);
    expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('logs a failure and keeps going instead of throwing', async () => {
    // A file where the folder should be: every backup fails.
    const dir = path.join(folder, 'not-a-folder');
    writeFileSync(dir, 'x');
    const { logger, lines } = capturedLogger();
    const schedule = startBackupSchedule({
      pool,
      logger,
      intervalHours: 1 / 3600,
      dir,
      keep: 3,
      appVersion: 'test',
    });
    try {
      await waitFor(
        'the failure to be logged',
        () => (lines.some((line) => line.msg.startsWith('backup failed')) ? true : undefined),
        10_000,
      );
    } finally {
      await schedule.stop();
    }
    const failure = lines.find((line) => line.msg.startsWith('backup failed'));
    expect(failure?.level).toBe(50);
    expect(failure?.err?.message).toMatch(/EEXIST|ENOTDIR/);
  });
});
