import { describe, expect, it } from 'vitest';
import type { SymptomDay } from '#domain/trends/aggregate.ts';
import { symptomChartGeometry } from '#domain/trends/chart-geometry.ts';
import {
  appendixColumns,
  CHART_GAP,
  CHART_HEADING_SPACE,
  CHART_HEIGHT,
  CHART_MAX_HEIGHT,
  CONTENT_BOTTOM,
  CONTENT_WIDTH,
  chartBox,
  MARGIN,
  MARKER_ROW,
  markerLabelTop,
  needsNewPage,
  PAGE,
  placedChart,
  planChartPages,
  summaryColumns,
} from './pdf-layout.ts';

const day = (index: number, average: number | null): SymptomDay => ({
  day: `2026-03-${String(index + 1).padStart(2, '0')}`,
  checkIns: average === null ? 0 : 1,
  average,
  worst: average,
  rolling: null,
});

describe('the page', () => {
  it('is A4 with equal margins, and content ends a margin above the bottom', () => {
    expect(CONTENT_WIDTH).toBeCloseTo(PAGE.width - 100);
    expect(CONTENT_BOTTOM).toBeCloseTo(PAGE.height - MARGIN);
  });

  it('starts a new page only for a block that would cross the bottom', () => {
    expect(needsNewPage(CONTENT_BOTTOM - 100, 100)).toBe(false);
    expect(needsNewPage(CONTENT_BOTTOM - 100, 100.5)).toBe(true);
  });

  it('gives the tables’ columns exactly the content width', () => {
    const sum = (widths: number[]) => widths.reduce((total, width) => total + width, 0);
    expect(sum(summaryColumns())).toBeCloseTo(CONTENT_WIDTH);
    expect(sum(appendixColumns())).toBeCloseTo(CONTENT_WIDTH);
    expect(Math.min(...summaryColumns(), ...appendixColumns())).toBeGreaterThan(40);
  });
});

describe('placedChart', () => {
  const series = { days: [day(0, 1), day(1, null), day(2, 5), day(3, 4)] };

  it('is the shared geometry moved to its place on the page, nothing else changed', () => {
    const box = chartBox();
    const shared = symptomChartGeometry(series, box, 6);
    const placed = placedChart(series, MARGIN, 300, box);
    expect(placed.width).toBe(CONTENT_WIDTH);
    expect(placed.plot.left).toBeCloseTo(shared.plot.left + MARGIN);
    expect(placed.plot.top).toBeCloseTo(shared.plot.top + 300);
    expect(placed.dayX).toEqual(shared.dayX.map((x) => x + MARGIN));
    expect(placed.worstPoints.map((point) => [point.day, point.value])).toEqual(
      shared.worstPoints.map((point) => [point.day, point.value]),
    );
    expect(placed.worstPoints[0]?.y).toBeCloseTo((shared.worstPoints[0]?.y ?? 0) + 300);
  });

  it('keeps a day without a check-in as a gap: two runs, not a line through zero', () => {
    const placed = placedChart(series, MARGIN, 0);
    expect(placed.averageSegments.map((segment) => segment.map((point) => point.value))).toEqual([
      [1],
      [5, 4],
    ]);
    // A rating of 5 is at the plot's top, 0 at its bottom.
    expect(placed.averageSegments[1]?.[0]?.y).toBeCloseTo(placed.plot.top);
  });

  it('labels at most six days on the axis, the last day always', () => {
    const year = { days: Array.from({ length: 365 }, (_, index) => day(index % 28, 2)) };
    const placed = placedChart(year, MARGIN, 0);
    expect(placed.xTicks.length).toBeLessThanOrEqual(6);
    expect(placed.xTicks.at(-1)?.index).toBe(364);
    expect(
      placed.xTicks.every((tick) => tick.position > placed.plot.left && tick.position < placed.plot.right),
    ).toBe(true);
  });
});

