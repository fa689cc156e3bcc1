import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { startOfLocalDay } from '#domain/common/day-boundaries.ts';
import { addDays } from '#domain/common/day-key.ts';
import { buildJournalBundle, type FhirBundle, type FhirQuestionnaireAnswers } from '#domain/fhir/public.ts';
import type { ShareSection } from '#domain/sharing/share-link.ts';
import type { Database } from '#server/db/client.ts';
import { entriesBetween, toEntryDto } from '#server/db/journal-entries.ts';
import { journalEntries, medicationChanges, questionnaireResponses } from '#server/db/schema/index.ts';

type Person = { id: string; timeZone: string };

function readChanges(db: Database, userId: string) {
  return db
    .select({
      date: medicationChanges.day,
      precision: medicationChanges.precision,
      medication: medicationChanges.medication,
      change: medicationChanges.change,
      doseNote: medicationChanges.doseNote,
    })
    .from(medicationChanges)
    .where(eq(medicationChanges.userId, userId))
    .orderBy(asc(medicationChanges.day), asc(medicationChanges.createdAt));
}

/** The person's filled questionnaires, oldest first; only those of the link's days when given. */
async function readQuestionnaires(
  db: Database,
  userId: string,
  days?: { from: string; to: string },
): Promise<FhirQuestionnaireAnswers[]> {
  const rows = await db
    .select({
      instrument: questionnaireResponses.instrument,
      date: questionnaireResponses.day,
      answers: questionnaireResponses.answers,
    })
    .from(questionnaireResponses)
    .where(
      days
        ? and(
            eq(questionnaireResponses.userId, userId),
            gte(questionnaireResponses.day, days.from),
            lte(questionnaireResponses.day, days.to),
          )
        : eq(questionnaireResponses.userId, userId),
    )
    .orderBy(asc(questionnaireResponses.day));
  return rows;
}

/** The bundle a link shares: its days, and only the kinds its parts hold. */
export async function readSharedBundle(
  db: Database,
  person: Person,
  link: { from: string; to: string; displayName: string; sections: string[] },
  now: Date,
): Promise<FhirBundle> {
  const sections = link.sections as ShareSection[];
  const include = {
    symptoms: sections.includes('symptoms'),
    factors: sections.includes('factors'),
    medications: sections.includes('medications'),
    scores: sections.includes('scores'),
  };
  const start = startOfLocalDay(link.from, person.timeZone);
  const end = startOfLocalDay(addDays(link.to, 1), person.timeZone);
  const [entries, changes, questionnaires] = await Promise.all([
    include.symptoms || include.factors ? entriesBetween(db, person.id, start, end) : [],
    include.medications ? readChanges(db, person.id) : [],
    include.scores ? readQuestionnaires(db, person.id, link) : [],
  ]);
  const inRange = [...entries].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  return buildJournalBundle({
    displayName: link.displayName,
    entries: inRange,
    medicationChanges: changes.filter((change) => change.date <= link.to),
    questionnaires,
    include,
    now,
    newId: randomUUID,
  });
}

/** The whole journal as FHIR, for the person's own export. */
export async function readOwnBundle(db: Database, person: Person & { name: string }, now: Date) {
  const [rows, changes, questionnaires] = await Promise.all([
    db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.userId, person.id))
      .orderBy(asc(journalEntries.occurredAt)),
    readChanges(db, person.id),
    readQuestionnaires(db, person.id),
  ]);
  return buildJournalBundle({
    displayName: person.name,
    entries: rows.map(toEntryDto),
    medicationChanges: changes,
    questionnaires,
    include: { symptoms: true, factors: true, medications: true, scores: true },
    now,
    newId: randomUUID,
  });
}
