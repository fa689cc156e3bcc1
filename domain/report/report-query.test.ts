import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REPORT_DAYS,
  MAX_REPORT_DAYS,
  REPORT_RANGE_MESSAGES,
  reportContents,
  reportFileName,
  reportQuerySchema,
  resolveReportRange,
} from './report-query.ts';

const messagesOf = (query: unknown) => {
  const result = reportQuerySchema.safeParse(query);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('reportQuerySchema', () => {
  it('accepts nothing (the default range, no notes), a range, and notes true or false', () => {
    expect(reportQuerySchema.parse({})).toEqual({ notes: false });
    expect(reportQuerySchema.parse({ from: '2026-01-01', to: '2026-03-31', notes: 'true' })).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      notes: true,
    });
    expect(reportQuerySchema.parse({ notes: 'false' }).notes).toBe(false);
  });

  it('accepts exactly a leap year of days and refuses one more', () => {
    expect(messagesOf({ from: '2024-01-01', to: '2024-12-31' })).toEqual([]);
    expect(MAX_REPORT_DAYS).toBe(366);
    expect(messagesOf({ from: '2023-12-31', to: '2024-12-31' })).toEqual([
      `from: ${REPORT_RANGE_MESSAGES.tooLong}`,
    ]);
  });

  it.each([
    [{ from: '2026-03-01' }, `to: ${REPORT_RANGE_MESSAGES.both}`],
    [{ to: '2026-03-01' }, `from: ${REPORT_RANGE_MESSAGES.both}`],
    [{ from: '2026-03-02', to: '2026-03-01' }, `from: ${REPORT_RANGE_MESSAGES.order}`],
    [{ from: '2026-02-29', to: '2026-03-01' }, `from: ${REPORT_RANGE_MESSAGES.day}`],
    [{ from: '0001-01-01', to: '2026-03-01' }, `from: ${REPORT_RANGE_MESSAGES.day}`],
    [{ notes: '1' }, `notes: ${REPORT_RANGE_MESSAGES.notes}`],
    [{ notes: ['true', 'false'] }, `notes: ${REPORT_RANGE_MESSAGES.notes}`],
  ])('refuses %j', (query, message) => {
    expect(messagesOf(query)).toEqual([message]);
  });

  it('refuses a parameter it does not know', () => {
    expect(messagesOf({ user: 'someone-else' })[0]).toMatch(/^: Unrecognized key/);
  });
});

describe('resolveReportRange', () => {
  it('defaults to the last 90 days ending today in the person’s zone', () => {
    // 18:00 UTC on 10 March is 11 March in Auckland and still 10 March in Los Angeles.
    const now = '2026-03-10T18:00:00Z';
    expect(resolveReportRange({ notes: false }, now, 'Pacific/Auckland')).toEqual({
      ok: true,
      from: '2025-12-12',
      to: '2026-03-11',
      days: DEFAULT_REPORT_DAYS,
    });
    expect(resolveReportRange({ notes: false }, now, 'America/Los_Angeles')).toMatchObject({
      from: '2025-12-11',
      to: '2026-03-10',
    });
  });

  it('counts a chosen range’s days, and refuses an end after today in the person’s zone', () => {
    const now = '2026-03-10T18:00:00Z';
    const query = { from: '2026-03-01', to: '2026-03-11', notes: false };
    expect(resolveReportRange(query, now, 'Pacific/Auckland')).toEqual({
      ok: true,
      from: '2026-03-01',
      to: '2026-03-11',
      days: 11,
    });
    expect(resolveReportRange(query, now, 'Europe/London')).toEqual({
      ok: false,
      field: 'to',
      message: REPORT_RANGE_MESSAGES.future,
    });
  });
});

describe('what the page says the report holds', () => {
  it('names the notes only when they are chosen', () => {
    expect(reportContents(false).join(' ')).not.toMatch(/and your notes/);
    expect(reportContents(false).at(-1)).toMatch(/without your notes/);
    expect(reportContents(true).at(-1)).toMatch(/and your notes$/);
  });

  it('names the file by its range', () => {
    expect(reportFileName({ from: '2026-01-01', to: '2026-03-31' })).toBe(
      'tend-report-2026-01-01-to-2026-03-31.pdf',
    );
  });
});
