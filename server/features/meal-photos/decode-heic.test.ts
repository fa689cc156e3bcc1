import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeHeicOffThread } from './decode-heic.ts';

// The HEVC path cannot be fed a real phone HEIC here: no HEVC encoder is available to make one
// (sharp's libvips writes HEIF with AV1 only), and libheif-js decodes HEVC only. So this checks
// the worker's round trip: the bytes reach libheif in the thread and its verdict comes back.
describe('decodeHeicOffThread', () => {
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
