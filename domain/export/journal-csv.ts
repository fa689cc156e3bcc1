// The journal as a spreadsheet: one row per entry, meal details as columns, and one column per
// symptom the person ever rated, so a check-in's ratings line up under their names across the year.
// Each entry's moment is given twice: as the person lived it (date and 24-hour time on their
// profile's clock, with the zone named) for reading and sorting by day, and in UTC for software.

import type { BowelEntryDto, FoodEntryDto, SymptomEntryDto } from '#domain/journal/public.ts';
import { MEAL_SIZE_LABELS, MEAL_SOURCE_LABELS, MEAL_TIME_LABELS } from '#domain/journal/public.ts';
import {
  MEDICATION_CHANGE_LABELS,
  type MedicationChangeKind,
  type MedicationDatePrecision,
} from '#domain/medication-changes/public.ts';
import { isOtherValue, otherText } from '../catalogues/other-value.ts';
import { symptomOptions } from '../catalogues/symptoms.ts';
import { localDayKey } from '../common/day-boundaries.ts';
import { TIME_OF_DAY_LABELS } from '../common/time-of-day.ts';
import { type CsvValue, toCsv } from './csv.ts';
import { type ExperimentCsvRecord, experimentColumns, withExperimentRows } from './experiment-csv.ts';
import { localTimeOfDay } from './local-time.ts';
import {
  type QuestionnaireCsvRecord,
  questionnaireColumns,
  withQuestionnaireRows,
} from './questionnaire-csv.ts';
import { type ShareLinkCsvRecord, shareLinkColumns, withShareLinkRows } from './share-link-csv.ts';

type Written = 'id' | 'type' | 'content' | 'occurredAt' | 'details';
export type JournalCsvEntry =
  | Pick<FoodEntryDto, Written>
  | Pick<SymptomEntryDto, Written>
  | Pick<BowelEntryDto, Written>;

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

/** Every symptom name rated in `entries`, in the alphabetical order of their column headings. */
export function ratedSymptoms(entries: readonly JournalCsvEntry[]): string[] {
  const names = new Set<string>();
  for (const entry of entries) {
    if (entry.type === 'symptom')
      for (const name of Object.keys(entry.details.symptomRatings)) names.add(name);
  }
  const headings = symptomColumnHeadings([...names]);
  return [...names].sort((a, b) => (headings.get(a) ?? a).localeCompare(headings.get(b) ?? b, 'en'));
}

const catalogueSymptomKeys = new Set(symptomOptions.map((option) => option.label.toLocaleLowerCase('en')));

/**
 * Each rated symptom's column heading. A symptom a person added ('Other: Abdominal pain') is named
 * by its own words, as on screen; only when those words are also a catalogue symptom's or another
 * rated symptom's name does it keep the '(Custom)' the journal shows, so that two columns never
 * share a heading and a custom 'Fatigue' is never read as the catalogue's.
 */
export function symptomColumnHeadings(names: readonly string[]): Map<string, string> {
  const plainKeys = new Set(catalogueSymptomKeys);
  for (const name of names) if (!isOtherValue(name)) plainKeys.add(name.toLocaleLowerCase('en'));
  const headings = new Map<string, string>();
  for (const name of names) {
    if (!isOtherValue(name)) {
      headings.set(name, `Symptom: ${name}`);
      continue;
    }
    const text = otherText(name);
    const clashes = plainKeys.has(text.toLocaleLowerCase('en'));
    headings.set(name, clashes ? `Symptom: ${text} (Custom)` : `Symptom: ${text}`);
  }
  return headings;
}

