import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onExit } from './on-exit.ts';

// Starts the built app as a person does (`node scripts/start.mjs`, which builds the web app first
// when it is missing or stale) on a free loopback port, with its own data folder and embedded
// PostgreSQL, and stops it as an operator does (SIGTERM).

const root = fileURLToPath(new URL('../../..', import.meta.url));
const healthPollMs = 100;
const stopTimeoutMs = 30_000;

export type RunningApp = {
  url: string;
  /** The Node process that serves the app; its embedded PostgreSQL processes are its descendants. */
  pid: number;
  dataDir: string;
  /** From spawn to the first healthy answer of GET /api/health, build time included. */
  spawnToHealthMs: number;
  /** Whether start.mjs had to build the web app first (then spawnToHealthMs is not a start-up time). */
  built: boolean;
  /** The server's own start-up figure from its "listening" log line, when it printed one. */
  serverStartupMs: number | undefined;
  stop(options?: { keepDataDir?: boolean }): Promise<void>;
};

export type StartOptions = {
  /** Extra environment for the app (TRUST_PROXY, LOG_LEVEL ...). */
  env?: Record<string, string>;
  /** Reuse this data folder (a restart); by default a fresh, empty one is made. */
  dataDir?: string;
  /** Includes a possible build. */
  healthTimeoutMs?: number;
};

/** A fresh data folder under the system's temporary folder. */
export function makeDataDir(): string {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'tend-bench-'));
  // As root the embedded PostgreSQL runs as the `postgres` user, who must be able to enter it.
  chmodSync(parent, 0o755);
  return path.join(parent, 'data');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The Node flags of `npm start` (package.json), so a bench measures the app as people run it, without
 * npm's own process in between.
 */
export function startNodeFlags(): string[] {
  const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = packageJson.scripts.start.split(/\s+/);
  return words.slice(1, words.indexOf('scripts/start.mjs'));
}

export async function startApp(options: StartOptions = {}): Promise<RunningApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? makeDataDir();
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...startNodeFlags(), 'scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...withoutAppVariables(process.env),
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      // The embedded database's first scheduled backup comes a minute after start: its pg_dump took
      // most of a core for several seconds, inside whichever side a bench was measuring then (an
      // app/bare round at 50-59% where the others ran 80-100%). A bench that wants it asks for it.
      BACKUP_INTERVAL_HOURS: '0',
      ...options.env,
    },
  });
  const output = new OutputTail(child);

  // Interrupted or crashed, the bench still asks the app to stop (and so its PostgreSQL).
  const forget = onExit(() => child.kill('SIGTERM'));

  try {
    await waitForHealth(url, child, output, options.healthTimeoutMs ?? 300_000);
  } catch (error) {
    if (child.exitCode === null && child.signalCode === null) await stopChild(child);
    forget();
    if (!options.dataDir) removeDataDir(dataDir);
    throw error;
  }
  const spawnToHealthMs = performance.now() - startedAt;
  if (child.pid === undefined) throw new Error('The app process has no pid.');

  return {
    url,
    pid: child.pid,
    dataDir,
    spawnToHealthMs,
    built: output.sawBuild,
    serverStartupMs: output.startupMs(),
    async stop({ keepDataDir = false } = {}) {
      await stopChild(child);
      forget();
      if (!keepDataDir) removeDataDir(dataDir);
    },
  };
}

/** The embedded PostgreSQL of a running app's data folder, as the app's own user (see server/start-up.test.ts). */
export function embeddedDatabaseUrl(dataDir: string): string {
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const port = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  return `postgres://tend:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** Removes the temporary parent that makeDataDir() made, or the given folder itself. */
export function removeDataDir(dataDir: string) {
  const parent = path.dirname(dataDir);
  const target = path.basename(parent).startsWith('tend-bench-') ? parent : dataDir;
  rmSync(target, { recursive: true, force: true });
}

// The bench decides the app's configuration: a developer's .env-style variables must not leak in.
function withoutAppVariables(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'TRUST_PROXY', 'AUTH_SECRET', 'SMTP_URL', 'LOG_LEVEL'])
    delete copy[name];
  return copy;
}

async function waitForHealth(url: string, child: ChildProcess, output: OutputTail, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The app exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output.text()}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, healthPollMs));
  }
  throw new Error(`The app was not healthy within ${timeoutMs / 1000} s:\n${output.text()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Keeps the app's last output (its JSON log) for error messages; the rest is read and dropped.
 *
 * Lines are looked at one by one only until the app says it is listening (the build and start-up
 * figures are in them). After that the app writes a log line per request, thousands a second under
 * load, and they are read on the load generator's thread, which shares the cores with the app: so
 * they are only kept as raw chunks, up to a bound, and split into lines when an error message asks.
 */
class OutputTail {
  private startUpLines: string[] = [];
  private chunks: Buffer[] = [];
  private chunkBytes = 0;
  private listeningStartupMs: number | undefined;
  private startedUp = false;
  private readonly keepLines = 40;
  private readonly keepBytes = 64 * 1024;
  sawBuild = false;

  constructor(child: ChildProcess) {
    for (const stream of [child.stdout, child.stderr]) {
      let partial = '';
      stream?.on('data', (chunk: Buffer) => {
        if (this.startedUp) return this.keep(chunk);
        const parts = (partial + chunk.toString('utf8')).split('\n');
        partial = parts.pop() ?? '';
        for (const line of parts) this.add(line);
      });
    }
  }

  private add(line: string) {
    if (!line.trim()) return;
    if (this.listeningStartupMs === undefined && line.includes('"startupMs"')) {
      try {
        const entry = JSON.parse(line) as { startupMs?: unknown };
        if (typeof entry.startupMs === 'number') this.listeningStartupMs = entry.startupMs;
      } catch {
        // Not a JSON log line.
      }
      this.startedUp = true;
    }
    if (line.includes('Building the web app')) this.sawBuild = true;
    this.startUpLines.push(line);
    if (this.startUpLines.length > this.keepLines) this.startUpLines.shift();
  }

  private keep(chunk: Buffer) {
    this.chunks.push(chunk);
    this.chunkBytes += chunk.length;
    while (this.chunks.length > 1 && this.chunkBytes - (this.chunks[0]?.length ?? 0) >= this.keepBytes)
      this.chunkBytes -= this.chunks.shift()?.length ?? 0;
  }

  text() {
    const later = Buffer.concat(this.chunks).toString('utf8').split('\n');
    return [...this.startUpLines, ...later]
      .filter((line) => line.trim())
      .slice(-this.keepLines)
      .join('\n');
  }

  startupMs() {
    return this.listeningStartupMs;
  }
}

/** startApp for a bench's top level: a start that fails ends the bench, saying why. */
export function startAppOrExit(options?: StartOptions): Promise<RunningApp> {
  return startApp(options).catch((error: unknown) => {
    console.error('The app did not start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
