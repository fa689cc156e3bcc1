import { Socket } from 'node:net';
import { setPriority } from 'node:os';
import { readBytePipe } from './byte-pipe-reader.ts';
import { type PhotoJob, type PhotoJobAnswer, photoPipeFd } from './photo-process-messages.ts';

// The photo process: forked by photo-process.ts, it decodes, redraws and reads the photos the
// server sends, so the server's event loop and memory never hold a decoded photo. It lives while
// the server sends work and exits when the server disconnects (after an idle spell, after a number
// of photos, at shutdown) or dies: the IPC channel's 'disconnect' is the one signal to leave.

// Before sharp and tesseract.js are loaded: the threads they start inherit this thread's nice
// value (on Linux a nice value belongs to a thread), so every decode waits for the journal's work.
try {
  setPriority(19);
} catch {
  // Not allowed here; the photo is read at normal priority.
}

const { normalisePhoto } = await import('../features/meal-photos/normalise-photo.ts');
const { readIngredientsLabel } = await import('../ocr/read-ingredients-label.ts');
const { createOcrPool } = await import('../ocr/ocr-pool.ts');

// One recognizer: the server sends one photo at a time, and the queue and its bound are the server's.
const ocr = createOcrPool({ size: 1 });

const photos = readBytePipe(new Socket({ fd: photoPipeFd, readable: true, writable: false }));

async function run(job: PhotoJob, bytes: Promise<Buffer>): Promise<PhotoJobAnswer> {
  try {
    if (job.op === 'normalise') {
      const { jpeg, width, height } = await normalisePhoto(await bytes, job.kind, job.maxSide);
      return { id: job.id, ok: true, op: 'normalise', jpeg, width, height };
    }
    const reading = await readIngredientsLabel(await bytes, { pool: ocr });
    return { id: job.id, ok: true, op: 'read-label', reading };
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    return { id: job.id, ok: false, name: failure.name, message: failure.message };
  }
}

process.on('message', (job: PhotoJob) => {
  // Taken now, in the order the jobs arrive: the bytes on the pipe are in that order.
  void run(job, photos.take(job.byteLength)).then((answer) => {
    // The server may have gone while the photo was read: nobody is left to answer.
    if (process.connected) process.send?.(answer);
  });
});

process.once('disconnect', () => {
  // Threads (tesseract's worker, libvips) would otherwise keep a process nobody talks to alive.
  void ocr.close().finally(() => process.exit(0));
  setTimeout(() => process.exit(0), 2_000).unref();
});

// Started without a channel (by hand): there is nobody to serve.
if (!process.connected) process.exit(1);
