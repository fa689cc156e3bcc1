// Turns "day n of the diary, hour h on the person's clock" into UTC instants in their zone. The
// simulation runs on local hours (meals and check-ins follow the clock on the wall); the journal
// stores instants, exactly as the app would.

import type { CalendarDate } from '#domain/common/day-key.ts';
import { formatDayKey } from '#domain/common/day-key.ts';
import { wallClockAsUtcMs, zoneOffsetMs } from '#domain/common/zoned-time.ts';
import { type EntrySlot, NOMINAL_TIMES } from '#domain/journal/nominal-time.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type LocalClock = {
  /** The instant (epoch ms) at `hour` (fractional, may pass 24) of diary day `day`. */
  instantMs(day: number, hour: number): number;
  /** The slot's nominal time on that day: what a backdated entry stores (nominal-time.ts). */
  nominalMs(day: number, slot: EntrySlot): number;
  /** The last millisecond of diary day `day` on the person's clock. */
  endOfDayMs(day: number): number;
  dayKey(day: number): string;
};

export function localClock(start: CalendarDate, timeZone: string): LocalClock {
  const base = wallClockAsUtcMs(start);
  // Intl is slow next to arithmetic, so each day's offset is looked up once. The offset at local
  // noon holds from early morning to midnight: zones change their clocks between 1 and 3 am, and
  // nothing in the diary happens that early.
  const offsets: number[] = [];
  const offsetOf = (day: number): number => {
    let offset = offsets[day];
    if (offset === undefined) {
      const noon = base + day * DAY_MS + 12 * HOUR_MS;
      const guess = zoneOffsetMs(new Date(noon), timeZone);
      offset = zoneOffsetMs(new Date(noon - guess), timeZone);
      offsets[day] = offset;
    }
    return offset;
  };
  const instantMs = (day: number, hour: number): number => {
    const wholeDays = Math.floor(hour / 24);
    const onDay = day + wholeDays;
    return base + onDay * DAY_MS + (hour - wholeDays * 24) * HOUR_MS - offsetOf(onDay);
  };
  return {
    instantMs,
    nominalMs: (day, slot) => {
      const nominal = NOMINAL_TIMES[slot];
      return instantMs(day, nominal.hour + nominal.minute / 60);
    },
    endOfDayMs: (day) => base + (day + 1) * DAY_MS - offsetOf(day + 1) - 1,
    dayKey: (day) => {
      const date = new Date(base + day * DAY_MS);
      return formatDayKey({
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
      });
    },
  };
}
