import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { runNode } from '../test/processes.ts';
import { embeddedDataFolder, startEmbeddedPostgres } from './embedded-postgres.ts';

// Root running Tend from private folders leaves databases in /var/lib/tend/<id> that outlive their
// checkouts. `npm run data:clean` finds those whose data folder is gone and removes only them. A
// folder in the test stands in for /var/lib/tend (--root).

const runningAsRoot = process.getuid?.() === 0;
const root = mkdtempSync(path.join(os.tmpdir(), 'tend-clean-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.skipIf(!runningAsRoot)('npm run data:clean', () => {
  it('lists the databases of deleted data folders and removes only those, never a running one', async () => {
    chmodSync(root, 0o755);
    const checkout = path.join(root, 'checkout');
    mkdirSync(checkout, { mode: 0o700 });
    const systemRoot = path.join(root, 'system');
    const gone = path.join(checkout, 'gone');
    const kept = path.join(checkout, 'kept');
    const logger = createLogger({ logLevel: 'silent' });
    const clean = (...args: string[]) =>
      runNode('scripts/clean-databases.ts', {}, ['--root', systemRoot, ...args]);

    const keptDatabase = await startEmbeddedPostgres(kept, logger, { systemRoot });
    await keptDatabase.stop();
    const running = await startEmbeddedPostgres(gone, logger, { systemRoot });
    const goneFolder = path.dirname(running.pgData);
    const keptFolder = path.dirname(embeddedDataFolder(kept));
    // The owner is recorded where the database lives, since its name (a hash) cannot be read back.
    expect(readFileSync(path.join(goneFolder, 'owner'), 'utf8').trim()).toBe(realpathSync(gone));
    // Made by an older Tend, before owners were recorded: listed, never removed.
    const legacy = path.join(systemRoot, '0123456789abcdef');
    mkdirSync(path.join(legacy, 'postgres'), { recursive: true });

    try {
      rmSync(gone, { recursive: true, force: true });
      const whileRunning = await clean('--remove');
      expect(whileRunning.code).toBe(0);
      expect(whileRunning.stdout).toMatch(new RegExp(`running .* ${goneFolder} `));
      expect(whileRunning.stdout).toContain('Removed 0 abandoned');
      expect(existsSync(goneFolder)).toBe(true);
    } finally {
      await running.stop();
    }

    const dryRun = await clean();
    expect(dryRun.code).toBe(0);
    expect(dryRun.stdout).toMatch(
      new RegExp(`abandoned .* ${goneFolder}  database of ${realpathSync(checkout)}/gone`),
    );
    expect(dryRun.stdout).toMatch(new RegExp(`owner exists .* ${keptFolder} `));
    expect(dryRun.stdout).toMatch(new RegExp(`owner unknown .* ${legacy} `));
    expect(dryRun.stdout).toContain('1 abandoned');
    expect(existsSync(goneFolder)).toBe(true);

    const removal = await clean('--remove');
    expect(removal.code).toBe(0);
    expect(removal.stdout).toContain('Removed 1 abandoned');
    expect(existsSync(goneFolder)).toBe(false);
    expect(existsSync(path.join(keptFolder, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(existsSync(legacy)).toBe(true);
  });
});
