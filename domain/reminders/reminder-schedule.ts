// When a reminder is next due, and what it says. Reminders are set on the person's own clock
// ("08:30 on weekdays") and follow their profile's zone; the server stores the next instant this
// rule gives and the sender fires at it. One rule, so the page's "next: Tuesday 08:30" and the
// sender can never disagree.

import { type MealTime, mealTimeForHour } from '#domain/journal/public.ts';
import { localDayKey } from '../common/day-boundaries.ts';
import { addDays, type DayKey, parseDayKey } from '../common/day-key.ts';
import { type TimeOfDay, timeOfDayForHour } from '../common/time-of-day.ts';
import { type InstantInput, instantAtWallClock, toInstant, wallClockAt } from '../common/zoned-time.ts';

/**
 * What a reminder is for. 'experiment' is today's step of a food experiment and
 * 'experiment-check-in' the check-in the plan asks for after a portion: both come only on the
 * days of the person's running experiment (domain/experiments/reminder.ts), on the others they are
 * quiet. 'questionnaire' comes only on the day the person's clinical questionnaire is due, until it
 * is filled in for that period (domain/questionnaires/reminder.ts).
 */
export const REMINDER_KINDS = [
  'meal',
  'check-in',
  'experiment',
  'experiment-check-in',
  'questionnaire',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const EXPERIMENT_REMINDER_KINDS = ['experiment', 'experiment-check-in'] as const;
export type ExperimentReminderKind = (typeof EXPERIMENT_REMINDER_KINDS)[number];

export function isExperimentReminderKind(kind: ReminderKind): kind is ExperimentReminderKind {
  return (EXPERIMENT_REMINDER_KINDS as readonly string[]).includes(kind);
}

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Readonly<Record<Weekday, { short: string; long: string }>> = {
  1: { short: 'Mon', long: 'Monday' },
  2: { short: 'Tue', long: 'Tuesday' },
  3: { short: 'Wed', long: 'Wednesday' },
  4: { short: 'Thu', long: 'Thursday' },
  5: { short: 'Fri', long: 'Friday' },
  6: { short: 'Sat', long: 'Saturday' },
  7: { short: 'Sun', long: 'Sunday' },
};

/** 'HH:MM' on a 24-hour clock. */
export type ClockTime = string;

export type QuietHours = { start: ClockTime; end: ClockTime };

export type ReminderTiming = {
  time: ClockTime;
  weekdays: readonly number[];
};

/** A reminder more than this late (the server was down) is dropped: a nudge at the wrong hour helps nobody. */
export const REMINDER_LATENESS_LIMIT_MS = 60 * 60 * 1000;

const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isClockTime(value: string): boolean {
  return CLOCK_TIME.test(value);
}

export function parseClockTime(value: ClockTime): { hour: number; minute: number } {
  const match = CLOCK_TIME.exec(value);
  if (!match) throw new RangeError(`Not a time of day: ${JSON.stringify(value)}`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

function minutesOf(value: ClockTime): number {
  const { hour, minute } = parseClockTime(value);
  return hour * 60 + minute;
}

export function isoWeekday(dayKey: DayKey): Weekday {
  const { year, month, day } = parseDayKey(dayKey);
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const sundayFirst = date.getUTCDay();
  return (sundayFirst === 0 ? 7 : sundayFirst) as Weekday;
}

/** Whether a wall-clock minute of the day falls in quiet hours, which may wrap past midnight. */
function inQuietHours(minuteOfDay: number, quiet: QuietHours): boolean {
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  return start < end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end;
}

/**
 * Quiet hours delay a reminder to their end, never drop it. The end is on the same local day, or
 * the next one when the quiet spell wraps past midnight and the reminder fell before midnight.
 */
export function delayForQuietHours(at: Date, timeZone: string, quiet: QuietHours | null | undefined): Date {
  if (!quiet) return at;
  const wall = wallClockAt(at, timeZone);
  const minuteOfDay = wall.hour * 60 + wall.minute;
  if (!inQuietHours(minuteOfDay, quiet)) return at;
  const end = parseClockTime(quiet.end);
  const today = localDayKey(at, timeZone);
  const endsTomorrow = minuteOfDay >= minutesOf(quiet.end);
  const endDay = parseDayKey(endsTomorrow ? addDays(today, 1) : today);
  return instantAtWallClock({ ...endDay, hour: end.hour, minute: end.minute }, timeZone);
}

export type NextReminderInput = ReminderTiming & {
  timeZone: string;
  /** The next instant strictly after this one. */
  after: InstantInput;
  quietHours?: QuietHours | null | undefined;
};

/**
 * The first instant after `after` at which the reminder is due, or undefined with no weekday.
 *
 * A reminder happens once per chosen local day. Daylight-saving changes follow instantAtWallClock:
 * a time skipped on a spring-forward night moves on by the gap (02:30 comes at 03:30), and a
 * time that happens twice on a fall-back night is taken at its first occurrence only, because
 * the search moves on to the next day once that instant has passed.
 */
export function nextReminderAt({
  time,
  weekdays,
  timeZone,
  after,
  quietHours,
}: NextReminderInput): Date | undefined {
  if (weekdays.length === 0) return undefined;
  const from = toInstant(after);
  const { hour, minute } = parseClockTime(time);
  // Starting a day early catches a reminder from yesterday that quiet hours pushed past `after`.
  const firstDay = addDays(localDayKey(from, timeZone), -1);
  // Eight days after the first day always contain every weekday once more.
  for (let offset = 0; offset <= 8; offset++) {
    const day = addDays(firstDay, offset);
    if (!weekdays.includes(isoWeekday(day))) continue;
    const planned = instantAtWallClock({ ...parseDayKey(day), hour, minute }, timeZone);
    const due = delayForQuietHours(planned, timeZone, quietHours);
    if (due.getTime() > from.getTime()) return due;
  }
  return undefined;
}

export type ReminderSlot =
  | { kind: 'meal'; meal: MealTime }
  | { kind: 'check-in'; timeOfDay: TimeOfDay }
  | { kind: 'experiment' | 'experiment-check-in' | 'questionnaire' };

/** What a reminder is for, from its kind and time: a 12:30 meal reminder is for lunch. */
export function reminderSlot(kind: ReminderKind, time: ClockTime): ReminderSlot {
  const { hour } = parseClockTime(time);
  if (kind === 'meal') return { kind, meal: mealTimeForHour(hour) };
  if (kind === 'check-in') return { kind, timeOfDay: timeOfDayForHour(hour) };
  return { kind };
}

const mealWords: Readonly<Record<MealTime, string>> = {
  breakfast: 'breakfast',
  lunch: 'lunch',
  dinner: 'dinner',
  snacks: 'snack',
};

/** A short name for lists and emails: "Evening check-in", "Lunch". */
export function reminderName(kind: ReminderKind, time: ClockTime): string {
  const slot = reminderSlot(kind, time);
  if (slot.kind === 'meal') {
    const word = mealWords[slot.meal];
    return `${word[0]?.toUpperCase()}${word.slice(1)}`;
  }
  if (slot.kind === 'check-in') {
    return `${slot.timeOfDay[0]?.toUpperCase()}${slot.timeOfDay.slice(1)} check-in`;
  }
  if (slot.kind === 'questionnaire') return 'Questionnaire';
  return slot.kind === 'experiment' ? 'Experiment step' : 'Experiment check-in';
}

/**
 * The words a notification shows. A lock screen is public: never a symptom, a food or a rating,
 * only the kind of entry and the time of day. An experiment's step names neither its food nor
 * what the day asks ("no dairy today" would tell anyone what is being tested): the page does.
 * A questionnaire's names neither the instrument nor the condition it measures ("your Crohn's
 * check" would tell anyone the diagnosis), nor how often it comes.
 */
export function reminderMessage(kind: ReminderKind, time: ClockTime): string {
  const slot = reminderSlot(kind, time);
  if (slot.kind === 'meal') return `Time to log your ${mealWords[slot.meal]}`;
  if (slot.kind === 'check-in') return `Time for your ${slot.timeOfDay} check-in`;
  if (slot.kind === 'questionnaire') return 'Your questionnaire is ready in Tend';
  return slot.kind === 'experiment'
    ? "Time for today's experiment step"
    : 'Time for your experiment check-in';
}

const targets: Readonly<Record<ReminderKind, string>> = {
  meal: '/app/journal/log?type=food',
  'check-in': '/app/journal/log?type=symptoms',
  // The Experiments page leads with today's step (what to eat or leave out, and what is still needed).
  experiment: '/app/experiments',
  'experiment-check-in': '/app/journal/log?type=symptoms',
  // The dashboard, whose card on the due day opens the questionnaire: a link to the questionnaire
  // itself would carry the instrument's name in the email's text.
  questionnaire: '/app',
};

/** The page a tap on the notification opens: the right form of the journal, or today's step. */
export function reminderTarget(kind: ReminderKind): string {
  return targets[kind];
}

/**
 * When a reminder that follows something else comes, in words for lists and forms; null for
 * meals and check-ins, whose days are their own. (Here and not in domain/experiments/reminder.ts,
 * whose meal tagging the reminders page does not need.)
 */
export function reminderScope(kind: ReminderKind): string | null {
  if (kind === 'experiment') return 'Only on the days of an experiment under way';
  if (kind === 'experiment-check-in') return "Only on an experiment's days with a portion";
  if (kind === 'questionnaire') return 'Only on the day your questionnaire is due, until it is filled in';
  return null;
}

/**
 * What the reminders list says for an experiment reminder that is on but has no next time
 * (./experiment-reminder-next.ts): a "Next:" on a day it will stay quiet would be a false promise.
 */
export const EXPERIMENT_REMINDER_QUIET = {
  'no-experiment': 'Quiet until you start an experiment',
  paused: 'Quiet while your experiment is paused',
  'no-step-left': 'Quiet: nothing left for it in this experiment',
} as const;
export type ExperimentReminderQuiet = keyof typeof EXPERIMENT_REMINDER_QUIET;

/** Every reason a reminder that is on has no next time: an experiment's, or no questionnaire on. */
export const REMINDER_QUIET = {
  ...EXPERIMENT_REMINDER_QUIET,
  'no-questionnaire': 'Quiet while no questionnaire is on',
} as const;
export type ReminderQuiet = keyof typeof REMINDER_QUIET;

/** A journal entry of the reminder's day, as much of it as the skip rule reads. */
export type LoggedEntry = { type: string; details: unknown };

function detail(details: unknown, key: string): unknown {
  return typeof details === 'object' && details !== null
    ? (details as Record<string, unknown>)[key]
    : undefined;
}

/**
 * "Skip it when I've already logged this today": a lunch reminder is skipped once a lunch is
 * logged that day, an evening check-in reminder once an evening check-in is. Experiment
 * reminders depend on the day's plan, which these entries do not know: their rule is
 * experimentReminderDecision's (domain/experiments/reminder.ts), and here they are never skipped;
 * nor is a questionnaire reminder, whose rule is questionnaireReminderDecision's.
 */
export function alreadyLogged(
  kind: ReminderKind,
  time: ClockTime,
  entriesOfTheDay: readonly LoggedEntry[],
): boolean {
  const slot = reminderSlot(kind, time);
  if (slot.kind === 'meal')
    return entriesOfTheDay.some(
      (entry) => entry.type === 'food' && detail(entry.details, 'mealTime') === slot.meal,
    );
  if (slot.kind === 'check-in')
    return entriesOfTheDay.some(
      (entry) => entry.type === 'symptom' && detail(entry.details, 'time_of_day') === slot.timeOfDay,
    );
  return false;
}

/** Presets offered in one tap. */
export const REMINDER_PRESETS = {
  'check-ins': {
    label: 'Morning and evening check-in',
    reminders: [
      { kind: 'check-in', time: '09:00' },
      { kind: 'check-in', time: '20:00' },
    ],
  },
  meals: {
    label: 'Lunch and dinner',
    reminders: [
      { kind: 'meal', time: '12:30' },
      { kind: 'meal', time: '18:30' },
    ],
  },
} as const satisfies Record<
  string,
  { label: string; reminders: ReadonlyArray<{ kind: ReminderKind; time: ClockTime }> }
>;

export type ReminderPreset = keyof typeof REMINDER_PRESETS;

/** '20:00' as the app writes times elsewhere: '8:00 PM'. */
export function formatClockTime(time: ClockTime): string {
  const { hour, minute } = parseClockTime(time);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The days a reminder comes, in words: "Every day", "Weekdays", "Mon, Wed, Fri". */
export function describeWeekdays(weekdays: readonly number[]): string {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  if (days.length === 7) return 'Every day';
  if (days.join() === '1,2,3,4,5') return 'Weekdays';
  if (days.join() === '6,7') return 'Weekends';
  return days.map((day) => WEEKDAY_LABELS[day as Weekday]?.short ?? '').join(', ');
}
