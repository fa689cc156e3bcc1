// Food experiments as the API, the doctor report and the export read them. Features do
// not import each other, so what more than one of them needs lives here: reading a person's
// experiments with their analysis, and settling one whose last day has passed.
//
// The analysis of an experiment under way is computed on every read from the whole journal (the
// engine's analyzeExperiment, p95 under 50 ms); once an experiment ends (stopped, or its last day
// passed), the analysis at that moment is stored with it, and past experiments show what was stored.

import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { dayRange, todayKey } from '#domain/common/day-boundaries.ts';
import { addDays, type DayKey } from '#domain/common/day-key.ts';
import { experimentDays } from '#domain/experiments/days.ts';
import type {
  ExperimentAnalysis,
  ExperimentDto,
  ExperimentFood,
  ExperimentPlan,
  PlanDay,
} from '#domain/experiments/experiment-schema.ts';
import {
  analyzeExperiment,
  extendExperiment,
  type ScoredResponse,
  scoresBesidePlan,
  shouldExtendExperiment,
} from '#domain/experiments/public.ts';
import { type ExperimentPause, followedSchedule, scheduleUntil } from '#domain/experiments/schedule.ts';
import type { JournalEntryDto } from '#domain/journal/public.ts';
import type { Database } from '#server/db/client.ts';
import { toEntryDto } from '#server/db/journal-entries.ts';
import {
  experiments,
  journalEntries,
  medicationChanges,
  questionnaireResponses,
  userProfiles,
} from '#server/db/schema/index.ts';

export type ExperimentRow = typeof experiments.$inferSelect;
export const ACTIVE_STATES = ['running', 'paused'] as const;

type TreatmentChange = { date: DayKey; medication: string; change: 'started' | 'stopped' | 'dose-changed' };

/** What the analysis reads besides the plan: the whole journal, the profile, medication changes. */
export type ExperimentContext = {
  entries: JournalEntryDto[];
  profile: { symptoms: string[]; suspectedTriggers: string[]; dietaryRestrictions: string[] };
  treatmentChanges: TreatmentChange[];
  /** Questionnaire scores, shown beside the result; the analysis does not read them. */
  scores: ScoredResponse[];
};

export async function readExperimentContext(db: Database, userId: string): Promise<ExperimentContext> {
  const [entryRows, [profile], treatmentChanges, scores] = await Promise.all([
    db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.userId, userId))
      .orderBy(asc(journalEntries.occurredAt)),
    db
      .select({
        symptoms: userProfiles.symptoms,
        suspectedTriggers: userProfiles.suspectedTriggers,
        dietaryRestrictions: userProfiles.dietaryRestrictions,
      })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId)),
    db
      .select({
        date: medicationChanges.day,
        medication: medicationChanges.medication,
        change: medicationChanges.change,
      })
      .from(medicationChanges)
      .where(eq(medicationChanges.userId, userId))
      .orderBy(asc(medicationChanges.day), asc(medicationChanges.createdAt)),
    db
      .select({
        instrument: questionnaireResponses.instrument,
        date: questionnaireResponses.day,
        total: questionnaireResponses.total,
        band: questionnaireResponses.band,
      })
      .from(questionnaireResponses)
      .where(eq(questionnaireResponses.userId, userId)),
  ]);
  return {
    entries: entryRows.map(toEntryDto),
    profile: profile ?? { symptoms: [], suspectedTriggers: [], dietaryRestrictions: [] },
    treatmentChanges,
    scores: scores.map((score) => ({ ...score, total: score.total === null ? null : Number(score.total) })),
  };
}

function pausesOf(row: ExperimentRow): ExperimentPause[] {
  return row.pauses as ExperimentPause[];
}

/** The schedule the person follows (pauses and extension applied), as of `today`. */
export function scheduleOf(row: ExperimentRow, today: DayKey): ExperimentPlan {
  return followedSchedule(row.plan as ExperimentPlan, {
    pauses: pausesOf(row),
    extension: row.extension as PlanDay[] | null,
    today,
  });
}

/** The schedule without the extension: the original plan's end, for the first of both figures. */
function unextendedSchedule(row: ExperimentRow, today: DayKey): ExperimentPlan {
  return followedSchedule(row.plan as ExperimentPlan, { pauses: pausesOf(row), extension: null, today });
}

/** The engine's analysis of `schedule` as of `now`. */
export function analyse(
  row: Pick<ExperimentRow, 'food' | 'symptoms'>,
  schedule: ExperimentPlan,
  context: ExperimentContext,
  now: Date,
  timeZone: string,
): ExperimentAnalysis {
  return analyzeExperiment({
    plan: { ...schedule, food: row.food as ExperimentFood, symptoms: row.symptoms },
    entries: context.entries,
    profile: context.profile,
    now: now.toISOString(),
    timeZone,
    treatmentChanges: context.treatmentChanges,
  });
}

/** The instant a day ends in the zone: an analysis as of then reads the whole day. */
function endOf(day: DayKey, timeZone: string): Date {
  return dayRange(day, timeZone).end;
}

