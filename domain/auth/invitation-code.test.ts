import { describe, expect, it } from 'vitest';
import {
  invitationCodeFromBytes,
  invitationCodeSchema,
  invitationMessages,
  invitationRefusal,
  normaliseInvitationCode,
  parseInvitationLifetime,
} from './invitation-code.ts';

const shape = /^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/;

describe('invitation codes', () => {
  it('spells 100 bits of 13 random bytes as four groups of Crockford base32', () => {
    expect(invitationCodeFromBytes(new Uint8Array(13))).toBe('00000-00000-00000-00000');
    expect(invitationCodeFromBytes(new Uint8Array(13).fill(0xff))).toBe('ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ');
    // The five-bit values 1 to 20 in a row: the alphabet in order, without I and L.
    const counting = Uint8Array.from([
      0x08, 0x86, 0x42, 0x98, 0xe8, 0x4a, 0x96, 0xc6, 0xb9, 0xf0, 0x8c, 0xa7, 0x40,
    ]);
    expect(invitationCodeFromBytes(counting)).toBe('12345-6789A-BCDEF-GHJKM');
    expect(() => invitationCodeFromBytes(new Uint8Array(12))).toThrow(RangeError);
  });

  it('gives different bytes different codes: every bit counts', () => {
    const base = new Uint8Array(13);
    const seen = new Set([invitationCodeFromBytes(base)]);
    for (let bit = 0; bit < 100; bit++) {
      const bytes = new Uint8Array(13);
      bytes[bit >> 3] = 0x80 >> (bit & 7);
      const code = invitationCodeFromBytes(bytes);
      expect(code).toMatch(shape);
      seen.add(code);
    }
    expect(seen.size).toBe(101);
  });

  it('reads a code however it was typed, and refuses what cannot be one', () => {
    const code = '7KQ2M-9XH4D-PT6VB-3NWRC';
    expect(normaliseInvitationCode(code)).toBe(code);
    expect(normaliseInvitationCode(' 7kq2m 9xh4d pt6vb 3nwrc ')).toBe(code);
    expect(normaliseInvitationCode('7KQ2M9XH4DPT6VB3NWRC')).toBe(code);
    expect(normaliseInvitationCode('ol1iI-00000-00000-00000')).toBe('01111-00000-00000-00000');
    expect(normaliseInvitationCode('7KQ2M-9XH4D-PT6VB-3NWR')).toBeUndefined();
    expect(normaliseInvitationCode('7KQ2M-9XH4D-PT6VB-3NWRCX')).toBeUndefined();
    expect(normaliseInvitationCode('UKQ2M-9XH4D-PT6VB-3NWRC')).toBeUndefined();
    expect(normaliseInvitationCode('7KQ2M_9XH4D_PT6VB_3NWRC')).toBeUndefined();
  });

  it('validates the form field with words a person can act on', () => {
    expect(invitationCodeSchema.parse('7kq2m-9xh4d-pt6vb-3nwrc')).toBe('7KQ2M-9XH4D-PT6VB-3NWRC');
    const message = (input: unknown) => invitationCodeSchema.safeParse(input).error?.issues[0]?.message;
    expect(message('')).toBe(invitationMessages.required);
    expect(message('   ')).toBe(invitationMessages.required);
    expect(message(undefined)).toBe(invitationMessages.required);
    expect(message('abc')).toBe(invitationMessages.format);
    expect(message('x'.repeat(65))).toBe(invitationMessages.format);
    // The example in the message is itself a code.
    expect(normaliseInvitationCode(/like (\S+)\.$/.exec(invitationMessages.format)?.[1] ?? '')).toBeDefined();
  });
});

describe('invitation lifetimes and states', () => {
  it('reads hours, days and weeks up to a year', () => {
    expect(parseInvitationLifetime('14d')).toEqual({ ms: 14 * 86_400_000 });
    expect(parseInvitationLifetime('36h')).toEqual({ ms: 36 * 3_600_000 });
    expect(parseInvitationLifetime('2W')).toEqual({ ms: 14 * 86_400_000 });
    expect(parseInvitationLifetime('366d')).toEqual({ ms: 366 * 86_400_000 });
    expect(parseInvitationLifetime('367d')).toEqual({ error: 'must be at most a year (366d)' });
    expect(parseInvitationLifetime('0d')).toEqual({ error: 'must be more than nothing' });
    for (const bad of ['14', 'd', '1.5d', '-3d', '2y', '']) {
      expect(parseInvitationLifetime(bad)).toHaveProperty('error');
    }
  });

  it('says why an invitation cannot be used: revoked before expired before used up', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const usable = { maxUses: 2, uses: 1, expiresAt: new Date('2026-11-30T00:00:00Z'), revokedAt: null };
    expect(invitationRefusal(usable, now)).toBeUndefined();
    expect(invitationRefusal({ ...usable, uses: 2 }, now)).toBe('usedUp');
    expect(invitationRefusal({ ...usable, uses: 2, expiresAt: now }, now)).toBe('expired');
    expect(invitationRefusal({ ...usable, uses: 2, expiresAt: now, revokedAt: now }, now)).toBe('revoked');
  });
});
