// `npm run bench:auth`: how many password sign-ins per second the app sustains on this machine, and
// what they do to the latency of ordinary API calls made meanwhile; with the password hashing cost
// that sets the ceiling, and two stronger costs for comparison.
import { argon2, randomBytes, scrypt } from 'node:crypto';
import os from 'node:os';
import { promisify } from 'node:util';
import { currentArgon2Parameters, hashPassword } from '#server/auth/password-hashing.ts';
import { type Account, clientAddresses, jsonHeaders, signUp } from './support/accounts.ts';
import { startAppOrExit } from './support/app-server.ts';
import { describeMachine } from './support/machine.ts';
import { cpuTimeMs, processTree } from './support/processes.ts';
import { mean, ms, percentile, printTable } from './support/stats.ts';

const userCount = 20;
const signInConcurrency = 8;
const meConcurrency = 4;
const loadSeconds = 15;
const baselineSeconds = 5;
const hashRuns = 20;
// Bounds the loops whatever the machine's speed.
const maxRequestsPerLoop = 20_000;

const argon2Async = promisify(argon2);
const cores = os.availableParallelism();

console.log(describeMachine());
// 1. The hashing cost, measured alone before the app starts so nothing else competes for the CPU.
console.log(`Password hashing, ${hashRuns} runs each (mean, one at a time):`);
const { memory, passes, parallelism } = currentArgon2Parameters;
const inUse = await timeRuns(() => hashPassword('gentle-morning-walk-42'));
const stronger = await timeRuns(() => argon2id(47_104, 1));
const scryptCost = await timeRuns(scrypt17);
printTable([
  ['cost', 'memory', 'mean', `ceiling on ${cores} cores`],
  [
    `argon2id m=${memory},t=${passes},p=${parallelism} (in use)`,
    `${(memory / 1024).toFixed(0)} MiB`,
    ms(inUse),
    `${ceiling(inUse)} hashes/s`,
  ],
  ['argon2id m=47104,t=1,p=1', '46 MiB', ms(stronger), `${ceiling(stronger)} hashes/s`],
  ['scrypt N=2^17,r=8,p=1', '128 MiB', ms(scryptCost), `${ceiling(scryptCost)} hashes/s`],
]);

// 2. Sign-ins under load, against the running app.
const app = await startAppOrExit({ env: { TRUST_PROXY: '127.0.0.1,::1' } });

try {
  // Behind the trusted local proxy every request names its own client, so the per-address limits
  // (10 sign-ins a minute) stay on without throttling the bench; the per-account brake only counts
  // failures.
  const nextAddress = clientAddresses();
  const users: Account[] = [];
  for (let index = 0; index < userCount; index++)
    users.push(await signUp(app.url, { forwardedFor: nextAddress() }));
  const reader = users[0] as Account;
  console.log(`\nTend at ${app.url}; ${userCount} users signed up.`);

  const getMe = async () => {
    const response = await fetch(`${app.url}/api/me`, { headers: { cookie: reader.cookie } });
    await response.arrayBuffer();
    return response.status;
  };

  const baseline = await runFor(baselineSeconds, meConcurrency, getMe);

  let nextUser = 0;
  const signIn = async () => {
    const user = users[nextUser++ % users.length] as Account;
    const response = await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: jsonHeaders(app.url, nextAddress()),
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    await response.arrayBuffer();
    return response.status;
  };
  const cpuBefore = cpuSplit();
  const [signIns, meDuringLoad] = await Promise.all([
    runFor(loadSeconds, signInConcurrency, signIn),
    runFor(loadSeconds, meConcurrency, getMe),
  ]);

  const cpuAfter = cpuSplit();
  console.log(
    `\nGET /api/me alone (${baselineSeconds} s, concurrency ${meConcurrency}), ` +
      `then ${loadSeconds} s of sign-ins (concurrency ${signInConcurrency}) with GET /api/me beside them ` +
      `(concurrency ${meConcurrency}):`,
  );
  printTable([
    ['', 'ok', 'other', 'per second', 'p50', 'p99'],
    row('GET /api/me alone', baseline),
    row('POST sign-in/email', signIns),
    row('GET /api/me during sign-ins', meDuringLoad),
  ]);
  const slowdown = percentile(meDuringLoad.latencies, 50) / percentile(baseline.latencies, 50);
  console.log(`  GET /api/me p50 during sign-ins is ${slowdown.toFixed(1)}x its p50 alone`);
  console.log(
    `  Sign-ins reach ${((signIns.latencies.length / signIns.seconds / ceilingValue(inUse)) * 100).toFixed(0)}% ` +
      `of the hashing ceiling (${ceiling(inUse)}/s on ${cores} cores, which client and database share here)`,
  );
  const perSignIn = (key: keyof typeof cpuAfter) =>
    ms((cpuAfter[key] - cpuBefore[key]) / Math.max(1, signIns.latencies.length));
  const load = (key: keyof typeof cpuAfter) =>
    `${((cpuAfter[key] - cpuBefore[key]) / 1000 / signIns.seconds).toFixed(2)} cores`;
  console.log(
    `  CPU during the sign-ins: server ${load('server')}, PostgreSQL ${load('database')}, bench client ${load('client')}; ` +
      `per sign-in (GET /api/me included): server ${perSignIn('server')}, PostgreSQL ${perSignIn('database')}`,
  );
  for (const [label, result] of [
    ['sign-in', signIns],
    ['GET /api/me', meDuringLoad],
  ] as const) {
    if (Object.keys(result.otherStatuses).length > 0)
      console.log(`  ${label} answers other than 200: ${JSON.stringify(result.otherStatuses)}`);
  }
} finally {
  await app.stop();
}

