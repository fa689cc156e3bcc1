// What Flaredown's two formats share once read: check-in days with their ratings, treatments, tags
// and foods, planned as Tend's entries the same way whichever format they came from.

import type { DayKey } from '../common/day-key.ts';
import {
  type BadRow,
  badRowsProblem,
  dateRangeOf,
  type ImportPlan,
  type PlannedEntry,
  type SkippedItem,
  skip,
  validatePlannedEntry,
} from './import-plan.ts';

export const FLAREDOWN_CONVERSIONS = [
  "Flaredown's 0-4 becomes Tend's 1-5 as 0→1, 1→2, 2→3, 3→4, 4→5.",
  'Flaredown has no time of day: check-ins come in as morning, foods as lunch, portion medium, home-made.',
  'A treatment’s first and last day taken become its start and stop (one still taken on the last day has not stopped).',
  'Tags are kept in the check-in’s notes; the weather is not imported.',
];

/** Converts Flaredown's 0-4 to Tend's 1-5 (0→1 ... 4→5). */
export const flaredownRating = (value: number) => value + 1;

type Treatment = { name: string; first: DayKey; last: DayKey; dose: string; row: number };

function readTreatment(
  treatments: Map<string, Treatment>,
  name: string,
  cell: string,
  date: DayKey,
  row: number,
) {
  if (cell === '' || /^not taken$/i.test(cell)) return;
  const dose = /^taken$/i.test(cell) ? '' : cell;
  const known = treatments.get(name);
  if (!known) return treatments.set(name, { name, first: date, last: date, dose, row });
  if (date > known.last) known.last = date;
}

function treatmentEntries(treatments: Map<string, Treatment>, lastDay: DayKey | undefined): PlannedEntry[] {
  const entries: PlannedEntry[] = [];
  for (const treatment of treatments.values()) {
    const key = `flaredown:treatment:${treatment.name.toLowerCase()}`;
    entries.push({
      kind: 'medication-change',
      sourceKey: `${key}:started:${treatment.first}`,
      date: treatment.first,
      precision: 'day',
      medication: treatment.name,
      change: 'started',
      doseNote: treatment.dose,
    });
    if (lastDay && treatment.last < lastDay) {
      entries.push({
        kind: 'medication-change',
        sourceKey: `${key}:stopped:${treatment.last}`,
        date: treatment.last,
        precision: 'day',
        medication: treatment.name,
        change: 'stopped',
        doseNote: '',
      });
    }
  }
  return entries;
}

/** One check-in day as either of Flaredown's formats gives it. */
export type FlaredownDay = {
  row: number;
  date: DayKey;
  /** Conditions and symptoms on Flaredown's 0-4. */
  ratings: Record<string, number>;
  /** Each treatment's cell: `Taken`, `Not Taken`, a dose, or empty. */
  treatments: [name: string, cell: string][];
  tags: string[];
  foods: string[];
  weather: boolean;
};

/** The plan for check-in days read from either format; bad rows found while reading come in `badRows`. */
export function planFlaredownDays(
  days: readonly FlaredownDay[],
  rated: readonly string[],
  badRows: BadRow[],
  skipped: SkippedItem[],
): ImportPlan {
  const planned: { entry: PlannedEntry; row: number }[] = [];
  const treatments = new Map<string, Treatment>();
  for (const day of days) {
    const { row, date, tags, foods } = day;
    for (const [name, cell] of day.treatments) readTreatment(treatments, name, cell, date, row);
    const ratings = Object.fromEntries(
      Object.entries(day.ratings).map(([name, value]) => [name, flaredownRating(value)]),
    );
    if (Object.keys(ratings).length > 0) {
      planned.push({
        row,
        entry: {
          kind: 'symptom',
          sourceKey: `flaredown:check-in:${date}`,
          date,
          content: tags.length > 0 ? `Tags: ${tags.join(', ')}` : '',
          details: { symptomRatings: ratings, time_of_day: 'morning' },
        },
      });
    } else if (tags.length > 0) {
      skip(skipped, 'Days with tags but nothing rated (Tend keeps notes with a check-in)');
    }
    if (foods.length > 0) {
      planned.push({
        row,
        entry: {
          kind: 'food',
          sourceKey: `flaredown:foods:${date}`,
          date,
          content: foods.join(', '),
          details: { mealTime: 'lunch', mealSize: 'medium', mealSource: 'home', wasPhotoAnalyzed: false },
        },
      });
    }
    if (day.weather) skip(skipped, 'Weather readings (Tend does not record the weather)');
  }
  const lastDay = days
    .map((day) => day.date)
    .sort()
    .at(-1);
  for (const entry of treatmentEntries(treatments, lastDay)) {
    planned.push({
      entry,
      row: treatments.get(entry.kind === 'medication-change' ? entry.medication : '')?.row ?? 0,
    });
  }
  const entries: PlannedEntry[] = [];
  for (const { entry, row } of planned) {
    const checked = validatePlannedEntry(entry);
    if (checked.ok) entries.push(checked.entry);
    else badRows.push({ row, problem: checked.problem });
  }
  if (badRows.length > 0) throw badRowsProblem(badRows.sort((a, b) => a.row - b.row));
  return {
    format: 'flaredown',
    profileName: null,
    range: dateRangeOf(entries),
    entries,
    skipped,
    symptomNames: [...rated].sort(),
    conversions: FLAREDOWN_CONVERSIONS,
  };
}
