// Which photo files Tend accepts, judged by their first bytes (a name or a browser's MIME type can
// say anything), and the spec's size limit. Used by the meal form before it uploads and by the
// server again on the bytes it received.

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export const PHOTO_MESSAGES = {
  invalidType: 'Please upload a valid image file (JPEG, PNG, WebP, or HEIC)',
  tooLarge: 'Image file is too large. Please choose an image smaller than 10MB.',
  /** The toast's title over any of the messages below. */
  failedTitle: 'Photo analysis failed',
  analyzeFailed: 'Failed to analyze photo',
  readFailed: 'Failed to read image file',
  processFailed: 'Failed to process image',
} as const;

/**
 * What the form adds to the spec's text when the server's problem code knows why, so a person
 * learns what to do differently: above all, that label reading needs a label, not a plate.
 */
export const PHOTO_FAILURE_REASONS: Readonly<Record<string, string>> = {
  no_ingredients_found:
    'Tend found no ingredients list in this photo. It reads the list printed on a food package, not a photo of a meal.',
  no_food_found: 'Tend could not see a meal in this photo.',
  no_provider: 'This Tend has no AI provider, so it cannot describe a photo of a meal.',
};

/** Ends a message with a full stop unless it already ends a sentence ('Failed to analyze photo'). */
export function asSentence(message: string): string {
  const text = message.trim();
  return text === '' || /[.!?…]$/u.test(text) ? text : `${text}.`;
}

/** The form's failure line: the message as a sentence, why (when known), and that nothing changed. */
export function photoFailureText(message: string, code?: string): string {
  const reason = code === undefined ? undefined : PHOTO_FAILURE_REASONS[code];
  return [asSentence(message), reason, 'Your description is unchanged.'].filter(Boolean).join(' ');
}

export const PHOTO_KINDS = ['jpeg', 'png', 'webp', 'heic'] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

/** For the file picker's `accept`: the types and the extensions (phones often name HEIC oddly). */
export const PHOTO_ACCEPT =
  'image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif';

/** How many leading bytes `photoKindOf` needs. */
export const PHOTO_SNIFF_BYTES = 16;

// ISO BMFF major brands of HEIC/HEIF still images and sequences (ISO/IEC 23008-12).
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The accepted kind the bytes start like, or undefined. */
export function photoKindOf(bytes: Uint8Array): PhotoKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((value, index) => bytes[index] === value)
  )
    return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12)))
    return 'heic';
  return undefined;
}

export type PhotoCheck = { ok: true; kind: PhotoKind } | { ok: false; message: string };

/** The size first (no need to look at a file too large to send), then the bytes. */
export function checkPhoto(size: number, head: Uint8Array): PhotoCheck {
  if (size > PHOTO_MAX_BYTES) return { ok: false, message: PHOTO_MESSAGES.tooLarge };
  const kind = photoKindOf(head);
  return kind ? { ok: true, kind } : { ok: false, message: PHOTO_MESSAGES.invalidType };
}
