import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { todayKey } from '#domain/common/day-boundaries.ts';
import type { ExperimentFood, SymptomResult } from '#domain/experiments/public.ts';
import {
  type ExperimentCsvRecord,
  experimentSummary,
  exportedProfileLists,
  journalCsv,
  type QuestionnaireCsvRecord,
} from '#domain/export/public.ts';
import type { SignedInEnv } from '#server/app-env.ts';
import type { Database } from '#server/db/client.ts';
import { toEntryDto } from '#server/db/journal-entries.ts';
import {
  experiments,
  favouriteMeals,
  journalEntries,
  medicationChanges,
  questionnaireResponses,
  questionnaireSettings,
  userProfiles,
} from '#server/db/schema/index.ts';
import { scheduleOf } from '#server/features/experiments/public.ts';
import { readReminderExport } from '#server/features/reminders/public.ts';
import { readOwnBundle, readShareLinkExport } from '#server/features/sharing/public.ts';
import { requireSession } from '#server/middleware/require-session.ts';

// "Their data is theirs": everything a person wrote, in one JSON file they can keep or move.
// Version 2: the profile's "none" answers are yes-or-no fields beside lists of real items only
// (domain/export/profile-export.ts); version 1 wrote them as the word "none" inside the lists.
const EXPORT_FORMAT_VERSION = 2;

function readQuestionnaireRows(db: Database, userId: string) {
  return db
    .select()
    .from(questionnaireResponses)
    .where(eq(questionnaireResponses.userId, userId))
    .orderBy(asc(questionnaireResponses.day), asc(questionnaireResponses.instrument));
}

type QuestionnaireRow = Awaited<ReturnType<typeof readQuestionnaireRows>>[number];

function questionnaireRecord(row: QuestionnaireRow): QuestionnaireCsvRecord {
  return {
    instrument: row.instrument,
    date: row.day,
    answers: row.answers,
    total: row.total === null ? null : Number(row.total),
    band: row.band,
  };
}

function readExperimentRows(db: Database, userId: string) {
  return db
    .select()
    .from(experiments)
    .where(eq(experiments.userId, userId))
    .orderBy(asc(experiments.createdAt), asc(experiments.id));
}

type ExperimentRow = Awaited<ReturnType<typeof readExperimentRows>>[number];

/** An experiment as both exports read it: the days as followed up to the day it ended, and its result. */
function experimentRecord(experiment: ExperimentRow, today: string): ExperimentCsvRecord {
  return {
    food: experiment.food as ExperimentFood,
    state: experiment.state,
    days: scheduleOf(experiment, today).days,
    endedOn: experiment.endedOn,
    results: (experiment.result as { results: SymptomResult[] } | null)?.results ?? null,
  };
}

