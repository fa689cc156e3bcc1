import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ingredientWords, renderLabelPhoto, testLabels } from '../test/label-images.ts';
import { createOcrPool, OcrBusyError, OcrClosedError, type OcrPool } from './ocr-pool.ts';
import { UnreadableImageError } from './prepare-image.ts';
import { readIngredientsLabel } from './read-ingredients-label.ts';

// Label photos the test draws (server/test/label-images.ts: fonts, sizes, 2-5 degree turns, uneven
// light, grain, blur), read by the real tesseract.js with the model from npm, with every fetch in
// the test and in tesseract's worker thread made to fail: label reading needs no network.

const require = createRequire(import.meta.url);
const tesseractWorkerScript = path.join(
  path.dirname(require.resolve('tesseract.js/package.json')),
  'src/worker-script/node/index.js',
);

let scratch: string;
let pool: OcrPool;
const fetchAttempts: string[] = [];

beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'tend-ocr-'));
  // Runs in tesseract's worker thread before its own script, which keeps the fetch it finds.
  const offlineWorker = path.join(scratch, 'offline-worker.cjs');
  writeFileSync(
    offlineWorker,
    `globalThis.fetch = async (url) => { throw new Error('network disabled in the test: ' + url); };
require(${JSON.stringify(tesseractWorkerScript)});
`,
  );
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    fetchAttempts.push(String(input));
    throw new Error('network disabled in the test');
  });
  pool = createOcrPool({ size: 1, workerPath: offlineWorker });
});

afterAll(async () => {
  await pool.close();
  vi.restoreAllMocks();
  rmSync(scratch, { recursive: true, force: true });
});

describe('readIngredientsLabel', () => {
  it('reads at least 95% of the ingredient words drawn on the test labels, in order, offline', async () => {
    let drawn = 0;
    let read = 0;
    const misses: string[] = [];
    for (const label of testLabels) {
      const result = await readIngredientsLabel(renderLabelPhoto(label), { pool });
      const found = new Set(ingredientWords(result.ingredients));
      const wanted = ingredientWords(label.ingredients);
      for (const word of wanted) {
        drawn += 1;
        if (found.has(word)) read += 1;
        else misses.push(`${label.name}: ${word}`);
      }
      // The ingredients the reader got exactly right come in the label's order.
      const expectedOrder = label.ingredients.map((ingredient) => ingredient.toLowerCase());
      const positions = result.ingredients
        .map((ingredient) => expectedOrder.indexOf(ingredient.toLowerCase()))
        .filter((position) => position >= 0);
      expect(positions, label.name).toEqual([...positions].sort((a, b) => a - b));
      // What follows the list on the label is not an ingredient.
      expect(result.ingredients.join(' '), label.name).not.toMatch(
        /allerg|nutrition|refrigerated|best before|store/i,
      );
      expect(result.text.length).toBeGreaterThan(0);
      expect(result.confidence).toBeGreaterThan(0.5);
      expect(result.confidence).toBeLessThanOrEqual(1);
    }
    if (misses.length > 0) console.info(`label words missed: ${misses.join(', ')}`);
    expect(read / drawn).toBeGreaterThanOrEqual(0.95);
    expect(fetchAttempts).toEqual([]);
  });

  it('keeps the event loop free while a photo is read', async () => {
    const [label] = testLabels;
    if (!label) throw new Error('no test label');
    const photo = renderLabelPhoto(label);
    // Warm: the worker and its model are loaded by the first test already.
    const delay = monitorEventLoopDelay({ resolution: 10 });
    const cpuBefore = process.threadCpuUsage();
    const startedAt = performance.now();
    delay.enable();
    await readIngredientsLabel(photo, { pool });
    delay.disable();
    const wallMs = performance.now() - startedAt;
    const cpu = process.threadCpuUsage(cpuBefore);
    const mainThreadMs = (cpu.user + cpu.system) / 1000;
    // Recognition runs in the worker thread: this thread only flattens the light and measures the
    // skew, in slices. Its CPU time is the machine-independent figure (a busy machine stretches the
    // wall time and the loop's delays, not this thread's work); the delay bound catches OCR run
    // inline, which holds the loop for seconds.
    console.info(`label read: ${Math.round(wallMs)} ms, this thread ${Math.round(mainThreadMs)} ms of CPU`);
    expect(mainThreadMs).toBeLessThan(Math.min(400, wallMs * 0.5));
    expect(delay.max / 1e6).toBeLessThan(500);
  });

  it('says an image it cannot decode is unreadable', async () => {
    await expect(readIngredientsLabel(Buffer.from('not an image at all'), { pool })).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
  });

  it('finds no ingredients on a label without a list', async () => {
    const photo = renderLabelPhoto({
      ...(testLabels[0] ?? (undefined as never)),
      name: 'front',
      lines: ['Wholemeal Bread', 'Baked fresh every day', 'Best before: see top of pack.'],
      ingredients: [],
    });
    const result = await readIngredientsLabel(photo, { pool });
    expect(result.ingredients).toEqual([]);
    expect(result.text).toMatch(/Bread/);
  });
});

describe('the OCR pool', () => {
  it('reuses its worker, queues a burst up to its bound and refuses the rest at once', async () => {
    const [label] = testLabels;
    if (!label) throw new Error('no test label');
    const small = createOcrPool({ size: 1, maxQueue: 1 });
    try {
      const photo = renderLabelPhoto(label);
      const outcomes = await Promise.allSettled([
        readIngredientsLabel(photo, { pool: small }),
        readIngredientsLabel(photo, { pool: small }),
        readIngredientsLabel(photo, { pool: small }),
      ]);
      // One read, one waiting, one refused (which is which depends on whose image is ready first).
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
      const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      expect(refused).toHaveLength(1);
      expect(refused[0]).toBeInstanceOf(OcrBusyError);
      expect(small.stats()).toEqual({ workers: 1, busy: 0, queued: 0 });
    } finally {
      await small.close();
    }
    expect(small.stats().workers).toBe(0);
    await expect(readIngredientsLabel(renderLabelPhoto(label), { pool: small })).rejects.toBeInstanceOf(
      OcrClosedError,
    );
  });

  it('ends an idle worker, and starts a new one for the next photo', async () => {
    const [label] = testLabels;
    if (!label) throw new Error('no test label');
    const idle = createOcrPool({ size: 1, idleMs: 50 });
    try {
      const photo = renderLabelPhoto(label);
      await readIngredientsLabel(photo, { pool: idle });
      expect(idle.stats().workers).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(idle.stats().workers).toBe(0);
      const again = await readIngredientsLabel(photo, { pool: idle });
      expect(again.ingredients.length).toBeGreaterThan(0);
    } finally {
      await idle.close();
    }
  });
});
