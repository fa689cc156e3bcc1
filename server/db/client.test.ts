import { randomUUID } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from './client.ts';

// A clean stop closes the app's pool, then stops the embedded PostgreSQL. A backend of the pool
// still there when the database stops is ended by PostgreSQL with an error, which the pool reports
// as "idle database connection failed" (level 50, on every Ctrl-C). So the close must outlast every
// backend. A backend that is slow to read its goodbye (a busy machine) is played by a proxy that
// holds what the pool sends until the test lets it through.

type HoldingProxy = { port: number; hold(): void; release(): void; close(): Promise<void> };

async function holdingProxy(target: URL): Promise<HoldingProxy> {
  let holding = false;
  const held: Array<() => void> = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer({ allowHalfOpen: true }, (client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    upstream.on('data', (chunk) => client.write(chunk));
    upstream.on('end', () => client.end());
    client.on('data', (chunk) => (holding ? held.push(() => upstream.write(chunk)) : upstream.write(chunk)));
    client.on('end', () => (holding ? held.push(() => upstream.end()) : upstream.end()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const send of held.splice(0)) send();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The backends of `applicationName`, as seen from a connection of the test's own. */
async function backendsOf(observer: pg.Client, applicationName: string): Promise<number | undefined> {
  const { rows } = await observer.query<{ count: number }>(
    'select count(*)::int as count from pg_stat_activity where application_name = $1',
    [applicationName],
  );
  return rows[0]?.count;
}

describe('closing the database pool', () => {
  it('resolves only once every backend of the pool is gone, so stopping PostgreSQL next hurts none', async () => {
    const databaseUrl = new URL(inject('databaseUrl'));
    const proxy = await holdingProxy(databaseUrl);
    cleanups.push(() => proxy.close());
    const observer = new pg.Client({ connectionString: databaseUrl.toString() });
    await observer.connect();
    cleanups.push(() => observer.end());

    const applicationName = `tend-close-${randomUUID().slice(0, 8)}`;
    const viaProxy = new URL(databaseUrl);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.searchParams.set('application_name', applicationName);
    const { pool, close } = connectDatabase(viaProxy.toString(), { max: 4 });
    const errors: Error[] = [];
    pool.on('error', (error) => errors.push(error));
    // Four idle connections, as the pool holds them after a busy moment.
    const clients = await Promise.all(Array.from({ length: 4 }, () => pool.connect()));
    await Promise.all(clients.map((client) => client.query('select 1')));
    for (const client of clients) client.release();
    expect(await backendsOf(observer, applicationName)).toBe(4);

    proxy.hold();
    let closed = false;
    const closing = close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The backends have not read their goodbye yet: the close is not done.
    expect(await backendsOf(observer, applicationName)).toBe(4);
    expect(closed).toBe(false);

    proxy.release();
    await closing;
    // What a stopping PostgreSQL does to whatever backend is left: none is.
    await observer.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    expect(await backendsOf(observer, applicationName)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('resolves at once for a pool that never connected', async () => {
    const { close } = connectDatabase(inject('databaseUrl'));
    await expect(close()).resolves.toBeUndefined();
  });
});
