// What any imported file becomes before anything is written: one plan, the same shape whatever
// app wrote the file. Each planned entry carries a source key (where in the file it came from), so
// the server can tell an entry it already imported from a new one, and is validated with the same
// domain schemas as an entry a person types.

import { z } from 'zod';
import type { DayKey } from '../common/day-key.ts';
import {
  bowelEntryUpdateSchema,
  foodEntryUpdateSchema,
  symptomEntryUpdateSchema,
} from '../journal/public.ts';
import { medicationChangeInputSchema } from '../medication-changes/public.ts';
import type { ImportRecords } from './tend-records.ts';

export const IMPORT_FORMATS = ['tend', 'bearable', 'flaredown', 'pocket-symptom-tracker'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_FORMAT_LABELS: Readonly<Record<ImportFormat, string>> = {
  tend: "Tend's own export",
  bearable: 'Bearable',
  flaredown: 'Flaredown',
  'pocket-symptom-tracker': 'Pocket Symptom Tracker',
};

/** Files larger than this are refused before they are read. */
export const MAX_IMPORT_BYTES = 60 * 1024 * 1024;

export type PlannedJournalEntry = {
  kind: 'food' | 'symptom' | 'bowel';
  sourceKey: string;
  /** The day on the person's calendar. */
  date: DayKey;
  /** The exact instant, when the file has one (Tend's export); otherwise the slot's nominal time applies. */
  occurredAt?: string;
  content: string;
  details: Record<string, unknown>;
};

export type PlannedMedicationChange = {
  kind: 'medication-change';
  sourceKey: string;
  date: DayKey;
  precision: 'day' | 'month';
  medication: string;
  change: 'started' | 'stopped' | 'dose-changed';
  doseNote: string;
};

export type PlannedEntry = PlannedJournalEntry | PlannedMedicationChange;
export type PlannedKind = PlannedEntry['kind'];

/** Something in the file Tend will not import, and why; `count` rows or items alike. */
export type SkippedItem = { reason: string; count: number };

export type ImportPlan = {
  format: ImportFormat;
  /** The name the file gives its owner, so another person's file is recognised as such. */
  profileName: string | null;
  range: { first: DayKey; last: DayKey } | null;
  entries: PlannedEntry[];
  skipped: SkippedItem[];
  /** Every symptom name the file rates, as the file spells it. */
  symptomNames: string[];
  /** How the file's scales become Tend's, in words. */
  conversions: string[];
  /** Questionnaires, experiments, reminders and profile: only Tend's own export has them. */
  records?: ImportRecords;
};

export type ImportProblemCode =
  | 'unknown-format'
  | 'too-large'
  | 'truncated'
  | 'formula'
  | 'newer-version'
  | 'bad-rows'
  | 'empty';

/** A whole-file problem: nothing of the file is imported. */
export class ImportProblem extends Error {
  readonly code: ImportProblemCode;
  readonly rows: number[];
  constructor(code: ImportProblemCode, message: string, rows: number[] = []) {
    super(message);
    this.name = 'ImportProblem';
    this.code = code;
    this.rows = rows;
  }
}

export type BadRow = { row: number; problem: string };

/** The one refusal for a file with bad rows: the first one named, and how many there are. */
export function badRowsProblem(badRows: readonly BadRow[]): ImportProblem {
  const [first] = badRows;
  if (!first) throw new Error('badRowsProblem needs at least one bad row');
  const tail = badRows.length === 1 ? '1 row is bad.' : `${badRows.length} rows are bad; the first is shown.`;
  return new ImportProblem(
    'bad-rows',
    `Row ${first.row}: ${first.problem} ${tail} Nothing was imported.`,
    badRows.map((bad) => bad.row),
  );
}

const plannedDetailsSchemas = {
  food: foodEntryUpdateSchema,
  symptom: symptomEntryUpdateSchema,
  bowel: bowelEntryUpdateSchema,
} as const;

/**
 * The entry as the typed-entry schemas accept it, or the first problem in words. Defaults the
 * schemas fill in are kept, so what is written is exactly what a typed entry would be.
 */
export function validatePlannedEntry(
  entry: PlannedEntry,
): { ok: true; entry: PlannedEntry } | { ok: false; problem: string } {
  if (entry.kind === 'medication-change') {
    const parsed = medicationChangeInputSchema.safeParse({
      date: entry.date,
      precision: entry.precision,
      medication: entry.medication,
      change: entry.change,
      doseNote: entry.doseNote,
    });
    if (!parsed.success) return { ok: false, problem: firstIssue(parsed.error) };
    return { ok: true, entry: { ...entry, ...parsed.data } };
  }
  const parsed = plannedDetailsSchemas[entry.kind].safeParse({
    content: entry.content,
    details: entry.details,
  });
  if (!parsed.success) return { ok: false, problem: firstIssue(parsed.error) };
  return {
    ok: true,
    entry: {
      ...entry,
      content: parsed.data.content,
      details: parsed.data.details as Record<string, unknown>,
    },
  };
}

function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The entry is not valid.';
}

/** Counts per kind, what the preview shows. */
export function countByKind(entries: readonly PlannedEntry[]): Record<PlannedKind, number> {
  const counts: Record<PlannedKind, number> = { food: 0, symptom: 0, bowel: 0, 'medication-change': 0 };
  for (const entry of entries) counts[entry.kind] += 1;
  return counts;
}

export function dateRangeOf(entries: readonly PlannedEntry[]): ImportPlan['range'] {
  let first: DayKey | null = null;
  let last: DayKey | null = null;
  for (const { date } of entries) {
    if (first === null || date < first) first = date;
    if (last === null || date > last) last = date;
  }
  return first && last ? { first, last } : null;
}

/** Adds `count` to the skipped item with this reason. */
export function skip(skipped: SkippedItem[], reason: string, count = 1): void {
  const item = skipped.find((existing) => existing.reason === reason);
  if (item) item.count += count;
  else skipped.push({ reason, count });
}

export const sourceKeySchema = z.string().min(1).max(300);
