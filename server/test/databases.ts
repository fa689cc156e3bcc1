import pg from 'pg';

// Tests that need a database of their own (backups, migrations, several instances) create it on the
// run's PostgreSQL server and drop it afterwards; these are the two pieces each of them needs.

/** The URL of `database` on the same server as `serverUrl`. */
export function databaseUrlOn(serverUrl: string | URL, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `work` on a connection of its own, closed whatever happens. */
export async function withClient<T>(url: string | URL, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
