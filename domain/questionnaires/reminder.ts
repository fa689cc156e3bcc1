// The questionnaire reminder (kind 'questionnaire'). Its due times are the plain rule of every
// reminder, every day at the person's time (domain/reminders/reminder-schedule.ts): what makes it
// follow the questionnaire is this decision, taken when one falls due, against the questionnaire
// settings and responses as they are then. So changing the questionnaire's day or frequency, or
// turning it off, needs nothing rescheduled.
//
// - It comes on a due day only: the first day of a period (./schedule.ts), that is the chosen
//   weekday every week, or every fourth one counted from the first chosen weekday on or after the
//   day the schedule was set. The day is the one it was set for in the person's zone: quiet hours
//   that hold a 23:00 reminder until 07:00 bring it the next morning, still for the due day (the
//   questionnaire is due until filled in, so the morning after is no false promise).
// - Not when no questionnaire is on (turned off, none chosen, or no condition that offers one).
// - Not when every questionnaire on has been filled in since the period began.

import {
  nextReminderAt,
  type QuietHours,
  type ReminderQuiet,
  type ReminderTiming,
} from '#domain/reminders/public.ts';
import { localDayKey } from '../common/day-boundaries.ts';
import { addDays, type DayKey } from '../common/day-key.ts';
import { wallClockAt } from '../common/zoned-time.ts';
import type { InstrumentId } from './instruments.ts';
import {
  activeInstruments,
  dueInstruments,
  firstPeriodStart,
  periodStart,
  type QuestionnaireSettings,
} from './schedule.ts';

/** What the rule reads of a person's questionnaires. */
export type QuestionnaireForReminder = {
  conditions: readonly string[];
  settings: QuestionnaireSettings;
  /** The day the schedule was set (or the account's first day, with none set). */
  anchor: DayKey;
  /** The day of each instrument's latest response. */
  lastFilled: Partial<Record<InstrumentId, DayKey>>;
};

/** 'due': send it; 'no-step': not a due day, or nothing is on (quiet, not an error); 'already-logged': filled in. */
export type QuestionnaireReminderOutcome = 'due' | 'no-step' | 'already-logged';

/** Whether `day` is the first day of a questionnaire period. */
export function isQuestionnaireDueDay(day: DayKey, settings: QuestionnaireSettings, anchor: DayKey): boolean {
  if (settings.frequency === 'off') return false;
  // Periods before the first one (which start before the schedule was set) are not due days.
  if (settings.frequency === 'every-4-weeks' && day < firstPeriodStart(settings, anchor)) return false;
  return periodStart(day, settings, anchor) === day;
}

/**
 * The local day a due time was set for. Quiet hours only ever delay a reminder, and a daylight-
 * saving gap moves it an hour on: an arrival earlier on the clock than its time means it was held
 * past midnight, so it speaks for the day before.
 */
export function plannedDay(dueAt: Date, timeZone: string, time: string): DayKey {
  const day = localDayKey(dueAt, timeZone);
  const wall = wallClockAt(dueAt, timeZone);
  const arrived = `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
  return arrived < time ? addDays(day, -1) : day;
}

/** What becomes of a questionnaire reminder set for `time`, falling due at `dueAt`. */
export function questionnaireReminderDecision(input: {
  dueAt: Date;
  time: string;
  timeZone: string;
  questionnaire: QuestionnaireForReminder;
}): QuestionnaireReminderOutcome {
  const { questionnaire } = input;
  if (activeInstruments(questionnaire.conditions, questionnaire.settings).length === 0) return 'no-step';
  const day = plannedDay(input.dueAt, input.timeZone, input.time);
  if (!isQuestionnaireDueDay(day, questionnaire.settings, questionnaire.anchor)) return 'no-step';
  const due = dueInstruments({ ...questionnaire, today: day });
  return due.length === 0 ? 'already-logged' : 'due';
}

/** Two 4-week periods and a few days: enough to pass one already filled in and reach the next. */
const MAX_DUE_TIMES = 62;

/**
 * When a questionnaire reminder will next come, for the reminders list: the first of its daily due
 * times from `scheduledAt` (its stored next due time) that the sender would send, or why none will.
 */
export function nextQuestionnaireReminder(input: {
  scheduledAt: Date;
  timing: ReminderTiming;
  timeZone: string;
  quietHours: QuietHours | null;
  questionnaire: QuestionnaireForReminder;
}): { at: Date } | { quiet: ReminderQuiet } {
  const { questionnaire, timeZone } = input;
  if (activeInstruments(questionnaire.conditions, questionnaire.settings).length === 0) {
    return { quiet: 'no-questionnaire' };
  }
  let due: Date | undefined = input.scheduledAt;
  for (let walked = 0; due !== undefined && walked < MAX_DUE_TIMES; walked++) {
    const outcome = questionnaireReminderDecision({
      dueAt: due,
      time: input.timing.time,
      timeZone,
      questionnaire,
    });
    if (outcome === 'due') return { at: due };
    due = nextReminderAt({ ...input.timing, timeZone, after: due, quietHours: input.quietHours });
  }
  // Only when its weekdays (always every day, as stored) never meet a due day.
  return { quiet: 'no-questionnaire' };
}
