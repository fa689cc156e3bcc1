import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  addDays,
  dayRange,
  formatTimeInZone,
  isBeforeAccountCreation,
  isFutureDay,
  localDayKey,
  localHour,
  startOfLocalDay,
  todayKey,
} from './day-boundaries.ts';
import {
  dayKeyArb,
  instantArb,
  timeZoneArb,
  ZONES_WITH_UNUSUAL_DAYS,
} from './test-support/zone-arbitraries.ts';
import { zoneOffsetMs } from './zoned-time.ts';

const HOUR = 3_600_000;

function hoursIn(dayKey: string, zone: string): number {
  const { start, end } = dayRange(dayKey, zone);
  return (end.getTime() - start.getTime()) / HOUR;
}

describe('localDayKey', () => {
  it('is the date on the user’s calendar, not in UTC', () => {
    const instant = '2024-06-01T02:30:00Z';
    expect(localDayKey(instant, 'UTC')).toBe('2024-06-01');
    expect(localDayKey(instant, 'America/Los_Angeles')).toBe('2024-05-31');
    expect(localDayKey('2024-06-01T23:30:00Z', 'Asia/Tokyo')).toBe('2024-06-02');
    expect(localDayKey('2024-06-01T10:30:00Z', 'Pacific/Kiritimati')).toBe('2024-06-02');
  });
});

