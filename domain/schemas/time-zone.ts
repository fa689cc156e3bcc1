import { z } from 'zod';
import { profileMessages, strictObjectError } from './schema-messages.ts';

// The spec stores an IANA zone name and falls back to UTC. Intl is the authority on both sides
// (server and browser), so a zone the client detected is a zone the server can compute days in.

export const defaultTimeZone = 'UTC';

// Longer than any IANA name (the longest is about 32 characters); stops absurd input early.
const maxTimeZoneLength = 64;

const listedZones: ReadonlySet<string> = new Set([...Intl.supportedValuesOf('timeZone'), defaultTimeZone]);

/**
 * The zone name to store, or null when the value is not an IANA zone. A name Intl accepts is kept as
 * sent, with its letter case corrected when Intl reports the same name ('europe/london'). Aliases
 * stay as sent: ICU maps some current names to older ones (Asia/Kathmandu to Asia/Katmandu), and
 * both Intl and PostgreSQL understand every alias. UTC offsets such as '+01:00', which Intl also
 * accepts, are refused: they are not zones and know no daylight saving.
 */
export function normalizeTimeZone(value: string): string | null {
  if (listedZones.has(value)) return value;
  if (value === '' || value.length > maxTimeZoneLength) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  if (/^[+-]/.test(resolved)) return null;
  return resolved.toLowerCase() === value.toLowerCase() ? resolved : value;
}

export const timeZoneSchema = z
  .string({ error: profileMessages.unknownTimeZone })
  .trim()
  .transform((value, ctx) => {
    const zone = normalizeTimeZone(value);
    if (zone === null) {
      ctx.addIssue({ code: 'custom', message: profileMessages.unknownTimeZone });
      return z.NEVER;
    }
    return zone;
  });

/** PUT /api/profile/timezone */
export const timezoneSchema = z.strictObject(
  { timezone: timeZoneSchema },
  { error: strictObjectError('The time zone update') },
);

export type TimezoneUpdateInput = z.input<typeof timezoneSchema>;
export type TimezoneUpdate = z.output<typeof timezoneSchema>;
