import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

// A new user often runs `npm install && npm start` as root (a container, a fresh VM) in a checkout
// that only root may enter, such as one made in `mktemp -d`. PostgreSQL refuses to run as root and
// its `postgres` user cannot reach DATA_DIR there; the database must still start, and keep its data.

const runningAsRoot = process.getuid?.() === 0;
const root = mkdtempSync(path.join(os.tmpdir(), 'tend-private-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function count(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from kept');
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

describe.skipIf(!runningAsRoot)('the embedded PostgreSQL, run by root from a private folder', () => {
  it('keeps its files in the system data folder, says where, and finds them again on restart', async () => {
    // The checkout: root only (mkdtemp makes it 0700). The system data folder stands in for /var/lib/tend.
    const checkout = path.join(root, 'checkout');
    mkdirSync(checkout, { mode: 0o700 });
    chmodSync(root, 0o755);
    const systemRoot = path.join(root, 'system');
    const dataDir = path.join(checkout, 'data');
    const logger = createLogger({ logLevel: 'silent' });

    const first = await startEmbeddedPostgres(dataDir, logger, { systemRoot });
    try {
      const client = new pg.Client({ connectionString: first.url });
      await client.connect();
      await client.query('create table kept (id int)');
      await client.query('insert into kept values (1), (2)');
      await client.end();
    } finally {
      await first.stop();
    }
    const location = readFileSync(path.join(dataDir, 'postgres-location'), 'utf8');
    const pgData = /is in (\S+):/.exec(location)?.[1] ?? '';
    expect(pgData.startsWith(systemRoot)).toBe(true);
    expect(existsSync(path.join(pgData, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);

    const second = await startEmbeddedPostgres(dataDir, logger, { systemRoot });
    try {
      expect(await count(second.url)).toBe(2);
    } finally {
      await second.stop();
    }
  });
});
