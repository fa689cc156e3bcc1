import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import {
  type AppliedMigration,
  appliedMigrations,
  listSequences,
  listTables,
  quotedTable,
  type SequenceState,
} from './catalog.ts';

// A backup is one gzip file of JSON lines, written by Tend itself with `pg`: the embedded PostgreSQL
// ships no pg_dump, and a machine's own pg_dump refuses a newer server. Lines, in order:
//   1. the manifest (format, app version, time, migrations applied, tables with their row counts);
//   2. per table, a {"table": ...} line and then one row_to_json line per row;
//   3. an {"end": ...} line, so a file cut short is recognised even where gzip would not notice.
// All of it is read in one REPEATABLE READ transaction: one consistent snapshot of every table.

export const backupFormat = 'tend-backup';
export const backupFormatVersion = 1;
/** Any constant; shared by every instance so that only one of them backs up at a time. */
export const backupLockKey = 7_263_002;

export type Manifest = {
  format: typeof backupFormat;
  formatVersion: number;
  appVersion: string;
  createdAt: string;
  migrations: AppliedMigration[];
  tables: { name: string; columns: string[]; rows: number }[];
  sequences: SequenceState[];
};

export type BackupResult = { file: string; bytes: number; ms: number; rows: number; removed: string[] };

const namePattern = /^tend-backup-(\d{8}T\d{6}\d{3}Z)(?:-\d+)?\.jsonl\.gz$/;
const fetchSize = 1_000;

/** Backup files in `dir`, oldest first (their names sort by time). */
export function listBackups(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => namePattern.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

/** Removes all but the newest `keep` backups; returns the removed files. */
export function pruneBackups(dir: string, keep: number): string[] {
  const backups = listBackups(dir);
  const removed = backups.slice(0, Math.max(0, backups.length - keep));
  for (const file of removed) rmSync(file, { force: true });
  return removed;
}

/**
 * Partial files of backups that were killed mid-way (kill -9, power loss). A day old at least, so a
 * long backup of another instance sharing the folder is never pulled from under it.
 */
function removeStalePartials(dir: string) {
  const dayAgo = Date.now() - 24 * 3_600_000;
  for (const name of readdirSync(dir)) {
    if (!/^\.tend-backup-.*\.partial$/.test(name)) continue;
    const file = path.join(dir, name);
    if ((statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) < dayAgo)
      rmSync(file, { force: true });
  }
}

function fileName(now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `tend-backup-${stamp}.jsonl.gz`;
}

/**
 * Writes a backup of the database behind `client` into `dir` and keeps the newest `keep`. The file
 * appears under its final name only once complete (written beside it, flushed, then renamed).
 * `signal` stops a backup in progress (the app's shutdown); the partial file is removed.
 */
export async function writeBackup(
  client: pg.ClientBase,
  options: { dir: string; keep: number; appVersion: string; signal?: AbortSignal; now?: Date },
): Promise<BackupResult> {
  const startedAt = performance.now();
  // Backups hold every person's journal: the folder is the operator's alone (when Tend makes it).
  mkdirSync(options.dir, { recursive: true, mode: 0o700 });
  let name = fileName(options.now ?? new Date());
  for (let n = 2; listBackups(options.dir).some((file) => path.basename(file) === name); n++) {
    name = fileName(options.now ?? new Date()).replace('.jsonl.gz', `-${n}.jsonl.gz`);
  }
  const final = path.join(options.dir, name);
  // A dot name that listBackups never matches: a crash mid-way leaves no file that looks like a backup.
  const partial = path.join(options.dir, `.${name}.${randomBytes(4).toString('hex')}.partial`);
  let rows = 0;

  await client.query('begin isolation level repeatable read, read only');
  try {
    const tables = await listTables(client);
    const counts: Manifest['tables'] = [];
    for (const table of tables) {
      const { rows: result } = await client.query<{ n: string }>(
        `select count(*)::text as n from ${quotedTable(table)}`,
      );
      counts.push({ name: table.name, columns: table.columns, rows: Number(result[0]?.n ?? 0) });
    }
    const manifest: Manifest = {
      format: backupFormat,
      formatVersion: backupFormatVersion,
      appVersion: options.appVersion,
      createdAt: new Date().toISOString(),
      migrations: await appliedMigrations(client),
      tables: counts,
      sequences: await listSequences(client),
    };

    async function* lines(): AsyncGenerator<string> {
      yield `${JSON.stringify(manifest)}\n`;
      for (const table of tables) {
        yield `${JSON.stringify({ table: table.name })}\n`;
        await client.query(
          `declare backup_rows no scroll cursor for select row_to_json(t)::text as r from ${quotedTable(table)} t`,
        );
        for (;;) {
          options.signal?.throwIfAborted();
          const batch = await client.query<{ r: string }>(`fetch ${fetchSize} from backup_rows`);
          if (batch.rows.length === 0) break;
          rows += batch.rows.length;
          yield `${batch.rows.map((row) => row.r).join('\n')}\n`;
        }
        await client.query('close backup_rows');
      }
      yield `${JSON.stringify({ end: true, rows })}\n`;
    }

    // flush: fsync before close, so the rename below never names a file whose data is not on disk.
    await pipeline(
      Readable.from(lines()),
      createGzip(),
      createWriteStream(partial, { flags: 'wx', mode: 0o600, flush: true }),
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    rmSync(partial, { force: true });
    throw error;
  }
  renameSync(partial, final);
  removeStalePartials(options.dir);
  const removed = pruneBackups(options.dir, options.keep);
  return {
    file: final,
    bytes: statSync(final).size,
    ms: Math.round(performance.now() - startedAt),
    rows,
    removed,
  };
}

/**
 * The backup as one instance among several: waits for (or, with `wait: false`, gives up on) the
 * shared advisory lock, so that two instances never write backups at the same moment.
 */
export async function writeBackupLocked(
  client: pg.ClientBase,
  options: Parameters<typeof writeBackup>[1] & { wait: boolean },
): Promise<BackupResult | 'busy'> {
  if (options.wait) {
    await client.query('select pg_advisory_lock($1)', [backupLockKey]);
  } else {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      backupLockKey,
    ]);
    if (!rows[0]?.locked) return 'busy';
  }
  try {
    return await writeBackup(client, options);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [backupLockKey]).catch(() => {});
  }
}
