// The link's secret: 32 random bytes (256 bits) written in base64url, 43 characters. Only its
// SHA-256 is stored, so a copy of the database opens no link. A token of any other shape is refused
// before the database is asked, with the same answer as one that never existed.

export const SHARE_TOKEN_BYTES = 32;
export const SHARE_TOKEN_LENGTH = 43;
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

export function isShareTokenShape(value: string): boolean {
  return tokenShape.test(value);
}
