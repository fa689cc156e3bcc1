import { parentPort, Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { startNodeFlags } from './app-server.ts';
import { onExit } from './on-exit.ts';

// A bench's "bare twin" (support/bare-*.ts) runs in a worker thread, so it has its own event loop as
// the app has, instead of sharing one with the load generator. It posts { port } once listening and
// closes its server and pool on 'stop'.

export type BareTwin = { worker: Worker; port: number };

/**
 * The twin's young generation, sized as `npm start` sizes the app's (--max-semi-space-size in
 * package.json; V8's young generation is three semi-spaces). A worker's default (192 MB) let the
 * twin's new space grow four times larger than the app's 33.5 MB, so it collected garbage less
 * often and the ratios charged the app for a memory setting rather than for its work.
 */
function twinYoungGenerationMb(flags = startNodeFlags()): number | undefined {
  const semiSpace = flags.map((flag) => /^--max-semi-space-size=(\d+)$/.exec(flag)?.[1]).find(Boolean);
  return semiSpace === undefined ? undefined : 3 * Number(semiSpace);
}

export async function startBareTwin(module: URL, workerData: unknown): Promise<BareTwin> {
  const youngGenerationMb = twinYoungGenerationMb();
  const worker = new Worker(module, {
    workerData,
    resourceLimits:
      youngGenerationMb === undefined ? undefined : { maxYoungGenerationSizeMb: youngGenerationMb },
  });
  const forget = onExit(() => void worker.terminate());
  worker.once('exit', forget);
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (message: { port: number }) => resolve(message.port));
    worker.once('error', reject);
  });
  return { worker, port };
}

/** Asks the twin to close (its pool's connections end cleanly); terminates it after 10 s. */
export async function stopBareTwin(worker: Worker) {
  const exited = new Promise((resolve) => worker.once('exit', resolve));
  worker.postMessage('stop');
  const timer = setTimeout(() => void worker.terminate(), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The twin's side, in its worker: serves `fetch` on a free loopback port, posts { port }, and on
 * 'stop' closes the server, then `close` (its pool), then the channel.
 */
export function serveBareTwin(
  fetch: (request: Request) => Response | Promise<Response>,
  close: () => Promise<void>,
) {
  const server = serve({ fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
    parentPort?.postMessage({ port: info.port });
  });
  parentPort?.on('message', (message: unknown) => {
    if (message === 'stop') server.close(() => void close().then(() => parentPort?.close()));
  });
}
