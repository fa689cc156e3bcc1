import { z } from 'zod';
import { profileMessages, strictObjectError } from './schema-messages.ts';
import { storedZoneNames, zoneAliases } from './time-zone-names.ts';

// The spec stores an IANA zone name and falls back to UTC. A stored name must mean the same zone to
// the browser's Intl, the server's Intl and PostgreSQL, and Intl alone is no judge of that: it
// accepts names PostgreSQL never heard of (US/Pacific-New) and abbreviations it reads differently
// (IST: India to ICU, Israel to PostgreSQL), and engines disagree on which of a zone's names to
// report (Asia/Calcutta or Asia/Kolkata). So the names come from the tz database itself
// (time-zone-names.ts, generated; the rules are in scripts/generate-time-zone-names.ts): each zone
// is stored under one name, its other names are mapped to it, and anything else is refused.

export const defaultTimeZone = 'UTC';

// Letter case is not part of a zone's identity ('europe/london' is Europe/London), so lookups are
// by the lower-case name.
const storedNameByLowerCase: ReadonlyMap<string, string> = new Map([
  ...storedZoneNames.map((zone) => [zone.toLowerCase(), zone] as const),
  ...zoneAliases.map(([alias, zone]) => [alias.toLowerCase(), zone] as const),
]);

/**
 * The name to store for a zone, or null when the value names no zone Tend accepts. An alias becomes
 * its zone's stored name ('Asia/Calcutta' -> 'Asia/Kolkata', 'US/Pacific' -> 'America/Los_Angeles',
 * 'Etc/UTC' -> 'UTC'); letter case is corrected. Refused: abbreviations (IST, EST, CET, EST5EDT),
 * UTC offsets ('+01:00', not zones: they know no daylight saving) and names no tz database has.
 */
export function normalizeTimeZone(value: string): string | null {
  return storedNameByLowerCase.get(value.toLowerCase()) ?? null;
}

/** True when `zone` is exactly a name Tend stores (not an alias). */
export function isStoredTimeZone(zone: string): boolean {
  return storedNameByLowerCase.get(zone.toLowerCase()) === zone;
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
