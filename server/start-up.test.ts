import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups } from './backup/backup.ts';
import { removeSystemDatabase } from './db/embedded-postgres.ts';
import {
  freePort,
  GiveUp,
  isAlive,
  type NodeProcess,
  runNode,
  startNode,
  waitFor,
} from './test/processes.ts';

// The real server, started as an operator would start it (`node server/index.ts`, no DATABASE_URL),
// on its own data folder: first start, refusal of a second process, recovery after kill -9, and a
// clean SIGTERM. The tests run in order and share the data folder, like successive restarts do.
// Start-up times are printed, not asserted (goals: first start < 15 s, restart < 5 s).

let root: string;
let dataDir: string;
let port: number;
let app: NodeProcess | undefined;
const processes: NodeProcess[] = [];
const postmasters = new Set<number>();
const timings: string[] = [];

function serverEnv(serverPort: number) {
  return { PORT: String(serverPort), DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'test' };
}

function postmasterFile() {
  const [pid, , , portLine] = readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split(
    '\n',
  );
  return { pid: Number(pid), port: Number(portLine) };
}

async function health(serverPort = port) {
  const response = await fetch(`http://127.0.0.1:${serverPort}/api/health`, {
    signal: AbortSignal.timeout(2_000),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Starts the server and waits until its health check is ok; returns the milliseconds that took. */
async function startServer(label: string): Promise<number> {
  const startedAt = performance.now();
  const started = startNode('server/index.ts', serverEnv(port));
  processes.push(started);
  app = started;
  await waitFor(
    `the server's health check (${label})`,
    async () => {
      if (started.child.exitCode !== null) {
        throw new GiveUp(`the server exited with ${started.child.exitCode}: ${started.stderr()}`);
      }
      const result = await health();
      return result.status === 200 ? result : undefined;
    },
    30_000,
  );
  const ms = Math.round(performance.now() - startedAt);
  postmasters.add(postmasterFile().pid);
  timings.push(`${label}: ${ms} ms`);
  console.log(`[start-up] ${label}: healthy after ${ms} ms`);
  return ms;
}

/** A direct connection to the embedded PostgreSQL, as the app's own user. */
async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: postmasterFile().port,
    user: 'tend',
    password,
    database: 'postgres',
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function storedState() {
  return withDatabase(async (client) => {
    const probes = await client.query<{ id: number; note: string }>(
      'select id, note from start_up_probe order by id',
    );
    const migrations = await client.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    return { probes: probes.rows, migrations: migrations.rows[0]?.count };
  });
}

/** Restores with --force while the app is stopped: the command starts and stops the database. */
async function withDatabaseStopped(env: Record<string, string>, file: string) {
  const forced = await runNode('scripts/restore.ts', env, [file, '--force']);
  expect(forced.stderr).toBe('');
  expect(forced.stdout).toContain('started for this command');
}

/** A clean stop is no failure: nothing at pino's error level (50) or above in the log. */
function expectNoErrorLogged(stopped: NodeProcess) {
  const failures = stopped
    .stdout()
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line));
  expect(failures).toEqual([]);
}

async function waitUntilGone(pid: number, what: string) {
  await waitFor(`${what} (pid ${pid}) to exit`, () => (isAlive(pid) ? undefined : true), 15_000);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'tend-start-up-'));
  // The embedded PostgreSQL runs as the system user `postgres` when the tests run as root.
  chmodSync(root, 0o755);
  dataDir = path.join(root, 'data');
  port = await freePort();
});

