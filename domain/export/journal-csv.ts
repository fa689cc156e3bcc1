// The journal as a spreadsheet: one row per entry, meal details as columns, and one column per
// symptom the person ever rated, so a check-in's ratings line up under their names across the year.
// Each entry's moment is given twice: as the person lived it (date and 24-hour time on their
// profile's clock, with the zone named) for reading and sorting by day, and in UTC for software.

import { localDayKey } from '../rules/day-boundaries.ts';
import { MEAL_SIZE_LABELS, MEAL_SOURCE_LABELS } from '../rules/meal-options.ts';
import { MEAL_TIME_LABELS } from '../rules/meal-time.ts';
import { TIME_OF_DAY_LABELS } from '../rules/time-of-day.ts';
import { wallClockAt } from '../rules/zoned-time.ts';
import type { FoodEntryDto, SymptomEntryDto } from '../schemas/journal-entry.ts';
import { type CsvValue, toCsv } from './csv.ts';

type Written = 'id' | 'type' | 'content' | 'occurredAt' | 'details';
export type JournalCsvEntry = Pick<FoodEntryDto, Written> | Pick<SymptomEntryDto, Written>;

const fixedColumns = [
  'Local date',
  'Local time',
  'Time zone',
  'Occurred at (ISO 8601, UTC)',
  'Type',
  'Meal description',
  'Meal time',
  'Portion size',
  'Meal source',
  'Symptom time of day',
  'Symptom notes',
] as const;

/** '07:05', '18:30': the 24-hour clock, which spreadsheets read as a time in every locale. */
export function localTimeOfDay(instant: string, timeZone: string): string {
  const { hour, minute } = wallClockAt(instant, timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Every symptom name rated in `entries`, in a stable alphabetical order. */
export function ratedSymptoms(entries: readonly JournalCsvEntry[]): string[] {
  const names = new Set<string>();
  for (const entry of entries) {
    if (entry.type === 'symptom')
      for (const name of Object.keys(entry.details.symptomRatings)) names.add(name);
  }
  return [...names].sort((a, b) => a.localeCompare(b, 'en'));
}

/** The CSV file's text (with its byte-order mark), oldest entry first, dates on `timeZone`'s calendar. */
export function journalCsv(entries: readonly JournalCsvEntry[], timeZone: string): string {
  const symptoms = ratedSymptoms(entries);
  const sorted = [...entries].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  const rows = sorted.map((entry): CsvValue[] => {
    const common = [
      localDayKey(entry.occurredAt, timeZone),
      localTimeOfDay(entry.occurredAt, timeZone),
      timeZone,
      entry.occurredAt,
    ];
    if (entry.type === 'food') {
      const { mealTime, mealSize, mealSource } = entry.details;
      return [
        ...common,
        'Meal',
        entry.content,
        MEAL_TIME_LABELS[mealTime],
        MEAL_SIZE_LABELS[mealSize],
        MEAL_SOURCE_LABELS[mealSource],
        '',
        '',
        ...symptoms.map(() => ''),
      ];
    }
    const ratings = entry.details.symptomRatings;
    return [
      ...common,
      'Symptom check-in',
      '',
      '',
      '',
      '',
      TIME_OF_DAY_LABELS[entry.details.time_of_day],
      entry.content,
      ...symptoms.map((name) => ratings[name] ?? ''),
    ];
  });
  return toCsv([...fixedColumns, ...symptoms.map((name) => `Symptom: ${name}`)], rows);
}
