import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeHeicOffThread } from './decode-heic.ts';

// The worker's round trip: the bytes reach libheif in the thread and its pixels or its verdict come
// back. The real HEVC photo is fixtures/phone-photo.heic (see fixtures/README.md).
describe('decodeHeicOffThread', () => {
  it("decodes a phone's HEVC HEIC into RGBA pixels", async () => {
    const heic = readFileSync(new URL('./fixtures/phone-photo.heic', import.meta.url));
    const { width, height, data } = await decodeHeicOffThread(heic);
    expect([width, height, data.byteLength]).toEqual([640, 480, 640 * 480 * 4]);
  });

  it("brings back libheif's refusal of a HEIF it cannot decode, and of bytes that are not HEIF", async () => {
    const av1 = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#b85' } })
      .heif({ compression: 'av1' })
      .toBuffer();
    av1.write('mif1', 8, 'latin1');
    await expect(decodeHeicOffThread(av1)).rejects.toThrow('HEIF processing error');
    await expect(decodeHeicOffThread(Buffer.from('not a photo at all'))).rejects.toThrow(
      'input buffer is not a HEIC image',
    );
  });
});
