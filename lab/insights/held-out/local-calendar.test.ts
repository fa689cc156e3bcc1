import { describe, expect, it } from 'vitest';
import { parseDayKey } from '#domain/common/day-key.ts';
import { instantAtWallClock, wallClockAt } from '#domain/common/zoned-time.ts';
import { createLocalCalendar, HELD_OUT_ZONES } from './local-calendar.ts';

const HOURS = [0.5, 2.5, 7 + 35 / 60, 23.9];

describe('the held-out local calendar', () => {
  it.each(HELD_OUT_ZONES)('gives the zone rules’ own instant for every hour of a year in %s', (zone) => {
    const calendar = createLocalCalendar('2025-06-01', 370, zone);
    for (let day = 0; day < 370; day += 1) {
      const date = parseDayKey(calendar.dayKey(day));
      for (const hour of HOURS) {
        const whole = Math.floor(hour);
        const minute = Math.round((hour - whole) * 60);
        const expected = instantAtWallClock({ ...date, hour: whole, minute }, zone).getTime();
        expect(calendar.instant(day, hour), `${calendar.dayKey(day)} ${hour} in ${zone}`).toBe(expected);
      }
    }
  });

  it('reads back the local time it was given on both sides of a daylight-saving change', () => {
    // London springs forward on 29 March 2026 and falls back on 25 October 2026; Adelaide, in the
    // south, springs forward on 5 October 2025 and falls back on 5 April 2026.
    const cases = [
      { zone: 'Europe/London', first: '2026-03-27', change: '2026-03-29' },
      { zone: 'Europe/London', first: '2026-10-23', change: '2026-10-25' },
      { zone: 'Australia/Adelaide', first: '2025-10-03', change: '2025-10-05' },
      { zone: 'Australia/Adelaide', first: '2026-04-03', change: '2026-04-05' },
      { zone: 'America/New_York', first: '2025-10-31', change: '2025-11-02' },
    ];
    for (const { zone, first, change } of cases) {
      const calendar = createLocalCalendar(first, 5, zone);
      const offsets = new Set<number>();
      for (let day = 0; day < 5; day += 1) {
        for (const [hour, minute] of [
          [8, 0],
          [12, 30],
          [19, 45],
        ] as const) {
          const instant = calendar.instant(day, hour + minute / 60);
          const wall = wallClockAt(new Date(instant), zone);
          expect([wall.hour, wall.minute, calendar.dayKey(day)]).toEqual([
            hour,
            minute,
            `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`,
          ]);
          offsets.add(instant - Date.UTC(wall.year, wall.month - 1, wall.day, hour, minute));
        }
      }
      // The offset really changed over the five days (so the change was crossed, not missed).
      expect(offsets.size, `${zone} around ${change}`).toBe(2);
    }
  });

  it('counts weekdays and days of the year on the local calendar', () => {
    const calendar = createLocalCalendar('2026-01-01', 3, 'Asia/Tokyo');
    expect([calendar.weekday(0), calendar.weekday(1), calendar.weekday(2)]).toEqual([4, 5, 6]);
    expect(calendar.dayOfYear(0)).toBe(0);
  });
});
