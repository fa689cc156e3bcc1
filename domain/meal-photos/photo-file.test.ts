import { describe, expect, it } from 'vitest';
import {
  asSentence,
  checkPhoto,
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  photoFailureText,
  photoKindOf,
} from './photo-file.ts';

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

describe('photoFailureText', () => {
  it('ends the spec’s text with a full stop before the next sentence', () => {
    expect(photoFailureText(PHOTO_MESSAGES.analyzeFailed)).toBe(
      'Failed to analyze photo. Your description is unchanged.',
    );
    // A message that already ends a sentence keeps its own stop.
    expect(photoFailureText(PHOTO_MESSAGES.tooLarge)).toBe(
      'Image file is too large. Please choose an image smaller than 10MB. Your description is unchanged.',
    );
    expect(photoFailureText(PHOTO_MESSAGES.invalidType)).toBe(
      'Please upload a valid image file (JPEG, PNG, WebP, or HEIC). Your description is unchanged.',
    );
  });

  it('says why when the server’s code knows, and nothing more for other codes', () => {
    expect(photoFailureText(PHOTO_MESSAGES.analyzeFailed, 'no_ingredients_found')).toBe(
      'Failed to analyze photo. Tend found no ingredients list in this photo. It reads the list ' +
        'printed on a food package, not a photo of a meal. Your description is unchanged.',
    );
    expect(photoFailureText(PHOTO_MESSAGES.processFailed, 'photo_processing_failed')).toBe(
      'Failed to process image. Your description is unchanged.',
    );
  });

  it('leaves a sentence that ends in any stop alone', () => {
    expect(asSentence('Done!')).toBe('Done!');
    expect(asSentence('Is it?')).toBe('Is it?');
    expect(asSentence('  Failed  ')).toBe('Failed.');
  });
});
