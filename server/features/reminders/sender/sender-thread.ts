import { readFileSync, readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Config } from '#server/config.ts';
import type { Logger } from '#server/logger.ts';
import type { ReminderSender } from './reminder-sender.ts';

// The reminder sender runs on a thread of its own at a lower CPU priority than the thread that
// serves requests (decision 020), and so do the PostgreSQL backends of its connections when the
// database is on this machine. At the top of a busy minute it has thousands of notifications to
// encrypt and send; on the same thread, or at the same priority, they took the cores that journal
// reads needed, and the reads' p99 rose fourfold. A niced thread still uses every core nobody else
// wants, so an idle server sends as fast as before.

/**
 * Steps below the server's own priority, on setpriority's scale (0 the default, 19 the lowest;
 * each step is about 1.25 times less CPU under contention). 15: since due reminders are sent in
 * batches (a third of the CPU they took), the sender keeps up from the cores requests leave; at 5
 * the burst raised the reads' p99 2-5x. When each reminder cost 2.5 times more, 10 and 19 left
 * reminders minutes late (docs/performance.md, "Reminders").
 */
export const SENDER_NICE = 15;
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

/**
 * Lowers the priority of the PostgreSQL backend serving one of the sender's connections as much as
 * its thread's, so that the database's share of a burst yields to requests' queries too. The
 * backend's process id is the one PostgreSQL sent at connection (node-postgres keeps it for
 * cancelling). Only for a database on this machine's loopback, and only a process named postgres:
 * elsewhere a process id of the server's means nothing here.
 */
export function lowerBackendPriority(databaseUrl: string, client: object, nice: number): boolean {
  try {
    const host = new URL(databaseUrl).hostname;
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(host)) return false;
    const pid = (client as { processID?: unknown }).processID;
    if (typeof pid !== 'number' || pid <= 0) return false;
    if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return false;
    setPriority(pid, Math.min(19, getPriority(pid) + nice));
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