/** CPU time used so far by the server, its PostgreSQL processes, and this bench (the client). */
function cpuSplit() {
  const [server, ...database] = processTree(app.pid);
  const client = process.cpuUsage();
  return {
    server: cpuTimeMs(server ?? app.pid),
    database: database.reduce((total, pid) => total + cpuTimeMs(pid), 0),
    client: (client.user + client.system) / 1000,
  };
}

type LoopResult = { latencies: number[]; otherStatuses: Record<string, number>; seconds: number };

/** `concurrency` loops calling `request` back to back until the time is up; latencies of 200 answers. */
async function runFor(
  seconds: number,
  concurrency: number,
  request: () => Promise<number>,
): Promise<LoopResult> {
  const latencies: number[] = [];
  const otherStatuses: Record<string, number> = {};
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  let sent = 0;
  const loop = async () => {
    while (performance.now() < deadline && sent < maxRequestsPerLoop * concurrency) {
      sent++;
      const before = performance.now();
      const status = await request().catch(() => 'network error');
      if (status === 200) latencies.push(performance.now() - before);
      else otherStatuses[status] = (otherStatuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  return { latencies, otherStatuses, seconds: (performance.now() - startedAt) / 1000 };
}

function row(label: string, result: LoopResult): string[] {
  const others = Object.values(result.otherStatuses).reduce((sum, count) => sum + count, 0);
  return [
    label,
    String(result.latencies.length),
    String(others),
    (result.latencies.length / result.seconds).toFixed(1),
    ms(percentile(result.latencies, 50)),
    ms(percentile(result.latencies, 99)),
  ];
}

async function timeRuns(run: () => Promise<unknown>): Promise<number> {
  await run(); // warm-up
  const samples: number[] = [];
  for (let index = 0; index < hashRuns; index++) {
    const before = performance.now();
    await run();
    samples.push(performance.now() - before);
  }
  return mean(samples);
}

function argon2id(memoryKiB: number, passCount: number) {
  return argon2Async('argon2id', {
    message: 'gentle-morning-walk-42',
    nonce: randomBytes(16),
    memory: memoryKiB,
    passes: passCount,
    parallelism: 1,
    tagLength: 32,
  });
}

// scrypt N = 2^17, r = 8 needs 128 MiB, above Node's default maxmem of 32 MiB.
function scrypt17() {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      'gentle-morning-walk-42',
      randomBytes(16),
      32,
      { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

function ceilingValue(meanMs: number): number {
  return (cores * 1000) / meanMs;
}

function ceiling(meanMs: number): string {
  return ceilingValue(meanMs).toFixed(0);
}