export const dataExportRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .get('/', async (c) => {
    const { db, now } = c.var.deps;
    const { id, name, email, createdAt, timeZone } = c.var.user;
    const [
      [profile],
      entries,
      favourites,
      reminders,
      medications,
      tests,
      questionnaires,
      [schedule],
      shareLinks,
    ] = await Promise.all([
      db.select().from(userProfiles).where(eq(userProfiles.userId, id)),
      db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.userId, id))
        .orderBy(asc(journalEntries.occurredAt)),
      db
        .select()
        .from(favouriteMeals)
        .where(eq(favouriteMeals.userId, id))
        .orderBy(asc(favouriteMeals.createdAt)),
      readReminderExport(db, id),
      db
        .select()
        .from(medicationChanges)
        .where(eq(medicationChanges.userId, id))
        .orderBy(asc(medicationChanges.day), asc(medicationChanges.createdAt), asc(medicationChanges.id)),
      readExperimentRows(db, id),
      readQuestionnaireRows(db, id),
      db.select().from(questionnaireSettings).where(eq(questionnaireSettings.userId, id)),
      readShareLinkExport(db, id),
    ]);
    const exportedAt = new Date().toISOString();
    const today = todayKey(now(), timeZone);
    const body = {
      format: 'tend-export',
      version: EXPORT_FORMAT_VERSION,
      exportedAt,
      account: { name, email, createdAt: new Date(createdAt).toISOString() },
      profile: profile
        ? {
            name: profile.name,
            timezone: profile.timezone,
            ...exportedProfileLists(profile),
            onboardingComplete: profile.onboardingComplete,
            // As stored: null is "not chosen", where the default for the conditions applies.
            tracking: {
              stress: profile.trackStress,
              sleep: profile.trackSleep,
              periods: profile.trackPeriods,
              bowel: profile.trackBowel,
            },
            updatedAt: profile.updatedAt.toISOString(),
          }
        : null,
      journalEntries: entries.map((entry) => ({
        id: entry.id,
        type: entry.type,
        content: entry.content,
        occurredAt: entry.occurredAt.toISOString(),
        details: entry.details,
        createdAt: entry.createdAt.toISOString(),
        updatedAt: entry.updatedAt.toISOString(),
      })),
      favouriteMeals: favourites.map((meal) => ({
        content: meal.content,
        mealSize: meal.mealSize,
        mealSource: meal.mealSource,
        starredAt: meal.createdAt.toISOString(),
      })),
      reminders,
      medicationChanges: medications.map((change) => ({
        id: change.id,
        date: change.day,
        precision: change.precision,
        medication: change.medication,
        change: change.change,
        doseNote: change.doseNote,
        createdAt: change.createdAt.toISOString(),
        updatedAt: change.updatedAt.toISOString(),
      })),
      // Each experiment as stored: the plan as planned, its pauses and extension (the
      // days followed derive from the three), its state and the result kept when it ended; and
      // the CSV's line for it, so one stopped before its first day (ended before its start) reads
      // as such.
      experiments: tests.map((experiment) => ({
        summary: experimentSummary(experimentRecord(experiment, today)),
        id: experiment.id,
        food: experiment.food,
        symptoms: experiment.symptoms,
        start: experiment.start,
        state: experiment.state,
        plan: experiment.plan,
        pauses: experiment.pauses,
        extension: experiment.extension,
        result: experiment.result,
        firstResult: experiment.firstResult,
        endedOn: experiment.endedOn,
        createdAt: experiment.createdAt.toISOString(),
        updatedAt: experiment.updatedAt.toISOString(),
      })),
      // Each filled questionnaire with every answer as given, and the score and band worked out
      // when it was saved; null settings: never changed from the default (weekly on Mondays).
      questionnaires: questionnaires.map((row) => ({
        id: row.id,
        ...questionnaireRecord(row),
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      })),
      questionnaireSettings: schedule
        ? {
            frequency: schedule.frequency,
            weekday: schedule.weekday,
            instruments: schedule.instruments,
            anchorDay: schedule.anchorDay,
          }
        : null,
      // Links made for a clinician and each time one was opened; never a token or passcode.
      shareLinks,
    };
    c.header('Content-Disposition', `attachment; filename="tend-export-${exportedAt.slice(0, 10)}.json"`);
    return c.json(body);
  })
  // The journal as an HL7 FHIR R4 bundle, for a clinic's system (domain/fhir/journal-bundle.ts).
  .get('/fhir', async (c) => {
    const { db, now } = c.get('deps');
    const user = c.get('user');
    const at = now();
    const bundle = await readOwnBundle(db, user, at);
    c.header('Content-Type', 'application/fhir+json; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="tend-fhir-${todayKey(at, user.timeZone)}.json"`);
    return c.body(JSON.stringify(bundle));
  })
  // The same entries for a spreadsheet: dates on the person's calendar, one column per symptom.
  .get('/csv', async (c) => {
    const { db, now } = c.get('deps');
    const { id, timeZone } = c.get('user');
    const [rows, changes, tests, questionnaires, shareLinks] = await Promise.all([
      db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.userId, id))
        .orderBy(asc(journalEntries.occurredAt)),
      db
        .select({
          date: medicationChanges.day,
          precision: medicationChanges.precision,
          medication: medicationChanges.medication,
          change: medicationChanges.change,
          doseNote: medicationChanges.doseNote,
        })
        .from(medicationChanges)
        .where(eq(medicationChanges.userId, id)),
      readExperimentRows(db, id),
      readQuestionnaireRows(db, id),
      readShareLinkExport(db, id),
    ]);
    const day = todayKey(now(), timeZone);
    const csv = journalCsv(
      rows.map(toEntryDto),
      timeZone,
      changes,
      tests.map((experiment) => experimentRecord(experiment, day)),
      questionnaires.map(questionnaireRecord),
      shareLinks,
    );
    return c.body(csv, 200, {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': `attachment; filename="tend-entries-${day}.csv"`,
    });
  });
