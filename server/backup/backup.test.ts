import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { databaseUrlOn, dropDatabase, withClient } from '../test/databases.ts';
import { runNode } from '../test/processes.ts';
import { listBackups, writeBackup } from './backup.ts';

// Backups against real databases: each test creates its own on the run's PostgreSQL (the machine's
// with TEST_DATABASE_URL, or the embedded one, whose user is a superuser) and drops it at the end.
// The commands run as an operator runs them: `node scripts/backup.ts`, `node scripts/restore.ts`.

const serverUrl = new URL(inject('databaseUrl'));
const created: string[] = [];
const folder = mkdtempSync(path.join(os.tmpdir(), 'tend-backup-test-'));

const urlOf = (database: string) => databaseUrlOn(serverUrl, database);
const admin = <T>(work: (client: pg.Client) => Promise<T>) => withClient(serverUrl, work);

async function createDatabase(): Promise<string> {
  const name = `tend_backup_${randomBytes(5).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  created.push(name);
  return name;
}

const inDatabase = <T>(database: string, work: (client: pg.Client) => Promise<T>) =>
  withClient(urlOf(database), work);

async function migrate(database: string) {
  const { pool } = connectDatabase(urlOf(database), { max: 1 });
  try {
    await runMigrations(pool);
  } finally {
    await pool.end();
  }
}

/** Rows no one would type: quotes, newlines, NUL-free unicode, nulls, microseconds, nested JSON. */
async function fill(database: string) {
  await inDatabase(database, async (client) => {
    for (let n = 0; n < 3; n++) {
      const id = `user-${n}`;
      await client.query(
        `insert into "user" (id, name, email, email_verified, image, created_at, updated_at)
         values ($1, $2, $3, $4, $5, '2026-01-02 03:04:05.123456+00', now())`,
        [
          id,
          `Zoë "O'Brien" ${n}\n✓ 漢字 🌿`,
          `user${n}@example.org`,
          n % 2 === 0,
          n === 0 ? null : 'https://x.test/a.png',
        ],
      );
      await client.query(
        `insert into account (id, account_id, provider_id, user_id, password) values ($1, $1, 'credential', $2, '$argon2id$v=19$m=1,t=1,p=1$abc$def')`,
        [`account-${n}`, id],
      );
      await client.query(
        `insert into session (id, token, expires_at, ip_address, user_agent, user_id)
         values ($1, $2, now() + interval '7 days', '203.0.113.9', null, $3)`,
        [`session-${n}`, randomBytes(16).toString('hex'), id],
      );
      await client.query(
        `insert into user_profiles (user_id, name, timezone, conditions, symptoms, onboarding_complete,
                                    track_stress, track_periods, track_bowel)
         values ($1, $2, 'Europe/Berlin', $3, $4, true, $5, $6, null)`,
        [
          id,
          `Profile ${n}`,
          ['Celiac disease', 'a "quoted", comma'],
          n === 1 ? [] : ['Brain fog', '{braces}'],
          n % 2 === 0,
          n === 1 ? true : null,
        ],
      );
      // Medication history and bowel movements come back like everything else.
      for (const [k, change] of (['started', 'dose-changed', 'stopped'] as const).entries()) {
        await client.query(
          `insert into medication_changes (user_id, day, medication, change, dose_note)
           values ($1, date '2026-01-05' + $2::int, $3, $4, $5)`,
          [id, k * 10, `Prednisone "5 mg", ${n}`, change, k === 0 ? '' : 'tapering, 2.5 mg'],
        );
      }
      // A link shared with a clinician, its hashed secrets, sections array and opening log.
      const {
        rows: [link],
      } = await client.query<{ id: string }>(
        `insert into share_links (user_id, token_hash, label, display_name, sections, from_day, to_day,
           passcode_hash, failed_tries, locked_until, created_at, expires_at, revoked_at)
         values ($1, $2, $3, 'Z.', $4, '2026-01-01', '2026-01-31', $5, 2, null,
           '2026-02-01 10:00:00+00', '2026-02-15 10:00:00+00', $6)
         returning id`,
        [
          id,
          `${n}`.padStart(64, 'a'),
          `Dr Okafor's "visit" ${n}`,
          ['symptoms', 'medications'],
          n === 0 ? null : 'scrypt$c2FsdA$a2V5',
          n === 2 ? '2026-02-03 09:00:00.5+00' : null,
        ],
      );
      await client.query(
        `insert into share_link_opens (link_id, user_id, opened_at, device, what)
         values ($1, $2, '2026-02-02 08:30:00+00', 'Safari on Mac', 'page')`,
        [link?.id, id],
      );
      // An experiment, its plan, pauses, extension and result as jsonb, comes back whole.
      await client.query(
        `insert into experiments (user_id, food, symptoms, start, plan, state, pauses, extension, result, ended_on)
         values ($1, 'dairy', $2, '2026-01-10', $3, $4, $5, $6, $7, $8)`,
        [
          id,
          ['Brain fog', 'Other: "quoted", comma'],
          JSON.stringify({
            food: 'dairy',
            symptoms: ['Brain fog'],
            start: '2026-01-10',
            end: '2026-01-11',
            days: [
              { date: '2026-01-10', phase: 'avoid', food: 'avoid' },
              { date: '2026-01-11', phase: 'reintroduce', food: 'eat', portion: 'medium' },
            ],
          }),
          n === 1 ? 'running' : 'stopped',
          JSON.stringify([{ from: '2026-01-11', to: '2026-01-13' }]),
          n === 1 ? null : JSON.stringify([{ date: '2026-01-12', phase: 'washout', food: 'avoid' }]),
          n === 1
            ? null
            : JSON.stringify({
                status: 'running',
                results: [
                  {
                    symptom: 'Brain fog',
                    probability: 0.9,
                    verdict: 'raises',
                    effect: { estimate: 1.2, low: 0.7, high: 1.7 },
                  },
                ],
                adherence: { days: 2, followed: 2 },
              }),
          n === 1 ? null : '2026-01-13',
        ],
      );
      // Issues 25 and 26: reminders of every kind, the experiment ones included, and a day an
      // experiment reminder kept quiet ('no-step'), come back whole.
      for (const [kind, time] of [
        ['meal', '12:30'],
        ['check-in', '20:00'],
        ['experiment', '08:00'],
        ['experiment-check-in', '16:00'],
      ] as const) {
        await client.query(
          `with added as (
             insert into reminders (user_id, kind, time, weekdays, channel, skip_if_logged, enabled, next_due_at)
             values ($1, $2, $3, '{1,2,3,4,5,6,7}', 'push', $4, true, '2026-01-12T08:00:00Z') returning id, user_id)
           insert into reminder_deliveries (reminder_id, user_id, due_at, outcome)
           select id, user_id, '2026-01-11T08:00:00Z', $5 from added`,
          [
            id,
            kind,
            time,
            kind !== 'experiment-check-in',
            kind.startsWith('experiment') ? 'no-step' : 'sent',
          ],
        );
      }
      await client.query(
        `insert into journal_entries (id, user_id, type, content, occurred_at, details)
         values (gen_random_uuid(), $1, 'bowel', 'after coffee', now(),
                 '{"bristolType": 6, "urgency": true, "blood": false, "time_of_day": "morning"}')`,
        [id],
      );
      for (let k = 0; k < 700; k++) {
        await client.query(
          `insert into journal_entries (id, user_id, type, content, occurred_at, details)
           values (gen_random_uuid(), $1, $2, $3, now() - make_interval(hours => $4), $5)`,
          [
            id,
            k % 2 === 0 ? 'food' : 'symptom',
            k % 7 === 0 ? '' : `Entry ${k}: \\ backslash, tab\there, "json" {not json}`,
            k,
            JSON.stringify({
              symptomRatings: { 'Joint pain': k % 6 },
              nested: { list: [1, 'two', null, { k }] },
            }),
          ],
        );
      }
    }
    await client.query(
      `insert into rate_limit (id, key, count, last_request) values ('r1', 'sign-in:1.2.3.4', 4, 9007199254740)`,
    );
    await client.query(
      `insert into verification (id, identifier, value, expires_at) values ('v1', 'forget-password-otp-user0@example.org', '123456:0', now())`,
    );
  });
}

