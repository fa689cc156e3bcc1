import { createHmac, timingSafeEqual } from 'node:crypto';

// The one-click unsubscribe link of a reminder email (RFC 8058) works without signing in, so the
// link itself is the proof: the reminder's id and an HMAC of it with its owner's id under the
// server's secret. Forged links fail the HMAC; a link cannot be pointed at another reminder or
// another person's, because both ids are inside the signature.

function signature(secret: string, reminderId: string, userId: string): Buffer {
  return createHmac('sha256', secret).update(`reminder-unsubscribe:${reminderId}:${userId}`).digest();
}

export function unsubscribeToken(secret: string, reminderId: string, userId: string): string {
  return `${reminderId}.${signature(secret, reminderId, userId).toString('base64url')}`;
}

/** The reminder id a token names, before its signature is checked against the owner. */
export function tokenReminderId(token: string): string | undefined {
  const [id, mac, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !mac) return undefined;
  return /^[0-9a-f-]{36}$/.test(id) ? id : undefined;
}

export function isValidUnsubscribeToken(
  secret: string,
  token: string,
  owner: { reminderId: string; userId: string },
): boolean {
  const [id, mac] = token.split('.');
  if (id !== owner.reminderId || !mac) return false;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(secret, owner.reminderId, owner.userId);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
