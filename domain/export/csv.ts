// A CSV writer for files people open in a spreadsheet: RFC 4180 (quoted fields, doubled quotes,
// CRLF lines), UTF-8 with a byte-order mark so Excel does not read the text as Latin-1, and cells
// that a spreadsheet would run as a formula defused with a leading apostrophe (OWASP's CSV
// injection advice). Pure: the caller encodes the string.

export const CSV_BYTE_ORDER_MARK = '\uFEFF';

export type CsvValue = string | number | boolean | null | undefined;

// Excel, LibreOffice and Google Sheets treat a cell starting with any of these as a formula (tab and
// carriage return because some importers trim them and then see the next character).
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/** One field as it is written to the file. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Numbers are the spreadsheet's own values (a rating of 3, never a formula); only text is defused.
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',');
}

/** A whole file: the header, then every row, each line ended by CRLF, behind the byte-order mark. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [csvRow(header), ...rows.map(csvRow)];
  return `${CSV_BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}
