// When a questionnaire is due. A person picks a weekday; weekly, each week runs from that weekday
// to the day before the next one, and a questionnaire is due from its first day until it is filled.
// Every 4 weeks, the periods are 28 days, the first starting on the chosen weekday on or after the
// day the schedule was set (its anchor). "Two for the same week" is judged on the same weeks.

import { z } from 'zod';
import {
  addDays,
  type DayKey,
  daysBetween,
  MONTH_NAMES,
  parseDayKey,
  weekdayIndex,
} from '../common/day-key.ts';
import { strictObjectError } from '../common/schema-messages.ts';
import { INSTRUMENT_IDS, INSTRUMENTS, type InstrumentId } from './instruments.ts';
import { offeredInstruments } from './offer.ts';

export const FREQUENCIES = ['weekly', 'every-4-weeks', 'off'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const FREQUENCY_LABELS: Readonly<Record<Frequency, string>> = {
  weekly: 'Every week',
  'every-4-weeks': 'Every 4 weeks',
  off: 'Off',
};

/** Monday first, as weekdayIndex counts them. */
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const SETTINGS_MESSAGES = {
  frequency: "How often must be 'weekly', 'every-4-weeks' or 'off'.",
  weekday: 'The day must be a whole number from 0 (Monday) to 6 (Sunday).',
  instrument: (value: string) => `"${value}" is not a questionnaire Tend offers.`,
} as const;

export const questionnaireSettingsSchema = z.strictObject(
  {
    frequency: z.enum(FREQUENCIES, { error: SETTINGS_MESSAGES.frequency }),
    weekday: z
      .int({ error: SETTINGS_MESSAGES.weekday })
      .min(0, SETTINGS_MESSAGES.weekday)
      .max(6, SETTINGS_MESSAGES.weekday),
    /** Null: every questionnaire the conditions offer. */
    instruments: z
      .array(
        z.string().refine((value) => (INSTRUMENT_IDS as readonly string[]).includes(value), {
          error: (issue) => SETTINGS_MESSAGES.instrument(String(issue.input)),
        }),
      )
      .nullable(),
  },
  { error: strictObjectError('The questionnaire settings') },
);

export type QuestionnaireSettings = {
  frequency: Frequency;
  weekday: number;
  instruments: readonly InstrumentId[] | null;
};

/** Weekly on Mondays, every offered questionnaire: a person sees the first card on Monday. */
export const DEFAULT_SETTINGS: QuestionnaireSettings = { frequency: 'weekly', weekday: 0, instruments: null };

/** The latest day on or before `day` that falls on `weekday`. */
export function weekStart(day: DayKey, weekday: number): DayKey {
  return addDays(day, -((weekdayIndex(day) - weekday + 7) % 7));
}

/** The first day of the first 4-week period: the chosen weekday on or after the anchor. */
export function firstPeriodStart(settings: QuestionnaireSettings, anchor: DayKey): DayKey {
  return addDays(weekStart(anchor, settings.weekday), weekdayIndex(anchor) === settings.weekday ? 0 : 7);
}

/** The first day of the period holding `day`. */
export function periodStart(day: DayKey, settings: QuestionnaireSettings, anchor: DayKey): DayKey {
  if (settings.frequency !== 'every-4-weeks') return weekStart(day, settings.weekday);
  const first = firstPeriodStart(settings, anchor);
  const periods = Math.floor(daysBetween(first, day) / 28);
  return addDays(first, periods * 28);
}

/** The questionnaires a person answers: those chosen, among those the conditions offer. */
export function activeInstruments(
  conditions: readonly string[],
  settings: QuestionnaireSettings,
): InstrumentId[] {
  if (settings.frequency === 'off') return [];
  const offered = offeredInstruments(conditions);
  return settings.instruments ? offered.filter((id) => settings.instruments?.includes(id)) : offered;
}

export type DueInput = {
  conditions: readonly string[];
  settings: QuestionnaireSettings;
  anchor: DayKey;
  today: DayKey;
  /** The day of each instrument's latest response. */
  lastFilled: Partial<Record<InstrumentId, DayKey>>;
};

/** The questionnaires due today: none filled since the current period began. */
export function dueInstruments({
  conditions,
  settings,
  anchor,
  today,
  lastFilled,
}: DueInput): InstrumentId[] {
  const start = periodStart(today, settings, anchor);
  if (start > today) return [];
  return activeInstruments(conditions, settings).filter((id) => {
    const last = lastFilled[id];
    return last === undefined || last < start;
  });
}

/** "Monday 23 November 2026". */
export function longDayText(day: DayKey): string {
  const { year, month, day: date } = parseDayKey(day);
  return `${WEEKDAY_NAMES[weekdayIndex(day)]} ${date} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** "Your weekly Crohn's check: 5 questions, about a minute". */
export function cardTitle(id: InstrumentId, frequency: Frequency): string {
  const instrument = INSTRUMENTS[id];
  const count = instrument.items.length;
  const when = frequency === 'every-4-weeks' ? '4-weekly' : 'weekly';
  const minutes = instrument.minutes === 1 ? 'about a minute' : `about ${instrument.minutes} minutes`;
  return `Your ${when} ${instrument.checkName} check: ${count} questions, ${minutes}`;
}
