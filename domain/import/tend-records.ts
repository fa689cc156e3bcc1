// What Tend's own export carries beside the journal: filled questionnaires, experiments,
// reminders and the profile. Each is re-validated with the schema the app itself uses for it, so a
// file edited by hand (an answer out of scale, an unknown questionnaire, a reminder at 25:00) is a
// bad row, named, and nothing of the file is written.

import { z } from 'zod';
import { noneId } from '../catalogues/catalogue-option.ts';
import type { DayKey } from '../common/day-key.ts';
import {
  EXPERIMENT_FOODS,
  EXPERIMENT_STATES,
  type ExperimentAnalysis,
  type ExperimentFood,
  type ExperimentPlan,
  type ExperimentState,
  experimentAnalysisSchema,
  experimentPlanSchema,
  MAX_EXPERIMENT_SYMPTOMS,
  type PlanDay,
} from '../experiments/public.ts';
import { dayKeySchema } from '../journal/public.ts';
import {
  conditionsSchema,
  dietaryRestrictionsSchema,
  medicationsSchema,
  nameSchema,
  supplementsSchema,
  suspectedTriggersSchema,
  symptomsSchema,
} from '../profile/public.ts';
import {
  type Answers,
  INSTRUMENTS,
  type InstrumentId,
  questionnaireInputSchema,
  scoreQuestionnaire,
} from '../questionnaires/public.ts';
import { type ReminderFields, reminderInputSchema } from '../reminders/public.ts';

/** A bad item, as import-plan.ts's BadRow (kept apart so the two modules do not need each other). */
type BadRow = { row: number; problem: string };

export type PlannedQuestionnaire = {
  sourceKey: string;
  instrument: InstrumentId;
  date: DayKey;
  answers: Answers;
  /** Worked out again from the answers, as saving one does; never taken from the file. */
  total: number | null;
  band: string | null;
};

export type ExperimentPause = { from: DayKey; to: DayKey | null };

export type PlannedExperiment = {
  sourceKey: string;
  food: ExperimentFood;
  symptoms: string[];
  start: DayKey;
  state: ExperimentState;
  plan: ExperimentPlan;
  pauses: ExperimentPause[];
  extension: PlanDay[] | null;
  result: ExperimentAnalysis | null;
  firstResult: ExperimentAnalysis | null;
  endedOn: DayKey | null;
  /** When it was first started, so experiments keep their order; absent in a file without it. */
  createdAt?: string;
};

export type PlannedReminder = ReminderFields & { sourceKey: string };

/** The profile fields the file sets, in storage's shape ('none' inside the lists); unset ones are absent. */
export type PlannedProfile = {
  name?: string;
  conditions?: string[];
  medications?: string[];
  supplements?: string[];
  symptoms?: string[];
  dietaryRestrictions?: string[];
  suspectedTriggers?: string[];
  trackStress?: boolean;
  trackSleep?: boolean;
  trackPeriods?: boolean;
  trackBowel?: boolean;
};
export type ProfileField = keyof PlannedProfile;

export const PROFILE_FIELD_LABELS: Readonly<Record<ProfileField, string>> = {
  name: 'name',
  conditions: 'conditions',
  medications: 'medications',
  supplements: 'supplements',
  symptoms: 'symptoms',
  dietaryRestrictions: 'diet',
  suspectedTriggers: 'suspected trigger foods',
  trackStress: 'tracking stress',
  trackSleep: 'tracking sleep',
  trackPeriods: 'tracking periods',
  trackBowel: 'tracking bowel movements',
};

/** Everything of Tend's export beyond entries and medication changes. */
export type ImportRecords = {
  questionnaires: PlannedQuestionnaire[];
  experiments: PlannedExperiment[];
  reminders: PlannedReminder[];
  profile: PlannedProfile;
};