describe('planChartPages', () => {
  const pageSpace = CONTENT_BOTTOM - MARGIN;
  // Under the section's heading and its paragraph.
  const firstSpace = pageSpace - 60;
  const used = (heights: number[]) =>
    heights.reduce((sum, height) => sum + CHART_HEADING_SPACE + height + CHART_GAP, 0);

  it('places every chart once, within the heights allowed, each page within its space', () => {
    for (let count = 1; count <= 40; count += 1) {
      const plan = planChartPages(count, firstSpace, pageSpace);
      expect(plan.flat()).toHaveLength(count);
      for (const [index, heights] of plan.entries()) {
        expect(heights.length).toBeGreaterThan(0);
        expect(used(heights)).toBeLessThanOrEqual(index === 0 ? firstSpace : pageSpace);
        for (const height of heights) {
          expect(height).toBeGreaterThanOrEqual(CHART_HEIGHT);
          expect(height).toBeLessThanOrEqual(CHART_MAX_HEIGHT);
        }
      }
    }
  });

  it('never leaves one chart alone on a page after a full one, and shares them evenly', () => {
    for (let count = 2; count <= 40; count += 1) {
      const sizes = planChartPages(count, firstSpace, pageSpace).map((heights) => heights.length);
      expect(Math.max(...sizes) - Math.min(...sizes), `${count}: ${sizes}`).toBeLessThanOrEqual(1);
      expect(sizes.at(-1), `${count}: ${sizes}`).toBeGreaterThan(1);
    }
  });

  it('grows the charts into the page: one or two are tall, not 150 points and blank below', () => {
    expect(planChartPages(1, firstSpace, pageSpace)).toEqual([[CHART_MAX_HEIGHT]]);
    const [two] = planChartPages(2, firstSpace, pageSpace);
    expect(two).toEqual([CHART_MAX_HEIGHT, CHART_MAX_HEIGHT]);
    // Four do not fit one page at the smallest height: two pages of two, not three and one.
    expect(planChartPages(4, firstSpace, pageSpace).map((heights) => heights.length)).toEqual([2, 2]);
    // Three fill the first page.
    const [three = []] = planChartPages(3, firstSpace, pageSpace);
    expect(firstSpace - used(three)).toBeLessThan(3);
  });

  it('puts more on later pages when a short first page cannot take its share', () => {
    const plan = planChartPages(4, CHART_HEADING_SPACE + CHART_HEIGHT + CHART_GAP, pageSpace);
    expect(plan.map((heights) => heights.length)).toEqual([1, 3]);
    expect(planChartPages(0, firstSpace, pageSpace)).toEqual([]);
  });
});

describe('placedChart with medication changes and period days', () => {
  const month = Array.from({ length: 30 }, (_, index) => day(index, (index % 5) + 1));
  const marker = (date: string, label: string) => ({
    date,
    medication: label,
    change: 'started' as const,
    doseNote: '',
    label,
    text: label,
  });
  const overlay = {
    markers: [marker('2026-03-03', 'Started Humira'), marker('2026-03-20', 'Stopped Prednisone')],
    periodBands: [{ from: '2026-03-05', to: '2026-03-07' }],
    periodDays: 3,
  };

  it('keeps its planned height: the label row comes out of the plot, lines and bands on the page', () => {
    const box = chartBox(CONTENT_WIDTH, 200);
    const plain = placedChart({ days: month }, MARGIN, 300, box);
    const placed = placedChart({ days: month }, MARGIN, 300, box, overlay);
    expect(placed.height).toBe(plain.height);
    expect(placed.markers.mode).toBe('labels');
    expect(placed.markers.rows).toBe(1);
    expect(placed.plot.top).toBeCloseTo(plain.plot.top + MARKER_ROW);
    expect(placed.plot.bottom).toBeCloseTo(plain.plot.bottom);
    expect(placed.markers.markers.map((each) => [each.text, each.x])).toEqual([
      ['Started Humira', placed.dayX[2]],
      ['Stopped Prednisone', placed.dayX[19]],
    ]);
    // The label row sits between the chart's top and the plot.
    expect(markerLabelTop(placed.plot.top, 0)).toBeGreaterThanOrEqual(300);
    const [band] = placed.bands;
    expect(band?.x).toBeCloseTo((placed.dayX[4] as number) - placed.dayWidth / 2);
    expect(band?.width).toBeCloseTo(3 * placed.dayWidth);
  });

  it('numbers the lines when their labels do not fit, and leaves room under the chart for the key', () => {
    const crowded = {
      ...overlay,
      markers: ['01', '02', '03', '04', '05'].map((date, index) =>
        marker(`2026-03-${date}`, `Started a medication with a long name ${index}`),
      ),
    };
    const box = chartBox(CONTENT_WIDTH, 200);
    const placed = placedChart({ days: month }, MARGIN, 300, box, crowded, {
      textWidth: (text) => text.length * 4,
      keyHeight: (layout) => (layout.mode === 'numbers' ? 24 : 0),
    });
    expect(placed.markers.mode).toBe('numbers');
    expect(placed.markers.markers.map((each) => each.text)).toEqual(['1', '2', '3', '4', '5']);
    expect(placed.keyTop).toBeCloseTo(300 + 200 - 24);
    expect(placed.plot.bottom).toBeLessThanOrEqual(placed.keyTop - 20);
  });
});
