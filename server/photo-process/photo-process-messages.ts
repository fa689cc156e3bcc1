import type { PhotoKind } from '../../domain/photos/photo-file.ts';
import type { LabelReading } from '../photos/label-reader.ts';

// What the server and its photo process (photo-process-child.ts) say to each other over the IPC
// channel, with `serialization: 'advanced'` so the photo's bytes travel as bytes, not as base64
// text in JSON.

export type PhotoJob =
  | { id: number; op: 'normalise'; bytes: Uint8Array; kind: PhotoKind; maxSide: number }
  | { id: number; op: 'read-label'; image: Uint8Array };

export type PhotoJobAnswer =
  | { id: number; ok: true; op: 'normalise'; jpeg: Uint8Array; width: number; height: number }
  | { id: number; ok: true; op: 'read-label'; reading: LabelReading }
  /** A failure by its error's name (PhotoDecodeError, OcrBusyError ...), which the route tells apart. */
  | { id: number; ok: false; name: string; message: string };
