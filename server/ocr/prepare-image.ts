import sharp from 'sharp';

// Turns a photo of a label into what tesseract reads best: upright by its EXIF orientation, gray,
// contrast stretched, at a size where body text is some 30 px high, and straightened. A label held
// a few degrees askew has long lines that drift by more than a line's height from one end to the
// other, and tesseract's page layout then merges or drops lines before its own deskew can help, so
// the angle is found here first (the model from npm has no OSD data for tesseract's detector).

/** The longest side the image is scaled to: small photos are enlarged, big ones reduced. */
export const targetLongSide = 1800;
/** A decompression bomb is refused before it is decoded (the same bound as sharp's default). */
const maxInputPixels = 268_402_689;
/** Angles tried, in degrees either way: a photo further askew than this is retaken, not read. */
const maxSkewDegrees = 8;
const skewStepDegrees = 0.25;
/** The width the skew is measured at: enough for lines of text, cheap to scan many times. */
const skewSampleWidth = 700;
/** Pixels of JavaScript work between two turns of the event loop. */
const pixelsPerSlice = 250_000;
/** After dividing by the background, at or below this a pixel is full ink, at or above the next paper. */
const inkFloor = 100;
const paperLevel = 230;
/** Below this gray level a pixel of the flattened image is ink (paper is 255). */
const inkLevel = 150;

export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('The image could not be decoded', { cause });
    this.name = 'UnreadableImageError';
  }
}

export async function prepareLabelImage(image: Buffer): Promise<Buffer> {
  try {
    const flat = await flattenLight(image);
    const angle = await estimateSkewDegrees(flat);
    if (Math.abs(angle) < skewStepDegrees) return flat;
    return await sharp(flat)
      .rotate(-angle, { background: '#ffffff' })
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

/**
 * The photo upright, gray, at the target size, divided by its own background (the image blurred far
 * beyond the size of a letter): paper becomes white wherever the light fell, ink stays dark. A
 * photo lit from one side otherwise fools tesseract's single global threshold, which reads the
 * dim corner's grain as lines of letters.
 */
async function flattenLight(image: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(image, { limitInputPixels: maxInputPixels, failOn: 'error' })
    .rotate()
    .grayscale()
    .resize({ width: targetLongSide, height: targetLongSide, fit: 'inside', withoutEnlargement: false })
    // Sensor grain, before it is magnified by the division.
    .median(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const raw = { width, height, channels: 1 as const };
  // Blurred at an eighth of the size: the same background for a fraction of the work.
  // (Two pipelines: sharp applies only the last resize of one.)
  const small = await sharp(data, { raw })
    .resize({ width: Math.max(1, Math.round(width / 8)) })
    .blur(4)
    // sharp widens a one-channel raw input to three on output unless told otherwise.
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const background = await sharp(small.data, {
    raw: { width: small.info.width, height: small.info.height, channels: 1 },
  })
    .resize({ width, height, fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  // ~2 million pixels of JavaScript: done a slice at a time, so requests are served in between.
  const flat = Buffer.allocUnsafe(data.length);
  const span = paperLevel - inkFloor;
  for (let start = 0; start < data.length; start += pixelsPerSlice) {
    const end = Math.min(data.length, start + pixelsPerSlice);
    for (let i = start; i < end; i += 1) {
      const relative = ((data[i] ?? 255) * 255) / Math.max(1, background[i] ?? 255);
      // A fixed stretch, not a histogram one: a label with little text would have its grain
      // stretched to black by a percentile rule.
      flat[i] = Math.max(0, Math.min(255, Math.round(((relative - inkFloor) * 255) / span)));
    }
    await yieldToEventLoop();
  }
  return await sharp(flat, { raw }).png({ compressionLevel: 1 }).withMetadata({ density: 300 }).toBuffer();
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * The angle of the text lines of a flattened image, in degrees, clockwise. Ink pixels are projected onto the vertical at each candidate angle; at the
 * text's own angle the lines fall into narrow rows, and the row histogram's sum of squares peaks.
 */
export async function estimateSkewDegrees(image: Buffer): Promise<number> {
  const plain = await sharp(image)
    .resize({ width: skewSampleWidth })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = plain.info;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = y * width + x;
      if ((plain.data[index] ?? 255) < inkLevel) {
        xs.push(x - width / 2);
        ys.push(y);
      }
    }
  }
  if (xs.length < 50) return 0;
  let bestAngle = 0;
  let bestScore = -1;
  const rows = new Float64Array(height + width);
  for (let degrees = -maxSkewDegrees; degrees <= maxSkewDegrees; degrees += skewStepDegrees) {
    const slope = Math.tan((degrees * Math.PI) / 180);
    rows.fill(0);
    const offset = width / 2;
    for (let i = 0; i < xs.length; i += 1) {
      const row = Math.round((ys[i] ?? 0) - (xs[i] ?? 0) * slope + offset);
      if (row >= 0 && row < rows.length) rows[row] = (rows[row] ?? 0) + 1;
    }
    let score = 0;
    for (const count of rows) score += count * count;
    if (score > bestScore) {
      bestScore = score;
      bestAngle = degrees;
    }
    await yieldToEventLoop();
  }
  return bestAngle;
}