describe('startOfLocalDay and dayRange', () => {
  it('start at local midnight', () => {
    expect(startOfLocalDay('2024-06-01', 'America/New_York').toISOString()).toBe('2024-06-01T04:00:00.000Z');
    expect(startOfLocalDay('2024-06-01', 'Asia/Kolkata').toISOString()).toBe('2024-05-31T18:30:00.000Z');
    expect(dayRange('2024-06-01', 'UTC')).toEqual({
      start: new Date('2024-06-01T00:00:00Z'),
      end: new Date('2024-06-02T00:00:00Z'),
    });
  });

  it('make daylight-saving days 23 and 25 hours long', () => {
    expect(hoursIn('2024-03-10', 'America/New_York')).toBe(23);
    expect(hoursIn('2024-11-03', 'America/New_York')).toBe(25);
    expect(hoursIn('2024-03-31', 'Europe/London')).toBe(23);
    expect(hoursIn('2024-10-06', 'Australia/Lord_Howe')).toBe(23.5);
    expect(hoursIn('2024-06-01', 'America/New_York')).toBe(24);
  });

  it('start a day whose midnight was skipped when the clocks jump', () => {
    // Santiago, 8 September 2024: clocks went from 00:00 to 01:00.
    expect(dayRange('2024-09-08', 'America/Santiago')).toEqual({
      start: new Date('2024-09-08T04:00:00Z'),
      end: new Date('2024-09-09T03:00:00Z'),
    });
    // Santiago, 6 April 2024: 24:00 went back to 23:00, so Saturday lasted 25 hours.
    expect(hoursIn('2024-04-06', 'America/Santiago')).toBe(25);
  });

  it('refuse a key that is not a calendar day', () => {
    expect(() => startOfLocalDay('2024-02-30', 'UTC')).toThrow(RangeError);
    expect(() => dayRange('yesterday', 'UTC')).toThrow(RangeError);
  });

  it('remember a day once found, and give every caller a Date of its own', () => {
    const formatToParts = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
    try {
      const first = startOfLocalDay('2031-07-14', 'Pacific/Chatham');
      const conversions = formatToParts.mock.calls.length;
      expect(conversions).toBeGreaterThan(0);
      first.setTime(0);
      const second = startOfLocalDay('2031-07-14', 'Pacific/Chatham');
      expect(formatToParts.mock.calls.length).toBe(conversions);
      expect(second).not.toBe(first);
      expect(second.toISOString()).toBe('2031-07-13T11:15:00.000Z');
      // Same day, another zone: not the remembered one.
      expect(startOfLocalDay('2031-07-14', 'Asia/Tokyo').toISOString()).toBe('2031-07-13T15:00:00.000Z');
    } finally {
      formatToParts.mockRestore();
    }
  });

  it('refuse an unknown zone every time it is asked', () => {
    expect(() => startOfLocalDay('2024-06-01', 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => startOfLocalDay('2024-06-01', 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('contain every instant of the local day: start <= instant < start of the next day', () => {
    fc.assert(
      fc.property(instantArb, timeZoneArb, (instant, zone) => {
        const { start, end } = dayRange(localDayKey(instant, zone), zone);
        return start.getTime() <= instant.getTime() && instant.getTime() < end.getTime();
      }),
      { numRuns: 3000 },
    );
  });

  it('begin exactly where the previous day ends', () => {
    fc.assert(
      fc.property(dayKeyArb, timeZoneArb, (day, zone) => {
        const { start, end } = dayRange(day, zone);
        return (
          localDayKey(start, zone) === day &&
          localDayKey(new Date(start.getTime() - 1), zone) === addDays(day, -1) &&
          localDayKey(new Date(end.getTime() - 1), zone) === day &&
          localDayKey(end, zone) === addDays(day, 1)
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('last 23 to 25 hours, 24 when the clocks did not move', () => {
    fc.assert(
      fc.property(dayKeyArb, timeZoneArb, (day, zone) => {
        const { start, end } = dayRange(day, zone);
        const hours = (end.getTime() - start.getTime()) / HOUR;
        // Offsets an hour either side also catch a change exactly at midnight, which shortens
        // the day after it rather than the day before.
        const offsets = new Set(
          [start.getTime() - HOUR, end.getTime() + HOUR].map((ms) => zoneOffsetMs(new Date(ms), zone)),
        );
        const limit = ZONES_WITH_UNUSUAL_DAYS.includes(zone) ? 3 : 1;
        return Math.abs(hours - 24) <= limit && (offsets.size > 1 || hours === 24);
      }),
      { numRuns: 3000 },
    );
  });

  it('give the odd lengths of days when a zone moved by more than an hour', () => {
    expect(hoursIn('2024-03-31', 'Antarctica/Troll')).toBe(22);
    expect(hoursIn('2024-10-27', 'Antarctica/Troll')).toBe(26);
    expect(hoursIn('2014-10-26', 'Asia/Magadan')).toBe(26);
  });
});

describe('todayKey and isFutureDay', () => {
  it('use the user’s zone: at 03:00 UTC it is still yesterday in Denver', () => {
    const now = new Date('2024-06-02T03:00:00Z');
    expect(todayKey(now, 'America/Denver')).toBe('2024-06-01');
    expect(isFutureDay('2024-06-02', now, 'America/Denver')).toBe(true);
    expect(isFutureDay('2024-06-02', now, 'UTC')).toBe(false);
    expect(isFutureDay('2024-06-01', now, 'America/Denver')).toBe(false);
  });

  it('never call today future, always call tomorrow future', () => {
    fc.assert(
      fc.property(instantArb, timeZoneArb, (now, zone) => {
        const today = todayKey(now, zone);
        return (
          !isFutureDay(today, now, zone) &&
          !isFutureDay(addDays(today, -1), now, zone) &&
          isFutureDay(addDays(today, 1), now, zone)
        );
      }),
    );
  });

  it('refuse a malformed key instead of comparing it as text', () => {
    expect(() => isFutureDay('9999', new Date(), 'UTC')).toThrow(RangeError);
  });
});

describe('isBeforeAccountCreation', () => {
  // Created at 23:30 on 31 May in New York, which is already 1 June in UTC.
  const createdAt = '2024-06-01T03:30:00Z';

  it('allows the whole creation day on the user’s calendar', () => {
    expect(isBeforeAccountCreation('2024-05-31', createdAt, 'America/New_York')).toBe(false);
    expect(isBeforeAccountCreation('2024-05-30', createdAt, 'America/New_York')).toBe(true);
    expect(isBeforeAccountCreation('2024-05-31', createdAt, 'UTC')).toBe(true);
    expect(isBeforeAccountCreation('2024-06-01', createdAt, 'UTC')).toBe(false);
  });

  it('holds exactly for the days before the creation day', () => {
    fc.assert(
      fc.property(instantArb, timeZoneArb, fc.integer({ min: -30, max: 30 }), (created, zone, offset) => {
        const day = addDays(localDayKey(created, zone), offset);
        return isBeforeAccountCreation(day, created, zone) === offset < 0;
      }),
    );
  });
});

describe('localHour', () => {
  it('is the hour on the user’s clock', () => {
    expect(localHour('2024-06-01T12:30:00Z', 'America/New_York')).toBe(8);
    expect(localHour('2024-06-01T04:00:00Z', 'America/New_York')).toBe(0);
    expect(localHour('2024-06-01T03:59:59Z', 'America/New_York')).toBe(23);
  });

  it('is always a whole hour from 0 to 23', () => {
    fc.assert(
      fc.property(instantArb, timeZoneArb, (instant, zone) => {
        const hour = localHour(instant, zone);
        return Number.isInteger(hour) && hour >= 0 && hour <= 23;
      }),
    );
  });
});

describe('formatTimeInZone', () => {
  it('writes the time in 12-hour en-US form with a plain space', () => {
    expect(formatTimeInZone('2024-06-01T12:30:00Z', 'America/New_York')).toBe('8:30 AM');
    expect(formatTimeInZone('2024-06-01T00:05:00Z', 'UTC')).toBe('12:05 AM');
    expect(formatTimeInZone('2024-06-01T12:00:00Z', 'UTC')).toBe('12:00 PM');
    expect(formatTimeInZone('2024-06-01T23:59:59Z', 'UTC')).toBe('11:59 PM');
    expect(formatTimeInZone('2024-06-01T12:30:00Z', 'Asia/Kathmandu')).toBe('6:15 PM');
  });

  it('agrees with Intl’s own en-US formatting, apart from the space before AM/PM', () => {
    fc.assert(
      fc.property(instantArb, timeZoneArb, (instant, zone) => {
        const intl = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' })
          .format(instant)
          .replace(/\s/u, ' ');
        return formatTimeInZone(instant, zone) === intl;
      }),
    );
  });
});
