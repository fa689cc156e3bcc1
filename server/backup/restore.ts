import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationLockKey, migrationsFolder } from '../db/migrate.ts';
import type { Manifest } from './backup.ts';
import { appliedMigrations, listTables, migrationsTable, quotedTable, quoteIdentifier } from './catalog.ts';
import { readBackup } from './read-backup.ts';

export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

export type RestoreResult = { manifest: Manifest; rows: number };

/**
 * Restores a backup into the database at `url`: validates the whole file first (nothing is touched
 * for a damaged one), brings an empty database to the backup's migration level, then loads every
 * table in one transaction and checks the counts. A database with rows is refused unless `force`,
 * which replaces its contents in that same transaction.
 */
export async function restoreBackup(
  url: string,
  file: string,
  options: { force: boolean },
): Promise<RestoreResult> {
  const manifest = await readBackup(file);
  const local = readMigrationFiles({ migrationsFolder });
  const level = manifest.migrations.length;
  manifest.migrations.forEach((migration, index) => {
    if (local[index]?.hash !== migration.hash) {
      throw new RestoreRefusedError(
        index >= local.length
          ? `The backup was made by a newer Tend (${level} migrations; this one knows ${local.length}). Restore it with that version.`
          : `The backup's migration ${index + 1} differs from this Tend's; restore it with the version that made it (${manifest.appVersion}).`,
      );
    }
  });

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Instances starting meanwhile wait instead of migrating under our feet.
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    const current = await appliedMigrations(client);
    const occupied: string[] = [];
    for (const table of await listTables(client)) {
      if (table.name === migrationsTable) continue;
      const { rows } = await client.query<{ n: string }>(
        `select count(*)::text as n from ${quotedTable(table)}`,
      );
      if (rows[0]?.n !== '0') occupied.push(`${table.name}: ${rows[0]?.n} rows`);
    }
    if (occupied.length > 0 && !options.force) {
      throw new RestoreRefusedError(
        `The database is not empty (${occupied.join(', ')}). Restore into an empty database, or add --force to replace everything in it with the backup.`,
      );
    }
    if (current.length > level) {
      throw new RestoreRefusedError(
        `The database is at migration ${current.length}, later than the backup's ${level}. Restore into a new, empty database; the app migrates it further when it starts.`,
      );
    }
    if (current.length < level) await migrateTo(client, level);

    await client.query('begin');
    try {
      const tables = new Map((await listTables(client)).map((table) => [table.name, table]));
      const cleared = [...tables.values()].filter((table) => table.name !== migrationsTable);
      if (cleared.length > 0) await client.query(`truncate ${cleared.map(quotedTable).join(', ')}`);
      const statements = new Map<string, string>();
      for (const dumped of manifest.tables) {
        if (dumped.name === migrationsTable) continue;
        const table = tables.get(dumped.name);
        if (!table)
          throw new RestoreRefusedError(`The backup has a table ${dumped.name} that the database lacks`);
        const missing = dumped.columns.filter((column) => !table.columns.includes(column));
        if (missing.length > 0) {
          throw new RestoreRefusedError(
            `Table ${dumped.name} lacks the backup's columns ${missing.join(', ')}`,
          );
        }
        const columns = dumped.columns.map(quoteIdentifier).join(', ');
        statements.set(
          dumped.name,
          `insert into ${quotedTable(table)} (${columns}) overriding system value
           select ${columns} from json_populate_recordset(null::${quotedTable(table)}, $1::json)`,
        );
      }
      let rows = 0;
      await readBackup(file, async (name, batch) => {
        const statement = statements.get(name);
        if (!statement) return;
        await client.query(statement, [`[${batch.join(',')}]`]);
        rows += batch.length;
      });
      for (const sequence of manifest.sequences) {
        if (sequence.lastValue === null) continue;
        await client.query('select setval($1::regclass, $2::bigint, true)', [
          sequence.name,
          sequence.lastValue,
        ]);
      }
      for (const dumped of manifest.tables) {
        const table = tables.get(dumped.name);
        if (!table) continue;
        const { rows: counted } = await client.query<{ n: string }>(
          `select count(*)::text as n from ${quotedTable(table)}`,
        );
        if (Number(counted[0]?.n) !== dumped.rows) {
          throw new Error(
            `Table ${dumped.name} has ${counted[0]?.n} rows after the restore; the backup has ${dumped.rows}`,
          );
        }
      }
      await client.query('commit');
      return { manifest, rows };
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  } finally {
    await client.end();
  }
}

/** Applies this Tend's first `level` migrations, no more: the backup's rows fit that schema. */
async function migrateTo(client: pg.Client, level: number) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'tend-restore-migrations-'));
  try {
    const journal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: { tag: string }[];
    };
    const entries = journal.entries.slice(0, level);
    mkdirSync(path.join(folder, 'meta'));
    writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) {
      cpSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    }
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
