import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantArb, timeZoneArb } from './test-support/zone-arbitraries.ts';
import {
  instantAtWallClock,
  toInstant,
  type WallClock,
  wallClockAsUtcMs,
  wallClockAt,
  zoneOffsetMs,
} from './zoned-time.ts';

const HOUR = 3_600_000;

describe('toInstant', () => {
  it('reads ISO-8601 timestamps with an offset or Z', () => {
    expect(toInstant('2024-06-01T12:30:00Z').toISOString()).toBe('2024-06-01T12:30:00.000Z');
    expect(toInstant('2024-06-01T12:30:00.123+02:00').toISOString()).toBe('2024-06-01T10:30:00.123Z');
    const date = new Date(0);
    expect(toInstant(date)).toBe(date);
  });

  it.each([
    '2024-06-01',
    '2024-06-01T12:30:00',
    'June 1, 2024',
    '2024-06-01 12:30:00Z',
    '2024-13-01T00:00:00Z',
    '',
  ])('refuses %j', (value) => {
    expect(() => toInstant(value)).toThrow(RangeError);
  });

  it('refuses an invalid Date', () => {
    expect(() => toInstant(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('wallClockAt', () => {
  it('reads the clock in the zone, including zones off the whole hour', () => {
    const instant = new Date('2024-06-01T12:30:45.678Z');
    expect(wallClockAt(instant, 'America/New_York')).toEqual({
      year: 2024,
      month: 6,
      day: 1,
      hour: 8,
      minute: 30,
      second: 45,
      millisecond: 678,
    });
    expect(wallClockAt(instant, 'Asia/Kathmandu')).toMatchObject({ hour: 18, minute: 15 });
    expect(wallClockAt(instant, 'Pacific/Kiritimati')).toMatchObject({ day: 2, hour: 2, minute: 30 });
    expect(wallClockAt(instant, 'Pacific/Pago_Pago')).toMatchObject({ day: 1, hour: 1, minute: 30 });
  });

  it('gives hour 0 at midnight, never 24', () => {
    expect(wallClockAt('2024-06-01T00:00:00Z', 'UTC').hour).toBe(0);
    expect(wallClockAt('2024-06-01T04:00:00Z', 'America/New_York')).toMatchObject({ day: 1, hour: 0 });
  });

  it('keeps the sub-second part of instants before 1970', () => {
    expect(wallClockAt('1969-12-31T23:59:59.250Z', 'UTC')).toMatchObject({ second: 59, millisecond: 250 });
  });

  it('refuses an unknown zone', () => {
    expect(() => wallClockAt(new Date(0), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('agrees with UTC arithmetic in UTC', () => {
    fc.assert(
      fc.property(
        instantArb,
        (instant) => wallClockAsUtcMs(wallClockAt(instant, 'UTC')) === instant.getTime(),
      ),
    );
  });
});

describe('zoneOffsetMs', () => {
  it('is the distance ahead of UTC, following daylight saving', () => {
    expect(zoneOffsetMs('2024-01-15T12:00:00Z', 'America/New_York')).toBe(-5 * HOUR);
    expect(zoneOffsetMs('2024-07-15T12:00:00Z', 'America/New_York')).toBe(-4 * HOUR);
    expect(zoneOffsetMs('2024-07-15T12:00:00Z', 'Asia/Kolkata')).toBe(5.5 * HOUR);
    expect(zoneOffsetMs('2024-07-15T12:00:00Z', '-09:30')).toBe(-9.5 * HOUR);
  });
});

describe('instantAtWallClock', () => {
  it('finds the instant of an ordinary wall time', () => {
    const wall = { year: 2024, month: 6, day: 1, hour: 8, minute: 30 };
    expect(instantAtWallClock(wall, 'America/New_York').toISOString()).toBe('2024-06-01T12:30:00.000Z');
    expect(instantAtWallClock(wall, 'Asia/Kathmandu').toISOString()).toBe('2024-06-01T02:45:00.000Z');
    expect(instantAtWallClock(wall, 'UTC').toISOString()).toBe('2024-06-01T08:30:00.000Z');
  });

  it('moves a time skipped by spring-forward ahead by the gap', () => {
    // New York, 10 March 2024: 02:00 EST became 03:00 EDT, so 02:30 never happened.
    const skipped = { year: 2024, month: 3, day: 10, hour: 2, minute: 30 };
    const instant = instantAtWallClock(skipped, 'America/New_York');
    expect(instant.toISOString()).toBe('2024-03-10T07:30:00.000Z');
    expect(wallClockAt(instant, 'America/New_York')).toMatchObject({ hour: 3, minute: 30 });
    // Lord Howe Island shifts by only 30 minutes.
    const lordHowe = instantAtWallClock(
      { year: 2024, month: 10, day: 6, hour: 2, minute: 15 },
      'Australia/Lord_Howe',
    );
    expect(wallClockAt(lordHowe, 'Australia/Lord_Howe')).toMatchObject({ hour: 2, minute: 45 });
  });

  it('picks the earlier instant of a time repeated by fall-back', () => {
    // New York, 3 November 2024: 01:30 happened in EDT and again an hour later in EST.
    const repeated = { year: 2024, month: 11, day: 3, hour: 1, minute: 30 };
    expect(instantAtWallClock(repeated, 'America/New_York').toISOString()).toBe('2024-11-03T05:30:00.000Z');
  });

  it('turns a skipped midnight into the moment the clocks jump to', () => {
    // Santiago, 8 September 2024: midnight became 01:00.
    const midnight = { year: 2024, month: 9, day: 8 };
    const instant = instantAtWallClock(midnight, 'America/Santiago');
    expect(instant.toISOString()).toBe('2024-09-08T04:00:00.000Z');
    expect(wallClockAt(instant, 'America/Santiago')).toMatchObject({ day: 8, hour: 1, minute: 0 });
  });

  it('refuses wall times that no Date can hold', () => {
    expect(() => instantAtWallClock({ year: 300_000, month: 1, day: 1 }, 'UTC')).toThrow(RangeError);
  });

  it('round-trips every instant, or lands on the earlier twin of a repeated time', () => {
    fc.assert(
      fc.property(instantArb, timeZoneArb, (instant, zone) => {
        const wall = wallClockAt(instant, zone);
        const back = instantAtWallClock(wall, zone);
        const sameWall = wallClockAsUtcMs(wallClockAt(back, zone)) === wallClockAsUtcMs(wall);
        const distance = instant.getTime() - back.getTime();
        // Three hours is the largest step back since 2012 (Antarctica/Casey).
        return sameWall && distance >= 0 && distance <= 3 * HOUR;
      }),
      { numRuns: 2000 },
    );
  });

  it('shows the asked wall time, or a later one no more than a daylight-saving gap away', () => {
    const wallArb = fc.record({
      year: fc.integer({ min: 2012, max: 2099 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 28 }),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
    });
    fc.assert(
      fc.property(wallArb, timeZoneArb, (wall, zone) => {
        const shown: WallClock = wallClockAt(instantAtWallClock(wall, zone), zone);
        const shift = wallClockAsUtcMs(shown) - wallClockAsUtcMs(wall);
        return shift >= 0 && shift <= 3 * HOUR;
      }),
      { numRuns: 2000 },
    );
  });

  it('is exact at every wall time around a real spring-forward, apart from the skipped hour', () => {
    for (let minute = 0; minute < 6 * 60; minute += 15) {
      const wall = { year: 2024, month: 3, day: 10, hour: Math.floor(minute / 60), minute: minute % 60 };
      const shown = wallClockAt(instantAtWallClock(wall, 'America/New_York'), 'America/New_York');
      const shift = wallClockAsUtcMs(shown) - wallClockAsUtcMs(wall);
      expect(shift).toBe(wall.hour === 2 ? HOUR : 0);
    }
  });
});
