import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { resetRequestLimit, signInFailureLimit } from './auth/sign-in-throttle.ts';
import { listBackups } from './backup/backup.ts';
import { databaseUrlOn, dropDatabase, withClient } from './test/databases.ts';
import { freePort, GiveUp, type NodeProcess, startNode, waitFor } from './test/processes.ts';
import { testAppUrl } from './test/test-app.ts';
import { send, signIn, signUp, uniqueEmail, uniqueIp } from './test/users.ts';

// Two real Tend processes on one PostgreSQL, as behind a load balancer: started together on a fresh
// database (their migrations race under the advisory lock), then every piece of state that must be
// shared (sessions, sign-out, better-auth's rate limits, the per-account brakes, the insights cache)
// is used on one and checked on the other. The instances trust 127.0.0.1 as their proxy, so X-Forwarded-For gives each
// request its client address.

const serverUrl = new URL(inject('databaseUrl'));
const database = `tend_two_${randomBytes(5).toString('hex')}`;
const databaseUrl = new URL(databaseUrlOn(serverUrl, database));
const root = mkdtempSync(path.join(os.tmpdir(), 'tend-two-instances-'));
const processes: NodeProcess[] = [];

type RequestFn = (input: string, init: RequestInit, bindings?: unknown) => Promise<Response>;
type Instance = { name: string; port: number; process: NodeProcess; request: RequestFn };
let a: Instance;
let b: Instance;

async function admin(sql: string) {
  await withClient(serverUrl, (client) => client.query(sql));
}

/**
 * The test helpers' `app.request` over real HTTP: the socket address they would fake travels as
 * X-Forwarded-For, which the instance believes from its trusted proxy (127.0.0.1, this test).
 */
function fetchApp(port: number, input: string, init: RequestInit, bindings?: unknown): Promise<Response> {
  const ip = (bindings as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
    ?.socket?.remoteAddress;
  const headers = new Headers(init.headers);
  if (ip) headers.set('x-forwarded-for', ip);
  return fetch(`http://127.0.0.1:${port}${input}`, { ...init, headers, signal: AbortSignal.timeout(10_000) });
}

function appOf(instance: Instance) {
  return { request: instance.request } as unknown as Parameters<typeof signUp>[0];
}

async function start(name: string): Promise<Instance> {
  const port = await freePort();
  const started = startNode('server/index.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: testAppUrl,
    DATABASE_URL: databaseUrl.toString(),
    DATA_DIR: path.join(root, name),
    AUTH_SECRET: 'two-instances-share-this-secret-0123456789',
    TRUST_PROXY: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    // Every 1.8 s, into one shared folder: the instances must take turns, and stop cleanly.
    BACKUP_INTERVAL_HOURS: '0.0005',
    BACKUP_DIR: path.join(root, 'backups'),
    BACKUP_KEEP: '3',
  });
  processes.push(started);
  return {
    name,
    port,
    process: started,
    request: (input, init, bindings) => fetchApp(port, input, init, bindings),
  };
}

async function healthy(instance: Instance) {
  await waitFor(
    `instance ${instance.name} to be healthy`,
    async () => {
      if (instance.process.child.exitCode !== null) {
        throw new GiveUp(`instance ${instance.name} exited: ${instance.process.stderr()}`);
      }
      const response = await fetch(`http://127.0.0.1:${instance.port}/api/health`);
      return response.status === 200 ? true : undefined;
    },
    60_000,
  );
}

beforeAll(async () => {
  await admin(`create database ${database}`);
  // Both at once, on a database with no tables: one migrates, the other waits on the lock.
  [a, b] = await Promise.all([start('a'), start('b')]);
  await Promise.all([healthy(a), healthy(b)]);
});

