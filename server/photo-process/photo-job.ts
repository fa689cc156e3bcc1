import type { PhotoKind } from '#domain/meal-photos/photo-file.ts';
import { PhotoDecodeError } from '../photos/photo-processor.ts';
import type { PhotoJobAnswer } from './photo-process-messages.ts';

// A photo waiting for the photo process (photo-process.ts), and how one fails: shared by the job
// queue (photo-job-queue.ts) and the child's lifecycle (photo-child-lifecycle.ts).

export type JobInput = { op: 'normalise'; kind: PhotoKind; maxSide: number } | { op: 'read-label' };

export type Job = {
  input: JobInput;
  bytes: Uint8Array;
  resolve: (answer: PhotoJobAnswer & { ok: true }) => void;
  reject: (error: Error) => void;
};

/** An error the route tells apart by its name, as the OCR pool's own (server/ocr/ocr-pool.ts). */
export function namedError(name: string, message: string): Error {
  if (name === 'PhotoDecodeError') return new PhotoDecodeError(message);
  const error = new Error(message);
  error.name = name;
  return error;
}
