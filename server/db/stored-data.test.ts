import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { storedData, storedDataTables } from '#domain/privacy/stored-data.ts';
import { listTables } from '../backup/catalog.ts';

// The Privacy Policy's "What Tend stores" and the account-deleted page's "What was erased" are drawn
// from domain/privacy/stored-data.ts. This holds that list to the migrated database, so that a new
// table with a person's rows cannot ship without saying so there, and the pages cannot name a table
// that is gone or promise an erasure the database does not make.

let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
});
afterAll(() => client.end());

async function publicTables(): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition`,
  );
  return rows.map((row) => row.name).sort();
}

/** Tables with a user_id column or a foreign key to "user": the rows of a person. */
async function tablesOfPeople(): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select table_name as name from information_schema.columns
      where table_schema = 'public' and column_name = 'user_id'
     union
     select c.relname from pg_constraint k join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and k.confrelid = 'public."user"'::regclass`,
  );
  return [...rows.map((row) => row.name), 'user'].sort();
}

/** Tables whose rows go when their person's "user" row is deleted (a cascading foreign key). */
async function tablesDeletedWithTheUser(): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_constraint k join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and k.confrelid = 'public."user"'::regclass
        and k.confdeltype = 'c'`,
  );
  return [...rows.map((row) => row.name), 'user'].sort();
}

describe('what the privacy pages say Tend stores', () => {
  it('names every table that holds a person’s rows', async () => {
    const listed = new Set(storedDataTables());
    const unnamed = (await tablesOfPeople()).filter((table) => !listed.has(table));
    expect(unnamed, 'tables with people’s rows missing from domain/privacy/stored-data.ts').toEqual([]);
  });

  it('names only tables that exist', async () => {
    const existing = new Set(await publicTables());
    const gone = storedDataTables().filter((table) => !existing.has(table));
    expect(gone, 'tables in domain/privacy/stored-data.ts that the database does not have').toEqual([]);
  });

  it('finds every listed table in what a backup holds', async () => {
    const backedUp = new Set((await listTables(client)).map((table) => table.name));
    const missed = storedDataTables().filter((table) => !backedUp.has(`public.${table}`));
    expect(missed, 'listed tables a backup would leave out').toEqual([]);
  });

  it('says a kind is erased with the account only where the database deletes its rows with the person', async () => {
    const deleted = new Set(await tablesDeletedWithTheUser());
    const kept = storedData
      .filter((kind) => kind.place === 'server' && kind.erasedWithAccount)
      .flatMap((kind) =>
        kind.tables.filter((table) => !deleted.has(table)).map((table) => `${kind.id}: ${table}`),
      );
    expect(kept, 'kinds said to be erased whose table keeps rows after the person is deleted').toEqual([]);
  });

  it('gives every kind on the server its tables, and none to what stays on the device', () => {
    expect(storedData.filter((kind) => kind.place === 'server' && kind.tables.length === 0)).toEqual([]);
    expect(storedData.filter((kind) => kind.place === 'device' && kind.tables.length > 0)).toEqual([]);
    expect(new Set(storedData.map((kind) => kind.id)).size).toBe(storedData.length);
    expect(new Set(storedData.map((kind) => kind.label)).size).toBe(storedData.length);
  });
});
