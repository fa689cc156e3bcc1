import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { normalisePhoto } from './normalise-photo.ts';

// A real phone-style HEIC: HEVC-coded (brand 'heic'), with EXIF naming a camera and a GPS position.
// libvips as shipped with sharp cannot decode HEVC, so this goes through libheif. How it was made
// is in fixtures/README.md.
const phoneHeic = readFileSync(new URL('./fixtures/phone-photo.heic', import.meta.url));

async function pixelAt(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0];
}

function near(actual: number[], expected: number[], tolerance = 12) {
  return actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) <= tolerance);
}

describe('normalisePhoto with an HEVC HEIC', () => {
  it('is HEVC, not the AV1 HEIF that sharp alone could read', async () => {
    expect(phoneHeic.toString('latin1', 4, 12)).toBe('ftypheic');
    await expect(sharp(phoneHeic).toBuffer()).rejects.toThrow();
  });

  it('decodes it into a JPEG with its picture intact and no metadata', async () => {
    const normalised = await normalisePhoto(phoneHeic, 'heic', 1024);
    const meta = await sharp(normalised.jpeg).metadata();
    expect(meta.format).toBe('jpeg');
    expect([normalised.width, normalised.height]).toEqual([640, 480]);
    expect(meta.exif).toBeUndefined();
    expect(normalised.jpeg.includes('TendPhone')).toBe(false);
    // The fixture: left half tomato red, right half green, a cream strip along the bottom.
    expect(near(await pixelAt(normalised.jpeg, 50, 50), [200, 60, 40])).toBe(true);
    expect(near(await pixelAt(normalised.jpeg, 590, 50), [50, 160, 70])).toBe(true);
    expect(near(await pixelAt(normalised.jpeg, 320, 460), [240, 235, 220])).toBe(true);
  });

  it('scales it to the longest side asked for', async () => {
    const normalised = await normalisePhoto(phoneHeic, 'heic', 320);
    expect([normalised.width, normalised.height]).toEqual([320, 240]);
  });
});
