// The one time an entry has (docs/decisions/017-one-time-per-entry.md). Every screen, the doctor
// report, both exports and the insights engine read the stored occurred_at, so the rule that sets
// it is the only place where "when did this happen" is decided: the server applies it on every
// create and on every edit of the slot or exact time, the offline queue uses it to show what is
// waiting, and migration 0007 moved entries written by the earlier rule to it.
//
// - An exact time the person gave (a check-in or a bowel movement may carry one) is the time, on
//   the chosen day. One later than the moment of logging is refused: it cannot have happened yet.
// - A past day: the chosen slot's nominal time on that day.
// - Today: the moment of logging while the slot is still going on or has not begun; once the slot
//   is over (a breakfast caught up in the evening), its nominal time, as on a past day.
// So an entry is never placed in the future, and what was logged as it happened keeps its moment.
//
// "The moment of logging" is when the person pressed save, which the client sends as loggedAt: an
// entry kept on the device while offline reaches the server hours later, and "today" and "over"
// are judged at the moment it was logged, not when it arrived (decision 013). A loggedAt later
// than the server's now can only come from a device clock running ahead: it is taken as now.

import { localDayKey, startOfLocalDay, todayKey } from '../common/day-boundaries.ts';
import type { DayKey } from '../common/day-key.ts';
import { addDays, parseDayKey } from '../common/day-key.ts';
import type { TimeOfDay } from '../common/time-of-day.ts';
import { type InstantInput, instantAtWallClock, toInstant } from '../common/zoned-time.ts';
import { parseExactTime } from './exact-time.ts';
import type { MealTime } from './meal-time.ts';

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

// The hour on the person's clock at which a slot is over for the day: the end of the meal's
// prefill hours (meal-time.ts) and of the time of day's range (time-of-day.ts). Snacks are eaten
// at any hour and the night runs to midnight, so neither is over before the day is. Each nominal
// time is before its slot's end, so a slot that is over has its nominal time in the past.
export const SLOT_END_HOURS: Readonly<Record<EntrySlot, number>> = {
  breakfast: 11,
  lunch: 16,
  dinner: 22,
  snacks: 24,
  morning: 12,
  afternoon: 17,
  evening: 21,
  night: 24,
};

export const FUTURE_TIME_MESSAGE = 'The exact time cannot be later than now.';

export type ResolveOccurredAtInput = {
  /** The day the person chose, on their own calendar. */
  dayKey: DayKey;
  /** The server's now (or the edit's moment): future days and exact times are judged by it. */
  now: InstantInput;
  /**
   * When the person pressed save, by their device, if it says (an entry sent later from the
   * offline queue); otherwise `now` is the moment of logging.
   */
  loggedAt?: InstantInput | undefined;
  timeZone: string;
  slot: EntrySlot;
  /** An exact 'HH:MM' the person gave (a symptom check-in or a bowel movement may carry one). */
  exactTime?: string | undefined;
};

/** The instant a slot is over on `dayKey`, on the person's clock. */
export function slotEndsAt(dayKey: DayKey, slot: EntrySlot, timeZone: string): Date {
  const hour = SLOT_END_HOURS[slot];
  return hour === 24
    ? startOfLocalDay(addDays(dayKey, 1), timeZone)
    : instantAtWallClock({ ...parseDayKey(dayKey), hour }, timeZone);
}

/** The exact time on `dayKey`, or undefined without a valid one. */
function exactInstant(dayKey: DayKey, exactTime: string | undefined, timeZone: string): Date | undefined {
  const exact = exactTime === undefined ? undefined : parseExactTime(exactTime);
  if (!exact) return undefined;
  return instantAtWallClock({ ...parseDayKey(dayKey), hour: exact.hour, minute: exact.minute }, timeZone);
}

/**
 * The moment an entry was logged, as the rule uses it: the device's loggedAt, but never later than
 * the server's now (a clock running ahead is taken as now, never refused: the server's clock
 * decides, and a fast device clock must not make a save fail). Without a loggedAt, now.
 */
