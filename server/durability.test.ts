import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort, GiveUp, isAlive, type NodeProcess, startNode, waitFor } from './test/processes.ts';

// security.md: "write entries in a loop, kill -9 the server (and its embedded PostgreSQL),
// restart: every entry whose create was acknowledged is there, none twice."

const root = mkdtempSync(path.join(os.tmpdir(), 'tend-durability-'));
chmodSync(root, 0o755);
const dataDir = path.join(root, 'data');
const started: NodeProcess[] = [];

afterAll(async () => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  const pid = postmasterPid();
  if (pid && isAlive(pid)) process.kill(pid, 'SIGKILL');
  rmSync(root, { recursive: true, force: true });
});

function postmasterPid(): number | undefined {
  try {
    return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

async function start(port: number) {
  const server = startNode('server/index.ts', {
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  });
  started.push(server);
  await waitFor(
    'the server to answer',
    async () => {
      if (server.child.exitCode !== null) throw new GiveUp(`the server exited: ${server.stderr()}`);
      const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      return response?.ok ? true : undefined;
    },
    30_000,
  );
  return server;
}

it('keeps every acknowledged entry, exactly once, through kill -9 of the app and its database', async () => {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = await start(port);

  const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      name: 'Robin',
      email: `durable-${randomUUID()}@example.test`,
      password: 'gentle-morning-walk-42',
    }),
  });
  expect(signUp.ok).toBe(true);
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const today = new Date().toISOString().slice(0, 10);

  const acknowledged = new Set<string>();
  const attempted: string[] = [];
  let stop = false;
  const post = (id: string) =>
    fetch(`http://127.0.0.1:${port}/api/journal/entries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify({
        id,
        type: 'symptom',
        date: today,
        content: `entry ${id}`,
        details: { symptomRatings: { Fatigue: 2 }, time_of_day: 'morning' },
      }),
    });
  const writer = async () => {
    while (!stop) {
      const id = randomUUID();
      attempted.push(id);
      try {
        const response = await post(id);
        if (response.status === 201 || response.status === 200) acknowledged.add(id);
      } catch {
        // The crash cut this one off: not acknowledged, so it may or may not be there.
      }
    }
  };
  const writers = Array.from({ length: 4 }, writer);
  await waitFor('some acknowledged writes', async () => (acknowledged.size >= 40 ? true : undefined), 30_000);

  const postmaster = postmasterPid();
  if (!server.child.pid || !postmaster) throw new Error('no pids to kill');
  process.kill(server.child.pid, 'SIGKILL');
  process.kill(postmaster, 'SIGKILL');
  stop = true;
  await Promise.all(writers);
  await server.exited;
  await waitFor('the killed postmaster to go', async () => (isAlive(postmaster) ? undefined : true), 30_000);

  await start(port);
  const { rows } = await (async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/export`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { journalEntries: { id: string }[] };
    return { rows: body.journalEntries.map((entry) => entry.id) };
  })();

  const stored = new Set(rows);
  expect(rows.length, 'no entry is stored twice').toBe(stored.size);
  const lost = [...acknowledged].filter((id) => !stored.has(id));
  expect(lost, 'acknowledged entries missing after the crash').toEqual([]);
  expect([...stored].every((id) => attempted.includes(id))).toBe(true);

  // Retrying an acknowledged create after the restart finds the same entry instead of a second one.
  const [someId] = [...acknowledged];
  const retry = await post(someId as string);
  expect(retry.status).toBe(200);
  const after = await fetch(`http://127.0.0.1:${port}/api/export`, { headers: { cookie } });
  expect(((await after.json()) as { journalEntries: unknown[] }).journalEntries).toHaveLength(rows.length);
  console.log(
    `[durability] ${acknowledged.size} acknowledged of ${attempted.length} attempted; ${rows.length} stored`,
  );
}, 120_000);
