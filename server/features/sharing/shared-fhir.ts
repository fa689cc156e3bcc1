import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { startOfLocalDay } from '#domain/common/day-boundaries.ts';
import { addDays } from '#domain/common/day-key.ts';
import { buildJournalBundle, type FhirBundle } from '#domain/fhir/public.ts';
import type { ShareSection } from '#domain/sharing/share-link.ts';
import type { Database } from '#server/db/client.ts';
import { entriesBetween, toEntryDto } from '#server/db/journal-entries.ts';
import { journalEntries, medicationChanges } from '#server/db/schema/index.ts';

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
  };
  const start = startOfLocalDay(link.from, person.timeZone);
  const end = startOfLocalDay(addDays(link.to, 1), person.timeZone);
  const [entries, changes] = await Promise.all([
    include.symptoms || include.factors ? entriesBetween(db, person.id, start, end) : [],
    include.medications ? readChanges(db, person.id) : [],
  ]);
  const inRange = [...entries].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  return buildJournalBundle({
    displayName: link.displayName,
    entries: inRange,
    medicationChanges: changes.filter((change) => change.date <= link.to),
    include,
    now,
    newId: randomUUID,
  });
}

/** The whole journal as FHIR, for the person's own export. */
export async function readOwnBundle(db: Database, person: Person & { name: string }, now: Date) {
  const [rows, changes] = await Promise.all([
    db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.userId, person.id))
      .orderBy(asc(journalEntries.occurredAt)),
    readChanges(db, person.id),
  ]);
  return buildJournalBundle({
    displayName: person.name,
    entries: rows.map(toEntryDto),
    medicationChanges: changes,
    include: { symptoms: true, factors: true, medications: true },
    now,
    newId: randomUUID,
  });
}
