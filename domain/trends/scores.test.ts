import { describe, expect, it } from 'vitest';
import { PSAID_12 } from '#domain/questionnaires/public.ts';
import { DEFAULT_CHART_BOX } from './chart-geometry.ts';
import { buildScoreTrends, type FilledQuestionnaire, scoreTrendGeometry } from './scores.ts';

const hbi = (date: string, stools: number): FilledQuestionnaire => ({
  instrument: 'hbi',
  date,
  answers: {
    'well-being': 1,
    'abdominal-pain': 1,
    'liquid-stools': stools,
    'abdominal-mass': 0,
    complications: [],
  },
});

const range = { from: '2026-03-01', to: '2026-03-14' };
const days = Array.from({ length: 14 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);

describe('a Trends chart per questionnaire score', () => {
  it('has the range’s scores with their bands, for each instrument with a total', () => {
    const trends = buildScoreTrends(
      [
        hbi('2026-03-08', 1),
        hbi('2026-02-22', 20),
        hbi('2026-03-01', 9),
        {
          instrument: 'psaid-12',
          date: '2026-03-03',
          answers: Object.fromEntries(PSAID_12.items.map((i) => [i.id, 5])),
        },
        {
          instrument: 'ra-core',
          date: '2026-03-03',
          answers: { 'patient-global': 3, pain: 2, 'morning-stiffness': 5 },
        },
      ],
      range,
    );
    expect(trends.map((trend) => trend.instrument)).toEqual(['psaid-12', 'hbi']);
    const [psaid, hbiTrend] = trends;
    expect(psaid?.points).toEqual([{ date: '2026-03-03', total: 5, band: 'above the acceptable level' }]);
    expect(hbiTrend?.points).toEqual([
      { date: '2026-03-01', total: 11, band: 'moderate' },
      { date: '2026-03-08', total: 3, band: 'remission' },
    ]);
    expect(hbiTrend?.scaleMax).toBe(58);
    expect(hbiTrend?.max).toBe(20);
    expect(hbiTrend?.bands.map((band) => [band.label, band.from, band.to])).toEqual([
      ['remission', 0, 5],
      ['mild', 5, 8],
      ['moderate', 8, 17],
      ['severe', 17, 20],
    ]);
  });

  it('puts each score on its day of the shared axis and stacks the bands over the whole plot', () => {
    const [trend] = buildScoreTrends([hbi('2026-03-01', 9), hbi('2026-03-08', 1)], range);
    if (!trend) throw new Error('no trend');
    const geometry = scoreTrendGeometry(trend, days, DEFAULT_CHART_BOX);
    expect(geometry.points.map((point) => point.x)).toEqual([geometry.dayX[0], geometry.dayX[7]]);
    const lowest = geometry.bands[0];
    expect((lowest?.top ?? 0) + (lowest?.height ?? 0)).toBeCloseTo(geometry.plot.bottom);
    expect(geometry.bands.at(-1)?.top).toBeCloseTo(geometry.plot.top);
    expect(geometry.yTicks.map((tick) => tick.label)).toEqual(['0', '5', '10', '15', '20']);
  });
});
