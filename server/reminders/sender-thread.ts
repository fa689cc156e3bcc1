import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import type { ReminderSender } from './reminder-sender.ts';

// The reminder sender runs on a thread of its own at a lower CPU priority than the thread that
// serves requests (decision 020). At the top of a busy minute it has thousands of notifications
// to encrypt and send; on the same thread, or at the same priority, they took the cores that
// journal reads needed, and the reads' p99 rose fourfold. A niced thread still uses every core
// nobody else wants, so an idle server sends as fast as before.

/**
 * Steps below the server's own priority, on setpriority's scale (0 the default, 19 the lowest,
 * each step about 1.25 times less CPU under contention). 5 gives requests about three times the
 * sender's share of a busy core; at 10 or 19, requests that keep the cores busy left reminders
 * minutes late (docs/performance.md, "Reminders").
 */
export const SENDER_NICE = 5;
const stopTimeoutMs = 15_000;

export type SenderThreadData = {
  config: Config;
  databaseUrl: string;
  authSecret: string;
  nice: number;
};

export type SenderThreadMessage =
  | { type: 'running' }
  | { type: 'failed'; message: string }
  | { type: 'stopped' };

/**
 * Lowers the calling thread's priority `nice` steps below the server's own (a server started with
 * `nice -n 5` gets its sender at 10, not at 5 with its requests): Linux's setpriority applies to
 * the thread whose id it is given (man 2 setpriority, "BUGS"), and /proc/thread-self names the
 * caller's thread id. Elsewhere (no /proc) the thread keeps its priority and the sender simply
 * competes with requests.
 */
export function lowerThisThreadPriority(nice: number): boolean {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    setPriority(threadId, Math.min(19, getPriority(threadId) + nice));
    return true;
  } catch {
    return false;
  }
}

/** Starts the sender's thread; resolves once its queue runner is running. */
export function startSenderThread(
  data: Omit<SenderThreadData, 'nice'> & { nice?: number },
  logger: Logger,
): Promise<ReminderSender> {
  const worker = new Worker(new URL('./sender-thread-main.ts', import.meta.url), {
    workerData: { ...data, nice: data.nice ?? SENDER_NICE } satisfies SenderThreadData,
    // Its stdout is the process's: the thread's logger writes to fd 1 itself.
    stdout: false,
    stderr: false,
  });
  let state: 'starting' | 'running' | 'stopped' = 'starting';
  let stopping: Promise<void> | undefined;

  return new Promise<ReminderSender>((resolve, reject) => {
    const sender: ReminderSender = {
      running: () => state === 'running',
      stop() {
        stopping ??= new Promise<void>((done) => {
          if (state === 'stopped') return done();
          const timer = setTimeout(() => void worker.terminate(), stopTimeoutMs);
          worker.once('exit', () => {
            clearTimeout(timer);
            done();
          });
          worker.postMessage({ type: 'stop' });
        });
        return stopping;
      },
    };
    worker.on('message', (message: SenderThreadMessage) => {
      if (message.type === 'running') {
        state = 'running';
        resolve(sender);
      } else if (message.type === 'failed') {
        if (state === 'starting') reject(new Error(`The reminder sender did not start: ${message.message}`));
        state = 'stopped';
      }
    });
    worker.on('error', (error) => {
      state = 'stopped';
      logger.error({ err: error }, 'the reminder sender thread failed');
      reject(error);
    });
    worker.on('exit', (code) => {
      if (state === 'starting')
        reject(new Error(`The reminder sender thread left (${code}) before it started`));
      if (state === 'running' && !stopping) logger.error({ code }, 'the reminder sender thread left');
      state = 'stopped';
    });
  });
}