export function loggingMoment(loggedAt: InstantInput | undefined, now: InstantInput): Date {
  const current = toInstant(now);
  if (loggedAt === undefined) return current;
  return new Date(Math.min(toInstant(loggedAt).getTime(), current.getTime()));
}

/**
 * True when an exact time on `dayKey` is later than `now`: the server refuses it and the form
 * says so under the field (FUTURE_TIME_MESSAGE), before resolveOccurredAt would throw.
 */
export function isFutureExactTime({
  dayKey,
  now,
  timeZone,
  exactTime,
}: Pick<ResolveOccurredAtInput, 'dayKey' | 'now' | 'timeZone' | 'exactTime'>): boolean {
  const at = exactInstant(dayKey, exactTime, timeZone);
  return at !== undefined && at > toInstant(now);
}

/**
 * The occurred_at instant of an entry by the rule above. Never later than `now`. A future day or
 * a future exact time is refused with a RangeError: the caller checks both first
 * (entryDateProblem, isFutureExactTime) and tells the person. A nominal or exact time skipped by
 * a daylight-saving change moves forward by the gap (see instantAtWallClock).
 */
export function resolveOccurredAt({
  dayKey,
  now,
  loggedAt,
  timeZone,
  slot,
  exactTime,
}: ResolveOccurredAtInput): Date {
  const current = toInstant(now);
  const today = todayKey(current, timeZone);
  parseDayKey(dayKey);
  if (dayKey > today) {
    throw new RangeError(`Cannot place an entry on a future day: ${dayKey} is after ${today}`);
  }
  const exact = exactInstant(dayKey, exactTime, timeZone);
  if (exact) {
    if (exact > current)
      throw new RangeError(`Cannot place an entry in the future: ${exactTime} on ${dayKey}`);
    return exact;
  }
  const logged = momentOfLogging(dayKey, loggingMoment(loggedAt, current), current, timeZone);
  if (dayKey === todayKey(logged, timeZone) && slotEndsAt(dayKey, slot, timeZone) > logged) return logged;
  const nominal = NOMINAL_TIMES[slot];
  return instantAtWallClock({ ...parseDayKey(dayKey), hour: nominal.hour, minute: nominal.minute }, timeZone);
}

/**
 * The moment the rule judges "today" and "over" at. The chosen day had not begun at the logging
 * moment only when the profile's zone moved west between logging and sending (the device chose
 * the day in the zone it was in): then nothing places it better than the moment it arrived.
 */
function momentOfLogging(dayKey: DayKey, logged: Date, current: Date, timeZone: string): Date {
  return dayKey > todayKey(logged, timeZone) ? current : logged;
}

/** What an entry's time follows from: a meal's slot, or a check-in's time of day and exact time. */
export type EntryTiming = { slot: EntrySlot; exactTime?: string | undefined };

export function entryTiming(
  details: { mealTime: MealTime } | { time_of_day: TimeOfDay; exact_time?: string | undefined },
): EntryTiming {
  return 'mealTime' in details
    ? { slot: details.mealTime }
    : { slot: details.time_of_day, exactTime: details.exact_time };
}

/**
 * The occurred_at of an edited entry. An edit of the slot or exact time places the entry again on
 * its day by the same rule, as if logged at the moment of the edit (so a breakfast changed to a
 * dinner that is over goes to 6:30 PM); any other edit leaves its time alone. Throws RangeError
 * for an exact time later than `now`, as resolveOccurredAt does.
 */
export function occurredAtAfterEdit({
  occurredAt,
  before,
  after,
  now,
  timeZone,
}: {
  occurredAt: InstantInput;
  before: EntryTiming;
  after: EntryTiming;
  now: InstantInput;
  timeZone: string;
}): Date {
  if (before.slot === after.slot && before.exactTime === after.exactTime) return toInstant(occurredAt);
  return resolveOccurredAt({
    dayKey: localDayKey(occurredAt, timeZone),
    now,
    timeZone,
    slot: after.slot,
    exactTime: after.exactTime,
  });
}
