// Food experiments: a guided break from one food and its reintroduction. What a person
// sends to start one, and what the API answers about it. The web form validates with the same
// schema; the server re-validates, and checks what needs the person's data (the profile's symptoms,
// today in their zone) with the functions below, answering 400 with the message at the field.
// Objects are strict: an unknown field is refused, never silently dropped.

import { z } from 'zod';
import { dayKeySchema } from '#domain/journal/public.ts';
import { INSTRUMENT_IDS } from '#domain/questionnaires/public.ts';
import { isClockTime } from '#domain/reminders/public.ts';
import { triggerFoodCategories, triggerFoodLabel } from '../catalogues/trigger-foods.ts';
import { todayKey } from '../common/day-boundaries.ts';
import { addDays, type DayKey } from '../common/day-key.ts';
import { strictObjectError } from '../common/schema-messages.ts';
import type { InstantInput } from '../common/zoned-time.ts';
import { REACTION_REACHES } from './analysis/types.ts';

/** Every trigger food of the catalogue but 'none' ("still figuring out"): those can be tested. */
export const EXPERIMENT_FOODS = triggerFoodCategories.flatMap((category) =>
  category.options.map((option) => option.id),
) as [ExperimentFood, ...ExperimentFood[]];
export type ExperimentFood = (typeof triggerFoodCategories)[number]['options'][number]['id'];

export const EXPERIMENT_STATES = ['running', 'paused', 'stopped', 'finished'] as const;
export type ExperimentState = (typeof EXPERIMENT_STATES)[number];

/** A start as late as this many days ahead: further ahead, plans change before it comes. */
export const MAX_START_DAYS_AHEAD = 30;
/** Yesterday may be day 1 (a person who avoided the food yesterday already), not earlier. */
export const MAX_START_DAYS_BACK = 1;
export const MAX_EXPERIMENT_SYMPTOMS = 30;

export const EXPERIMENT_MESSAGES = {
  food: `Please choose the food to test from Tend's list: ${EXPERIMENT_FOODS.map((id) => triggerFoodLabel(id)?.toLowerCase()).join(', ')}.`,
  symptomsRequired: 'Please choose at least one symptom to watch.',
  symptomsTooMany: `An experiment can watch at most ${MAX_EXPERIMENT_SYMPTOMS} symptoms.`,
  symptomsRepeated: 'Each symptom can be chosen once.',
  symptomNotTracked: (symptom: string) =>
    `"${symptom}" is not one of the symptoms in your profile. Choose from the symptoms you track, or add it to your profile first.`,
  noProfileSymptoms: 'Your profile names no symptoms yet. Add the symptoms you track in your profile first.',
  startTooEarly: 'The first day can be yesterday at the earliest.',
  startTooLate: `The first day can be at most ${MAX_START_DAYS_AHEAD} days from today.`,
  oneAtATime:
    'You already have an experiment under way. Finish or stop it before starting another: two at once would blur each other.',
  notFound: 'This experiment does not exist.',
  notRunning: 'Only an experiment under way can be paused.',
  notPaused: 'Only a paused experiment can be resumed.',
  alreadyEnded: 'This experiment has already ended.',
  alreadyExtended: 'An experiment can be extended once, and this one already was.',
  cannotExtend: 'This experiment cannot be extended any further: a plan runs for at most 49 days.',
  reminderTime: 'Please choose a reminder time between 00:00 and 23:59.',
} as const;

const symptomNameSchema = z
  .string({ error: EXPERIMENT_MESSAGES.symptomsRequired })
  .min(1, { error: EXPERIMENT_MESSAGES.symptomsRequired })
  .max(120, { error: EXPERIMENT_MESSAGES.symptomsRequired });

const reminderTimeSchema = z
  .string({ error: EXPERIMENT_MESSAGES.reminderTime })
  .refine(isClockTime, { error: EXPERIMENT_MESSAGES.reminderTime });

