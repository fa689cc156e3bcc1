// A person's days on their own clock: the held-out world is lived in local days and hours (meals at
// 12:40 local, check-ins in the evening) and turned into UTC instants only when written down. Only
// days with a daylight-saving change go through the zone rules' full conversion; on every other day
// one offset is exact, which keeps 400 people x 120 days quick.

import { addDays, type DayKey, parseDayKey } from '#domain/common/day-key.ts';
import { instantAtWallClock, wallClockAsUtcMs, zoneOffsetMs } from '#domain/common/zoned-time.ts';

/** Seven zones: five with daylight saving (two in the south), one half-hour zone, one without. */
export const HELD_OUT_ZONES = [
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Denver',
  'Australia/Adelaide',
  'Asia/Kolkata',
  'Asia/Tokyo',
] as const;

const WEEK = 7;

export type LocalCalendar = {
  readonly timeZone: string;
  readonly days: number;
  dayKey(day: number): DayKey;
  /** The UTC instant (epoch ms) of `hour` (fractional, 0-24) on local day `day`. */
  instant(day: number, hour: number): number;
  /** 0 Sunday .. 6 Saturday, of the local day. */
  weekday(day: number): number;
  /** Day of the year, 0-365, for seasonal swings. */
  dayOfYear(day: number): number;
};

export function createLocalCalendar(firstDay: DayKey, days: number, timeZone: string): LocalCalendar {
  const keys: DayKey[] = [];
  const dates: { year: number; month: number; day: number }[] = [];
  // Day -1 to days + 2, so late logging after the last day and hours past 24 stay valid.
  for (let index = -1; index <= days + 2; index += 1) {
    const key = addDays(firstDay, index);
    keys.push(key);
    dates.push(parseDayKey(key));
  }
  // The offset at each local noon. Reading a zone is the slow part, and offsets change at most a
  // few times a year and never twice in a week, so noons are read a week apart and only a week
  // whose ends differ is read day by day.
  const noonOffset = (index: number): number => {
    const date = dates[index];
    if (!date) throw new RangeError(`Day ${index - 1} is outside this calendar`);
    return zoneOffsetMs(new Date(wallClockAsUtcMs({ ...date, hour: 12 })), timeZone);
  };
  const offsets: number[] = new Array(dates.length);
  const last = dates.length - 1;
  let previous = 0;
  offsets[0] = noonOffset(0);
  for (
    let next = Math.min(last, WEEK);
    previous < last;
    previous = next, next = Math.min(last, next + WEEK)
  ) {
    offsets[next] = noonOffset(next);
    const same = offsets[next] === offsets[previous];
    for (let index = previous + 1; index < next; index += 1) {
      offsets[index] = same ? (offsets[previous] as number) : noonOffset(index);
    }
  }
  // A day whose neighbours' noons differ has a change in it (or at its edges): it takes the full rule.
  const changes = dates.map(
    (_, index) => offsets[Math.max(0, index - 1)] !== offsets[Math.min(last, index + 1)],
  );
  const at = <T>(list: readonly T[], day: number): T => {
    const value = list[day + 1];
    if (value === undefined) throw new RangeError(`Day ${day} is outside this calendar`);
    return value;
  };
  return {
    timeZone,
    days,
    dayKey: (day) => at(keys, day),
    instant: (day, hour) => {
      // Whole minutes (the epsilon keeps 7 + 35/60 at 07:35, not 07:34); hours past midnight roll
      // into the next day, so a snack at 24.5 is 00:30 the day after.
      const total = Math.floor(hour * 60 + 1e-6);
      const whole = Math.floor(total / 1440);
      const target = day + whole;
      const rest = total - whole * 1440;
      const date = at(dates, target);
      const wall = { ...date, hour: Math.floor(rest / 60), minute: rest % 60 };
      if (at(changes, target)) return instantAtWallClock(wall, timeZone).getTime();
      return wallClockAsUtcMs(wall) - at(offsets, target);
    },
    weekday: (day) => {
      const date = at(dates, day);
      return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
    },
    dayOfYear: (day) => {
      const date = at(dates, day);
      return Math.round(
        (Date.UTC(date.year, date.month - 1, date.day) - Date.UTC(date.year, 0, 1)) / 86_400_000,
      );
    },
  };
}
