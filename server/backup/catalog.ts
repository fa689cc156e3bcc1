import type pg from 'pg';

// What a backup holds is read from PostgreSQL's catalog, not from the Drizzle schema, so a table a
// later migration adds (or one better-auth owns) is backed up without anyone remembering to list it.

/** The schemas Tend's migrations write: its tables, and Drizzle's record of applied migrations. */
export const appSchemas = ['public', 'drizzle'];
export const migrationsTable = 'drizzle.__drizzle_migrations';

export type TableInfo = {
  /** schema.table, unquoted. */
  name: string;
  schema: string;
  table: string;
  /** Columns that can be written (generated columns are left out). */
  columns: string[];
};

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function quotedTable(table: Pick<TableInfo, 'schema' | 'table'>): string {
  return `${quoteIdentifier(table.schema)}.${quoteIdentifier(table.table)}`;
}

/** Every table of the app's schemas, parents before the tables whose foreign keys point at them. */
export async function listTables(client: pg.ClientBase): Promise<TableInfo[]> {
  const { rows: tables } = await client.query<{
    oid: number;
    schema: string;
    table: string;
    columns: string[];
  }>(
    `select c.oid::int as oid, n.nspname as schema, c.relname as table,
            array(select a.attname::text from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                  order by a.attnum) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition and n.nspname = any($1)
      order by n.nspname, c.relname`,
    [appSchemas],
  );
  const { rows: references } = await client.query<{ child: number; parent: number }>(
    `select conrelid::int as child, confrelid::int as parent from pg_constraint
      where contype = 'f' and conrelid <> confrelid`,
  );
  const byOid = new Map(tables.map((table) => [table.oid, table]));
  const parents = new Map<number, Set<number>>();
  for (const { child, parent } of references) {
    if (!byOid.has(child) || !byOid.has(parent)) continue;
    const set = parents.get(child) ?? new Set<number>();
    set.add(parent);
    parents.set(child, set);
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<number>();
  const visiting = new Set<number>();
  const visit = (oid: number) => {
    if (placed.has(oid)) return;
    const table = byOid.get(oid);
    if (!table) return;
    if (visiting.has(oid)) {
      throw new Error(
        `The foreign keys of ${table.schema}.${table.table} form a cycle; no load order exists`,
      );
    }
    visiting.add(oid);
    for (const parent of parents.get(oid) ?? []) visit(parent);
    visiting.delete(oid);
    placed.add(oid);
    ordered.push({
      name: `${table.schema}.${table.table}`,
      schema: table.schema,
      table: table.table,
      columns: table.columns,
    });
  };
  for (const table of tables) visit(table.oid);
  return ordered;
}

export type SequenceState = { name: string; lastValue: string | null };

/** Sequences (serial columns) of the app's schemas, so a restore continues where the backup was. */
export async function listSequences(client: pg.ClientBase): Promise<SequenceState[]> {
  const { rows } = await client.query<{ name: string; lastValue: string | null }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as "lastValue"
       from pg_sequences where schemaname = any($1) order by 1`,
    [appSchemas],
  );
  return rows;
}

export type AppliedMigration = { hash: string; createdAt: string };

/** The migrations applied to the database, oldest first; empty when none ever ran. */
export async function appliedMigrations(client: pg.ClientBase): Promise<AppliedMigration[]> {
  const { rows: exists } = await client.query<{ present: boolean }>(
    `select to_regclass($1) is not null as present`,
    [migrationsTable],
  );
  if (!exists[0]?.present) return [];
  const { rows } = await client.query<{ hash: string; createdAt: string }>(
    `select hash, created_at::text as "createdAt" from ${migrationsTable} order by created_at, id`,
  );
  return rows;
}