afterAll(async () => {
  for (const started of processes) {
    if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill('SIGTERM');
    await Promise.race([started.exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  }
  await dropDatabase(serverUrl, database);
  rmSync(root, { recursive: true, force: true });
});

describe('two instances on one database', () => {
  it('both start together on a fresh database: each migration is applied once, and both serve', async () => {
    const { rows } = await withClient(databaseUrl, (client) =>
      client.query<{ hash: string; n: number }>(
        'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
      ),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.n === 1)).toBe(true);
    for (const instance of [a, b]) {
      expect(instance.process.stdout()).toContain(
        `"msg":"the database is the PostgreSQL at ${databaseUrl.host}/${database}"`,
      );
      // The external database's credentials stay out of the log line that names it.
      expect(instance.process.stdout()).not.toContain(serverUrl.password || 'no-password-in-the-url');
    }
  });

  it('a session made on one is valid on the other, and a sign-out on one ends it on both at once', async () => {
    const { cookie } = await signUp(appOf(a));
    expect((await send(appOf(b), '/api/me', { cookie })).status).toBe(200);

    const signOut = await send(appOf(a), '/api/auth/sign-out', { cookie, body: {} });
    expect(signOut.status).toBe(200);
    expect((await send(appOf(b), '/api/me', { cookie })).status).toBe(401);
    expect((await send(appOf(a), '/api/me', { cookie })).status).toBe(401);
  });

  it('counts wrong passwords for one account across both', async () => {
    const { email, password } = await signUp(appOf(a));
    for (let attempt = 0; attempt < signInFailureLimit; attempt++) {
      const instance = attempt % 2 === 0 ? a : b;
      const response = await signIn(appOf(instance), email, 'not-the-right-one-1', { ip: uniqueIp() });
      expect(response.status, `guess ${attempt + 1} on ${instance.name}`).toBe(401);
    }
    // The limit was reached on the two together: each refuses now, the right password too.
    expect((await signIn(appOf(a), email, password, { ip: uniqueIp() })).status).toBe(429);
    expect((await signIn(appOf(b), email, password, { ip: uniqueIp() })).status).toBe(429);
  });

  it("counts better-auth's per-address sign-in limit across both", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    // Unknown accounts, one per try, so the per-account brake never speaks: only the address limit.
    for (let attempt = 0; attempt < 12; attempt++) {
      const instance = attempt % 2 === 0 ? a : b;
      statuses.push(
        (await signIn(appOf(instance), uniqueEmail('nobody'), 'not-the-right-one-1', { ip })).status,
      );
    }
    // 10 a minute per address (server/auth/auth.ts): 5 went to each instance, then both refuse.
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('sends at most the reset-code limit per account across both, from any address', async () => {
    const { email } = await signUp(appOf(b));
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= resetRequestLimit; attempt++) {
      const instance = attempt % 2 === 0 ? a : b;
      const response = await send(appOf(instance), '/api/auth/email-otp/request-password-reset', {
        body: { email },
        ip: uniqueIp(),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(resetRequestLimit).fill(200), 429]);
  });

  it('share one insights cache: either computes it, the other serves the same, one row per person', async () => {
    const { cookie, userId } = await signUp(appOf(a));
    const today = new Date().toISOString().slice(0, 10);
    const meal = {
      id: randomUUID(),
      type: 'food',
      date: today,
      content: 'Porridge with blueberries',
      details: { mealTime: 'breakfast', mealSize: 'medium', mealSource: 'home' },
    };
    expect((await send(appOf(a), '/api/journal/entries', { cookie, body: meal })).status).toBe(201);
    // Both at once for a person with no cache yet: each may compute, the upsert keeps one row.
    const first = await Promise.all(
      [a, b].map((instance) => send(appOf(instance), '/api/insights', { cookie })),
    );
    expect(first.map((response) => response.status)).toEqual([200, 200]);
    const { rows } = await withClient(databaseUrl, (client) =>
      client.query<{ generated_at: Date }>('select generated_at from user_insights where user_id = $1', [
        userId,
      ]),
    );
    expect(rows).toHaveLength(1);
    // From now on both serve the stored row.
    for (const instance of [a, b]) {
      const body = (await (await send(appOf(instance), '/api/insights', { cookie })).json()) as {
        generatedAt: string;
      };
      expect(body.generatedAt).toBe(rows[0]?.generated_at.toISOString());
    }
  });

  it('back up on their schedule into one folder, one line each, and stop at SIGTERM', async () => {
    const dir = path.join(root, 'backups');
    const backupLines = () =>
      [a, b].flatMap((instance) =>
        instance.process
          .stdout()
          .split('\n')
          .filter((line) => line.includes('"msg":"backup written'))
          .map((line) => JSON.parse(line) as { file: string; bytes: number; ms: number }),
      );
    // The file appears before its instance logs it: wait for both lines, not only both files, or a
    // busy machine catches the second instance between the two.
    await waitFor(
      'two scheduled backups, written and logged',
      () => (listBackups(dir).length >= 2 && backupLines().length >= 2 ? true : undefined),
      20_000,
    );
    const lines = backupLines();
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) {
      expect(line.file.startsWith(dir)).toBe(true);
      expect(line.bytes).toBeGreaterThan(0);
      expect(line.ms).toBeGreaterThanOrEqual(0);
    }
    // Taking turns: never two backups from the same interval.
    const times = lines
      .map((line) =>
        Date.parse(
          path
            .basename(line.file)
            .replace(
              /^tend-backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z.*$/,
              '$1-$2-$3T$4:$5:$6.$7Z',
            ),
        ),
      )
      .sort();
    for (let index = 1; index < times.length; index++) {
      expect((times[index] as number) - (times[index - 1] as number)).toBeGreaterThan(1_000);
    }

    for (const instance of [a, b]) instance.process.child.kill('SIGTERM');
    expect(await Promise.all([a.process.exited, b.process.exited])).toEqual([0, 0]);
    expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });
});
