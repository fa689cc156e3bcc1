// When a backdated entry "happened". A meal logged today happened now; a meal logged for a past
// day gets a representative time on that day, so entries of a day sort and chart in a natural
// order (breakfast before dinner) and land inside that day in the user's zone.

import { todayKey } from './day-boundaries.ts';
import type { DayKey } from './day-key.ts';
import { parseDayKey } from './day-key.ts';
import { parseExactTime } from './exact-time.ts';
import type { MealTime } from './meal-time.ts';
import type { TimeOfDay } from './time-of-day.ts';
import { type InstantInput, instantAtWallClock, toInstant } from './zoned-time.ts';

/** A meal slot for food entries, a time of day for symptom check-ins. */
export type EntrySlot = MealTime | TimeOfDay;

export type NominalTime = { hour: number; minute: number };

// Typical times. Each time of day sits inside its own range (night at 10pm is in 9pm-6am), and
// breakfast, lunch and dinner inside their prefill hours, so reading an entry's hour back gives
// the slot it was logged under. Snacks have no daytime hours of their own; mid-afternoon, between
// lunch and dinner, is when most are eaten.
export const NOMINAL_TIMES: Readonly<Record<EntrySlot, NominalTime>> = {
  breakfast: { hour: 8, minute: 0 },
  lunch: { hour: 12, minute: 30 },
  snacks: { hour: 15, minute: 0 },
  dinner: { hour: 18, minute: 30 },
  morning: { hour: 9, minute: 0 },
  afternoon: { hour: 14, minute: 0 },
  evening: { hour: 19, minute: 0 },
  night: { hour: 22, minute: 0 },
};

export type ResolveOccurredAtInput = {
  /** The day the user chose, on their own calendar. */
  dayKey: DayKey;
  now: InstantInput;
  timeZone: string;
  slot: EntrySlot;
  /** An exact 'HH:MM' the person gave (a symptom check-in may carry one). */
  exactTime?: string | undefined;
};

/**
 * The occurred_at instant of a new entry: `now` for today; for a past day, that day at the
 * slot's nominal time on the user's clock (a time skipped by a daylight-saving change moves
 * forward by the gap, see instantAtWallClock). Future days are refused with a RangeError: the
 * caller checks the date first (entryDateProblem) and tells the user.
 */
export function resolveOccurredAt({ dayKey, now, timeZone, slot, exactTime }: ResolveOccurredAtInput): Date {
  const date = parseDayKey(dayKey);
  const today = todayKey(now, timeZone);
  if (dayKey > today) {
    throw new RangeError(`Cannot place an entry on a future day: ${dayKey} is after ${today}`);
  }
  // An exact time the person gave says when better than any rule; one later than now (today at
  // 23:00, typed at noon) cannot have happened yet, so today's entry stays at now.
  const exact = exactTime === undefined ? undefined : parseExactTime(exactTime);
  if (exact) {
    const at = instantAtWallClock({ ...date, hour: exact.hour, minute: exact.minute }, timeZone);
    const current = toInstant(now);
    return dayKey === today && at > current ? current : at;
  }
  if (dayKey === today) return toInstant(now);
  const nominal = NOMINAL_TIMES[slot];
  return instantAtWallClock({ ...date, hour: nominal.hour, minute: nominal.minute }, timeZone);
}
