// Pocket Symptom Tracker's JSON backup (`version: "1.0"`): event lists keyed by kind, each event
// with a millisecond or ISO timestamp. Symptom instances become check-ins, the food journal becomes
// meals, taken medication events become dated starts and stops; mood and sleep join the day's
// first check-in (sleep to Tend's own fields, mood to the notes). The backup writes instants in
// UTC and says nothing of the person's zone, so days and times of day are read in UTC.

import { z } from 'zod';
import { localDayKey } from '../common/day-boundaries.ts';
import type { DayKey } from '../common/day-key.ts';
import { timeOfDayForHour } from '../common/time-of-day.ts';
import { MEAL_TIME_LABELS, type MealTime, mealTimeForHour } from '../journal/public.ts';
import {
  type BadRow,
  badRowsProblem,
  dateRangeOf,
  type ImportPlan,
  ImportProblem,
  type PlannedEntry,
  type PlannedJournalEntry,
  type SkippedItem,
  skip,
  validatePlannedEntry,
} from './import-plan.ts';

const PST_LISTS = [
  'symptomInstances',
  'foodJournal',
  'medicationEvents',
  'moodEntries',
  'sleepEntries',
  'dailyEntries',
  'flares',
  'triggerEvents',
] as const;

export function isPocketSymptomTrackerBackup(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const file = value as Record<string, unknown>;
  return file.version === '1.0' && PST_LISTS.some((list) => Array.isArray(file[list]));
}

export const DEFAULT_PST_SCALE = { min: 1, max: 10 } as const;

export const PST_CONVERSIONS = [
  "Pocket Symptom Tracker's severities (1-10 unless the file gives another scale) become Tend's 1-5 by their place on the scale: 1-2→1, 3-4→2, 5-6→3, 7-8→4, 9-10→5.",
  'The backup writes times in UTC and not your time zone, so days and times of day are read in UTC.',
  'Meal types keep their slot (snack→snacks); the portion is medium unless every food in the meal has the same small, medium or large portion; meals come in as home-made.',
  'Sleep hours are rounded to the nearest half hour; sleep quality on 1-10 becomes 1-5 the same way as severities; mood is kept in the notes.',
  'A medication’s first day taken becomes "started" with its dose, its last day "stopped" unless it is the file’s last day.',
];

const instantSchema = z.union([z.number().finite(), z.string().min(1)]);

const symptomSchema = z.object({
  id: z.string().optional(),
  name: z.string().trim().min(1),
  severity: z.number(),
  severityScale: z.object({ min: z.number(), max: z.number() }).partial().optional(),
  location: z.string().optional(),
  notes: z.string().optional(),
  timestamp: instantSchema,
});

const foodRowSchema = z.object({
  timestamp: instantSchema,
  mealType: z.string().optional(),
  foods: z.array(z.string()),
  portions: z.record(z.string(), z.string()).optional(),
  notes: z.string().optional(),
});

const medicationEventSchema = z.object({
  medicationId: z.string(),
  timestamp: instantSchema,
  taken: z.boolean(),
  dosage: z.string().optional(),
});

const medicationSchema = z.object({
  id: z.string(),
  name: z.string().trim().min(1),
  dosage: z.string().optional(),
});

const moodSchema = z.object({
  timestamp: instantSchema,
  mood: z.union([z.number(), z.string()]).optional(),
  score: z.number().optional(),
  notes: z.string().optional(),
});

const sleepSchema = z.object({
  timestamp: instantSchema.optional(),
  date: z.string().optional(),
  hours: z.number().optional(),
  quality: z.number().optional(),
});

