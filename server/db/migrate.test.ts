import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { dropDatabase } from '../test/databases.ts';
import { runNode, startNode, waitFor } from '../test/processes.ts';
import { connectDatabase } from './client.ts';
import {
  DatabaseNewerError,
  migrationLockKey,
  migrationStatus,
  migrationsFolder,
  runMigrations,
} from './migrate.ts';

// Each test migrates a database of its own, created on the run's PostgreSQL server and dropped after.

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string; when: number }[];
};
const migrationFiles = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql'));

function urlFor(database: string): string {
  const url = new URL(inject('databaseUrl'));
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlFor('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const created: string[] = [];

async function createFreshDatabase(): Promise<string> {
  const name = `tend_migrate_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  created.push(name);
  return name;
}

afterEach(async () => {
  const names = created.splice(0);
  for (const name of names) await dropDatabase(urlFor('postgres'), name);
});

type Snapshot = {
  tables: string[];
  migrations: { id: number; hash: string; created_at: string }[];
};

async function snapshot(url: string): Promise<Snapshot> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `select table_schema || '.' || table_name || '(' || count(*) || ' columns)' as name
         from information_schema.columns
        where table_schema not in ('pg_catalog', 'information_schema')
        group by table_schema, table_name
        order by 1`,
    );
    const migrations = await client.query<Snapshot['migrations'][number]>(
      'select id, hash, created_at::text from drizzle.__drizzle_migrations order by id',
    );
    return { tables: tables.rows.map((row) => row.name), migrations: migrations.rows };
  } finally {
    await client.end();
  }
}

function expectEachMigrationOnce(state: Snapshot) {
  expect(migrationFiles.length).toBeGreaterThan(0);
  expect(journal.entries).toHaveLength(migrationFiles.length);
  expect(state.migrations).toHaveLength(migrationFiles.length);
  // drizzle records each migration under its journal timestamp.
  expect(state.migrations.map((row) => Number(row.created_at))).toEqual(
    journal.entries.map((entry) => entry.when),
  );
  expect(new Set(state.migrations.map((row) => row.hash)).size).toBe(migrationFiles.length);
}

describe('runMigrations', () => {
  it('creates the schema on a fresh database, and a second run changes nothing', async () => {
    const url = urlFor(await createFreshDatabase());
    const { pool } = connectDatabase(url, { max: 2 });
    try {
      await runMigrations(pool);
      const first = await snapshot(url);
      expect(first.tables).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^public\.user\(/),
          expect.stringMatching(/^public\.session\(/),
          expect.stringMatching(/^public\.account\(/),
          expect.stringMatching(/^drizzle\.__drizzle_migrations\(/),
        ]),
      );
      expectEachMigrationOnce(first);

      await runMigrations(pool);
      expect(await snapshot(url)).toEqual(first);
    } finally {
      await pool.end();
    }
  });

  it('applies each migration exactly once when two processes migrate the same database together', async () => {
    const database = await createFreshDatabase();
    const url = urlFor(database);

    // Hold the migration lock so that both processes are certainly waiting at the same moment,
    // then let them race.
    const gate = new pg.Client({ connectionString: url });
    await gate.connect();
    try {
      await gate.query('select pg_advisory_lock($1)', [migrationLockKey]);
      const migrators = [
        startNode('server/db/migrate-cli.ts', { DATABASE_URL: url }),
        startNode('server/db/migrate-cli.ts', { DATABASE_URL: url }),
      ];
      try {
        const gathered = await waitFor('both migrators to wait for the migration lock', async () => {
          const result = await gate.query<{ waiting: number }>(
            `select count(*)::int as waiting
               from pg_locks l join pg_database d on d.oid = l.database
              where l.locktype = 'advisory' and not l.granted and d.datname = $1
                and ((l.classid::bigint << 32) | l.objid::bigint) = $2 and l.objsubid = 1`,
            [database, migrationLockKey],
          );
          const waiting = result.rows[0]?.waiting ?? 0;
          // A migrator that finishes while we hold the lock did not wait for it: fail at once.
          const exited = migrators.filter((migrator) => migrator.child.exitCode !== null).length;
          return waiting === 2 || exited > 0 ? { waiting, exited } : undefined;
        });
        expect(gathered).toEqual({ waiting: 2, exited: 0 });
      } finally {
        await gate.query('select pg_advisory_unlock($1)', [migrationLockKey]);
      }

      const results = await Promise.all(
        migrators.map(async (migrator) => ({ code: await migrator.exited, stderr: migrator.stderr() })),
      );
      expect(results).toEqual([
        { code: 0, stderr: '' },
        { code: 0, stderr: '' },
      ]);
      expectEachMigrationOnce(await snapshot(url));
    } finally {
      await gate.end();
    }
  });
});

describe('a database migrated by a newer Tend', () => {
  it('is refused with a clear message, and nothing is changed', async () => {
    const url = urlFor(await createFreshDatabase());
    const { pool, close } = connectDatabase(url);
    try {
      expect((await migrationStatus(pool)).state).toBe('pending');
      await runMigrations(pool);
      expect((await migrationStatus(pool)).state).toBe('current');
      const newest = Math.max(...journal.entries.map((entry) => entry.when));
      // What a newer version's migration leaves behind: a row later than any this app knows.
      await pool.query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', $1)`, [
        newest + 86_400_000,
      ]);
      const before = await snapshot(url);
      expect((await migrationStatus(pool)).state).toBe('newer');
      const error = await runMigrations(pool, { refuseNewer: true }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DatabaseNewerError);
      expect((error as Error).message).toMatch(/^the database was migrated by a newer version of Tend/);
      expect(await snapshot(url)).toEqual(before);
    } finally {
      await close();
    }
  });
});

describe('migrate-cli', () => {
  it('refuses to run without DATABASE_URL, with one clear line', async () => {
    const result = await runNode('server/db/migrate-cli.ts', {});
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Tend cannot migrate: DATABASE_URL is required/);
  });
});
