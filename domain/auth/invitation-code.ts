import { z } from 'zod';

// Invitation codes for SIGN_UP=invite: made by the server's operator (scripts/invite.ts), typed or
// pasted by the person invited. 20 characters of Crockford's base32 carry 100 random bits: far too
// many to guess through a rate limit, short enough to read out over the phone. Crockford's alphabet
// has no I, L, O or U, and reading I and L as 1 and O as 0 forgives the usual misreadings.

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const invitationCodeLength = 20;
const groupLength = 5;
/** Random bytes a code is made from: 13 bytes hold the 100 bits its 20 characters carry. */
export const invitationCodeBytes = 13;

export const invitationMessages = {
  required: 'Please enter your invitation code.',
  format: `An invitation code has ${invitationCodeLength} letters and digits, like 7KQ2M-9XH4D-PT6VB-3NWRC.`,
  unknown: 'That invitation code is not one this server made. Please check it and try again.',
  expired: 'This invitation code has expired. Ask the person who runs this server for a new one.',
  usedUp: 'This invitation code has already been used. Ask the person who runs this server for a new one.',
  revoked: 'This invitation code was withdrawn. Ask the person who runs this server for a new one.',
} as const;

/** The answer's `code` for each refusal, so that the sign-up form can put the message on the field. */
export const invitationErrorCodes = {
  required: 'INVITATION_CODE_REQUIRED',
  unknown: 'INVITATION_CODE_UNKNOWN',
  expired: 'INVITATION_CODE_EXPIRED',
  usedUp: 'INVITATION_CODE_USED_UP',
  revoked: 'INVITATION_CODE_REVOKED',
} as const;

export type InvitationRefusal = keyof typeof invitationErrorCodes;

/** A code from random bytes (at least 13), in groups of five: `7KQ2M-9XH4D-PT6VB-3NWRC`. */
export function invitationCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < invitationCodeBytes) {
    throw new RangeError(`an invitation code needs ${invitationCodeBytes} random bytes, got ${bytes.length}`);
  }
  let characters = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xfff;
    bits += 8;
    while (bits >= 5 && characters.length < invitationCodeLength) {
      bits -= 5;
      characters += alphabet[(buffer >> bits) & 31];
    }
  }
  return groupsOf(characters);
}

function groupsOf(characters: string): string {
  const groups: string[] = [];
  for (let i = 0; i < characters.length; i += groupLength) groups.push(characters.slice(i, i + groupLength));
  return groups.join('-');
}

/**
 * The code as it was made, from what a person typed: any case, spaces and dashes anywhere, I and L
 * for 1, O for 0. Undefined when it cannot be a code at all (wrong length, a letter not in the alphabet).
 */
export function normaliseInvitationCode(input: string): string | undefined {
  const characters = input
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (characters.length !== invitationCodeLength) return undefined;
  for (const character of characters) if (!alphabet.includes(character)) return undefined;
  return groupsOf(characters);
}

/** The field on the sign-up form and in the sign-up request: a well-formed code, normalised. */
export const invitationCodeSchema = z
  .string({ error: invitationMessages.required })
  .max(64, invitationMessages.format)
  .trim()
  .min(1, invitationMessages.required)
  .refine((value) => normaliseInvitationCode(value) !== undefined, invitationMessages.format)
  .transform((value) => normaliseInvitationCode(value) as string);

const lifetimeUnits = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 } as const;
/** A year: an invitation is for someone the operator has in mind now. */
export const maxInvitationLifetimeMs = 366 * 86_400_000;

/** `14d`, `36h`, `2w` as milliseconds; a message saying what is wrong otherwise. */
export function parseInvitationLifetime(text: string): { ms: number } | { error: string } {
  const match = /^(\d{1,4})([hdw])$/.exec(text.trim().toLowerCase());
  const unit = match?.[2] as keyof typeof lifetimeUnits | undefined;
  if (!match || !unit) {
    return { error: `must be a number of hours, days or weeks, like 36h, 14d or 2w (got "${text}")` };
  }
  const ms = Number(match[1]) * lifetimeUnits[unit];
  if (ms === 0) return { error: 'must be more than nothing' };
  if (ms > maxInvitationLifetimeMs) return { error: 'must be at most a year (366d)' };
  return { ms };
}

/** Why a stored invitation cannot be used now, or undefined when it can. */
export function invitationRefusal(
  invitation: { maxUses: number; uses: number; expiresAt: Date; revokedAt: Date | null },
  now: Date,
): Exclude<InvitationRefusal, 'required' | 'unknown'> | undefined {
  if (invitation.revokedAt !== null) return 'revoked';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (invitation.uses >= invitation.maxUses) return 'usedUp';
  return undefined;
}
