import sharp, { type Sharp } from 'sharp';
import type { PhotoKind } from '#domain/meal-photos/photo-file.ts';
import { type NormalisedPhoto, PhotoDecodeError } from '#server/photos/photo-processor.ts';
import { decodeHeicOffThread } from './decode-heic.ts';

export { type NormalisedPhoto, PhotoDecodeError };

// Every photo is redrawn before anything looks at it: turned upright by its EXIF orientation,
// scaled so its longest side is at most `maxSide`, and written as a fresh JPEG. sharp copies no
// metadata unless asked, so EXIF (camera, time, GPS location), XMP and ICC profiles are dropped.
// All of it happens in memory; nothing is written to disk. The server runs it in a child process
// (server/photo-process/), never on its own loop or in its own memory.

// A 10 MB file can still claim an enormous canvas (a decompression bomb); 64 megapixels is far
// beyond any phone's photo.
const MAX_INPUT_PIXELS = 64_000_000;

export async function normalisePhoto(
  bytes: Buffer,
  kind: PhotoKind,
  maxSide: number,
): Promise<NormalisedPhoto> {
  try {
    const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS });
    if (kind !== 'heic') return await redraw(input(), maxSide);
    // libvips as shipped with sharp reads HEIF images coded in AV1 but not in HEVC, the codec of
    // phones' HEIC photos; those are decoded by libheif (heic-decode, WebAssembly) into pixels, in
    // a worker thread.
    try {
      return await redraw(input(), maxSide);
    } catch {
      return await redraw(await heicPixels(bytes), maxSide);
    }
  } catch (error) {
    throw new PhotoDecodeError('the photo could not be decoded', { cause: error });
  }
}

async function redraw(image: Sharp, maxSide: number): Promise<NormalisedPhoto> {
  const { data, info } = await image
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { jpeg: data, width: info.width, height: info.height };
}

async function heicPixels(bytes: Buffer) {
  const { width, height, data } = await decodeHeicOffThread(bytes);
  if (width * height > MAX_INPUT_PIXELS) throw new PhotoDecodeError('the HEIC image is too large');
  // libheif has already applied the image's own rotation; the pixels carry no EXIF to follow.
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  });
}
