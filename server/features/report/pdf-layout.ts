// Where things go on the report's A4 pages, in PDF points. Pure, so the numbers a doctor relies
// on (which day is where on a chart) are tested without drawing; report-pdf.ts only paints them.

import type { SymptomSeries } from '../../../domain/trends/aggregate.ts';
import {
  type ChartBox,
  type SymptomChartGeometry,
  symptomChartGeometry,
} from '../../../domain/trends/chart-geometry.ts';

export const PAGE = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 50;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** The lowest y content may reach; the footer lives below it. */
export const CONTENT_BOTTOM = PAGE.height - MARGIN;

export const CHART_HEIGHT = 150;
/** Six labelled days fit a 495-point axis in 9-point type without touching. */
export const CHART_DAY_TICKS = 6;

/** The chart box for the page's content width: the same margins as the Trends page, in points. */
export function chartBox(width = CONTENT_WIDTH, height = CHART_HEIGHT): ChartBox {
  return { width, height, margin: { top: 8, right: 8, bottom: 20, left: 24 } };
}

/** The shared geometry, moved so its top-left corner is at (x, y) on the page. */
export function placedChart(
  series: Pick<SymptomSeries, 'days'>,
  x: number,
  y: number,
  box: ChartBox = chartBox(),
): SymptomChartGeometry {
  const geometry = symptomChartGeometry(series, box, CHART_DAY_TICKS);
  const move = <T extends { x: number; y: number }>(point: T): T => ({
    ...point,
    x: point.x + x,
    y: point.y + y,
  });
  return {
    ...geometry,
    plot: {
      left: geometry.plot.left + x,
      right: geometry.plot.right + x,
      top: geometry.plot.top + y,
      bottom: geometry.plot.bottom + y,
    },
    dayX: geometry.dayX.map((value) => value + x),
    yTicks: geometry.yTicks.map((tick) => ({ ...tick, position: tick.position + y })),
    xTicks: geometry.xTicks.map((tick) => ({ ...tick, position: tick.position + x })),
    averageSegments: geometry.averageSegments.map((segment) => segment.map(move)),
    rollingSegments: geometry.rollingSegments.map((segment) => segment.map(move)),
    worstPoints: geometry.worstPoints.map(move),
  };
}

/** True when a block of `height` starting at `y` would run past the content's bottom. */
export function needsNewPage(y: number, height: number, bottom = CONTENT_BOTTOM): boolean {
  return y + height > bottom;
}

/** The appendix's column widths: the details take what the date, time and kind leave. */
export function appendixColumns(width = CONTENT_WIDTH): number[] {
  const fixed = [92, 52, 104];
  return [...fixed, width - fixed.reduce((sum, each) => sum + each, 0)];
}

/** The summary table's columns: the symptom's name wide, three numbers narrow. */
export function summaryColumns(width = CONTENT_WIDTH): number[] {
  const number = 90;
  return [width - 3 * number, number, number, number];
}
