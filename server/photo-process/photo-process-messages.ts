import type { PhotoKind } from '#domain/meal-photos/photo-file.ts';
import type { LabelReading } from '../photos/label-reader.ts';

// What the server and its photo process (photo-process-child.ts) say to each other. A job goes over
// the IPC channel with the length of its photo, whose bytes follow on a pipe of their own (fd 4,
// byte-pipe-reader.ts) in the same order. Answers come back over the IPC channel with
// `serialization: 'advanced'`, so a redrawn JPEG travels as bytes, not as base64 text in JSON.

/** The file descriptor of the photos' pipe in the child. */
export const photoPipeFd = 4;

export type PhotoJob =
  | { id: number; op: 'normalise'; byteLength: number; kind: PhotoKind; maxSide: number }
  | { id: number; op: 'read-label'; byteLength: number };

export type PhotoJobAnswer =
  | { id: number; ok: true; op: 'normalise'; jpeg: Uint8Array; width: number; height: number }
  | { id: number; ok: true; op: 'read-label'; reading: LabelReading }
  /** A failure by its error's name (PhotoDecodeError, OcrBusyError ...), which the route tells apart. */
  | { id: number; ok: false; name: string; message: string };