function instantOf(value: number | string): Date | undefined {
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** A severity's place on its scale, as Tend's 1-5; undefined when it lies outside the scale. */
export function pstSeverityToTend(
  severity: number,
  scale: { min?: number; max?: number } = {},
): number | undefined {
  const min = scale.min ?? DEFAULT_PST_SCALE.min;
  const max = scale.max ?? DEFAULT_PST_SCALE.max;
  if (!(max > min) || severity < min || severity > max) return undefined;
  return Math.min(5, 1 + Math.floor(((severity - min) / (max - min + 1)) * 5));
}

const hhmm = (instant: Date) => instant.toISOString().slice(11, 16);

type DayExtras = { notes: string[]; sleepHours?: number; sleepQuality?: number };

class PstReader {
  readonly badRows: BadRow[] = [];
  readonly skipped: SkippedItem[] = [];
  readonly entries: PlannedEntry[] = [];
  readonly days = new Map<DayKey, DayExtras>();
  readonly symptomNames = new Set<string>();

  bad(list: string, index: number, problem: string) {
    this.badRows.push({ row: index + 1, problem: `${list} ${index + 1}: ${problem}` });
  }

  add(entry: PlannedEntry, list: string, index: number) {
    const checked = validatePlannedEntry(entry);
    if (checked.ok) this.entries.push(checked.entry);
    else this.bad(list, index, checked.problem);
  }

  extras(date: DayKey): DayExtras {
    let extras = this.days.get(date);
    if (!extras) {
      extras = { notes: [] };
      this.days.set(date, extras);
    }
    return extras;
  }

  symptoms(items: readonly unknown[]) {
    for (const [index, item] of items.entries()) {
      const parsed = symptomSchema.safeParse(item);
      const instant = parsed.success ? instantOf(parsed.data.timestamp) : undefined;
      if (!parsed.success || !instant) {
        this.bad('Symptom', index, 'it has no name, severity or real time.');
        continue;
      }
      const { id, name, severity, severityScale, location, notes } = parsed.data;
      const rating = pstSeverityToTend(severity, severityScale);
      if (rating === undefined) {
        this.bad('Symptom', index, `severity ${severity} is outside its scale.`);
        continue;
      }
      this.symptomNames.add(name);
      const time = hhmm(instant);
      this.add(
        {
          kind: 'symptom',
          sourceKey: `pst:symptom:${id ?? `${instant.toISOString()}|${name}`}`,
          date: localDayKey(instant, 'UTC'),
          occurredAt: instant.toISOString(),
          content: [location ? `Where: ${location}` : '', notes ?? ''].filter(Boolean).join('\n'),
          details: {
            symptomRatings: { [name]: rating },
            time_of_day: timeOfDayForHour(instant.getUTCHours()),
            exact_time: time,
          },
        },
        'Symptom',
        index,
      );
    }
  }

  meals(items: readonly unknown[]) {
    for (const [index, item] of items.entries()) {
      const parsed = foodRowSchema.safeParse(item);
      const instant = parsed.success ? instantOf(parsed.data.timestamp) : undefined;
      if (!parsed.success || !instant) {
        this.bad('Food journal row', index, 'it has no foods or real time.');
        continue;
      }
      const { foods, mealType, portions, notes } = parsed.data;
      const content = [
        foods
          .map((food) => food.trim())
          .filter(Boolean)
          .join(', '),
        notes ?? '',
      ]
        .filter(Boolean)
        .join('\n');
      if (!content) {
        skip(this.skipped, 'Food journal rows with no food written');
        continue;
      }
      const sizes = new Set(Object.values(portions ?? {}));
      const [only] = sizes;
      const mealSize =
        sizes.size === 1 && (only === 'small' || only === 'medium' || only === 'large') ? only : 'medium';
      this.add(
        {
          kind: 'food',
          sourceKey: `pst:meal:${instant.toISOString()}|${foods.join('|')}`,
          date: localDayKey(instant, 'UTC'),
          occurredAt: instant.toISOString(),
          content,
          details: {
            mealTime: mealTimeOf(mealType, instant),
            mealSize,
            mealSource: 'home',
            wasPhotoAnalyzed: false,
          },
        },
        'Food journal row',
        index,
      );
    }
  }

  medications(events: readonly unknown[], known: readonly unknown[], lastDay: DayKey | undefined) {
    const names = new Map<string, { name: string; dosage?: string }>();
    for (const item of known) {
      const parsed = medicationSchema.safeParse(item);
      if (parsed.success) names.set(parsed.data.id, parsed.data);
    }
    const spans = new Map<string, { name: string; first: DayKey; last: DayKey; dose: string }>();
    for (const [index, item] of events.entries()) {
      const parsed = medicationEventSchema.safeParse(item);
      const instant = parsed.success ? instantOf(parsed.data.timestamp) : undefined;
      if (!parsed.success || !instant) {
        this.bad('Medication event', index, 'it is not one the app writes.');
        continue;
      }
      if (!parsed.data.taken) {
        skip(this.skipped, 'Medication doses marked as skipped');
        continue;
      }
      const medication = names.get(parsed.data.medicationId);
      if (!medication) {
        skip(this.skipped, 'Medication events whose medication is not named in the file');
        continue;
      }
      const date = localDayKey(instant, 'UTC');
      const dose = parsed.data.dosage ?? medication.dosage ?? '';
      const span = spans.get(medication.name.toLowerCase());
      if (!span)
        spans.set(medication.name.toLowerCase(), { name: medication.name, first: date, last: date, dose });
      else {
        if (date < span.first) Object.assign(span, { first: date, dose });
        if (date > span.last) span.last = date;
      }
    }
    let index = 0;
    for (const [key, span] of spans) {
      this.add(medicationChange(key, span.name, span.first, 'started', span.dose), 'Medication', index);
      if (lastDay && span.last < lastDay)
        this.add(medicationChange(key, span.name, span.last, 'stopped', ''), 'Medication', index);
      index += 1;
    }
  }

  moods(items: readonly unknown[]) {
    for (const [index, item] of items.entries()) {
      const parsed = moodSchema.safeParse(item);
      const instant = parsed.success ? instantOf(parsed.data.timestamp) : undefined;
      if (!parsed.success || !instant) {
        this.bad('Mood entry', index, 'it has no real time.');
        continue;
      }
      const mood = parsed.data.mood ?? parsed.data.score;
      const text = [mood === undefined ? '' : `Mood ${mood}`, parsed.data.notes ?? '']
        .filter(Boolean)
        .join(': ');
      if (text) this.extras(localDayKey(instant, 'UTC')).notes.push(`${text} (Pocket Symptom Tracker)`);
    }
  }

  sleeps(items: readonly unknown[]) {
    for (const [index, item] of items.entries()) {
      const parsed = sleepSchema.safeParse(item);
      const instant = parsed.success
        ? instantOf(parsed.data.date ?? parsed.data.timestamp ?? Number.NaN)
        : undefined;
      if (!parsed.success || !instant) {
        this.bad('Sleep entry', index, 'it has no real date.');
        continue;
      }
      const extras = this.extras(localDayKey(instant, 'UTC'));
      const { hours, quality } = parsed.data;
      if (hours !== undefined && hours >= 0 && hours <= 24) extras.sleepHours = Math.round(hours * 2) / 2;
      const tendQuality = quality === undefined ? undefined : pstSeverityToTend(quality);
      if (tendQuality !== undefined) extras.sleepQuality = tendQuality;
    }
  }

  /** Mood and sleep go into each day's first check-in; a day without one is counted as skipped. */
  attachDayExtras() {
    const firstCheckIn = new Map<DayKey, PlannedJournalEntry>();
    for (const entry of this.entries) {
      if (entry.kind !== 'symptom') continue;
      const known = firstCheckIn.get(entry.date);
      if (!known || (entry.occurredAt ?? '') < (known.occurredAt ?? '')) firstCheckIn.set(entry.date, entry);
    }
    for (const [date, extras] of this.days) {
      const checkIn = firstCheckIn.get(date);
      if (!checkIn) {
        skip(
          this.skipped,
          'Days with mood or sleep but no symptom recorded (Tend keeps these with a check-in)',
        );
        continue;
      }
      checkIn.content = [checkIn.content, ...extras.notes].filter(Boolean).join('\n');
      if (extras.sleepHours !== undefined) checkIn.details.sleepHours = extras.sleepHours;
      if (extras.sleepQuality !== undefined) checkIn.details.sleepQuality = extras.sleepQuality;
    }
  }
}

function mealTimeOf(mealType: string | undefined, instant: Date): MealTime {
  const type = (mealType ?? '').trim().toLowerCase();
  if (type === 'snack') return 'snacks';
  return Object.hasOwn(MEAL_TIME_LABELS, type) ? (type as MealTime) : mealTimeForHour(instant.getUTCHours());
}

function medicationChange(
  key: string,
  medication: string,
  date: DayKey,
  change: 'started' | 'stopped',
  doseNote: string,
): PlannedEntry {
  return {
    kind: 'medication-change',
    sourceKey: `pst:medication:${key}:${change}:${date}`,
    date,
    precision: 'day',
    medication,
    change,
    doseNote,
  };
}

const listOf = (file: Record<string, unknown>, name: string): unknown[] => {
  const list = file[name];
  return Array.isArray(list) ? list : [];
};

const LEFT_OUT: readonly [string, string][] = [
  ['flares', 'Flares (Tend has no flare record; rate the symptoms in check-ins)'],
  ['triggerEvents', 'Trigger events (not imported: Tend finds triggers from meals and check-ins)'],
  ['dailyEntries', 'Daily entries of the older app (not imported yet)'],
  ['photos', 'Photos (Tend imports no photos)'],
  ['correlations', 'Correlations the app computed (Tend computes its own insights)'],
];

export function parsePocketSymptomTracker(value: unknown): ImportPlan {
  if (!isPocketSymptomTrackerBackup(value))
    throw new ImportProblem('unknown-format', 'The file is not a Pocket Symptom Tracker backup.');
  const file = value as Record<string, unknown>;
  const reader = new PstReader();
  reader.symptoms(listOf(file, 'symptomInstances'));
  reader.meals(listOf(file, 'foodJournal'));
  reader.moods(listOf(file, 'moodEntries'));
  reader.sleeps(listOf(file, 'sleepEntries'));
  const lastDay = dateRangeOf(reader.entries)?.last;
  reader.medications(listOf(file, 'medicationEvents'), listOf(file, 'medications'), lastDay);
  if (reader.badRows.length > 0) throw badRowsProblem(reader.badRows);
  reader.attachDayExtras();
  for (const [list, reason] of LEFT_OUT) {
    const count = listOf(file, list).length;
    if (count > 0) skip(reader.skipped, reason, count);
  }
  const user = file.user as { name?: unknown } | undefined;
  return {
    format: 'pocket-symptom-tracker',
    profileName: typeof user?.name === 'string' ? user.name : null,
    range: dateRangeOf(reader.entries),
    entries: reader.entries,
    skipped: reader.skipped,
    symptomNames: [...reader.symptomNames].sort(),
    conversions: PST_CONVERSIONS,
  };
}
