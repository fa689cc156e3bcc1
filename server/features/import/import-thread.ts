import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SymptomMapping } from '#domain/import/public.ts';
import { ProblemError } from '#server/http/problem.ts';
import type { Person, PlannedRows, PreviewSummary } from './import-work.ts';

// A file is read on a worker thread, not on the event loop: parsing three years of a Bearable
// export takes seconds of CPU (docs/performance.md, "Importing a large file"), and on the event
// loop every other person's request waited behind it. The upload's bytes are moved to the thread,
// not copied. A thread is kept for a minute after its last upload: a preview is followed by the
// import of the same file, and a thread started afresh compiles the readers and parses cold,
// which made each read about three times slower than on a warm one.

export type ImportThreadData = {
  task: 'preview' | 'import';
  body: ArrayBuffer;
  contentType: string;
  person: Person;
  now: string;
};

export type ImportThreadCommand =
  | { type: 'start'; id: number; data: ImportThreadData }
  | { type: 'continue'; id: number; mapping: Record<string, SymptomMapping> }
  | { type: 'drop'; id: number };

export type ImportThreadAnswer = { id: number } & (
  | { type: 'upload'; bytes: number; fileName: string; mapping: string | undefined }
  | { type: 'preview'; summary: PreviewSummary }
  | { type: 'rows'; rows: PlannedRows }
  | { type: 'problem'; status: number; code: string; detail: string }
  | { type: 'failed'; message: string }
);

/**
 * At most this many files are read at once: each takes a core while it parses, and the event loop
 * needs one. A further upload waits for a thread.
 */
export const IMPORT_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** An idle thread is ended after this long (its heap is tens of MB). */
export const IMPORT_THREAD_IDLE_MS = 60_000;
/**
 * A thread's young generation. Reading a file makes short-lived garbage in bursts, and V8's default
 * lets the young generation grow to tens of MB, which stay in the process: a small one is collected
 * more often for a few milliseconds each time (docs/performance.md, "The import's memory").
 */
const YOUNG_GENERATION_MB = 4;

type Job = { id: number; onAnswer: (answer: ImportThreadAnswer) => void; onGone: (error: Error) => void };
type Thread = { worker: Worker; job: Job | undefined; idleTimer: NodeJS.Timeout | undefined };

const idle: Thread[] = [];
let busy = 0;
const queue: ((thread: Thread) => void)[] = [];
let nextId = 1;

function newThread(): Thread {
  const worker = new Worker(new URL('./import-thread-main.ts', import.meta.url), {
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  // An idle thread never keeps the process from exiting.
  worker.unref();
  const thread: Thread = { worker, job: undefined, idleTimer: undefined };
  worker.on('message', (message: ImportThreadAnswer) => {
    if (thread.job?.id === message.id) thread.job.onAnswer(message);
  });
  const gone = (error: Error) => {
    const index = idle.indexOf(thread);
    if (index >= 0) idle.splice(index, 1);
    clearTimeout(thread.idleTimer);
    thread.job?.onGone(error);
  };
  worker.on('error', gone);
  worker.on('exit', (code) => gone(new Error(`The import thread stopped (exit code ${code}).`)));
  return thread;
}

function takeThread(): Promise<Thread> {
  const thread = idle.pop();
  if (thread) {
    clearTimeout(thread.idleTimer);
    busy += 1;
    return Promise.resolve(thread);
  }
  if (busy < IMPORT_THREADS) {
    busy += 1;
    return Promise.resolve(newThread());
  }
  return new Promise((resolve) => queue.push(resolve));
}

/** Back to the pool (or straight to a waiting upload); `ended` when it was terminated. */
function giveBack(thread: Thread, ended: boolean) {
  thread.job = undefined;
  const next = queue.shift();
  if (next) {
    next(ended ? newThread() : thread);
    return;
  }
  busy -= 1;
  if (ended) return;
  thread.idleTimer = setTimeout(() => {
    const index = idle.indexOf(thread);
    if (index >= 0) idle.splice(index, 1);
    void thread.worker.terminate();
  }, IMPORT_THREAD_IDLE_MS);
  thread.idleTimer.unref();
  idle.push(thread);
}

export type UploadFacts = { bytes: number; fileName: string; mapping: string | undefined };

export type ImportThread = {
  /** What the upload holds, once its form is read (or its 400/413). */
  upload: Promise<UploadFacts>;
  preview(): Promise<PreviewSummary>;
  rows(mapping: Record<string, SymptomMapping>): Promise<PlannedRows>;
  /**
   * Frees the thread (idempotent); an answer still awaited is refused. A thread stopped in the
   * middle of reading a file is ended, since a read cannot be interrupted otherwise.
   */
  stop(): void;
};

function asError(answer: ImportThreadAnswer): Error {
  if (answer.type === 'problem')
    return new ProblemError(answer.status as ProblemError['status'], answer.code, answer.detail);
  if (answer.type === 'failed') return new Error(`The import thread failed: ${answer.message}`);
  return new Error(`The import thread answered ${answer.type} out of turn.`);
}

export async function startImportThread(data: ImportThreadData): Promise<ImportThread> {
  const thread = await takeThread();
  const id = nextId++;
  let state: 'uploading' | 'waiting' | 'reading' | 'answered' | 'stopped' = 'uploading';
  let expected: {
    type: ImportThreadAnswer['type'];
    resolve: (answer: never) => void;
    reject: (error: Error) => void;
  };

  const stop = () => {
    if (state === 'stopped') return;
    const wasReading = state === 'reading' || state === 'uploading';
    if (state === 'waiting') thread.worker.postMessage({ type: 'drop', id } satisfies ImportThreadCommand);
    state = 'stopped';
    expected.reject(new Error('The import thread was stopped.'));
    if (wasReading) void thread.worker.terminate();
    giveBack(thread, wasReading);
  };
  const awaitAnswer = <T>(type: ImportThreadAnswer['type']) =>
    new Promise<T>((resolve, reject) => {
      expected = { type, resolve: resolve as (answer: never) => void, reject };
    });

  thread.job = {
    id,
    onAnswer(answer) {
      if (answer.type !== expected.type) {
        expected.reject(asError(answer));
        state = 'answered';
        return;
      }
      if (answer.type === 'upload') {
        state = 'waiting';
        expected.resolve({
          bytes: answer.bytes,
          fileName: answer.fileName,
          mapping: answer.mapping,
        } as never);
      } else {
        state = 'answered';
        expected.resolve(
          (answer.type === 'preview'
            ? answer.summary
            : answer.type === 'rows'
              ? answer.rows
              : undefined) as never,
        );
      }
    },
    onGone(error) {
      if (state === 'stopped') return;
      expected.reject(error);
      state = 'stopped';
      giveBack(thread, true);
    },
  };
  const upload = awaitAnswer<UploadFacts>('upload');
  // Awaited by the route; a refused upload must not also surface as an unhandled rejection here.
  upload.catch(() => undefined);
  thread.worker.postMessage({ type: 'start', id, data } satisfies ImportThreadCommand, [data.body]);

  const go = <T>(type: 'preview' | 'rows', mapping: Record<string, SymptomMapping>) => {
    if (state !== 'waiting') return Promise.reject(new Error(`The import thread is ${state}.`));
    state = 'reading';
    const answer = awaitAnswer<T>(type);
    thread.worker.postMessage({ type: 'continue', id, mapping } satisfies ImportThreadCommand);
    return answer;
  };
  return {
    upload,
    preview: () => go<PreviewSummary>('preview', {}),
    rows: (mapping) => go<PlannedRows>('rows', mapping),
    stop,
  };
}