export const RECORD_KINDS = ['questionnaire', 'experiment', 'reminder'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export function emptyRecords(): ImportRecords {
  return { questionnaires: [], experiments: [], reminders: [], profile: {} };
}

const firstMessage = (error: z.ZodError) => error.issues[0]?.message ?? 'it is not valid';

const questionnaireSchema = z.object({
  id: z.string().min(1),
  instrument: z.unknown(),
  date: z.unknown(),
  answers: z.unknown(),
});

export function readQuestionnaires(items: readonly unknown[], badRows: BadRow[]): PlannedQuestionnaire[] {
  const planned: PlannedQuestionnaire[] = [];
  items.forEach((item, index) => {
    const row = index + 1;
    const shape = questionnaireSchema.safeParse(item);
    if (!shape.success) {
      badRows.push({ row, problem: `Questionnaire ${row} is not one Tend wrote.` });
      return;
    }
    const { id, instrument, date, answers } = shape.data;
    const named = `Questionnaire ${row} (${String(instrument).slice(0, 40)} of ${String(date).slice(0, 10)})`;
    const parsed = questionnaireInputSchema.safeParse({ instrument, date, answers });
    if (!parsed.success) {
      badRows.push({ row, problem: `${named}: ${firstMessage(parsed.error)}` });
      return;
    }
    const fields = parsed.data;
    const score = scoreQuestionnaire(INSTRUMENTS[fields.instrument], fields.answers);
    planned.push({
      sourceKey: `tend:questionnaire:${id}`,
      instrument: fields.instrument,
      date: fields.date,
      answers: fields.answers,
      total: score.total,
      band: score.band?.id ?? null,
    });
  });
  return planned;
}

const pauseSchema = z.object({ from: dayKeySchema, to: dayKeySchema.nullable() });

const experimentSchema = z.object({
  id: z.string().min(1),
  food: z.enum(EXPERIMENT_FOODS, { error: 'its food is not one of the foods Tend can test' }),
  symptoms: z
    .array(z.string().min(1).max(120))
    .min(1, { error: 'it watches no symptom' })
    .max(MAX_EXPERIMENT_SYMPTOMS, { error: `it watches more than ${MAX_EXPERIMENT_SYMPTOMS} symptoms` }),
  start: dayKeySchema,
  state: z.enum(EXPERIMENT_STATES, { error: 'its state is not running, paused, stopped or finished' }),
  plan: experimentPlanSchema,
  pauses: z.array(pauseSchema).default([]),
  extension: experimentPlanSchema.shape.days.nullish(),
  result: experimentAnalysisSchema.nullish(),
  firstResult: experimentAnalysisSchema.nullish(),
  endedOn: dayKeySchema.nullish(),
  createdAt: z.iso.datetime().optional(),
});

export function readExperiments(items: readonly unknown[], badRows: BadRow[]): PlannedExperiment[] {
  const planned: PlannedExperiment[] = [];
  items.forEach((item, index) => {
    const row = index + 1;
    const food = (item as { food?: unknown } | null)?.food;
    const named = `Experiment ${row}${typeof food === 'string' ? ` (${food.slice(0, 40)})` : ''}`;
    const parsed = experimentSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
      badRows.push({ row, problem: `${named} is not one Tend wrote (${issue?.message}${where}).` });
      return;
    }
    const experiment = parsed.data;
    const active = experiment.state === 'running' || experiment.state === 'paused';
    const endedOn = experiment.endedOn ?? null;
    if (active === (endedOn !== null)) {
      badRows.push({
        row,
        problem: `${named}: an experiment has an end day exactly when it is stopped or finished.`,
      });
      return;
    }
    if (experiment.plan.food !== experiment.food || experiment.plan.start !== experiment.start) {
      badRows.push({ row, problem: `${named}: its plan is for another food or another first day.` });
      return;
    }
    planned.push({
      sourceKey: `tend:experiment:${experiment.id}`,
      food: experiment.food,
      symptoms: experiment.symptoms,
      start: experiment.start,
      state: experiment.state,
      plan: experiment.plan,
      pauses: experiment.pauses,
      extension: experiment.extension ?? null,
      result: experiment.result ?? null,
      firstResult: experiment.firstResult ?? null,
      endedOn,
      ...(experiment.createdAt ? { createdAt: experiment.createdAt } : {}),
    });
  });
  return planned;
}

// Only an object is required here: each field's own message comes from the reminder schema, and the
// ones it defaults (channel, skipping a logged day, on) may be absent, as in a reminder typed today.
const reminderShape = z.object({
  kind: z.unknown().optional(),
  time: z.unknown().optional(),
  weekdays: z.unknown().optional(),
  channel: z.unknown().optional(),
  skipIfLogged: z.unknown().optional(),
  enabled: z.unknown().optional(),
});

/** Reminders have no id in the export: what they are is their key, so one set twice is one. */
export function readReminders(items: readonly unknown[], badRows: BadRow[]): PlannedReminder[] {
  const planned: PlannedReminder[] = [];
  items.forEach((item, index) => {
    const row = index + 1;
    const shape = reminderShape.safeParse(item);
    if (!shape.success) {
      badRows.push({ row, problem: `Reminder ${row} is not one Tend wrote.` });
      return;
    }
    const named = `Reminder ${row} (${String(shape.data.kind).slice(0, 30)} at ${String(shape.data.time).slice(0, 10)})`;
    // Absent fields stay absent (not undefined), so the schema's defaults apply to them.
    const fields = Object.fromEntries(Object.entries(shape.data).filter(([, value]) => value !== undefined));
    const parsed = reminderInputSchema.safeParse(fields);
    if (!parsed.success) {
      badRows.push({ row, problem: `${named}: ${firstMessage(parsed.error)}` });
      return;
    }
    const reminder = parsed.data;
    planned.push({
      ...reminder,
      sourceKey: `tend:reminder:${reminder.kind}|${reminder.time}|${reminder.weekdays.join(',')}|${reminder.channel}`,
    });
  });
  return planned;
}