/** Every row of every table of the app's schemas, as text, in a stable order. */
async function everyRow(database: string): Promise<Record<string, string[]>> {
  return inDatabase(database, async (client) => {
    const { rows: tables } = await client.query<{ name: string; quoted: string }>(
      `select table_schema || '.' || table_name as name, format('%I.%I', table_schema, table_name) as quoted
         from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    );
    const result: Record<string, string[]> = {};
    for (const { name, quoted } of tables) {
      const { rows } = await client.query<{ r: string }>(
        `select row_to_json(t)::text as r from ${quoted} t order by 1`,
      );
      result[name] = rows.map((row) => row.r);
    }
    const { rows: sequences } = await client.query<{ name: string; last: string | null }>(
      `select format('%I.%I', schemaname, sequencename) as name, last_value::text as last from pg_sequences
        where schemaname in ('public', 'drizzle') order by 1`,
    );
    result.sequences = sequences.map((sequence) => `${sequence.name}=${sequence.last}`);
    return result;
  });
}

async function tableCount(database: string): Promise<number> {
  return inDatabase(database, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    return rows[0]?.n ?? 0;
  });
}

function env(database: string, extra: Record<string, string> = {}) {
  return { DATABASE_URL: urlOf(database), NODE_ENV: 'test', ...extra };
}

let source: string;
let backupFile: string;
let restored: string;
let before: Record<string, string[]>;
const backupDir = path.join(folder, 'backups');

beforeAll(async () => {
  source = await createDatabase();
  await migrate(source);
  await fill(source);
});

afterAll(async () => {
  for (const name of created) await dropDatabase(serverUrl, name);
  rmSync(folder, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('backs up every table, and a destroyed database comes back row for row', async () => {
    const backup = await runNode('scripts/backup.ts', env(source, { BACKUP_DIR: backupDir }));
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      /^Backup written: .*tend-backup-\d{8}T\d{9}Z\.jsonl\.gz \([\d.]+ kB, \d+ rows, \d+ ms\)/,
    );
    const files = listBackups(backupDir);
    expect(files).toHaveLength(1);
    backupFile = files[0] as string;

    // The manifest names every table the catalog has, better-auth's and Drizzle's included.
    const manifest = JSON.parse(gunzipSync(readFileSync(backupFile)).toString().split('\n')[0] as string);
    before = await everyRow(source);
    const tableNames = Object.keys(before).filter((name) => name !== 'sequences');
    expect(manifest.tables.map((table: { name: string }) => table.name).sort()).toEqual(tableNames);
    const total = tableNames.reduce((sum, name) => sum + (before[name]?.length ?? 0), 0);
    expect(backup.stdout).toContain(`, ${total} rows,`);
    expect(manifest).toMatchObject({ format: 'tend-backup', formatVersion: 1, appVersion: '0.1.0' });
    expect(before['public.journal_entries']).toHaveLength(2103);
    expect(before['public.medication_changes']).toHaveLength(9);
    expect(before['public.share_links']).toHaveLength(3);
    expect(before['public.share_link_opens']).toHaveLength(3);
    expect(before['public.experiments']).toHaveLength(3);
    expect(before['public.reminders']).toHaveLength(12);
    expect(before['public.reminders']?.filter((row) => row.includes('experiment-check-in'))).toHaveLength(3);
    expect(before['public.reminder_deliveries']?.filter((row) => row.includes('no-step'))).toHaveLength(6);

    await dropDatabase(serverUrl, source);
    restored = await createDatabase();
    const restore = await runNode('scripts/restore.ts', env(restored), [backupFile]);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    // The migrations table is rebuilt by migrating, not loaded: every other row is.
    expect(restore.stdout).toContain(`${total - (before['drizzle.__drizzle_migrations']?.length ?? 0)} rows`);
    expect(await everyRow(restored)).toEqual(before);
  });

  it('refuses a database with rows unless --force, which replaces them', async () => {
    const target = await createDatabase();
    await migrate(target);
    await inDatabase(target, (client) =>
      client.query(
        `insert into "user" (id, name, email) values ('someone-else', 'Someone', 'else@example.org')`,
      ),
    );
    const refused = await runNode('scripts/restore.ts', env(target), [backupFile]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'Restore refused (nothing was changed): The database is not empty (public.user: 1 rows)',
    );
    expect(refused.stderr).toContain('--force');
    const untouched = await everyRow(target);
    expect(untouched['public.user']).toHaveLength(1);
    expect(untouched['public.journal_entries']).toEqual([]);

    const forced = await runNode('scripts/restore.ts', env(target), [backupFile, '--force']);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    expect(await everyRow(target)).toEqual(before);
  });

  it('refuses a damaged or cut-short file with a clear message, before writing anything', async () => {
    const whole = readFileSync(backupFile);
    const lines = gunzipSync(whole).toString().trimEnd().split('\n');
    const damaged: [string, Buffer, RegExp][] = [
      ['cut in half', whole.subarray(0, Math.floor(whole.length / 2)), /the file is damaged or cut short/],
      [
        'without its end line',
        gzipSync(`${lines.slice(0, -1).join('\n')}\n`),
        /the file ends before the end line/,
      ],
      [
        'a row missing',
        gzipSync(`${[...lines.slice(0, 100), ...lines.slice(101)].join('\n')}\n`),
        /was expected|not match/,
      ],
      ['not gzip', Buffer.from('hello'), /the file is damaged or cut short/],
    ];
    for (const [label, bytes, message] of damaged) {
      const file = path.join(folder, `${label.replaceAll(' ', '-')}.jsonl.gz`);
      writeFileSync(file, bytes);
      const target = await createDatabase();
      const result = await runNode('scripts/restore.ts', env(target), [file]);
      expect(result.code, label).toBe(1);
      expect(result.stderr, label).toMatch(/^Restore refused \(nothing was changed\): /);
      expect(result.stderr, label).toMatch(message);
      // Not even the migrations ran.
      expect(await tableCount(target), label).toBe(0);
    }
  });

  it('keeps the newest N backups, and leaves no file behind when a backup fails', async () => {
    const dir = path.join(folder, 'pruned');
    await inDatabase(restored, async (client) => {
      for (let n = 0; n < 4; n++) {
        await writeBackup(client, {
          dir,
          keep: 2,
          appVersion: 'test',
          now: new Date(Date.UTC(2026, 0, 1 + n)),
        });
      }
      expect(readdirSync(dir).sort()).toEqual([
        'tend-backup-20260103T000000000Z.jsonl.gz',
        'tend-backup-20260104T000000000Z.jsonl.gz',
      ]);

      const stopped = new AbortController();
      stopped.abort();
      await expect(
        writeBackup(client, {
          dir,
          keep: 2,
          appVersion: 'test',
          signal: stopped.signal,
          now: new Date(Date.UTC(2026, 0, 9)),
        }),
      ).rejects.toThrow();
      expect(readdirSync(dir).sort()).toEqual([
        'tend-backup-20260103T000000000Z.jsonl.gz',
        'tend-backup-20260104T000000000Z.jsonl.gz',
      ]);
      // The connection is usable again: the failed backup's transaction was rolled back.
      expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    });
    const pruned = await runNode('scripts/backup.ts', env(restored, { BACKUP_DIR: dir }), ['--keep', '1']);
    expect(pruned.code).toBe(0);
    expect(pruned.stdout).toContain('removed 2 older (keeping 1)');
    expect(listBackups(dir)).toHaveLength(1);
    expect(existsSync(path.join(dir, 'tend-backup-20260104T000000000Z.jsonl.gz'))).toBe(false);
  });

  it('refuses to back up a DATA_DIR that holds no database, instead of creating an empty one', async () => {
    const nowhere = path.join(folder, 'no-such-data');
    const result = await runNode('scripts/backup.ts', { DATA_DIR: nowhere, NODE_ENV: 'test' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Backup failed: There is no embedded database in ${nowhere}/postgres`);
    expect(existsSync(nowhere)).toBe(false);
  });
});
