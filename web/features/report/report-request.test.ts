import { describe, expect, it } from 'vitest';
import { REPORT_RANGE_MESSAGES } from '#domain/report/report-query.ts';
import { reportRequest } from './report-request.ts';

const today = '2026-03-11';
const choices = { range: '90' as const, from: '', to: '', includeNotes: false };

describe('reportRequest', () => {
  it('turns a preset into the days ending today, notes off unless chosen', () => {
    expect(reportRequest(choices, today)).toEqual({
      ok: true,
      query: { from: '2025-12-12', to: '2026-03-11', notes: 'false' },
      label: 'Dec 12, 2025 to Mar 11, 2026 (90 days)',
    });
    expect(reportRequest({ ...choices, range: '30', includeNotes: true }, today)).toMatchObject({
      query: { from: '2026-02-10', to: '2026-03-11', notes: 'true' },
    });
    expect(reportRequest({ ...choices, range: '365' }, today)).toMatchObject({
      query: { from: '2025-03-12' },
    });
  });

  it('takes chosen dates as they are', () => {
    expect(
      reportRequest({ ...choices, range: 'custom', from: '2026-01-01', to: '2026-01-31' }, today),
    ).toMatchObject({
      ok: true,
      label: 'Jan 1, 2026 to Jan 31, 2026 (31 days)',
    });
  });

  it.each([
    [
      { from: '', to: '' },
      { from: REPORT_RANGE_MESSAGES.both, to: REPORT_RANGE_MESSAGES.both },
    ],
    [{ from: '2026-01-01', to: '' }, { to: REPORT_RANGE_MESSAGES.both }],
    [{ from: '2026-02-01', to: '2026-01-01' }, { from: REPORT_RANGE_MESSAGES.order }],
    [{ from: '2025-01-01', to: '2026-03-01' }, { from: REPORT_RANGE_MESSAGES.tooLong }],
    [{ from: '2026-03-01', to: '2026-03-12' }, { to: REPORT_RANGE_MESSAGES.future }],
  ])('explains chosen dates it refuses: %j', (dates, errors) => {
    expect(reportRequest({ ...choices, range: 'custom', ...dates }, today)).toEqual({ ok: false, errors });
  });
});
