import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type {
  MedicationChangeDto,
  MedicationChangeFields,
} from '#domain/medication-changes/medication-change.ts';
import type { Database } from '#server/db/client.ts';
import { medicationChanges } from '#server/db/schema/index.ts';
import { ProblemError } from '#server/http/problem.ts';

type Row = typeof medicationChanges.$inferSelect;

export function toMedicationChangeDto(row: Row): MedicationChangeDto {
  return {
    id: row.id,
    date: row.day,
    precision: row.precision,
    medication: row.medication,
    change: row.change,
    doseNote: row.doseNote,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The person's changes, oldest first (the timeline reads forward, like a doctor's history). */
export async function listMedicationChanges(db: Database, userId: string): Promise<MedicationChangeDto[]> {
  const rows = await db
    .select()
    .from(medicationChanges)
    .where(eq(medicationChanges.userId, userId))
    .orderBy(asc(medicationChanges.day), asc(medicationChanges.createdAt), asc(medicationChanges.id));
  return rows.map(toMedicationChangeDto);
}

export async function createMedicationChange(
  db: Database,
  userId: string,
  fields: MedicationChangeFields,
  now: Date,
): Promise<MedicationChangeDto> {
  const [row] = await db
    .insert(medicationChanges)
    .values({
      userId,
      day: fields.date,
      precision: fields.precision,
      medication: fields.medication,
      change: fields.change,
      doseNote: fields.doseNote,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('The medication change was not stored');
  return toMedicationChangeDto(row);
}

const notFound = () => new ProblemError(404, 'not_found', 'This medication change does not exist.');

// Another person's change is simply not found, exactly like one that does not exist.
function ownedBy(userId: string, id: string) {
  if (!z.uuid().safeParse(id).success) throw notFound();
  return and(eq(medicationChanges.id, id), eq(medicationChanges.userId, userId));
}

export async function correctMedicationChange(
  db: Database,
  userId: string,
  id: string,
  fields: MedicationChangeFields,
  now: Date,
): Promise<MedicationChangeDto> {
  const [row] = await db
    .update(medicationChanges)
    .set({
      day: fields.date,
      precision: fields.precision,
      medication: fields.medication,
      change: fields.change,
      doseNote: fields.doseNote,
      updatedAt: now,
    })
    .where(ownedBy(userId, id))
    .returning();
  if (!row) throw notFound();
  return toMedicationChangeDto(row);
}

export async function deleteMedicationChange(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(medicationChanges)
    .where(ownedBy(userId, id))
    .returning({ id: medicationChanges.id });
  if (deleted.length === 0) throw notFound();
}
