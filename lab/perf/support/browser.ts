import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs, findChromium } from '../../../e2e/support/chromium.ts';
import { onExit } from './on-exit.ts';
import { sleep } from './stats.ts';

export type Browser = { port: number; version: string; close(): Promise<void> };

/**
 * The machine's Chromium, headless, with a fresh profile and the DevTools protocol on a free loopback
 * port (Chromium picks it and writes it to DevToolsActivePort), for Lighthouse to drive.
 */
export async function launchChromium(): Promise<Browser> {
  const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'tend-bench-chromium-'));
  const child = spawn(
    findChromium(),
    [
      '--headless',
      ...chromiumArgs,
      `--user-data-dir=${userDataDir}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    // Its own process group, so that closing it also ends its renderer and utility processes.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000);
  });

  const forget = onExit(() => {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    rmSync(userDataDir, { recursive: true, force: true });
  });
  const close = async () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    forget();
    rmSync(userDataDir, { recursive: true, force: true });
  };

  try {
    const port = await devToolsPort(
      userDataDir,
      () => child.exitCode !== null,
      () => stderr,
    );
    const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
      Browser: string;
    };
    return { port, version: version.Browser, close };
  } catch (error) {
    await close();
    throw error;
  }
}

async function devToolsPort(userDataDir: string, exited: () => boolean, stderr: () => string) {
  const file = path.join(userDataDir, 'DevToolsActivePort');
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    if (exited()) throw new Error(`Chromium exited while starting:\n${stderr()}`);
    if (existsSync(file)) {
      const port = Number(readFileSync(file, 'utf8').split('\n')[0]);
      if (port > 0) return port;
    }
    await sleep(100);
  }
  throw new Error(`Chromium did not open its DevTools port within 30 s:\n${stderr()}`);
}