afterAll(async () => {
  for (const started of processes) {
    if (started.child.exitCode === null && started.child.signalCode === null) {
      started.child.kill('SIGTERM');
      await Promise.race([started.exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (started.child.exitCode === null) started.child.kill('SIGKILL');
    }
  }
  // A postmaster orphaned by a failed test: stop it, or it would outlive the run.
  for (const pid of postmasters) {
    if (!isAlive(pid)) continue;
    try {
      process.kill(pid, 'SIGINT');
      await waitUntilGone(pid, 'an orphaned postmaster');
    } catch {
      if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    }
  }
  removeSystemDatabase(dataDir);
  rmSync(root, { recursive: true, force: true });
  if (timings.length) console.log(`[start-up] times: ${timings.join('; ')}`);
});

describe('the server with its embedded PostgreSQL', () => {
  it('starts on an empty data folder, migrated and healthy', async () => {
    await startServer('first start on an empty DATA_DIR');
    expect((await health()).body).toMatchObject({ status: 'ok', database: 'up' });
    // Where the data is, said at every start: the operator should never have to hunt for it.
    // With how to reach it by hand, and never its password.
    const { port: postgresPort } = postmasterFile();
    const passwordFile = path.join(dataDir, 'postgres-password');
    expect(app?.stdout()).toContain(
      `"msg":"the database is in ${path.join(dataDir, 'postgres')}; PostgreSQL listens on 127.0.0.1:${postgresPort}, user tend, database postgres, password in ${passwordFile}"`,
    );
    expect(app?.stdout()).not.toContain(readFileSync(passwordFile, 'utf8').trim());
    expect(readFileSync(path.join(dataDir, 'tend.lock'), 'utf8').trim()).toBe(String(app?.child.pid));

    await withDatabase(async (client) => {
      await client.query('create table start_up_probe (id integer primary key, note text not null)');
      await client.query(`insert into start_up_probe values (1, 'written before the crashes')`);
    });
    const state = await storedState();
    expect(state.probes).toEqual([{ id: 1, note: 'written before the crashes' }]);
    expect(state.migrations).toBeGreaterThan(0);
  });

  it('refuses a second process on the same data folder, and the first keeps running', async () => {
    const postmaster = postmasterFile().pid;
    const second = startNode('server/index.ts', serverEnv(await freePort()));
    processes.push(second);
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.stderr()).toContain('in use by another Tend process');
    expect(second.stderr()).toContain(`pid ${app?.child.pid}`);

    expect((await health()).status).toBe(200);
    expect(postmasterFile().pid).toBe(postmaster);
    expect(readFileSync(path.join(dataDir, 'tend.lock'), 'utf8').trim()).toBe(String(app?.child.pid));
  });

  it('recovers after kill -9 of the app and its PostgreSQL, with the data intact', async () => {
    const before = await storedState();
    const postmaster = postmasterFile().pid;
    const crashed = app;
    if (!crashed?.child.pid) throw new Error('no running server');
    process.kill(crashed.child.pid, 'SIGKILL');
    process.kill(postmaster, 'SIGKILL');
    expect(await crashed.exited).toBe('SIGKILL');
    await waitUntilGone(postmaster, 'the killed postmaster');

    await startServer('restart after kill -9 of the app and PostgreSQL');
    expect((await health()).body).toMatchObject({ status: 'ok', database: 'up' });
    expect(await storedState()).toEqual(before);
  });

  it('stops the PostgreSQL orphaned by kill -9 of the app alone, and starts again', async () => {
    const before = await storedState();
    const orphan = postmasterFile().pid;
    const crashed = app;
    if (!crashed?.child.pid) throw new Error('no running server');
    process.kill(crashed.child.pid, 'SIGKILL');
    expect(await crashed.exited).toBe('SIGKILL');
    expect(isAlive(orphan)).toBe(true);

    await startServer('restart with an orphaned PostgreSQL');
    expect(isAlive(orphan)).toBe(false);
    expect(postmasterFile().pid).not.toBe(orphan);
    expect(await storedState()).toEqual(before);
    expect(app?.stdout()).toContain('stopping an orphaned embedded PostgreSQL');
  });

  it('on SIGTERM exits 0 within a few seconds, even with an idle keep-alive connection, and stops PostgreSQL', async () => {
    const postmaster = postmasterFile().pid;
    const running = app;
    if (!running?.child.pid) throw new Error('no running server');

    // A browser keeps connections open between requests; they must not hold the shutdown up.
    const agent = new http.Agent({ keepAlive: true });
    try {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${port}/api/health`, { agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode));
          })
          .on('error', reject);
      });
      expect(status).toBe(200);
      await waitFor('the keep-alive socket to be idle', () =>
        Object.keys(agent.freeSockets).length === 1 ? true : undefined,
      );

      const stoppingAt = performance.now();
      running.child.kill('SIGTERM');
      const code = await Promise.race([
        running.exited,
        new Promise((resolve) => setTimeout(() => resolve('still running after 5 s'), 5_000)),
      ]);
      const ms = Math.round(performance.now() - stoppingAt);
      console.log(`[start-up] SIGTERM: exited after ${ms} ms`);
      expect(code).toBe(0);
    } finally {
      agent.destroy();
    }
    expect(isAlive(postmaster)).toBe(false);
    // A clean stop leaves neither lock behind.
    expect(existsSync(path.join(dataDir, 'tend.lock'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(running.stdout()).toContain('"msg":"stopped"');
    expectNoErrorLogged(running);
  });

  it('restarts cleanly after a stop, with the data intact', async () => {
    await startServer('restart after SIGTERM');
    expect((await storedState()).probes).toEqual([{ id: 1, note: 'written before the crashes' }]);
  });

  it('backs up beside the running app, and with the app stopped starts its database for the duration', async () => {
    const env = { DATA_DIR: dataDir, NODE_ENV: 'test' };
    const running = await runNode('scripts/backup.ts', env);
    expect(running.stderr).toBe('');
    expect(running.stdout).toContain(`from the running embedded PostgreSQL of ${dataDir}`);
    expect(listBackups(path.join(dataDir, 'backups'))).toHaveLength(1);

    // Ctrl-C in the terminal: a stop like SIGTERM's, and as quiet.
    const stopping = app;
    stopping?.child.kill('SIGINT');
    expect(await stopping?.exited).toBe(0);
    if (stopping) expectNoErrorLogged(stopping);
    const stopped = await runNode('scripts/backup.ts', env);
    expect(stopped.stderr).toBe('');
    expect(stopped.stdout).toContain(`from the embedded PostgreSQL of ${dataDir}, started for this command`);
    // The command let go of its database and the folder's lock: the app starts again as usual.
    expect(existsSync(path.join(dataDir, 'tend.lock'))).toBe(false);
    const backups = listBackups(path.join(dataDir, 'backups'));
    expect(backups).toHaveLength(2);

    const refused = await runNode('scripts/restore.ts', env, [backups[1] as string]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The database is not empty (public.start_up_probe: 1 rows)');
    await withDatabaseStopped(env, backups[1] as string);
    await startServer('restart after a restore');
    expect((await storedState()).probes).toEqual([{ id: 1, note: 'written before the crashes' }]);
  });
});
