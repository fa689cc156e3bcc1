import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SymptomMapping } from '#domain/import/public.ts';
import { ProblemError } from '#server/http/problem.ts';
import type { Person, PlannedRows, PreviewSummary } from './import-work.ts';

// A file is read on a worker thread of its own, not on the event loop: parsing three years of a
// Bearable export takes seconds of CPU (docs/performance.md, "Importing a large file"), and on
// the event loop every other person's request waited behind it. One short-lived thread per
// upload, ended as soon as it answers; the upload's bytes are moved to it, not copied.

export type ImportThreadData = {
  task: 'preview' | 'import';
  body: ArrayBuffer;
  contentType: string;
  person: Person;
  now: string;
};

export type ImportThreadAnswer =
  | { type: 'upload'; bytes: number; fileName: string; mapping: string | undefined }
  | { type: 'preview'; summary: PreviewSummary }
  | { type: 'rows'; rows: PlannedRows }
  | { type: 'problem'; status: number; code: string; detail: string }
  | { type: 'failed'; message: string };

/**
 * At most this many files are read at once: each takes a core while it parses, and the event loop
 * needs one. A further upload waits for a thread.
 */
export const IMPORT_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
let running = 0;
const waiting: (() => void)[] = [];

async function threadSlot(): Promise<() => void> {
  if (running >= IMPORT_THREADS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    running -= 1;
    waiting.shift()?.();
  };
}

export type UploadFacts = { bytes: number; fileName: string; mapping: string | undefined };

export type ImportThread = {
  /** What the upload holds, once its form is read (or its 400/413). */
  upload: Promise<UploadFacts>;
  preview(): Promise<PreviewSummary>;
  rows(mapping: Record<string, SymptomMapping>): Promise<PlannedRows>;
  /** Ends the thread (idempotent); every answer still awaited is refused. */
  stop(): void;
};

function asError(message: ImportThreadAnswer | { type: 'exit'; code: number }): Error {
  if (message.type === 'problem')
    return new ProblemError(message.status as ProblemError['status'], message.code, message.detail);
  if (message.type === 'failed') return new Error(`The import thread failed: ${message.message}`);
  if (message.type === 'exit') return new Error(`The import thread stopped (exit code ${message.code})`);
  return new Error(`The import thread answered ${message.type} out of turn`);
}

export async function startImportThread(data: ImportThreadData): Promise<ImportThread> {
  const release = await threadSlot();
  const worker = new Worker(new URL('./import-thread-main.ts', import.meta.url), {
    workerData: data,
    transferList: [data.body],
  });
  type Pending = {
    expect: ImportThreadAnswer['type'];
    resolve: (value: never) => void;
    reject: (error: Error) => void;
  };
  const pending: Pending[] = [];
  let ended: Error | undefined;
  const expectAnswer = <T>(expect: ImportThreadAnswer['type']) =>
    new Promise<T>((resolve, reject) => {
      if (ended) reject(ended);
      else pending.push({ expect, resolve: resolve as (value: never) => void, reject });
    });
  const endWith = (error: Error) => {
    ended ??= error;
    for (const each of pending.splice(0)) each.reject(ended);
    release();
    void worker.terminate();
  };
  worker.on('message', (message: ImportThreadAnswer) => {
    const next = pending.shift();
    if (!next) return;
    if (message.type !== next.expect) {
      next.reject(asError(message));
      endWith(asError(message));
      return;
    }
    if (message.type === 'upload')
      next.resolve({ bytes: message.bytes, fileName: message.fileName, mapping: message.mapping } as never);
    else if (message.type === 'preview') next.resolve(message.summary as never);
    else if (message.type === 'rows') next.resolve(message.rows as never);
    if (message.type !== 'upload') endWith(new Error('The import thread has already answered.'));
  });
  worker.on('error', (error) => endWith(error));
  worker.on('exit', (code) => endWith(asError({ type: 'exit', code })));

  const upload = expectAnswer<UploadFacts>('upload');
  // Awaited by the route; a refused upload must not also surface as an unhandled rejection here.
  upload.catch(() => undefined);
  return {
    upload,
    preview() {
      const summary = expectAnswer<PreviewSummary>('preview');
      worker.postMessage({ mapping: {} });
      return summary;
    },
    rows(mapping) {
      const rows = expectAnswer<PlannedRows>('rows');
      worker.postMessage({ mapping });
      return rows;
    },
    stop: () => endWith(new Error('The import thread was stopped.')),
  };
}