/** The fields that end an experiment now, stopped or finished, with the analysis to keep. */
export function endingFields(
  row: ExperimentRow,
  state: 'stopped' | 'finished',
  context: ExperimentContext,
  now: Date,
  timeZone: string,
) {
  const today = todayKey(now, timeZone);
  const schedule = scheduleOf(row, today);
  const endedOn = state === 'finished' ? schedule.end : today;
  const begun = (schedule.days[0]?.date ?? endedOn) <= endedOn;
  const analysed = state === 'finished' ? schedule : scheduleUntil(schedule, today);
  const at = state === 'finished' ? endOf(schedule.end, timeZone) : now;
  const result = begun ? analyse(row, analysed, context, at, timeZone) : null;
  // With an extension, the figure at the original end too, once that end was reached (a plan
  // that extended itself has it already).
  let firstResult = (row.firstResult as ExperimentAnalysis | null) ?? null;
  if (row.extension !== null && firstResult === null) {
    const original = unextendedSchedule(row, today);
    if (original.end < endedOn || (state === 'finished' && original.end <= endedOn))
      firstResult = analyse(row, original, context, endOf(original.end, timeZone), timeZone);
  }
  // Pauses still open are closed on the day it ended.
  const pauses = pausesOf(row).map((pause) => (pause.to === null ? { ...pause, to: endedOn } : pause));
  return { state, endedOn, result, firstResult, pauses, updatedAt: now };
}

/**
 * Settles the person's running experiment whose last day has ended in their zone. Called before
 * every read and before starting a new one, so nothing depends on a background job.
 *
 * The plan extends itself once when a verdict is still open at its end (the engine's
 * shouldExtendExperiment): the analysis at the original end is kept as the first of both figures,
 * and the added days start the day after the end, or today when the end is further back (the days
 * between count as a pause, so no added day is already over when the person hears of it).
 * Otherwise it finishes, with its analysis stored.
 */
export async function settleExperiments(
  db: Database,
  userId: string,
  now: Date,
  timeZone: string,
  context?: ExperimentContext,
): Promise<void> {
  const [row] = await db
    .select()
    .from(experiments)
    .where(and(eq(experiments.userId, userId), eq(experiments.state, 'running')));
  if (!row) return;
  const today = todayKey(now, timeZone);
  const schedule = scheduleOf(row, today);
  if (schedule.end >= today) return;
  const read = context ?? (await readExperimentContext(db, userId));
  const fields =
    selfExtension(row, schedule, read, today, timeZone) ?? endingFields(row, 'finished', read, now, timeZone);
  await db
    .update(experiments)
    .set({ ...fields, updatedAt: now })
    .where(and(eq(experiments.id, row.id), eq(experiments.state, 'running')));
}

function selfExtension(
  row: ExperimentRow,
  schedule: ExperimentPlan,
  context: ExperimentContext,
  today: DayKey,
  timeZone: string,
) {
  if (row.extension !== null) return null;
  const atEnd = analyse(row, schedule, context, endOf(schedule.end, timeZone), timeZone);
  const plan = row.plan as ExperimentPlan;
  if (!shouldExtendExperiment(schedule, atEnd)) return null;
  const extended = extendExperiment(plan);
  if (extended === null) return null;
  const resumeFrom = addDays(schedule.end, 1);
  const pauses = [...pausesOf(row)];
  if (resumeFrom < today) pauses.push({ from: resumeFrom, to: today });
  return { extension: extended.days.slice(plan.days.length), firstResult: atEnd, pauses };
}

/** A stored row as the API shows it; the analysis is live while it runs, stored once it ended. */
export function toExperimentDto(
  row: ExperimentRow,
  context: ExperimentContext,
  now: Date,
  timeZone: string,
): ExperimentDto {
  const today = todayKey(now, timeZone);
  const active = row.state === 'running' || row.state === 'paused';
  const schedule = scheduleOf(row, today);
  const lastDay = active ? today : (row.endedOn ?? today);
  const begun = (schedule.days[0]?.date ?? lastDay) <= lastDay;
  const pauses = pausesOf(row);
  const open = pauses.find((pause) => pause.to === null);
  return {
    id: row.id,
    food: row.food as ExperimentFood,
    symptoms: row.symptoms,
    state: row.state,
    plan: row.plan as ExperimentPlan,
    schedule,
    pausedSince: row.state === 'paused' ? (open?.from ?? today) : null,
    extended: row.extension !== null,
    days: experimentDays({
      schedule,
      food: row.food as ExperimentFood,
      symptoms: row.symptoms,
      entries: context.entries,
      timeZone,
      lastDay,
    }),
    analysis: active
      ? begun
        ? analyse(row, schedule, context, now, timeZone)
        : null
      : ((row.result as ExperimentAnalysis | null) ?? null),
    firstAnalysis: (row.firstResult as ExperimentAnalysis | null) ?? null,
    questionnaireScores: scoresBesidePlan({
      start: schedule.start,
      // Stopped early, the plan's last day is the day it stopped.
      lastDay: active ? schedule.end : (row.endedOn ?? schedule.end),
      responses: context.scores,
    }),
    endedOn: row.endedOn,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The person's current experiment (under way or paused), or null. */
export async function readCurrentExperiment(
  db: Database,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<ExperimentDto | null> {
  const context = await readExperimentContext(db, userId);
  await settleExperiments(db, userId, now, timeZone, context);
  const [row] = await db
    .select()
    .from(experiments)
    .where(and(eq(experiments.userId, userId), inArray(experiments.state, [...ACTIVE_STATES])));
  return row ? toExperimentDto(row, context, now, timeZone) : null;
}

/** Every experiment of the person, newest first, with the current one (if any) first of all. */
export async function readExperiments(
  db: Database,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<ExperimentDto[]> {
  const context = await readExperimentContext(db, userId);
  await settleExperiments(db, userId, now, timeZone, context);
  const rows = await db
    .select()
    .from(experiments)
    .where(eq(experiments.userId, userId))
    .orderBy(desc(experiments.createdAt), desc(experiments.id));
  return rows.map((row) => toExperimentDto(row, context, now, timeZone));
}
