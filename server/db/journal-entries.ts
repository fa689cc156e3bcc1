// Journal entries as the API shows them, read by more than one feature (the journal's own routes
// and the insights that analyse a whole journal): features do not import each other, so what they
// share lives here.

import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { dayRange } from '#domain/common/day-boundaries.ts';
import type { DayKey } from '#domain/common/day-key.ts';
import type {
  BowelDetails,
  FoodDetails,
  JournalEntryDto,
  SymptomDetails,
} from '#domain/journal/journal-entry.ts';
import type { Database } from './client.ts';
import { journalEntries } from './schema/index.ts';

type EntryRow = typeof journalEntries.$inferSelect;

export function toEntryDto(row: EntryRow): JournalEntryDto {
  const base = {
    id: row.id,
    content: row.content,
    occurredAt: row.occurredAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  // Last, and only when true: the same keys in the same order as the reads built in SQL.
  const imported = row.importBatchId === null ? {} : { imported: true as const };
  if (row.type === 'food') return { ...base, type: 'food', details: row.details as FoodDetails, ...imported };
  if (row.type === 'bowel')
    return { ...base, type: 'bowel', details: row.details as BowelDetails, ...imported };
  return { ...base, type: 'symptom', details: row.details as SymptomDetails, ...imported };
}

/** Entries in [start, end), newest first. */
export async function entriesBetween(db: Database, userId: string, start: Date, end: Date) {
  const rows = await db
    .select()
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, userId),
        gte(journalEntries.occurredAt, start),
        lt(journalEntries.occurredAt, end),
      ),
    )
    .orderBy(desc(journalEntries.occurredAt), desc(journalEntries.createdAt));
  return rows.map(toEntryDto);
}

export async function entriesOfDay(db: Database, userId: string, day: DayKey, timeZone: string) {
  const { start, end } = dayRange(day, timeZone);
  return entriesBetween(db, userId, start, end);
}
