import { describe, expect, it } from 'vitest';
import { journalCsv } from './journal-csv.ts';
import type { ShareLinkCsvRecord } from './share-link-csv.ts';
import { readCsv } from './test-support/read-csv.ts';

const link: ShareLinkCsvRecord = {
  label: '=Dr Okafor, March visit',
  sections: ['symptoms', 'scores'],
  from: '2026-02-01',
  to: '2026-02-28',
  hasPasscode: false,
  createdAt: '2026-03-02T09:15:00.000Z',
  expiresAt: '2026-03-16T09:15:00.000Z',
  revokedAt: '2026-03-05T23:30:00.000Z',
  opens: [{ openedAt: '2026-03-04T16:40:00.000Z', device: 'Safari on a Mac', what: 'pdf' }],
};

const meal = {
  id: 'm1',
  type: 'food' as const,
  content: 'Porridge',
  occurredAt: '2026-03-03T08:00:00.000Z',
  details: {
    mealTime: 'breakfast' as const,
    mealSize: 'medium' as const,
    mealSource: 'home' as const,
    wasPhotoAnalyzed: false,
  },
};

function table(links: ShareLinkCsvRecord[]) {
  return readCsv(journalCsv([meal], 'Europe/Berlin', [], [], [], links).slice(1));
}

describe('share links in the CSV export', () => {
  it('are a row when made, when opened and when revoked, in time order among the entries', () => {
    const [header = [], ...rows] = table([link]);
    const at = (name: string) => header.indexOf(name);
    expect(header.slice(-4)).toEqual([
      'Share link',
      'Share link shares',
      'Share link expires',
      'Share link opened',
    ]);
    expect(rows.map((row) => [row[0], row[1], row[4]])).toEqual([
      ['2026-03-02', '10:15', 'Share link made'],
      ['2026-03-03', '09:00', 'Meal'],
      ['2026-03-04', '17:40', 'Share link opened'],
      ['2026-03-06', '00:30', 'Share link revoked'],
    ]);
    const [made, ate, opened] = rows;
    // A label a spreadsheet would run as a formula is defused like every other cell.
    expect(made?.[at('Share link')]).toBe("'=Dr Okafor, March visit");
    expect(made?.[at('Share link shares')]).toBe('symptoms, questionnaire scores; 2026-02-01 to 2026-02-28');
    expect(made?.[at('Share link expires')]).toBe('2026-03-16 10:15');
    expect(opened?.[at('Share link opened')]).toBe('the PDF, Safari on a Mac');
    expect(ate?.slice(at('Share link'))).toEqual(['', '', '', '']);
    expect(rows.every((row) => row.length === header.length)).toBe(true);
  });

  it('leave the file as it was, with four empty columns, when there are none', () => {
    const [header = [], ...rows] = table([]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(header.indexOf('Share link'))).toEqual(['', '', '', '']);
  });
});
