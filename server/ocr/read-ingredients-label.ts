import { extractIngredients } from './ingredients-text.ts';
import { createOcrPool, type OcrPool } from './ocr-pool.ts';
import { prepareLabelImage } from './prepare-image.ts';

// Reads the ingredients list off a photo of a food label, on this server with the model shipped in
// npm: no provider, no download, so it works on every install. The photo is only held in memory.
// Decision 014 says why tesseract.js and what it cannot read.

export type LabelReading = {
  /** The ingredients in the label's order; [] when no ingredients list was found. */
  ingredients: string[];
  /** Everything OCR read on the photo, for a person to check against the label. */
  text: string;
  /** Tesseract's mean word confidence, in [0, 1]. */
  confidence: number;
};

export type ReadLabelOptions = {
  /** The pool to read with; by default the one the process shares (sharedOcrPool). */
  pool?: OcrPool;
};

let shared: OcrPool | undefined;

/** The process's pool, made on first use. */
export function sharedOcrPool(): OcrPool {
  shared ??= createOcrPool();
  return shared;
}

/** Ends the process's pool, if one was made (the server's shutdown calls it). */
export async function closeSharedOcrPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}

/**
 * Throws UnreadableImageError when the bytes are not an image sharp decodes (JPEG, PNG, WebP,
 * AVIF, TIFF, GIF; HEIC must be decoded by the caller), OcrBusyError when too many photos wait.
 */
export async function readIngredientsLabel(
  image: Buffer,
  options: ReadLabelOptions = {},
): Promise<LabelReading> {
  const prepared = await prepareLabelImage(image);
  const { text, confidence } = await (options.pool ?? sharedOcrPool()).recognize(prepared);
  return { ingredients: extractIngredients(text), text: text.trim(), confidence };
}