/**
 * Reminders made with the experiment, in the same transaction ("Remind me of each day's step"):
 * a time for today's step and one for the check-in after a portion, each null when not wanted.
 * A person who already has a reminder of that kind keeps it (it follows this plan too): no second.
 */
export const experimentRemindersSchema = z.strictObject(
  { step: reminderTimeSchema.nullable(), checkIn: reminderTimeSchema.nullable() },
  { error: strictObjectError('The experiment reminders') },
);
export type ExperimentReminders = z.output<typeof experimentRemindersSchema>;

/** Defaults the start form offers: the step before the day's meals, the check-in a few hours after a lunchtime portion. */
export const EXPERIMENT_REMINDER_DEFAULTS = { step: '08:00', checkIn: '16:00' } as const;

/** What the start form needs to know to offer reminders (GET /api/experiments/reminders). */
export type ExperimentReminderOfferDto = {
  /** The person has reminders on: an enabled reminder or a device that allows notifications. */
  remindersOn: boolean;
  /** Their reminders of the experiment kinds, which follow any plan they start. */
  existing: Array<{ kind: 'experiment' | 'experiment-check-in'; time: string; enabled: boolean }>;
};

/** What a person sends to start an experiment. */
export const experimentCreateSchema = z.strictObject(
  {
    food: z.enum(EXPERIMENT_FOODS, { error: EXPERIMENT_MESSAGES.food }),
    symptoms: z
      .array(symptomNameSchema, { error: EXPERIMENT_MESSAGES.symptomsRequired })
      .min(1, { error: EXPERIMENT_MESSAGES.symptomsRequired })
      .max(MAX_EXPERIMENT_SYMPTOMS, { error: EXPERIMENT_MESSAGES.symptomsTooMany })
      .refine((symptoms) => new Set(symptoms).size === symptoms.length, {
        error: EXPERIMENT_MESSAGES.symptomsRepeated,
      }),
    start: dayKeySchema,
    reminders: experimentRemindersSchema.optional(),
  },
  { error: strictObjectError('The experiment') },
);

export type ExperimentCreateInput = z.input<typeof experimentCreateSchema>;
export type ExperimentCreate = z.output<typeof experimentCreateSchema>;

/** The first days a person may choose: from yesterday to 30 days ahead, on their calendar. */
export function experimentStartRange(now: InstantInput, timeZone: string): { first: DayKey; last: DayKey } {
  const today = todayKey(now, timeZone);
  return { first: addDays(today, -MAX_START_DAYS_BACK), last: addDays(today, MAX_START_DAYS_AHEAD) };
}

/** Why an experiment cannot start on `start`, or null (the server answers 400 at 'start'). */
export function experimentStartProblem(input: {
  start: DayKey;
  now: InstantInput;
  timeZone: string;
}): string | null {
  const { first, last } = experimentStartRange(input.now, input.timeZone);
  if (input.start < first) return EXPERIMENT_MESSAGES.startTooEarly;
  if (input.start > last) return EXPERIMENT_MESSAGES.startTooLate;
  return null;
}

/** Why these symptoms cannot be watched, or null: they must be symptoms the profile tracks. */
export function experimentSymptomsProblem(
  symptoms: readonly string[],
  profileSymptoms: readonly string[],
): string | null {
  if (profileSymptoms.length === 0) return EXPERIMENT_MESSAGES.noProfileSymptoms;
  const tracked = new Set(profileSymptoms);
  const stray = symptoms.find((symptom) => !tracked.has(symptom));
  return stray === undefined ? null : EXPERIMENT_MESSAGES.symptomNotTracked(stray.slice(0, 60));
}

// The plan and the analysis as the engine's public contract names them; the DTO below
// carries them so the web app reads the same shapes the engine returns.
export const PLAN_PHASES = ['baseline', 'avoid', 'reintroduce', 'washout'] as const;
export type PlanPhase = (typeof PLAN_PHASES)[number];
export const PLAN_FOOD_RULES = ['as-usual', 'avoid', 'eat'] as const;
export type PlanFoodRule = (typeof PLAN_FOOD_RULES)[number];
export const PORTIONS = ['small', 'medium', 'large'] as const;
export type Portion = (typeof PORTIONS)[number];

