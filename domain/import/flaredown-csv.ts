// Flaredown's CSV export: one row per check-in, `Date`, then one column per condition, symptom
// and treatment the person tracked (their names, in their language, with nothing saying which is
// which), then `Tags`, `Foods` and the weather. A column whose values are all whole numbers 0-4
// is rated; one with `Taken`, `Not Taken` or a dose is a treatment.

import type { DayKey } from '../common/day-key.ts';
import { type CsvRow, readCsv } from './csv-rows.ts';
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
import { readDay } from './source-dates.ts';

export function isFlaredownHeader(header: readonly string[]): boolean {
  return header[0]?.toLowerCase() === 'date' && header.includes('Tags') && header.includes('Foods');
}

export function isFlaredownResearchHeader(header: readonly string[]): boolean {
  return ['checkin_date', 'trackable_type', 'trackable_name', 'trackable_value'].every((name) =>
    header.includes(name),
  );
}

export const FLAREDOWN_CONVERSIONS = [
  "Flaredown's 0-4 becomes Tend's 1-5 as 0→1, 1→2, 2→3, 3→4, 4→5.",
  'Flaredown has no time of day: check-ins come in as morning, foods as lunch, portion medium, home-made.',
  'A treatment’s first and last day taken become its start and stop (one still taken on the last day has not stopped).',
  'Tags are kept in the check-in’s notes; the weather is not imported.',
];

const isRating = (cell: string) => /^[0-4]$/.test(cell);

/** Converts Flaredown's 0-4 to Tend's 1-5 (0→1 ... 4→5). */
export const flaredownRating = (value: number) => value + 1;

type Treatment = { name: string; first: DayKey; last: DayKey; dose: string; row: number };

function classify(header: readonly string[], rows: readonly CsvRow[]) {
  const tags = header.indexOf('Tags');
  const trackables = header.slice(1, tags);
  const rated: string[] = [];
  const treatments: string[] = [];
  for (const name of trackables) {
    const values = rows.map((row) => row.cells[name] ?? '').filter((cell) => cell !== '');
    if (values.every(isRating)) rated.push(name);
    else treatments.push(name);
  }
  return { rated, treatments, weather: header.slice(header.indexOf('Foods') + 1) };
}

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

export function parseFlaredown(text: string): ImportPlan {
  const { header, rows } = readCsv(text);
  if (isFlaredownResearchHeader(header)) {
    throw new ImportProblem(
      'unknown-format',
      "Flaredown's research (one row per value) format cannot be imported yet; use the export from Flaredown's app.",
    );
  }
  const { rated, treatments: treatmentColumns, weather } = classify(header, rows);
  const badRows: BadRow[] = [];
  const skipped: SkippedItem[] = [];
  const planned: { entry: PlannedEntry; row: number }[] = [];
  const treatments = new Map<string, Treatment>();
  const days: DayKey[] = [];
  for (const { row, cells } of rows) {
    const date = readDay(cells[header[0] ?? 'Date'] ?? '');
    if (!date) {
      badRows.push({ row, problem: `"${cells[header[0] ?? 'Date']}" is not a real date.` });
      continue;
    }
    days.push(date);
    const ratings: Record<string, number> = {};
    for (const name of rated) {
      const cell = cells[name] ?? '';
      if (cell !== '') ratings[name] = flaredownRating(Number(cell));
    }
    for (const name of treatmentColumns) readTreatment(treatments, name, cells[name] ?? '', date, row);
    const tags = (cells.Tags ?? '')
      .split(';')
      .map((tag) => tag.trim())
      .filter(Boolean);
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
    const foods = (cells.Foods ?? '')
      .split(';')
      .map((food) => food.trim())
      .filter(Boolean);
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
    if (weather.some((name) => (cells[name] ?? '') !== ''))
      skip(skipped, 'Weather readings (Tend does not record the weather)');
  }
  const lastDay = days.sort().at(-1);
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
