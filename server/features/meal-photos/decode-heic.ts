import { Worker } from 'node:worker_threads';

// HEIC decoding off the event loop: one short-lived worker thread per photo (HEVC photos are the
// rare case, sharp reads everything else on libuv's threads), ended as soon as it answers.

export type DecodedPixels = { width: number; height: number; data: Uint8ClampedArray };

type WorkerAnswer = ({ ok: true } & DecodedPixels) | { ok: false; message: string };

export function decodeHeicOffThread(bytes: Buffer): Promise<DecodedPixels> {
  const worker = new Worker(new URL('./heic-worker.ts', import.meta.url));
  return new Promise<DecodedPixels>((resolve, reject) => {
    worker.once('message', (answer: WorkerAnswer) => {
      if (answer.ok) resolve({ width: answer.width, height: answer.height, data: answer.data });
      else reject(new Error(answer.message));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the HEIC decoder stopped (exit code ${code})`)));
    worker.postMessage(new Uint8Array(bytes));
  }).finally(() => void worker.terminate());
}
