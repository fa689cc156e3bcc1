// Flaredown's research format: one row per value, `user_id,…,checkin_date,trackable_id,
// trackable_type,trackable_name,trackable_value`, as Flaredown published its anonymised data. The
// type of each trackable is named, so nothing is guessed from the values as in the app's export.
// A file may hold many people; Tend imports one person's rows only, so a file with several
// `user_id`s is refused with the way out.

import type { CsvRow } from './csv-rows.ts';
import { type FlaredownDay, planFlaredownDays } from './flaredown-days.ts';
import { type BadRow, type ImportPlan, ImportProblem, type SkippedItem, skip } from './import-plan.ts';
import { readDay } from './source-dates.ts';

const rated = new Set(['condition', 'symptom']);

/** Trackable types Tend has no place for, and why they are left out. */
const leftOut: Readonly<Record<string, string>> = {
  weather: 'Weather readings (Tend does not record the weather)',
  hbi: "Harvey-Bradshaw Index answers (Tend's own weekly questionnaire asks them anew)",
};

function dayOf(days: Map<string, FlaredownDay>, date: string, row: number): FlaredownDay {
  const known = days.get(date);
  if (known) return known;
  const day: FlaredownDay = { row, date, ratings: {}, treatments: [], tags: [], foods: [], weather: false };
  days.set(date, day);
  return day;
}

function readValue(
  day: FlaredownDay,
  type: string,
  name: string,
  value: string,
  row: number,
  badRows: BadRow[],
) {
  if (rated.has(type)) {
    if (value === '') return;
    if (!/^[0-4](?:\.0)?$/.test(value)) {
      badRows.push({ row, problem: `"${name}" is rated "${value}"; Flaredown's ratings are 0 to 4.` });
      return;
    }
    day.ratings[name] = Number(value);
  } else if (type === 'treatment') {
    // A treatment's row means it was logged that day; its value is the dose, when one was given.
    day.treatments.push([name, value === '' ? 'Taken' : value]);
  } else if (type === 'tag') day.tags.push(name);
  else if (type === 'food') day.foods.push(name);
}

export function parseFlaredownResearch(rows: readonly CsvRow[]): ImportPlan {
  const people = new Set(rows.map(({ cells }) => cells.user_id ?? '').filter(Boolean));
  if (people.size > 1) {
    throw new ImportProblem(
      'unknown-format',
      `This file holds the check-ins of ${people.size} people (Flaredown's research data). Tend imports one person's journal: keep only your own user_id's rows and import that file.`,
    );
  }
  const badRows: BadRow[] = [];
  const skipped: SkippedItem[] = [];
  const days = new Map<string, FlaredownDay>();
  const ratedNames = new Set<string>();
  for (const { row, cells } of rows) {
    const date = readDay(cells.checkin_date ?? '');
    if (!date) {
      badRows.push({ row, problem: `"${cells.checkin_date}" is not a real date.` });
      continue;
    }
    const type = (cells.trackable_type ?? '').toLowerCase();
    const name = cells.trackable_name ?? '';
    if (leftOut[type]) {
      skip(skipped, leftOut[type]);
      continue;
    }
    if (!rated.has(type) && !['treatment', 'tag', 'food'].includes(type)) {
      skip(skipped, `Trackables of a type Tend does not know ("${cells.trackable_type}")`);
      continue;
    }
    if (name === '') {
      badRows.push({ row, problem: 'The trackable has no name.' });
      continue;
    }
    if (rated.has(type)) ratedNames.add(name);
    readValue(dayOf(days, date, row), type, name, cells.trackable_value ?? '', row, badRows);
  }
  const ordered = [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
  return planFlaredownDays(ordered, [...ratedNames], badRows, skipped);
}
