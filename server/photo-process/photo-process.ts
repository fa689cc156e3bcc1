import { type ChildProcess, fork } from 'node:child_process';
import type { Socket } from 'node:net';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { PhotoKind } from '#domain/meal-photos/photo-file.ts';
import type { LabelReader, LabelReading } from '../photos/label-reader.ts';
import { type NormalisedPhoto, PhotoDecodeError, type PhotoNormaliser } from '../photos/photo-processor.ts';
import { type PhotoJob, type PhotoJobAnswer, photoPipeFd } from './photo-process-messages.ts';

// All image work (sharp's redraw, HEIC decoding, label preparation, tesseract) runs in one child
// process, never in the server's: a decoded 12-megapixel photo leaves native memory in glibc's
// arenas of whichever process decoded it, and the decoding threads compete with the event loop.
// The child starts on the first photo, reads one photo at a time at nice 19, is replaced after a
// number of photos, and is told to leave after an idle spell, so an idle server holds none of it.
// Decision 015 says why a process and what it costs.

/** The child's script; tests wrap it. */
export const photoProcessChildPath = fileURLToPath(new URL('./photo-process-child.ts', import.meta.url));

export type PhotoProcessOptions = {
  /** The child leaves after this long without a photo. */
  idleMs?: number;
  /** The child is replaced after this many jobs (a label photo is two: redraw, then read). */
  jobsPerChild?: number;
  /** Photos that may wait for the child before new ones are refused (OcrBusyError). */
  maxQueue?: number;
  /** A job taking longer than this (the child's start included) is given up and the child ended. */
  jobTimeoutMs?: number;
  /** Tests run a wrapper of the child's script. */
  childPath?: string;
};

export type PhotoProcess = {
  normalise: PhotoNormaliser;
  readLabel: LabelReader;
  /** The child's pid (undefined: none running), jobs sent to it and jobs waiting; for tests and the bench. */
  stats(): { pid: number | undefined; running: number; queued: number };
  /** Ends the child; waiting and running photos are refused. */
  close(): Promise<void>;
};

type JobInput = { op: 'normalise'; kind: PhotoKind; maxSide: number } | { op: 'read-label' };
type Job = {
  input: JobInput;
  bytes: Uint8Array;
  resolve: (answer: PhotoJobAnswer & { ok: true }) => void;
  reject: (error: Error) => void;
};
type Running = { job: Job; timer: NodeJS.Timeout };
type Child = {
  process: ChildProcess;
  jobs: number;
  running: Map<number, Running>;
  idleTimer?: NodeJS.Timeout;
  gone: boolean;
};

/** How long a child told to leave may take before it is killed. */
const leaveWaitMs = 5_000;

/** An error the route tells apart by its name, as the OCR pool's own (server/ocr/ocr-pool.ts). */
function namedError(name: string, message: string): Error {
  if (name === 'PhotoDecodeError') return new PhotoDecodeError(message);
  const error = new Error(message);
  error.name = name;
  return error;
}

/**
 * Only what the child needs: it holds no secret of the server's (database, AI key, auth secret).
 * Two malloc arenas: a decode's native memory stays in few arenas instead of one per thread.
 */
function childEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { MALLOC_ARENA_MAX: '2' };
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ', 'NODE_ENV'])
    if (process.env[name] !== undefined) env[name] = process.env[name];
  return env;
}

