import { describe, expect, it } from 'vitest';
import type { SymptomDay } from './aggregate.ts';
import {
  circlesPath,
  dayTickIndices,
  linearScale,
  longDayLabel,
  polylinePath,
  shortDayLabel,
  splitIntoSegments,
  symptomChartGeometry,
  weekdayLabel,
} from './chart-geometry.ts';

function day(
  dayKey: string,
  average: number | null,
  worst = average,
  rolling: number | null = null,
): SymptomDay {
  return { day: dayKey, checkIns: average === null ? 0 : 1, average, worst, rolling };
}

describe('linearScale', () => {
  it('maps a domain onto a reversed pixel range, and the middle when the domain is a point', () => {
    const y = linearScale([0, 5], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(5)).toBe(0);
    expect(y(2.5)).toBe(100);
    expect(linearScale([3, 3], [0, 10])(3)).toBe(5);
  });
});

describe('splitIntoSegments', () => {
  it('breaks a run at every missing value and never bridges a gap', () => {
    expect(splitIntoSegments([1, 2, null, 3, null, null, 4, 5])).toEqual([
      { start: 0, values: [1, 2] },
      { start: 3, values: [3] },
      { start: 6, values: [4, 5] },
    ]);
    expect(splitIntoSegments([null, null])).toEqual([]);
    expect(splitIntoSegments([])).toEqual([]);
  });
});

describe('dayTickIndices', () => {
  it('keeps the last day labelled and never exceeds the number asked for', () => {
    expect(dayTickIndices(7, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(dayTickIndices(30, 6)).toEqual([4, 9, 14, 19, 24, 29]);
    for (const count of [1, 7, 30, 90, 366]) {
      const ticks = dayTickIndices(count, 6);
      expect(ticks.at(-1)).toBe(count - 1);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
    expect(dayTickIndices(0, 6)).toEqual([]);
  });
});

describe('day labels', () => {
  it('names days the same everywhere, without a locale', () => {
    expect(shortDayLabel('2026-11-03')).toBe('Nov 3');
    expect(weekdayLabel('2026-11-23')).toBe('Mon');
    expect(longDayLabel('2026-03-08')).toBe('Sunday, Mar 8, 2026');
  });
});

describe('symptomChartGeometry', () => {
  const box = { width: 100, height: 60, margin: { top: 5, right: 0, bottom: 5, left: 0 } };

  it('places each day at the centre of its slot and ratings 0-5 from bottom to top', () => {
    const geometry = symptomChartGeometry(
      { days: [day('2026-05-01', 0), day('2026-05-02', 5), day('2026-05-03', 2.5), day('2026-05-04', 1)] },
      box,
    );
    expect(geometry.dayWidth).toBe(25);
    expect(geometry.dayX).toEqual([12.5, 37.5, 62.5, 87.5]);
    expect(geometry.yTicks.map((tick) => [tick.label, tick.position])).toEqual([
      ['0', 55],
      ['1', 45],
      ['2', 35],
      ['3', 25],
      ['4', 15],
      ['5', 5],
    ]);
    expect(geometry.averageSegments[0]?.map((point) => point.y)).toEqual([55, 5, 30, 45]);
  });

  it('splits the average and rolling lines at gaps and draws the worst only on rated days', () => {
    const geometry = symptomChartGeometry(
      {
        days: [
          day('2026-05-01', 2, 3, null),
          day('2026-05-02', 3, 4, 2.5),
          day('2026-05-03', null, null, 2.5),
          day('2026-05-04', 1, 1, 2),
        ],
      },
      box,
    );
    expect(geometry.averageSegments.map((segment) => segment.map((point) => point.day))).toEqual([
      ['2026-05-01', '2026-05-02'],
      ['2026-05-04'],
    ]);
    expect(geometry.rollingSegments.map((segment) => segment.map((point) => point.value))).toEqual([
      [2.5, 2.5, 2],
    ]);
    expect(geometry.worstPoints.map((point) => [point.day, point.value])).toEqual([
      ['2026-05-01', 3],
      ['2026-05-02', 4],
      ['2026-05-04', 1],
    ]);
    expect(geometry.xTicks.at(-1)).toMatchObject({ day: '2026-05-04', label: 'May 4', position: 87.5 });
  });

  it('draws an SVG path from the points', () => {
    expect(
      polylinePath([
        { x: 1.04, y: 2 },
        { x: 3, y: 4.55 },
      ]),
    ).toBe('M1 2 L3 4.6');
  });

  it('draws one path of circles, each two half-arcs around its point', () => {
    expect(
      circlesPath(
        [
          { x: 10, y: 20 },
          { x: 30.04, y: 5 },
        ],
        2,
      ),
    ).toBe('M8 20a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M28 5a2 2 0 1 0 4 0a2 2 0 1 0 -4 0');
    expect(circlesPath([], 2)).toBe('');
  });

  it('has no points for an empty or unrated range', () => {
    expect(symptomChartGeometry({ days: [] }, box).averageSegments).toEqual([]);
    const unrated = symptomChartGeometry({ days: [day('2026-05-01', null)] }, box);
    expect(unrated.averageSegments).toEqual([]);
    expect(unrated.worstPoints).toEqual([]);
  });
});
