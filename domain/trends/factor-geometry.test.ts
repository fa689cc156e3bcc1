import { describe, expect, it } from 'vitest';
import { addDays } from '../common/day-key.ts';
import { barsPath, dayBandRects, seriesChartGeometry, trianglesPath } from './factor-geometry.ts';

const days = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04'];
const box = { width: 100, height: 60, margin: { top: 5, right: 0, bottom: 5, left: 0 } };

describe('seriesChartGeometry', () => {
  it('scales values onto the axis asked for, ticks every step, and breaks the line at gaps', () => {
    const geometry = seriesChartGeometry({ days, values: [1, 5, null, 3], min: 1, max: 5, step: 1 }, box);
    expect(geometry.dayX).toEqual([12.5, 37.5, 62.5, 87.5]);
    expect(geometry.yTicks.map((tick) => [tick.label, tick.position])).toEqual([
      ['1', 55],
      ['2', 42.5],
      ['3', 30],
      ['4', 17.5],
      ['5', 5],
    ]);
    expect(geometry.segments.map((segment) => segment.map((point) => [point.day, point.y]))).toEqual([
      [
        ['2026-05-01', 55],
        ['2026-05-02', 5],
      ],
      [['2026-05-04', 30]],
    ]);
  });

  it('draws bars from the bottom of the axis, none for a gap or a value at the bottom', () => {
    const geometry = seriesChartGeometry({ days, values: [0, 2, null, 4], min: 0, max: 4, step: 2 }, box);
    expect(geometry.yTicks.map((tick) => tick.label)).toEqual(['0', '2', '4']);
    expect(geometry.bars).toEqual([
      { x: 37.5 - 8.25, y: 30, width: 16.5, height: 25, day: '2026-05-02', value: 2 },
      { x: 87.5 - 8.25, y: 5, width: 16.5, height: 50, day: '2026-05-04', value: 4 },
    ]);
    expect(barsPath(geometry.bars)).toBe('M29.3 30h16.5v25h-16.5ZM79.3 5h16.5v50h-16.5Z');
  });

  it('keeps a bar a pixel wide when a day is narrower', () => {
    const year = Array.from({ length: 366 }, (_, index) => addDays('2026-01-01', index));
    const geometry = seriesChartGeometry(
      { days: year, values: year.map(() => 1), min: 0, max: 2, step: 1 },
      box,
    );
    expect(geometry.bars[0]?.width).toBe(1);
  });

  it('draws down-pointing triangles as one path', () => {
    expect(trianglesPath([{ x: 10, y: 20 }], 4)).toBe('M8 16h4l-2 4Z');
    expect(trianglesPath([], 4)).toBe('');
  });
});

describe('dayBandRects', () => {
  const axis = seriesChartGeometry({ days, values: [null, null, null, null], min: 0, max: 1, step: 1 }, box);

  it('shades each run of days over its whole slots, and drops runs outside the chart', () => {
    expect(
      dayBandRects(
        [
          { from: '2026-05-01', to: '2026-05-02' },
          { from: '2026-05-04', to: '2026-05-04' },
          { from: '2026-04-20', to: '2026-04-21' },
        ],
        days,
        axis,
      ),
    ).toEqual([
      { x: 0, width: 50, from: '2026-05-01', to: '2026-05-02' },
      { x: 75, width: 25, from: '2026-05-04', to: '2026-05-04' },
    ]);
  });

  it('keeps a single day visible when a day is under a pixel wide', () => {
    const narrow = { plot: axis.plot, dayX: [0.25, 0.75], dayWidth: 0.5 };
    expect(dayBandRects([{ from: 'a', to: 'a' }], ['a', 'b'], narrow)).toEqual([
      { x: -0.75, width: 2, from: 'a', to: 'a' },
    ]);
  });
});