/** The CSV file's text (with its byte-order mark), oldest entry first, dates on `timeZone`'s calendar. */
export function journalCsv(
  entries: readonly JournalCsvEntry[],
  timeZone: string,
  medicationChanges: readonly MedicationCsvChange[] = [],
  experiments: readonly ExperimentCsvRecord[] = [],
  questionnaires: readonly QuestionnaireCsvRecord[] = [],
  shareLinks: readonly ShareLinkCsvRecord[] = [],
): string {
  const symptoms = ratedSymptoms(entries);
  const headings = symptomColumnHeadings(symptoms);
  const sorted = [...entries].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  const rows = sorted.map((entry): CsvValue[] => {
    const common = [
      localDayKey(entry.occurredAt, timeZone),
      localTimeOfDay(entry.occurredAt, timeZone),
      timeZone,
      entry.occurredAt,
    ];
    if (entry.type === 'bowel') {
      return [
        ...common,
        'Bowel movement',
        '',
        '',
        '',
        '',
        '',
        '',
        ...symptoms.map(() => ''),
        ...factorCells(entry),
      ];
    }
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
        ...factorCells(entry),
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
      ...factorCells(entry),
    ];
  });
  const width = fixedColumns.length + symptoms.length + factorColumns.length;
  const withMedications = withMedicationRows(rows, medicationChanges, width);
  // The experiment columns come last, so every earlier column keeps its place.
  const withExperiments = withExperimentRows(withMedications, experiments, width + medicationColumns.length);
  const withQuestionnaires = withQuestionnaireRows(
    withExperiments,
    questionnaires,
    width + medicationColumns.length + experimentColumns.length,
  );
  const withShareLinks = withShareLinkRows(
    withQuestionnaires,
    shareLinks,
    width + medicationColumns.length + experimentColumns.length + questionnaireColumns.length,
    timeZone,
  );
  return toCsv(
    [
      ...fixedColumns,
      ...symptoms.map((name) => headings.get(name) ?? `Symptom: ${name}`),
      ...factorColumns,
      ...medicationColumns,
      ...experimentColumns,
      ...questionnaireColumns,
      ...shareLinkColumns,
    ],
    withShareLinks,
  );
}

export type MedicationCsvChange = {
  date: string;
  medication: string;
  change: MedicationChangeKind;
  doseNote: string;
  /** 'month' for a change known by its month: its date cell is then YYYY-MM (ISO 8601). */
  precision?: MedicationDatePrecision;
};

export const medicationColumns = ['Medication', 'Medication change', 'Dose note'] as const;

/**
 * The entries' rows (every cell up to `width` filled, in date order) with a row per medication
 * change, each before the entries of its day: a change has a day, not a time. Entry rows get the
 * medication columns empty.
 */
function withMedicationRows(
  entryRows: readonly CsvValue[][],
  changes: readonly MedicationCsvChange[],
  width: number,
): CsvValue[][] {
  const sortedChanges = [...changes].sort((a, b) => a.date.localeCompare(b.date));
  const out: CsvValue[][] = [];
  let next = 0;
  const changeRow = (change: MedicationCsvChange): CsvValue[] => {
    // A change has a day and no time, so its time, zone and UTC instant cells stay empty.
    // A change known by its month is written as the month, never as its first day.
    const date = change.precision === 'month' ? change.date.slice(0, 7) : change.date;
    const row: CsvValue[] = [date, '', '', '', 'Medication change'];
    while (row.length < width) row.push('');
    return [...row, change.medication, MEDICATION_CHANGE_LABELS[change.change], change.doseNote];
  };
  for (const row of entryRows) {
    const day = String(row[0]);
    while (next < sortedChanges.length && (sortedChanges[next]?.date ?? '') <= day) {
      const change = sortedChanges[next++];
      if (change) out.push(changeRow(change));
    }
    out.push([...row, '', '', '']);
  }
  for (; next < sortedChanges.length; next++) {
    const change = sortedChanges[next];
    if (change) out.push(changeRow(change));
  }
  return out;
}

// The tracked factors and bowel movements, after the symptoms so the earlier columns keep their
// places for anyone's existing spreadsheet. Empty means not recorded, as in the JSON.
export const factorColumns = [
  'Stress (1-5)',
  'Sleep hours',
  'Sleep quality (1-5)',
  'Period day',
  'Bowel movement: Bristol type (1-7)',
  'Bowel movement: urgency',
  'Bowel movement: blood',
  'Bowel movement notes',
] as const;

const yesNo = (value: boolean | undefined): CsvValue => (value === undefined ? '' : value ? 'Yes' : 'No');

/** The factor columns' cells of one entry, in factorColumns' order. */
export function factorCells(entry: JournalCsvEntry): CsvValue[] {
  if (entry.type === 'symptom') {
    const { stress, sleepHours, sleepQuality, period } = entry.details;
    return [stress ?? '', sleepHours ?? '', sleepQuality ?? '', yesNo(period), '', '', '', ''];
  }
  if (entry.type === 'bowel') {
    const { bristolType, urgency, blood } = entry.details;
    return ['', '', '', '', bristolType, yesNo(urgency), yesNo(blood), entry.content];
  }
  return ['', '', '', '', '', '', '', ''];
}