export const planDaySchema = z.object({
  date: dayKeySchema,
  phase: z.enum(PLAN_PHASES),
  food: z.enum(PLAN_FOOD_RULES),
  portion: z.enum(PORTIONS).optional(),
});
export type PlanDay = z.output<typeof planDaySchema>;

export const experimentPlanSchema = z.object({
  food: z.enum(EXPERIMENT_FOODS),
  symptoms: z.array(z.string()),
  start: dayKeySchema,
  end: dayKeySchema,
  days: z.array(planDaySchema),
});
export type ExperimentPlan = z.output<typeof experimentPlanSchema>;

export const VERDICTS = ['raises', 'no-clear-effect', 'not-enough-data'] as const;
export type Verdict = (typeof VERDICTS)[number];

export const symptomResultSchema = z.object({
  symptom: z.string(),
  probability: z.number(),
  verdict: z.enum(VERDICTS),
  effect: z.object({ estimate: z.number(), low: z.number(), high: z.number() }).nullable(),
  reach: z
    .object({
      ruledOut: z.array(z.enum(REACTION_REACHES)),
      open: z.array(z.enum(REACTION_REACHES)),
      notTested: z.array(z.enum(REACTION_REACHES)),
    })
    .optional(),
});
export type SymptomResult = z.output<typeof symptomResultSchema>;

export const experimentAnalysisSchema = z.object({
  status: z.enum(['running', 'finished']),
  results: z.array(symptomResultSchema),
  adherence: z.object({ days: z.number(), followed: z.number() }),
});
export type ExperimentAnalysis = z.output<typeof experimentAnalysisSchema>;

/** One plan day as the result's chart and table draw it: the ratings logged and whether the food was eaten. */
export const experimentDaySchema = z.strictObject({
  ...planDaySchema.shape,
  /** Average rating per watched symptom that day (0-5), null when no check-in rated it. */
  ratings: z.record(z.string(), z.number().nullable()),
  /** Whether a meal logged that day contains the food (tagged like Insights tags meals). */
  hadFood: z.boolean(),
  /** Whether any meal was logged that day: without one, hadFood false means "not known". */
  mealsLogged: z.boolean(),
  /** Check-ins logged that day (what the dashboard says is still needed). */
  checkIns: z.int(),
});
export type ExperimentDay = z.output<typeof experimentDaySchema>;

const scoreAtSchema = z.strictObject({ date: dayKeySchema, total: z.number(), band: z.string().nullable() });

/** A questionnaire's latest score before and during the plan (./questionnaire-scores.ts). */
export const scoresBesidePlanSchema = z.strictObject({
  instrument: z.enum(INSTRUMENT_IDS),
  before: scoreAtSchema.nullable(),
  during: scoreAtSchema.nullable(),
});

export const experimentDtoSchema = z.strictObject({
  id: z.uuid(),
  food: z.enum(EXPERIMENT_FOODS),
  symptoms: z.array(z.string()),
  state: z.enum(EXPERIMENT_STATES),
  /** The plan as planned, before pauses and the extension (as planExperiment returned it). */
  plan: experimentPlanSchema,
  /** The plan the person follows: pauses moved its later days, an extension added some. */
  schedule: experimentPlanSchema,
  pausedSince: dayKeySchema.nullable(),
  extended: z.boolean(),
  /** The days of the schedule up to today (or its end), with what was logged. */
  days: z.array(experimentDaySchema),
  /** The analysis: live while it runs, as stored once it ended. Null before day 1. */
  analysis: experimentAnalysisSchema.nullable(),
  /** With an extension, the result at the original end (both figures are shown). */
  firstAnalysis: experimentAnalysisSchema.nullable(),
  /** Questionnaire scores beside the verdict, for reference only; empty without any. */
  questionnaireScores: z.array(scoresBesidePlanSchema),
  endedOn: dayKeySchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ExperimentDto = z.output<typeof experimentDtoSchema>;
