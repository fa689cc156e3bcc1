import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isRunning } from './data-dir-lock.ts';
import { ownerMarker, sourceMarker } from './embedded-postgres.ts';

// Root installs keep their embedded databases in /var/lib/tend/<id> (decision 002), where deleting
// the checkout or DATA_DIR does not reach them. This finds the ones whose owner is gone.

export type SystemFolder = {
  folder: string;
  kind: 'database' | 'binaries';
  /** The DATA_DIR (database) or node_modules folder (binaries) it belongs to, when recorded. */
  owner: string | undefined;
  bytes: number;
  /** Only `abandoned` folders are ever removed. */
  state: 'abandoned' | 'owner exists' | 'running' | 'owner unknown';
};

const databaseName = /^[0-9a-f]{16}$/;
const binariesName = /^postgres-[0-9a-f]{16}$/;

function sizeOf(entry: string): number {
  const stats = lstatSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.size;
  let total = 0;
  for (const child of readdirSync(entry)) total += sizeOf(path.join(entry, child));
  return total;
}

function readOwner(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

function postmasterRuns(pgData: string): boolean {
  try {
    const pid = Number(readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 && isRunning(pid, 'postgres');
  } catch {
    return false;
  }
}

/** Whether some live process runs a program from inside `folder` (a PostgreSQL on copied binaries). */
function programRunsFrom(folder: string): boolean {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return false;
  }
  return pids.some((pid) => {
    try {
      return readlinkSync(`/proc/${pid}/exe`).startsWith(`${folder}/`);
    } catch {
      return false;
    }
  });
}

function stateOf(running: boolean, owner: string | undefined): SystemFolder['state'] {
  if (running) return 'running';
  if (owner === undefined) return 'owner unknown';
  return existsSync(owner) ? 'owner exists' : 'abandoned';
}

/** Every database and binaries copy under `root`, with whether its owner still exists. */
export function listSystemFolders(root: string): SystemFolder[] {
  let names: string[];
  try {
    names = readdirSync(root).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const folders: SystemFolder[] = [];
  for (const name of names) {
    const folder = path.join(root, name);
    if (databaseName.test(name)) {
      const owner = readOwner(path.join(folder, ownerMarker));
      const state = stateOf(postmasterRuns(path.join(folder, 'postgres')), owner);
      folders.push({ folder, kind: 'database', owner, bytes: sizeOf(folder), state });
    } else if (binariesName.test(name)) {
      const owner = readOwner(path.join(folder, sourceMarker));
      const state = stateOf(programRunsFrom(folder), owner);
      folders.push({ folder, kind: 'binaries', owner, bytes: sizeOf(folder), state });
    }
  }
  return folders;
}

/** Removes the abandoned folders, checking each again just before; returns the removed ones. */
export function removeAbandoned(root: string): SystemFolder[] {
  const removed: SystemFolder[] = [];
  for (const entry of listSystemFolders(root)) {
    if (entry.state !== 'abandoned') continue;
    rmSync(entry.folder, { recursive: true, force: true });
    removed.push(entry);
  }
  return removed;
}
