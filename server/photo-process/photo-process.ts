import { fileURLToPath } from 'node:url';
import type { LabelReader, LabelReading } from '../photos/label-reader.ts';
import type { NormalisedPhoto, PhotoNormaliser } from '../photos/photo-processor.ts';
import { createChildLifecycle } from './photo-child-lifecycle.ts';
import { createPhotoJobQueue } from './photo-job-queue.ts';

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

export function createPhotoProcess(options: PhotoProcessOptions = {}): PhotoProcess {
  const children = createChildLifecycle({
    childPath: options.childPath ?? photoProcessChildPath,
    idleMs: options.idleMs ?? 60_000,
    jobsPerChild: options.jobsPerChild ?? 50,
    // Only called once a child has run, so always after `jobs` below exists.
    onFree: () => jobs.dispatch(),
  });
  const jobs = createPhotoJobQueue({
    maxQueue: options.maxQueue ?? 20,
    jobTimeoutMs: options.jobTimeoutMs ?? 30_000,
    children,
  });

  return {
    async normalise(bytes, kind, maxSide): Promise<NormalisedPhoto> {
      const answer = await jobs.submit({ op: 'normalise', kind, maxSide }, bytes);
      if (answer.op !== 'normalise') throw new Error('the photo process answered another question');
      const jpeg = Buffer.from(answer.jpeg.buffer, answer.jpeg.byteOffset, answer.jpeg.byteLength);
      return { jpeg, width: answer.width, height: answer.height };
    },
    async readLabel(image): Promise<LabelReading> {
      const answer = await jobs.submit({ op: 'read-label' }, image);
      if (answer.op !== 'read-label') throw new Error('the photo process answered another question');
      return answer.reading;
    },
    stats() {
      const child = children.current();
      return {
        pid: child?.process.pid,
        running: child?.running.size ?? 0,
        queued: jobs.queued(),
      };
    },
    close() {
      jobs.close();
      return children.close();
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
