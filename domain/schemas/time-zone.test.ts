import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultTimeZone, normalizeTimeZone, timeZoneSchema, timezoneSchema } from './time-zone.ts';

function messages(input: unknown): string[] {
  const result = timezoneSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('timezoneSchema', () => {
  it('accepts IANA zones and UTC as they are', () => {
    for (const timezone of ['Europe/London', 'America/New_York', 'Asia/Kathmandu', 'UTC']) {
      expect(timezoneSchema.parse({ timezone })).toEqual({ timezone });
    }
    expect(defaultTimeZone).toBe('UTC');
  });

  it('accepts every zone Intl lists', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Intl.supportedValuesOf('timeZone')), (timezone) => {
        expect(timeZoneSchema.parse(timezone)).toBe(timezone);
      }),
    );
  });

  it('accepts aliases as sent, even those ICU maps to older names', () => {
    expect(timeZoneSchema.parse('US/Eastern')).toBe('US/Eastern');
    expect(timeZoneSchema.parse('Etc/UTC')).toBe('Etc/UTC');
    expect(timeZoneSchema.parse('Asia/Kathmandu')).toBe('Asia/Kathmandu');
    expect(timeZoneSchema.parse('Europe/Kyiv')).toBe('Europe/Kyiv');
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
