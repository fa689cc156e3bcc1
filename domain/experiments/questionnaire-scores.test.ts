import { describe, expect, it } from 'vitest';
import {
  type ScoredResponse,
  scoresBesidePlan,
  scoresBesidePlanText,
  scoreWithBand,
} from './questionnaire-scores.ts';

// A plan from Monday 2 November to Sunday 29 November 2026.
const plan = { start: '2026-11-02', lastDay: '2026-11-29' };

const hbi = (date: string, total: number, band: string | null): ScoredResponse => ({
  instrument: 'hbi',
  date,
  total,
  band,
});

describe('scoresBesidePlan', () => {
  it('shows nothing without scores, or with scores outside both windows', () => {
    expect(scoresBesidePlan({ ...plan, responses: [] })).toEqual([]);
    expect(
      scoresBesidePlan({
        ...plan,
        // Fifteen days before the start, and eight days after the last day.
        responses: [hbi('2026-10-18', 9, 'moderate'), hbi('2026-12-07', 3, 'remission')],
      }),
    ).toEqual([]);
  });

  it('takes the latest score in the two weeks before the start and the latest to a week after the end', () => {
    const rows = scoresBesidePlan({
      ...plan,
      responses: [
        hbi('2026-10-19', 9, 'moderate'),
        hbi('2026-10-26', 7, 'mild'),
        hbi('2026-11-09', 6, 'mild'),
        hbi('2026-11-30', 4, 'remission'),
        hbi('2026-12-06', 5, 'mild'),
      ],
    });
    expect(rows).toEqual([
      {
        instrument: 'hbi',
        before: { date: '2026-10-26', total: 7, band: 'mild' },
        during: { date: '2026-12-06', total: 5, band: 'mild' },
      },
    ]);
    expect(scoresBesidePlanText(rows[0] ?? { instrument: 'hbi', before: null, during: null })).toBe(
      'Your Harvey-Bradshaw Index: 7 (mild) in the two weeks before the plan, 5 (mild) during the plan or the week after it.',
    );
  });

  it('keeps a questionnaire with one side missing, and says which', () => {
    const onlyBefore = scoresBesidePlan({ ...plan, responses: [hbi('2026-11-01', 7, 'mild')] });
    expect(onlyBefore).toEqual([
      { instrument: 'hbi', before: { date: '2026-11-01', total: 7, band: 'mild' }, during: null },
    ]);
    expect(scoresBesidePlanText(onlyBefore[0] ?? { instrument: 'hbi', before: null, during: null })).toBe(
      'Your Harvey-Bradshaw Index: 7 (mild) in the two weeks before the plan, none filled in during the plan or the week after it.',
    );
    // The plan's first day counts as during, not before.
    const onlyDuring = scoresBesidePlan({ ...plan, responses: [hbi('2026-11-02', 4, 'remission')] });
    expect(onlyDuring).toEqual([
      { instrument: 'hbi', before: null, during: { date: '2026-11-02', total: 4, band: 'remission' } },
    ]);
  });

  it('lists several questionnaires apart, in a stable order, and leaves out one without a total', () => {
    const rows = scoresBesidePlan({
      ...plan,
      responses: [
        hbi('2026-11-16', 5, 'mild'),
        { instrument: 'psaid-12', date: '2026-10-30', total: 3.4, band: 'acceptable' },
        { instrument: 'psaid-12', date: '2026-11-23', total: 4.2, band: 'above-acceptable' },
        { instrument: 'ra-core', date: '2026-11-23', total: null, band: null },
      ],
    });
    expect(rows.map((row) => row.instrument)).toEqual(['psaid-12', 'hbi']);
    expect(scoreWithBand('psaid-12', { date: '2026-11-23', total: 4.2, band: 'above-acceptable' })).toBe(
      '4.2 (above the acceptable level)',
    );
  });

  it('reads "during" only up to a week after the day a stopped plan ended', () => {
    const stopped = { start: '2026-11-02', lastDay: '2026-11-10' };
    expect(scoresBesidePlan({ ...stopped, responses: [hbi('2026-11-18', 4, 'remission')] })).toEqual([]);
    expect(scoresBesidePlan({ ...stopped, responses: [hbi('2026-11-17', 4, 'remission')] })).toHaveLength(1);
    // Stopped before its first day: nothing can be "during".
    const never = { start: '2026-11-02', lastDay: '2026-11-01' };
    expect(scoresBesidePlan({ ...never, responses: [hbi('2026-11-03', 4, 'remission')] })).toEqual([]);
  });
});
