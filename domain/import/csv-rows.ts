// CSV is read by csv-parse (decision 034), never by hand: quoted commas, quoted newlines and
// doubled quotes are exactly what a hand-written split gets wrong. Its synchronous API keeps the
// domain free of IO; the server hands it the file's text.

import { CsvError, parse } from 'csv-parse/sync';
import { ImportProblem } from './import-plan.ts';

/** One data row: its cells by header name, and its line in the file (the header is row 1). */
export type CsvRow = { row: number; cells: Record<string, string> };

// A cell a spreadsheet would run: =..., @NAME..., or +/- followed by a function or a cell
// reference. "-3", "+1" and "- felt better" are ordinary values and notes.
const formulaCell = /^\s*(?:=.|@[A-Za-z]|[+-](?:[A-Za-z_][A-Za-z0-9_.]*\(|\$?[A-Za-z]{1,3}\$?\d+\b))/;

export function looksLikeFormula(cell: string): boolean {
  return formulaCell.test(cell);
}

/** The header and the rows of a CSV file, every cell trimmed; refuses formulas and cut-off files. */
export function readCsv(text: string): { header: string[]; rows: CsvRow[] } {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') {
      throw new ImportProblem(
        'truncated',
        'The file ends inside a quoted cell: it looks cut short. Export it again and choose the whole file.',
      );
    }
    throw new ImportProblem('unknown-format', 'The file is not a CSV Tend can read.');
  }
  const [header, ...data] = records;
  if (!header) throw new ImportProblem('empty', 'The file is empty.');
  const names = header.map((name) => name.trim());
  const rows: CsvRow[] = [];
  const formulaRows: number[] = [];
  data.forEach((record, index) => {
    const row = index + 2;
    if (record.some(looksLikeFormula)) formulaRows.push(row);
    const cells: Record<string, string> = {};
    names.forEach((name, column) => {
      cells[name] = record[column] ?? '';
    });
    rows.push({ row, cells });
  });
  if (formulaRows.length > 0) {
    const count = formulaRows.length === 1 ? '1 row has one' : `${formulaRows.length} rows have one`;
    throw new ImportProblem(
      'formula',
      `Row ${formulaRows[0]} has a spreadsheet formula in a cell (${count}). Tend does not import formulas; nothing was imported.`,
      formulaRows,
    );
  }
  const last = data.at(-1);
  if (last && last.length < names.length && names.length > 2 && !text.trimEnd().endsWith(',')) {
    throw new ImportProblem(
      'truncated',
      `The last row (row ${data.length + 1}) has ${last.length} of ${names.length} columns: the file looks cut short. Export it again and choose the whole file.`,
    );
  }
  return { header: names, rows };
}
