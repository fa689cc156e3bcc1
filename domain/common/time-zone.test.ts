import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayRange, todayKey } from './day-boundaries.ts';
import {
  defaultTimeZone,
  isStoredTimeZone,
  normalizeTimeZone,
  timeZoneSchema,
  timezoneSchema,
} from './time-zone.ts';
import { storedZoneNames, zoneAliases } from './time-zone-names.ts';

/** The zone ICU means by a name: the same for two names exactly when ICU reads them as one zone. */
function icuZone(name: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
}

function messages(input: unknown): string[] {
  const result = timezoneSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('timezoneSchema', () => {
  it('accepts IANA zones and UTC as they are', () => {
    for (const timezone of ['Europe/London', 'America/New_York', 'Asia/Kathmandu', 'Asia/Kolkata', 'UTC']) {
      expect(timezoneSchema.parse({ timezone })).toEqual({ timezone });
    }
    expect(defaultTimeZone).toBe('UTC');
  });

  it('maps every zone Intl lists to a stored name ICU reads as the same zone', () => {
    // What a browser detects is normalised, never refused.
    fc.assert(
      fc.property(fc.constantFrom(...Intl.supportedValuesOf('timeZone')), (timezone) => {
        const stored = timeZoneSchema.parse(timezone);
        expect(isStoredTimeZone(stored)).toBe(true);
        expect(icuZone(stored)).toBe(icuZone(timezone));
      }),
    );
  });

  it('stores each alias under its zone’s one name', () => {
    expect(timeZoneSchema.parse('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(timeZoneSchema.parse('US/Pacific')).toBe('America/Los_Angeles');
    expect(timeZoneSchema.parse('US/Eastern')).toBe('America/New_York');
    expect(timeZoneSchema.parse('Asia/Katmandu')).toBe('Asia/Kathmandu');
    expect(timeZoneSchema.parse('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(timeZoneSchema.parse('Etc/UTC')).toBe('UTC');
    expect(timeZoneSchema.parse('GMT')).toBe('UTC');
    // Gone from tzdata (so unknown to PostgreSQL) but still accepted by ICU.
    expect(timeZoneSchema.parse('US/Pacific-New')).toBe('America/Los_Angeles');
    expect(timeZoneSchema.parse('Canada/East-Saskatchewan')).toBe('America/Regina');
  });

  it('maps every alias to a stored zone that ICU reads alike', () => {
    for (const [alias, zone] of zoneAliases) {
      expect(isStoredTimeZone(zone), alias).toBe(true);
      expect(isStoredTimeZone(alias), alias).toBe(false);
      expect(normalizeTimeZone(alias)).toBe(zone);
      expect(icuZone(zone), alias).toBe(icuZone(alias));
    }
  });

  it('stores only names Intl knows, each under exactly one spelling', () => {
    const lowerCase = new Set<string>();
    for (const zone of storedZoneNames) {
      expect(() => icuZone(zone), zone).not.toThrow();
      expect(normalizeTimeZone(zone)).toBe(zone);
      expect(lowerCase.has(zone.toLowerCase()), zone).toBe(false);
      lowerCase.add(zone.toLowerCase());
    }
  });

  it('refuses abbreviations, even those Intl accepts, and names no tz database has', () => {
    for (const timezone of [
      'IST',
      'EST',
      'PST',
      'CET',
      'EST5EDT',
      'PST8PDT',
      'HST',
      'Factory',
      'Etc/Unknown',
    ]) {
      expect(messages({ timezone }), timezone).toEqual(['Unknown time zone']);
    }
  });

  it('still computes days in a zone stored before under an alias', () => {
    const now = new Date('2026-03-10T07:30:00Z');
    expect(todayKey(now, 'US/Pacific-New')).toBe(todayKey(now, 'America/Los_Angeles'));
    expect(dayRange('2026-03-08', 'Asia/Calcutta')).toEqual(dayRange('2026-03-08', 'Asia/Kolkata'));
  });

  it('corrects the letter case and trims', () => {
    expect(timeZoneSchema.parse('europe/london')).toBe('Europe/London');
    expect(timeZoneSchema.parse('utc')).toBe('UTC');
    expect(timeZoneSchema.parse('  Europe/Paris ')).toBe('Europe/Paris');
  });

  it('rejects what is not a zone with "Unknown time zone"', () => {
    for (const timezone of [
      '',
      '   ',
      'Mars/Olympus_Mons',
      'Europe',
      '+01:00',
      '-0500',
      'x'.repeat(65),
      42,
      null,
    ]) {
      expect(messages({ timezone })).toEqual(['Unknown time zone']);
    }
  });

  it('rejects unknown fields, naming them', () => {
    expect(messages({ timezone: 'UTC', userId: 'x' })).toEqual(['Unknown field "userId"']);
  });

  it('normalizeTimeZone answers null for what is not a zone', () => {
    expect(normalizeTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(normalizeTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
  });
});
