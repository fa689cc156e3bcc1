import { describe, expect, it } from 'vitest';
import {
  MAX_TREND_DAYS,
  resolveTrendRange,
  TREND_RANGE_MESSAGES,
  trendRangeQuerySchema,
} from './trend-range.ts';

function messages(query: Record<string, string>): string[] {
  const result = trendRangeQuerySchema.safeParse(query);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('trendRangeQuerySchema', () => {
  it('accepts a preset, a pair of dates, or nothing', () => {
    expect(messages({ range: '7' })).toEqual([]);
    expect(messages({ range: '90' })).toEqual([]);
    expect(messages({})).toEqual([]);
    expect(messages({ from: '2026-01-01', to: '2026-03-31' })).toEqual([]);
  });

  it('refuses anything else with a sentence', () => {
    expect(messages({ range: '14' })).toEqual([TREND_RANGE_MESSAGES.preset]);
    expect(messages({ from: '2026-02-30', to: '2026-03-01' })).toEqual([TREND_RANGE_MESSAGES.day]);
    expect(messages({ from: '2026-03-01' })).toEqual([TREND_RANGE_MESSAGES.both]);
    expect(messages({ range: '7', to: '2026-03-01' })).toEqual([TREND_RANGE_MESSAGES.mixed]);
    expect(messages({ from: '2026-03-02', to: '2026-03-01' })).toEqual([TREND_RANGE_MESSAGES.order]);
  });

  it(`allows at most ${MAX_TREND_DAYS} days`, () => {
    expect(messages({ from: '2025-11-18', to: '2026-11-23' })).toEqual([]); // 371 days
    expect(messages({ from: '2025-11-17', to: '2026-11-23' })).toEqual([TREND_RANGE_MESSAGES.tooLong]);
  });
});

describe('resolveTrendRange', () => {
  const now = '2026-11-23T23:30:00Z';

  it('ends a preset on the person’s today, which may differ from UTC’s', () => {
    expect(resolveTrendRange({ range: '7' }, now, 'UTC')).toEqual({
      ok: true,
      preset: 7,
      from: '2026-11-17',
      to: '2026-11-23',
      days: 7,
    });
    expect(resolveTrendRange({ range: '7' }, now, 'Pacific/Auckland')).toMatchObject({
      from: '2026-11-18',
      to: '2026-11-24',
    });
    expect(resolveTrendRange({}, now, 'UTC')).toMatchObject({ preset: 30, days: 30, from: '2026-10-25' });
  });

  it('refuses a custom range that ends after today', () => {
    expect(resolveTrendRange({ from: '2026-11-01', to: '2026-11-24' }, now, 'UTC')).toEqual({
      ok: false,
      field: 'to',
      message: TREND_RANGE_MESSAGES.future,
    });
    expect(
      resolveTrendRange({ from: '2026-11-01', to: '2026-11-24' }, now, 'Pacific/Auckland'),
    ).toMatchObject({
      ok: true,
      days: 24,
    });
  });
});
