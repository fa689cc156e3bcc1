// Flaredown's CSV export: one row per check-in, `Date`, then one column per condition, symptom
// and treatment the person tracked (their names, in their language, with nothing saying which is
// which), then `Tags`, `Foods` and the weather. A column whose values are all whole numbers 0-4
// is rated; one with `Taken`, `Not Taken` or a dose is a treatment. Flaredown's research format
// (one row per value) is read by flaredown-research-csv.ts into the same check-in days.

import { type CsvRow, readCsv } from './csv-rows.ts';
import { type FlaredownDay, planFlaredownDays } from './flaredown-days.ts';
import { parseFlaredownResearch } from './flaredown-research-csv.ts';
import type { BadRow, ImportPlan } from './import-plan.ts';
import { readDay } from './source-dates.ts';

export function isFlaredownHeader(header: readonly string[]): boolean {
  return header[0]?.toLowerCase() === 'date' && header.includes('Tags') && header.includes('Foods');
}

export function isFlaredownResearchHeader(header: readonly string[]): boolean {
  return ['checkin_date', 'trackable_type', 'trackable_name', 'trackable_value'].every((name) =>
    header.includes(name),
  );
}

const isRating = (cell: string) => /^[0-4]$/.test(cell);

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

const splitList = (cell: string) =>
  cell
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);

function wideDays(header: readonly string[], rows: readonly CsvRow[], badRows: BadRow[]) {
  const { rated, treatments, weather } = classify(header, rows);
  const days: FlaredownDay[] = [];
  for (const { row, cells } of rows) {
    const date = readDay(cells[header[0] ?? 'Date'] ?? '');
    if (!date) {
      badRows.push({ row, problem: `"${cells[header[0] ?? 'Date']}" is not a real date.` });
      continue;
    }
    const ratings: Record<string, number> = {};
    for (const name of rated) {
      const cell = cells[name] ?? '';
      if (cell !== '') ratings[name] = Number(cell);
    }
    days.push({
      row,
      date,
      ratings,
      treatments: treatments.map((name) => [name, cells[name] ?? '']),
      tags: splitList(cells.Tags ?? ''),
      foods: splitList(cells.Foods ?? ''),
      weather: weather.some((name) => (cells[name] ?? '') !== ''),
    });
  }
  return { days, rated };
}

export function parseFlaredown(text: string): ImportPlan {
  const { header, rows } = readCsv(text);
  if (isFlaredownResearchHeader(header)) return parseFlaredownResearch(rows);
  const badRows: BadRow[] = [];
  const { days, rated } = wideDays(header, rows, badRows);
  return planFlaredownDays(days, rated, badRows, []);
}