export function createPhotoProcess(options: PhotoProcessOptions = {}): PhotoProcess {
  const idleMs = options.idleMs ?? 60_000;
  const jobsPerChild = options.jobsPerChild ?? 50;
  const maxQueue = options.maxQueue ?? 20;
  const jobTimeoutMs = options.jobTimeoutMs ?? 30_000;
  const childPath = options.childPath ?? photoProcessChildPath;
  const queue: Job[] = [];
  let child: Child | undefined;
  let nextId = 1;
  let closed = false;

  // A child with no photo must not keep a finished process (a script, a test) alive.
  const holdOpen = (current: Child, hold: boolean) => {
    const pipe = current.process.stdio[photoPipeFd] as Socket | null;
    if (hold) {
      current.process.ref();
      current.process.channel?.ref();
      pipe?.ref();
    } else {
      current.process.unref();
      current.process.channel?.unref();
      pipe?.unref();
    }
  };

  /** Tells a child to leave (it exits on 'disconnect'); killed if it does not. */
  const dismiss = (current: Child) => {
    if (child === current) child = undefined;
    if (current.idleTimer) clearTimeout(current.idleTimer);
    if (current.gone) return;
    if (current.process.connected) current.process.disconnect();
    setTimeout(() => current.process.kill('SIGKILL'), leaveWaitMs).unref();
  };

  const onGone = (current: Child, why: string) => {
    if (current.gone) return;
    current.gone = true;
    if (child === current) child = undefined;
    if (current.idleTimer) clearTimeout(current.idleTimer);
    for (const [, { job, timer }] of current.running) {
      clearTimeout(timer);
      job.reject(namedError('PhotoProcessCrashedError', `the photo process stopped (${why})`));
    }
    current.running.clear();
    // The next photo starts a new child.
    dispatch();
  };

  const start = (): Child => {
    const forked = fork(childPath, [], {
      serialization: 'advanced',
      // Not the server's flags (or a test runner's): the child runs its .ts as Node does natively.
      execArgv: [],
      env: childEnv(),
      stdio: ['ignore', 'inherit', 'inherit', 'ipc', 'pipe'],
    });
    // A child that died leaves the pipe broken: its 'exit' fails the photo, not this error.
    forked.stdio[photoPipeFd]?.on('error', () => undefined);
    const current: Child = { process: forked, jobs: 0, running: new Map(), gone: false };
    if (forked.pid !== undefined) {
      try {
        // Also set by the child itself; here for the threads Node starts before its first line.
        setPriority(forked.pid, 19);
      } catch {
        // Not allowed here; the child still lowers its own main thread.
      }
    }
    forked.on('message', (answer: PhotoJobAnswer) => settle(current, answer));
    forked.once('exit', (code, signal) => onGone(current, signal ?? `exit code ${code}`));
    forked.once('error', (error) => onGone(current, error.message));
    return current;
  };

  const settle = (current: Child, answer: PhotoJobAnswer) => {
    const running = current.running.get(answer.id);
    if (!running) return;
    current.running.delete(answer.id);
    clearTimeout(running.timer);
    if (answer.ok) running.job.resolve(answer);
    else running.job.reject(namedError(answer.name, answer.message));
    if (current.running.size === 0 && !current.gone) {
      holdOpen(current, false);
      if (current.jobs >= jobsPerChild) dismiss(current);
      else {
        current.idleTimer = setTimeout(() => dismiss(current), idleMs);
        current.idleTimer.unref();
      }
    }
    dispatch();
  };

  function dispatch() {
    // One photo at a time: on 2 cores the other is the event loop's and PostgreSQL's.
    if (closed || (child && child.running.size > 0)) return;
    const job = queue.shift();
    if (!job) return;
    if (child && child.jobs >= jobsPerChild) dismiss(child);
    child ??= start();
    const current = child;
    if (current.idleTimer) clearTimeout(current.idleTimer);
    const id = nextId++;
    current.jobs += 1;
    const timer = setTimeout(() => {
      // A child that does not answer is not trusted again; the photo is given up.
      current.running.delete(id);
      if (child === current) child = undefined;
      job.reject(namedError('OcrTimeoutError', 'The photo took too long'));
      current.process.kill('SIGKILL');
      dispatch();
    }, jobTimeoutMs);
    current.running.set(id, { job, timer });
    holdOpen(current, true);
    const message: PhotoJob = { id, byteLength: job.bytes.byteLength, ...job.input };
    // The bytes on the pipe, the job on the channel, in the same order (photo-process-messages.ts).
    const pipe = current.process.stdio[photoPipeFd] as Socket | null;
    if (!pipe) {
      onGone(current, 'its pipe is missing');
      current.process.kill('SIGKILL');
      return;
    }
    pipe.write(job.bytes);
    current.process.send(message, (error) => {
      if (!error) return;
      onGone(current, `the photo could not be sent: ${error.message}`);
      current.process.kill('SIGKILL');
    });
  }

  const submit = (input: JobInput, bytes: Uint8Array) =>
    new Promise<PhotoJobAnswer & { ok: true }>((resolve, reject) => {
      if (closed) return reject(namedError('OcrClosedError', 'The photo process is closed'));
      if (queue.length >= maxQueue) return reject(namedError('OcrBusyError', 'The photo process is busy'));
      queue.push({ input, bytes, resolve, reject });
      dispatch();
    });

  return {
    async normalise(bytes, kind, maxSide): Promise<NormalisedPhoto> {
      const answer = await submit({ op: 'normalise', kind, maxSide }, bytes);
      if (answer.op !== 'normalise') throw new Error('the photo process answered another question');
      const jpeg = Buffer.from(answer.jpeg.buffer, answer.jpeg.byteOffset, answer.jpeg.byteLength);
      return { jpeg, width: answer.width, height: answer.height };
    },
    async readLabel(image): Promise<LabelReading> {
      const answer = await submit({ op: 'read-label' }, image);
      if (answer.op !== 'read-label') throw new Error('the photo process answered another question');
      return answer.reading;
    },
    stats() {
      return {
        pid: child?.process.pid,
        running: child?.running.size ?? 0,
        queued: queue.length,
      };
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0))
        job.reject(namedError('OcrClosedError', 'The photo process is closed'));
      const current = child;
      if (!current || current.gone) return;
      const exited = new Promise<void>((resolve) => current.process.once('exit', () => resolve()));
      // Waited for: an idle child is unreferenced, and the caller's process must not end first.
      current.process.ref();
      dismiss(current);
      await exited;
    },
  };
}

let shared: PhotoProcess | undefined;

/** The server's photo process, made on first use (its child starts on the first photo). */
export function sharedPhotoProcess(): PhotoProcess {
  shared ??= createPhotoProcess();
  return shared;
}

/** Ends the server's photo process, if one was made (the server's shutdown calls it). */
export async function closeSharedPhotoProcess(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.close();
}