const fileProfileSchema = z
  .object({
    name: z.string().nullish(),
    conditions: z.array(z.unknown()).nullish(),
    medications: z.array(z.unknown()).nullish(),
    takesNoPrescriptionMedications: z.boolean().nullish(),
    supplements: z.array(z.unknown()).nullish(),
    symptoms: z.array(z.unknown()).nullish(),
    dietaryRestrictions: z.array(z.unknown()).nullish(),
    stillFiguringOutDiet: z.boolean().nullish(),
    suspectedTriggers: z.array(z.unknown()).nullish(),
    stillFiguringOutTriggers: z.boolean().nullish(),
    tracking: z
      .object({
        stress: z.boolean().nullish(),
        sleep: z.boolean().nullish(),
        periods: z.boolean().nullish(),
        bowel: z.boolean().nullish(),
      })
      .nullish(),
  })
  .passthrough();

const listSchemas = {
  conditions: conditionsSchema,
  medications: medicationsSchema,
  supplements: supplementsSchema,
  symptoms: symptomsSchema,
  dietaryRestrictions: dietaryRestrictionsSchema,
  suspectedTriggers: suspectedTriggersSchema,
} as const;
type ListField = keyof typeof listSchemas;

/**
 * The profile's fields the file sets, each checked with the profile form's own schema. Version 1
 * wrote the "none" answers inside the lists; version 2 as yes-or-no fields beside them, which are
 * put back inside, as storage keeps them.
 */
export function readProfile(value: unknown, badRows: BadRow[]): PlannedProfile {
  if (value === null || value === undefined) return {};
  const parsed = fileProfileSchema.safeParse(value);
  if (!parsed.success) {
    badRows.push({ row: 1, problem: 'The profile is not one Tend wrote.' });
    return {};
  }
  const file = parsed.data;
  const withNone = (list: readonly unknown[] | null | undefined, none: boolean | null | undefined) =>
    none ? [...(list ?? []), noneId] : (list ?? []);
  const lists: Record<ListField, readonly unknown[]> = {
    conditions: file.conditions ?? [],
    medications: withNone(file.medications, file.takesNoPrescriptionMedications),
    supplements: file.supplements ?? [],
    symptoms: file.symptoms ?? [],
    dietaryRestrictions: withNone(file.dietaryRestrictions, file.stillFiguringOutDiet),
    suspectedTriggers: withNone(file.suspectedTriggers, file.stillFiguringOutTriggers),
  };
  const profile: PlannedProfile = {};
  if (file.name?.trim()) {
    const name = nameSchema.safeParse(file.name);
    if (name.success) profile.name = name.data;
    else badRows.push({ row: 1, problem: `The profile's name: ${firstMessage(name.error)}` });
  }
  for (const field of Object.keys(listSchemas) as ListField[]) {
    if (lists[field].length === 0) continue;
    const list = listSchemas[field].safeParse(lists[field]);
    if (list.success) profile[field] = list.data;
    else badRows.push({ row: 1, problem: `The profile's ${field}: ${firstMessage(list.error)}` });
  }
  const tracking = file.tracking;
  if (typeof tracking?.stress === 'boolean') profile.trackStress = tracking.stress;
  if (typeof tracking?.sleep === 'boolean') profile.trackSleep = tracking.sleep;
  if (typeof tracking?.periods === 'boolean') profile.trackPeriods = tracking.periods;
  if (typeof tracking?.bowel === 'boolean') profile.trackBowel = tracking.bowel;
  return profile;
}

/** A person's current profile as the import reads it: which fields they have set. */
export type CurrentProfile = {
  name: string;
  conditions: readonly string[];
  medications: readonly string[];
  supplements: readonly string[];
  symptoms: readonly string[];
  dietaryRestrictions: readonly string[];
  suspectedTriggers: readonly string[];
  trackStress: boolean | null;
  trackSleep: boolean | null;
  trackPeriods: boolean | null;
  trackBowel: boolean | null;
} | null;

function isSet(current: NonNullable<CurrentProfile>, field: ProfileField): boolean {
  const value = current[field];
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value !== null;
}

/**
 * Which of the file's profile fields are taken (the person has not set them) and which are kept
 * as the person set them. What a person set is never overwritten.
 */
export function profileToTake(
  file: PlannedProfile,
  current: CurrentProfile,
): { take: PlannedProfile; kept: ProfileField[] } {
  const take: PlannedProfile = {};
  const kept: ProfileField[] = [];
  for (const field of Object.keys(file) as ProfileField[]) {
    if (current && isSet(current, field)) kept.push(field);
    else (take as Record<ProfileField, unknown>)[field] = file[field];
  }
  return { take, kept };
}
