import type { PhotoKind } from '#domain/meal-photos/photo-file.ts';

// The port through which the photo route has a photo redrawn (upright, scaled, metadata gone) before
// anything looks at it. The route depends on this shape only, so the server process never decodes a
// photo itself: server/photo-process/ does it in a child process, and tests may give their own.

export type NormalisedPhoto = { jpeg: Buffer; width: number; height: number };

/** Redraws a photo as a fresh JPEG whose longest side is at most `maxSide`. */
export type PhotoNormaliser = (bytes: Buffer, kind: PhotoKind, maxSide: number) => Promise<NormalisedPhoto>;

/** The bytes are not an image that can be decoded (the route answers 422). */
export class PhotoDecodeError extends Error {
  override name = 'PhotoDecodeError';
}
