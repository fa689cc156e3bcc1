import { localDayKey } from '#domain/common/day-boundaries.ts';
import type { CsvValue } from './csv.ts';
import { localTimeOfDay } from './local-time.ts';

// The sharing feature's own types are not imported: it reads the report, which reads this folder.
// A section or an opening this file has no name for is written as it is stored.

/** A link made for a clinician, as the export reads it: never its token or its passcode. */
export type ShareLinkCsvRecord = {
  label: string;
  sections: readonly string[];
  from: string;
  to: string;
  hasPasscode: boolean;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  opens: readonly { openedAt: string; device: string; what: string }[];
};

// Last, so every earlier column keeps its place in anyone's existing spreadsheet.
export const shareLinkColumns = [
  'Share link',
  'Share link shares',
  'Share link expires',
  'Share link opened',
] as const;

// Short names for a cell; the form's longer labels describe each part for the person choosing.
const sectionNames: Readonly<Record<string, string>> = {
  symptoms: 'symptoms',
  factors: 'factors',
  medications: 'medications',
  scores: 'questionnaire scores',
  experiments: 'experiments',
  insights: 'insights',
};

const openedAs: Readonly<Record<string, string>> = {
  page: 'the report page',
  pdf: 'the PDF',
  fhir: 'the FHIR bundle',
};

type Event = { at: string; type: string; link: ShareLinkCsvRecord; opened: string };

function events(links: readonly ShareLinkCsvRecord[]): Event[] {
  const all: Event[] = [];
  for (const link of links) {
    all.push({ at: link.createdAt, type: 'Share link made', link, opened: '' });
    for (const open of link.opens) {
      all.push({
        at: open.openedAt,
        type: 'Share link opened',
        link,
        opened: `${openedAs[open.what] ?? open.what}, ${open.device}`,
      });
    }
    if (link.revokedAt !== null)
      all.push({ at: link.revokedAt, type: 'Share link revoked', link, opened: '' });
  }
  return all.sort((a, b) => a.at.localeCompare(b.at));
}

function linkCells(event: Event, timeZone: string): CsvValue[] {
  const { link } = event;
  const shares = `${link.sections.map((section) => sectionNames[section] ?? section).join(', ')}; ${link.from} to ${link.to}${
    link.hasPasscode ? '; with a passcode' : ''
  }`;
  const expires = `${localDayKey(link.expiresAt, timeZone)} ${localTimeOfDay(link.expiresAt, timeZone)}`;
  return [link.label, shares, expires, event.opened];
}

/**
 * The rows so far with a row each time a link was made, opened or revoked, in time order among the
 * entries (each row's first two cells are its local date and time). Other rows get the link columns
 * empty.
 */
export function withShareLinkRows(
  rows: readonly CsvValue[][],
  links: readonly ShareLinkCsvRecord[],
  width: number,
  timeZone: string,
): CsvValue[][] {
  const pending = events(links);
  const out: CsvValue[][] = [];
  let next = 0;
  const row = (event: Event): CsvValue[] => {
    const head: CsvValue[] = [
      localDayKey(event.at, timeZone),
      localTimeOfDay(event.at, timeZone),
      timeZone,
      event.at,
      event.type,
    ];
    while (head.length < width) head.push('');
    return [...head, ...linkCells(event, timeZone)];
  };
  const key = (cells: readonly CsvValue[]) => `${String(cells[0] ?? '')} ${String(cells[1] ?? '')}`;
  for (const existing of rows) {
    while (next < pending.length && key(row(pending[next] as Event)) <= key(existing)) {
      out.push(row(pending[next++] as Event));
    }
    out.push([...existing, ...shareLinkColumns.map(() => '')]);
  }
  for (; next < pending.length; next++) out.push(row(pending[next] as Event));
  return out;
}
