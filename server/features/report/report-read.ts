import { and, eq, gte, lte } from 'drizzle-orm';
import {
  buildReportModel,
  type ReportModel,
  reportReadEnd,
  reportReadStart,
} from '#domain/report/report-model.ts';
import type { ReportRange } from '#domain/report/report-query.ts';
import type { Database } from '#server/db/client.ts';
import { entriesBetween } from '#server/db/journal-entries.ts';
import {
  medicationChanges as medicationChangesTable,
  questionnaireResponses,
  userProfiles,
} from '#server/db/schema/index.ts';
import { readExperiments } from '#server/features/experiments/public.ts';

export type ReportReadOptions = {
  includeNotes: boolean;
  /** The name under the title; the profile's (or the account's) when absent. */
  name?: string;
  /** Leave unread what will not be shown (a shared link without these parts). */
  medications?: boolean;
  experiments?: boolean;
  scores?: boolean;
};

function readQuestionnaires(db: Database, userId: string, range: ReportRange) {
  return db
    .select({
      instrument: questionnaireResponses.instrument,
      date: questionnaireResponses.day,
      answers: questionnaireResponses.answers,
    })
    .from(questionnaireResponses)
    .where(
      and(
        eq(questionnaireResponses.userId, userId),
        gte(questionnaireResponses.day, range.from),
        lte(questionnaireResponses.day, range.to),
      ),
    );
}

/** Everything the report shows, read for one person and range: the PDF's and the shared page's data. */
export async function readReportModel(
  db: Database,
  person: { id: string; name: string; timeZone: string },
  range: ReportRange,
  now: Date,
  options: ReportReadOptions,
): Promise<ReportModel> {
  const [[profile], entries, medicationChanges, experiments, questionnaires] = await Promise.all([
    db.select().from(userProfiles).where(eq(userProfiles.userId, person.id)),
    entriesBetween(
      db,
      person.id,
      reportReadStart(range, person.timeZone),
      reportReadEnd(range, person.timeZone),
    ),
    options.medications === false
      ? []
      : db
          .select({
            date: medicationChangesTable.day,
            precision: medicationChangesTable.precision,
            medication: medicationChangesTable.medication,
            change: medicationChangesTable.change,
            doseNote: medicationChangesTable.doseNote,
          })
          .from(medicationChangesTable)
          .where(eq(medicationChangesTable.userId, person.id)),
    options.experiments === false ? [] : readExperiments(db, person.id, now, person.timeZone),
    options.scores === false ? [] : readQuestionnaires(db, person.id, range),
  ]);
  return buildReportModel({
    profile: {
      name: options.name ?? (profile?.name || person.name),
      conditions: profile?.conditions ?? [],
      medications: profile?.medications ?? [],
      supplements: profile?.supplements ?? [],
      symptoms: profile?.symptoms ?? [],
      dietaryRestrictions: profile?.dietaryRestrictions ?? [],
      suspectedTriggers: profile?.suspectedTriggers ?? [],
    },
    entries,
    range,
    timeZone: person.timeZone,
    now,
    includeNotes: options.includeNotes,
    medicationChanges,
    experiments: experiments.map((experiment) => ({
      food: experiment.food,
      state: experiment.state,
      start: experiment.schedule.start,
      end: experiment.schedule.end,
      endedOn: experiment.endedOn,
      analysis: experiment.analysis,
      firstAnalysis: experiment.firstAnalysis,
      // Scores reach the report only with the scores part (a share link may leave them out).
      questionnaireScores: options.scores === false ? [] : experiment.questionnaireScores,
    })),
    questionnaires,
  });
}
