import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export type DataDirLock = { release(): void };

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/**
 * One Tend process per data folder: two postmasters on one folder would corrupt it. The lock file
 * holds the owner's pid; a lock whose process is gone (kill -9, power loss) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'tend.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return {
        release() {
          if (ownerOf(file) === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(file);
      if (owner !== undefined && owner !== process.pid && isRunning(owner, 'node')) {
        throw new DataDirInUseError(
          `The data folder ${dataDir} is in use by another Tend process (pid ${owner}). ` +
            'Stop that process, or start this one with a different DATA_DIR.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data folder ${dataDir}; another process keeps taking it.`);
}

function ownerOf(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `pid` is a live process running `program`. After a reboot a stale pid may belong to an
 * unrelated process; where /proc exists we check the command line so that does not block a start.
 */
export function isRunning(pid: number, program: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(program);
  } catch {
    return true;
  }
}
