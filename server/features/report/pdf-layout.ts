// Where things go on the report's A4 pages, in PDF points. Pure, so the numbers a doctor relies
// on (which day is where on a chart) are tested without drawing; report-pdf.ts only paints them.

import type { ReportChartOverlay } from '#domain/report/report-model.ts';
import type { SymptomSeries } from '#domain/trends/public.ts';
import {
  type BandRect,
  type ChartBox,
  dayBandRects,
  estimateTextWidth,
  layoutMedicationMarkers,
  type MarkerLayout,
  markerRoom,
  type SymptomChartGeometry,
  symptomChartGeometry,
  type TextWidth,
} from '#domain/trends/public.ts';

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

/** The medication labels' type size on a chart, and the height of one row of them. */
export const MARKER_LABEL_SIZE = 7.5;
export const MARKER_ROW = 10;

const NO_OVERLAY: ReportChartOverlay = { markers: [], periodBands: [], periodDays: 0 };

export type PlacedReportChart = SymptomChartGeometry & {
  /** The period days' shaded columns, on the page. */
  bands: BandRect[];
  /** The medication changes' lines and labels, on the page (the same layout the Trends page uses). */
  markers: MarkerLayout;
  /** Where the key of numbered lines starts (below the day labels), when the lines are numbered. */
  keyTop: number;
};

export type ChartMeasure = {
  /** A label's width at MARKER_LABEL_SIZE in the report's bold font. */
  textWidth: TextWidth;
  /** The height the key of numbered lines takes under the chart. */
  keyHeight: (layout: MarkerLayout) => number;
};

const ESTIMATE: ChartMeasure = {
  textWidth: (text) => estimateTextWidth(text, MARKER_LABEL_SIZE),
  keyHeight: (layout) => (layout.mode === 'numbers' ? 12 : 0),
};

/**
 * The shared geometry, moved so its top-left corner is at (x, y) on the page, with the medication
 * changes and period days of `overlay`. The chart keeps the height it was planned with: the label
 * rows above the plot, and the key of numbered lines below it, come out of the plot's height.
 */
export function placedChart(
  series: Pick<SymptomSeries, 'days'>,
  x: number,
  y: number,
  box: ChartBox = chartBox(),
  overlay: ReportChartOverlay = NO_OVERLAY,
  measure: ChartMeasure = ESTIMATE,
): PlacedReportChart {
  const days = series.days.map((day) => day.day);
  // The markers' x positions depend on the width and the side margins only.
  const markers = layoutMedicationMarkers(
    overlay.markers.map((marker) => ({ date: marker.date, label: marker.label })),
    days,
    symptomChartGeometry(series, box, CHART_DAY_TICKS),
    box.width,
    measure.textWidth,
  );
  const above = markerRoom(markers, MARKER_ROW);
  const below = measure.keyHeight(markers);
  const geometry = symptomChartGeometry(
    series,
    {
      ...box,
      margin: { ...box.margin, top: box.margin.top + above, bottom: box.margin.bottom + below },
    },
    CHART_DAY_TICKS,
  );
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
    bands: dayBandRects(overlay.periodBands, days, geometry).map((band) => ({ ...band, x: band.x + x })),
    markers: {
      ...markers,
      markers: markers.markers.map((marker) => ({
        ...marker,
        x: marker.x + x,
        labelX: marker.labelX + x,
        left: marker.left + x,
        right: marker.right + x,
      })),
    },
    keyTop: y + box.height - below,
  };
}

/** The top of a marker label row's text on the page: row 0 just above the plot. */
export function markerLabelTop(plotTop: number, row: number): number {
  return plotTop - (row + 1) * MARKER_ROW + 1;
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
