import { describe, expect, it } from 'vitest';
import { checkPhoto, PHOTO_MAX_BYTES, PHOTO_MESSAGES, photoKindOf } from './photo-file.ts';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('photoKindOf', () => {
  it('knows each accepted kind by its first bytes', () => {
    expect(photoKindOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('jpeg');
    expect(photoKindOf(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d))).toBe('png');
    expect(photoKindOf(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
    for (const brand of ['heic', 'heix', 'mif1', 'msf1', 'hevc'])
      expect(photoKindOf(bytes(0, 0, 0, 0x18, 'ftyp', brand, 0, 0, 0, 0))).toBe('heic');
  });

  it('refuses other files whatever they are called', () => {
    expect(photoKindOf(bytes('GIF89a', 1, 0, 1, 0))).toBeUndefined();
    expect(photoKindOf(bytes('%PDF-1.7\n'))).toBeUndefined();
    expect(photoKindOf(bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '))).toBeUndefined();
    // An MP4 video is ISO BMFF too, with another brand.
    expect(photoKindOf(bytes(0, 0, 0, 0x18, 'ftyp', 'isom', 0, 0, 2, 0))).toBeUndefined();
    expect(photoKindOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    // Truncated signatures.
    expect(photoKindOf(bytes(0xff, 0xd8))).toBeUndefined();
    expect(photoKindOf(bytes(0x89, 'PNG'))).toBeUndefined();
    expect(photoKindOf(new Uint8Array())).toBeUndefined();
  });
});

describe('checkPhoto', () => {
  const jpeg = bytes(0xff, 0xd8, 0xff, 0xdb);

  it('accepts up to exactly 10 MB', () => {
    expect(checkPhoto(PHOTO_MAX_BYTES, jpeg)).toEqual({ ok: true, kind: 'jpeg' });
    expect(PHOTO_MAX_BYTES).toBe(10_485_760);
  });

  it("answers with the spec's texts", () => {
    expect(checkPhoto(PHOTO_MAX_BYTES + 1, jpeg)).toEqual({
      ok: false,
      message: 'Image file is too large. Please choose an image smaller than 10MB.',
    });
    expect(checkPhoto(100, bytes('GIF89a'))).toEqual({
      ok: false,
      message: 'Please upload a valid image file (JPEG, PNG, WebP, or HEIC)',
    });
    expect(PHOTO_MESSAGES).toMatchObject({
      failedTitle: 'Photo analysis failed',
      analyzeFailed: 'Failed to analyze photo',
      readFailed: 'Failed to read image file',
      processFailed: 'Failed to process image',
    });
  });
});
