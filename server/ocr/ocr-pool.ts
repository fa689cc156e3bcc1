import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

// A few tesseract.js workers shared by the whole process. Each one is a worker thread running
// tesseract's WebAssembly, so recognising a photo takes a core but never the event loop. Workers
// start on the first photo (the model takes ~1 s to load and ~100 MB), are reused, are retired
// after a number of photos (the WebAssembly heap only grows) or a quiet spell (so an idle server
// gives the memory back), and are ended by close(). Photos beyond the workers wait in a queue of
// bounded length; past it the caller hears at once that the reader is busy, rather than a burst
// piling up minutes of work.

const require = createRequire(import.meta.url);

/**
 * The English model from the npm package (the integer LSTM model, 2.9 MB): read from disk, never
 * fetched. Without `langPath` tesseract.js would download it from a CDN.
 */
export const englishModelPath = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

export type RecognizedText = { text: string; confidence: number };

export type OcrPoolOptions = {
  /** Workers at most; by default one core is left for the HTTP server and PostgreSQL. */
  size?: number;
  /** Photos that may wait for a worker before new ones are refused. */
  maxQueue?: number;
  /** A worker is replaced after this many photos. */
  jobsPerWorker?: number;
  /** An idle worker is ended after this long. */
  idleMs?: number;
  /** Tests wrap tesseract.js's worker script (to see that it never fetches); default: its own. */
  workerPath?: string;
};

export class OcrBusyError extends Error {
  constructor() {
    super('The label reader is busy');
    this.name = 'OcrBusyError';
  }
}

export class OcrClosedError extends Error {
  constructor() {
    super('The label reader is closed');
    this.name = 'OcrClosedError';
  }
}

export type OcrPool = {
  /** Reads the text of a prepared image (PNG or JPEG bytes). */
  recognize(image: Buffer): Promise<RecognizedText>;
  /** Workers alive and photos waiting, for tests and the bench. */
  stats(): { workers: number; busy: number; queued: number };
  /** Ends every worker; waiting photos are refused. */
  close(): Promise<void>;
};

type Slot = { worker: Promise<Worker>; jobs: number; busy: boolean; idleTimer?: NodeJS.Timeout };
type Waiting = { resolve: (slot: Slot) => void; reject: (error: Error) => void };

export function defaultPoolSize(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

async function startWorker(workerPath: string | undefined): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    ...(workerPath ? { workerPath } : {}),
    langPath: englishModelPath,
    gzip: true,
    // Neither read nor write a cached copy in the working folder: the package is the only source.
    cacheMethod: 'none',
  });
  await worker.setParameters({
    // A label is a block of text, not a page with columns.
    tessedit_pageseg_mode: PSM.AUTO,
    preserve_interword_spaces: '0',
    // The prepared image's scale: body text some 30 px high, as at 300 dpi. Without it tesseract
    // guesses from the PNG's header and warns.
    user_defined_dpi: '300',
  });
  return worker;
}

export function createOcrPool(options: OcrPoolOptions = {}): OcrPool {
  const size = options.size ?? defaultPoolSize();
  const maxQueue = options.maxQueue ?? 20;
  const jobsPerWorker = options.jobsPerWorker ?? 50;
  const idleMs = options.idleMs ?? 60_000;
  const slots: Slot[] = [];
  const waiting: Waiting[] = [];
  let closed = false;

  const retire = (slot: Slot) => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.worker.then(
      (worker) => worker.terminate().catch(() => undefined),
      () => undefined,
    );
  };

  const acquire = (): Promise<Slot> => {
    if (closed) return Promise.reject(new OcrClosedError());
    const free = slots.find((slot) => !slot.busy);
    if (free) {
      if (free.idleTimer) clearTimeout(free.idleTimer);
      free.busy = true;
      return Promise.resolve(free);
    }
    if (slots.length < size) {
      const slot: Slot = { worker: startWorker(options.workerPath), jobs: 0, busy: true };
      slots.push(slot);
      return Promise.resolve(slot);
    }
    if (waiting.length >= maxQueue) return Promise.reject(new OcrBusyError());
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  };

  const release = (slot: Slot, failed: boolean) => {
    slot.jobs += 1;
    slot.busy = false;
    if (failed || slot.jobs >= jobsPerWorker) {
      retire(slot);
    }
    const next = waiting.shift();
    if (next) {
      acquire().then(next.resolve, next.reject);
      return;
    }
    if (slots.includes(slot)) {
      slot.idleTimer = setTimeout(() => retire(slot), idleMs);
      // An idle worker must not keep a finished process (a script, a test) alive.
      slot.idleTimer.unref();
    }
  };

  return {
    async recognize(image) {
      const slot = await acquire();
      let failed = false;
      try {
        const worker = await slot.worker;
        // Straightened already (prepare-image.ts), so tesseract's own rotateAuto pass is not needed.
        const { data } = await worker.recognize(image);
        return { text: data.text, confidence: data.confidence / 100 };
      } catch (error) {
        // A worker that failed (its model missing, an image it choked on) is not trusted again.
        failed = true;
        throw error;
      } finally {
        release(slot, failed);
      }
    },
    stats() {
      return {
        workers: slots.length,
        busy: slots.filter((slot) => slot.busy).length,
        queued: waiting.length,
      };
    },
    async close() {
      closed = true;
      for (const next of waiting.splice(0)) next.reject(new OcrClosedError());
      const ending = slots.splice(0).map(async (slot) => {
        if (slot.idleTimer) clearTimeout(slot.idleTimer);
        const worker = await slot.worker.catch(() => undefined);
        await worker?.terminate().catch(() => undefined);
      });
      await Promise.all(ending);
    },
  };
}
