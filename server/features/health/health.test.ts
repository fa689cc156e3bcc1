import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationStatus } from '#server/db/migrate.ts';
import { createLogger } from '#server/logger.ts';
import { waitForDatabase } from '#server/start-up/database.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { backupHealth } from './health.routes.ts';

const { app, pool, close } = createTestApp();
afterAll(close);

describe('GET /api/health', () => {
  it('reports the database, the migrations, the reminder sender, the backups and the version', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    // The run's database is migrated by the global set-up; on a developer's shared test database
    // another branch may have migrated it further ('newer', status 'degraded').
    const migrations = (await migrationStatus(pool)).state;
    expect(['current', 'newer']).toContain(migrations);
    // No reminder sender runs in an API test app: server/index.ts starts one beside the HTTP server.
    // The test app's configuration has no DATABASE_URL, so daily backups are on: none is due yet.
    expect(await response.json()).toEqual({
      status: migrations === 'current' ? 'ok' : 'degraded',
      version: '0.0.0',
      database: 'up',
      migrations,
      reminders: 'off',
      backups: { state: 'waiting', last: null },
    });
  });

  it('is never cached', async () => {
    const response = await app.request('/api/health');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 with a problem when the database is not reachable', async () => {
    const down = createTestApp();
    await down.close();
    const response = await down.app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'database_unavailable' });
  });
});

describe('backupHealth', () => {
  const hour = 3_600_000;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tend-health-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const backup = { intervalHours: 24, dir, keep: 7 };

  it('is off when scheduled backups are off, and waits for the first one for an interval and an hour', () => {
    expect(backupHealth({ ...backup, intervalHours: 0 }, 0)).toEqual({ state: 'off', last: null });
    expect(backupHealth(backup, 24 * hour)).toEqual({ state: 'waiting', last: null });
    expect(backupHealth(backup, 26 * hour)).toEqual({ state: 'late', last: null });
  });

  it('is ok with a backup within two intervals, late with an older one', () => {
    const file = path.join(dir, 'tend-backup-20260101T000000000Z.jsonl.gz');
    writeFileSync(file, '');
    const written = new Date('2026-01-01T00:00:00Z');
    utimesSync(file, written, written);
    const last = written.toISOString();
    expect(backupHealth(backup, hour, written.getTime() + 47 * hour)).toEqual({ state: 'ok', last });
    expect(backupHealth(backup, hour, written.getTime() + 49 * hour)).toEqual({ state: 'late', last });
  });
});

describe('waitForDatabase', () => {
  it('waits for a database that refuses connections, saying so, then gives up after its limit', async () => {
    // Port 1 on the loopback: nothing listens, the connection is refused at once.
    const pool = new pg.Pool({ connectionString: 'postgres://tend@127.0.0.1:1/tend', max: 1 });
    const lines: string[] = [];
    const logger = createLogger({ logLevel: 'warn' }, { write: (line: string) => lines.push(line) });
    try {
      await expect(
        waitForDatabase(pool, 'postgres://tend@127.0.0.1:1/tend', logger, { longestWaitMs: 1200 }),
      ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      await pool.end();
    }
    expect(lines.join('')).toContain('waiting for the PostgreSQL at 127.0.0.1:1/tend (ECONNREFUSED)');
  });
});
