import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// Helpers for tests that run Tend as a user would: separate OS processes, real ports, real signals.

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** A minimal environment: nothing from the test runner (DATABASE_URL, NODE_ENV ...) leaks in. */
export function baseEnv(env: Record<string, string>): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env };
}

export type NodeProcess = {
  child: ChildProcess;
  /** Everything written so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or the signal's name) once the process has exited. */
  exited: Promise<number | string>;
};

/** Starts `node <script> [args]` from the repository root. */
export function startNode(script: string, env: Record<string, string>, args: string[] = []): NodeProcess {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: repoRoot,
    env: baseEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve, reject) => {
    child.on('error', reject);
    // 'close' rather than 'exit': all output has been read by then.
    child.on('close', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

/** Runs `node <script> [args]` to completion. */
export async function runNode(script: string, env: Record<string, string>, args: string[] = []) {
  const started = startNode(script, env, args);
  const code = await started.exited;
  return { code, stdout: started.stdout(), stderr: started.stderr() };
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

/** Thrown by a `waitFor` check to stop waiting at once (a process died, say). */
export class GiveUp extends Error {
  override name = 'GiveUp';
}

/**
 * Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. Errors
 * the check throws count as "not yet", except GiveUp.
 */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      if (error instanceof GiveUp) throw error;
      lastError = error;
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether `pid` is a live process: zombies (exited, not yet reaped) count as gone. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (!existsSync('/proc/self')) return true;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}
