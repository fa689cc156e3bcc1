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

/**
 * Drops a test's own database. `pool.end()` resolves before its sockets have closed, and a forced
 * drop terminates whatever backend is still there, which the closing client then receives as an
 * error nobody listens to any more (an uncaught exception that fails the whole run). So wait until
 * the test's own connections are gone; force only what is left after that.
 */
export async function dropDatabase(serverUrl: string | URL, database: string): Promise<void> {
  await withClient(serverUrl, async (client) => {
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ count: number }>(
        'select count(*)::int as count from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      if (rows[0]?.count === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`drop database if exists ${client.escapeIdentifier(database)} with (force)`);
  });
}
