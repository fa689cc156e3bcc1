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

/** The smallest chart that still reads (its days and its five ratings); the default box's height. */
export const CHART_HEIGHT = 150;
/** The tallest: beyond it a chart only spreads its lines apart. */
export const CHART_MAX_HEIGHT = 260;
/** A chart's heading (an H3 with the space around it) and the gap below the chart: at least what they take. */
export const CHART_HEADING_SPACE = 34;
export const CHART_GAP = 6;
/** The appendix starts under the last chart when this much of the page is left, else on a new page. */
export const APPENDIX_MIN_SPACE = 150;
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

/**
 * The chart heights on each page of the 'Symptom trends' section: the first page has `firstSpace`
 * points under the section's heading, every further page `pageSpace`. Pages are as few as charts
 * of the smallest height allow, the charts are shared out as evenly as those pages allow (never
 * three on one page and one alone on the next), and each page's charts grow, up to the tallest,
 * into the page's height, so no page holds one small chart and white space.
 */
export function planChartPages(count: number, firstSpace: number, pageSpace: number): number[][] {
  if (count <= 0) return [];
  const block = (height: number) => CHART_HEADING_SPACE + height + CHART_GAP;
  const fits = (space: number) => Math.max(1, Math.floor(space / block(CHART_HEIGHT)));
  const first = fits(firstSpace);
  const rest = fits(pageSpace);
  const pages = count <= first ? 1 : 1 + Math.ceil((count - first) / rest);
  // Shared from the last page back: each takes its fair part of what is left, more if the pages
  // before it could not hold the rest, and never more than it fits.
  const counts: number[] = new Array(pages).fill(0);
  let left = count;
  for (let page = pages - 1; page >= 0; page -= 1) {
    const capacity = page === 0 ? first : rest;
    const before = page === 0 ? 0 : first + rest * (page - 1);
    const wanted = Math.max(Math.ceil(left / (page + 1)), left - before);
    counts[page] = Math.min(capacity, wanted);
    left -= counts[page] as number;
  }
  return counts.map((each, page) => {
    const space = page === 0 ? firstSpace : pageSpace;
    const height = Math.floor(space / each - CHART_HEADING_SPACE - CHART_GAP);
    return new Array(each).fill(Math.min(CHART_MAX_HEIGHT, Math.max(CHART_HEIGHT, height)));
  });
}
