// Tend's own JSON export (GET /api/export), every version written so far: version 1 wrote the
// profile's "none" answers inside its lists, version 2 as yes-or-no fields; the entries and
// medication changes are the same in both, and older files simply lack the later sections.
// Everything a person set comes back: entries, medication changes, questionnaires, experiments,
// reminders and the profile's unset fields (tend-records.ts); what cannot is said.

import { z } from 'zod';
import { localDayKey } from '../common/day-boundaries.ts';
import {
  type BadRow,
  badRowsProblem,
  dateRangeOf,
  type ImportPlan,
  ImportProblem,
  type PlannedEntry,
  type SkippedItem,
  skip,
  validatePlannedEntry,
} from './import-plan.ts';
import { readExperiments, readProfile, readQuestionnaires, readReminders } from './tend-records.ts';

/** The newest export version this build writes and can read back. */
export const NEWEST_TEND_EXPORT_VERSION = 2;

export function isTendExport(value: unknown): boolean {
  return (
    typeof value === 'object' && value !== null && (value as { format?: unknown }).format === 'tend-export'
  );
}

const entrySchema = z.object({
  id: z.string().min(1),
  type: z.enum(['food', 'symptom', 'bowel']),
  content: z.string(),
  occurredAt: z.iso.datetime(),
  details: z.record(z.string(), z.unknown()),
});

const medicationChangeSchema = z.object({
  id: z.string().min(1),
  date: z.string(),
  precision: z.enum(['day', 'month']).optional(),
  medication: z.string(),
  change: z.enum(['started', 'stopped', 'dose-changed']),
  doseNote: z.string().optional(),
});

const exportSchema = z.object({
  format: z.literal('tend-export'),
  version: z.int().min(1),
  profile: z.object({ name: z.string().nullish(), timezone: z.string().nullish() }).passthrough().nullish(),
  questionnaires: z.array(z.unknown()).default([]),
  questionnaireSettings: z.unknown().optional(),
  shareLinks: z.array(z.unknown()).default([]),
  journalEntries: z.array(z.unknown()).default([]),
  medicationChanges: z.array(z.unknown()).default([]),
  favouriteMeals: z.array(z.unknown()).default([]),
  reminders: z.unknown().optional(),
  experiments: z.array(z.unknown()).default([]),
});

function zoneOf(timezone: string | null | undefined): string {
  if (!timezone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
    return timezone;
  } catch {
    return 'UTC';
  }
}

function readEntries(items: readonly unknown[], zone: string, badRows: BadRow[]): PlannedEntry[] {
  const entries: PlannedEntry[] = [];
  items.forEach((item, index) => {
    const parsed = entrySchema.safeParse(item);
    const row = index + 1;
    if (!parsed.success) {
      badRows.push({
        row,
        problem: `Journal entry ${row} is not an entry Tend wrote (${parsed.error.issues[0]?.message}).`,
      });
      return;
    }
    const { id, type, content, occurredAt, details } = parsed.data;
    const checked = validatePlannedEntry({
      kind: type,
      sourceKey: `tend:entry:${id}`,
      date: localDayKey(new Date(occurredAt), zone),
      occurredAt: new Date(occurredAt).toISOString(),
      content,
      details,
    });
    if (checked.ok) entries.push(checked.entry);
    else badRows.push({ row, problem: `Journal entry ${row}: ${checked.problem}` });
  });
  return entries;
}

function readMedicationChanges(items: readonly unknown[], badRows: BadRow[]): PlannedEntry[] {
  const entries: PlannedEntry[] = [];
  items.forEach((item, index) => {
    const parsed = medicationChangeSchema.safeParse(item);
    const row = index + 1;
    if (!parsed.success) {
      badRows.push({ row, problem: `Medication change ${row} is not one Tend wrote.` });
      return;
    }
    const change = parsed.data;
    const checked = validatePlannedEntry({
      kind: 'medication-change',
      sourceKey: `tend:medication-change:${change.id}`,
      date: change.date,
      precision: change.precision ?? 'day',
      medication: change.medication,
      change: change.change,
      doseNote: change.doseNote ?? '',
    });
    if (checked.ok) entries.push(checked.entry);
    else badRows.push({ row, problem: `Medication change ${row}: ${checked.problem}` });
  });
  return entries;
}

export function parseTendExport(value: unknown): ImportPlan {
  const version = (value as { version?: unknown }).version;
  if (typeof version === 'number' && version > NEWEST_TEND_EXPORT_VERSION) {
    throw new ImportProblem(
      'newer-version',
      `This export is version ${version}, written by a newer Tend than this one (which reads up to version ${NEWEST_TEND_EXPORT_VERSION}). Update this server, then import it.`,
    );
  }
  const parsed = exportSchema.safeParse(value);
  if (!parsed.success) {
    throw new ImportProblem(
      'unknown-format',
      'The file says it is a Tend export but its contents are not one Tend wrote.',
    );
  }
  const file = parsed.data;
  const zone = zoneOf(file.profile?.timezone);
  const badRows: BadRow[] = [];
  const entries = [
    ...readEntries(file.journalEntries, zone, badRows),
    ...readMedicationChanges(file.medicationChanges, badRows),
  ];
  const reminderList = (file.reminders as { reminders?: unknown } | undefined)?.reminders;
  const records = {
    questionnaires: readQuestionnaires(file.questionnaires, badRows),
    experiments: readExperiments(file.experiments, badRows),
    reminders: readReminders(Array.isArray(reminderList) ? reminderList : [], badRows),
    profile: readProfile(file.profile, badRows),
  };
  if (badRows.length > 0) throw badRowsProblem(badRows);
  const skipped: SkippedItem[] = [];
  if (file.favouriteMeals.length > 0)
    skip(skipped, 'Starred meals (star them again as you log them)', file.favouriteMeals.length);
  const devices = (file.reminders as { devices?: unknown } | undefined)?.devices;
  if (Array.isArray(devices) && devices.length > 0)
    skip(
      skipped,
      'Devices allowed to notify (allow notifications again on each device, in Reminders)',
      devices.length,
    );
  if (file.shareLinks.length > 0)
    skip(
      skipped,
      "Links shared with a clinician (a link's address is never in the file: make a new one)",
      file.shareLinks.length,
    );
  if (file.questionnaireSettings)
    skip(skipped, 'When questionnaires are offered (choose it again in Questionnaires)', 1);
  const symptomNames = new Set<string>();
  for (const entry of entries) {
    if (entry.kind !== 'symptom') continue;
    for (const name of Object.keys(entry.details.symptomRatings as Record<string, number>))
      symptomNames.add(name);
  }
  return {
    format: 'tend',
    profileName: file.profile?.name ?? null,
    range: dateRangeOf(entries),
    entries,
    skipped,
    symptomNames: [...symptomNames].sort(),
    conversions: [
      'Entries come back exactly as they were written: same times, same scales.',
      'Questionnaires come back with their answers; each score is worked out again from them, as Tend does when one is saved.',
      'Experiments come back with their plan, pauses and result; their check-ins are the journal entries above.',
    ],
    records,
  };
}
