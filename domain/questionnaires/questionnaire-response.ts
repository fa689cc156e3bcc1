// A filled questionnaire as a person sends it (POST /api/questionnaires, PUT to correct it) and as
// the server re-validates it. Every message names the item, as the person read it.

import { z } from 'zod';
import { dayKeySchema, isDayInEditWindow, isInCorrectionWindow } from '#domain/journal/public.ts';
import { isBeforeAccountCreation, isFutureDay, todayKey } from '../common/day-boundaries.ts';
import { type DayKey, daysBetween } from '../common/day-key.ts';
import { strictObjectError } from '../common/schema-messages.ts';
import type { InstantInput } from '../common/zoned-time.ts';
import {
  INSTRUMENT_IDS,
  INSTRUMENTS,
  type Instrument,
  type InstrumentId,
  type QuestionnaireItem,
} from './instruments.ts';
import { longDayText } from './schedule.ts';
import type { Answers, QuestionnaireScore } from './scoring.ts';

export const RESPONSE_MESSAGES = {
  instrument: `The questionnaire must be one of ${INSTRUMENT_IDS.join(', ')}.`,
  answers: 'The answers must be an object with one answer per question.',
  missing: (item: QuestionnaireItem) => `Please answer "${item.title}".`,
  scale: (item: QuestionnaireItem & { kind: 'scale' }) =>
    `The answer to "${item.title}" must be one of ${item.options.map((o) => o.value).join(', ')}.`,
  count: (item: QuestionnaireItem & { kind: 'count' }) =>
    `The answer to "${item.title}" must be a whole number from 0 to ${item.max}.`,
  checklist: (item: QuestionnaireItem & { kind: 'checklist' }) =>
    `The answer to "${item.title}" must be a list of ${item.options.map((o) => o.id).join(', ')}, each at most once.`,
  unknownItem: (instrument: Instrument, id: string) => `"${id}" is not a question of the ${instrument.name}.`,
  notOffered: (instrument: Instrument) =>
    `The ${instrument.name} is offered for ${instrument.conditions.join(' or ')}, which is not in your profile.`,
  future: 'A questionnaire cannot be dated in the future.',
  beforeAccount: 'A questionnaire cannot be dated before your account was created.',
  sameWeek: (instrument: Instrument, start: DayKey) =>
    `You already filled in the ${instrument.name} for the week starting ${longDayText(start)}. Correct that one instead.`,
  notEditable: 'This questionnaire is older than 7 days and cannot be corrected.',
} as const;

function answerProblem(item: QuestionnaireItem, answer: unknown): string | null {
  if (answer === undefined || answer === null) return RESPONSE_MESSAGES.missing(item);
  switch (item.kind) {
    case 'scale':
      return typeof answer === 'number' && item.options.some((o) => o.value === answer)
        ? null
        : RESPONSE_MESSAGES.scale(item);
    case 'count':
      return Number.isInteger(answer) && (answer as number) >= 0 && (answer as number) <= item.max
        ? null
        : RESPONSE_MESSAGES.count(item);
    case 'checklist': {
      const ok =
        Array.isArray(answer) &&
        new Set(answer).size === answer.length &&
        answer.every((id) => item.options.some((o) => o.id === id));
      return ok ? null : RESPONSE_MESSAGES.checklist(item);
    }
  }
}

/** Problems with answers for `instrument`, each with the item's id as its path. */
export function answersProblems(instrument: Instrument, answers: Record<string, unknown>) {
  const problems: { item: string; message: string }[] = [];
  for (const item of instrument.items) {
    const message = answerProblem(item, answers[item.id]);
    if (message) problems.push({ item: item.id, message });
  }
  for (const id of Object.keys(answers)) {
    if (!instrument.items.some((item) => item.id === id)) {
      problems.push({ item: id, message: RESPONSE_MESSAGES.unknownItem(instrument, id) });
    }
  }
  return problems;
}

export const questionnaireInputSchema = z
  .strictObject(
    {
      instrument: z.enum(INSTRUMENT_IDS, { error: RESPONSE_MESSAGES.instrument }),
      date: dayKeySchema,
      answers: z.record(z.string(), z.unknown(), { error: RESPONSE_MESSAGES.answers }),
    },
    { error: strictObjectError('The questionnaire') },
  )
  .superRefine((fields, ctx) => {
    for (const problem of answersProblems(INSTRUMENTS[fields.instrument], fields.answers)) {
      ctx.addIssue({ code: 'custom', message: problem.message, path: ['answers', problem.item] });
    }
  })
  .transform((fields) => ({ ...fields, answers: fields.answers as Answers }));

export type QuestionnaireInput = z.input<typeof questionnaireInputSchema>;
export type QuestionnaireFields = z.output<typeof questionnaireInputSchema>;

export type ResponseContext = {
  instrument: InstrumentId;
  date: DayKey;
  conditions: readonly string[];
  now: InstantInput;
  timeZone: string;
  accountCreatedAt: InstantInput;
};

/** What the schema alone cannot know: the person's conditions, today, the account's first day. */
export function responseContextProblem(context: ResponseContext): { field: string; message: string } | null {
  const instrument = INSTRUMENTS[context.instrument];
  if (!instrument.conditions.some((condition) => context.conditions.includes(condition))) {
    return { field: 'instrument', message: RESPONSE_MESSAGES.notOffered(instrument) };
  }
  if (isFutureDay(context.date, context.now, context.timeZone))
    return { field: 'date', message: RESPONSE_MESSAGES.future };
  if (isBeforeAccountCreation(context.date, context.accountCreatedAt, context.timeZone)) {
    return { field: 'date', message: RESPONSE_MESSAGES.beforeAccount };
  }
  return null;
}

export type ResponseDto = {
  id: string;
  instrument: InstrumentId;
  date: DayKey;
  answers: Answers;
  total: number | null;
  band: string | null;
  createdAt: string;
  updatedAt: string;
};

/** "down from 8 three weeks ago", "up from 2 last week", "the same as 4 weeks ago". */
export function comparisonText(
  current: { total: number | null; date: DayKey },
  previous: { total: number | null; date: DayKey } | undefined,
): string {
  if (!previous || current.total === null || previous.total === null) return '';
  const weeks = Math.round(daysBetween(previous.date, current.date) / 7);
  const ago =
    weeks <= 0
      ? 'earlier this week'
      : weeks === 1
        ? 'last week'
        : `${NUMBER_WORDS[weeks] ?? String(weeks)} weeks ago`;
  if (current.total === previous.total) return `the same as ${ago}`;
  return `${current.total < previous.total ? 'down' : 'up'} from ${previous.total} ${ago}`;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** "5, mild: down from 8 three weeks ago". */
export function resultText(score: Pick<QuestionnaireScore, 'total' | 'band'>, comparison: string): string {
  if (score.total === null) return '';
  const head = score.band ? `${score.total}, ${score.band.label}` : String(score.total);
  return comparison ? `${head}: ${comparison}` : head;
}

/**
 * A filled questionnaire can be corrected as a journal entry can: while its day is in the 7-day
 * window, or for 24 hours after it was saved.
 */
export function isResponseEditable(input: {
  day: DayKey;
  createdAt: InstantInput;
  now: InstantInput;
  timeZone: string;
}) {
  return (
    isDayInEditWindow(input.day, todayKey(input.now, input.timeZone)) ||
    isInCorrectionWindow(input.createdAt, input.now)
  );
}
