// Chart geometry for the factor charts (stress, sleep, bowel movements) and for what every chart
// carries on top of its own series: period days as shaded bands and medication changes as labelled
// vertical markers. Plain data, like chart-geometry.ts: the page draws it as SVG.

import type { DayKey } from '../rules/day-key.ts';
import {
  type AxisTick,
  type ChartBox,
  type DayTick,
  dayAxis,
  linearScale,
  type Point,
  splitIntoSegments,
  type ValuePoint,
  valueTicks,
} from './chart-geometry.ts';
import type { DayRangeKeys } from './trend-range.ts';

export type PlotBox = { left: number; top: number; right: number; bottom: number };

export type BarRect = { x: number; y: number; width: number; height: number; day: DayKey; value: number };

export type SeriesChartGeometry = {
  width: number;
  height: number;
  plot: PlotBox;
  dayWidth: number;
  dayX: number[];
  yTicks: AxisTick[];
  xTicks: DayTick[];
  /** The values as a line, one polyline per run of days that have one: a gap is a break. */
  segments: ValuePoint[][];
  /** A bar from the axis's minimum up to each day's value. */
  bars: BarRect[];
};

export type SeriesChartInput = {
  days: readonly DayKey[];
  values: readonly (number | null)[];
  /** The y axis: its bottom and top values, and a tick every `step`. */
  min: number;
  max: number;
  step: number;
};

/** A chart of one value per day on a y axis of the caller's choosing (1-5, 0-12 hours, 1-7 ...). */
export function seriesChartGeometry(
  input: SeriesChartInput,
  box: ChartBox,
  maxDayTicks = 6,
): SeriesChartGeometry {
  const { plot, dayWidth, dayX, xTicks } = dayAxis(box, input.days, maxDayTicks);
  const count = input.days.length;
  const y = linearScale([input.min, input.max], [plot.bottom, plot.top]);
  const yTicks = valueTicks(input.min, input.max, input.step, y);
  const points = input.values.map((value, index): ValuePoint | null =>
    value === null || index >= count
      ? null
      : { x: dayX[index] as number, y: y(value), day: input.days[index] as DayKey, value },
  );
  // A bar leaves a third of its day free, so neighbours stay apart; never thinner than a pixel.
  const barWidth = Math.max(1, dayWidth * 0.66);
  const bars = points
    .filter((point): point is ValuePoint => point !== null && point.value > input.min)
    .map((point) => ({
      x: point.x - barWidth / 2,
      y: point.y,
      width: barWidth,
      height: plot.bottom - point.y,
      day: point.day,
      value: point.value,
    }));
  return {
    width: box.width,
    height: box.height,
    plot,
    dayWidth,
    dayX,
    yTicks,
    xTicks,
    segments: splitIntoSegments(points).map((run) => run.values),
    bars,
  };
}

/** One SVG path for a whole series of bars: a year is 366 of them per chart. */
export function barsPath(bars: readonly Pick<BarRect, 'x' | 'y' | 'width' | 'height'>[]): string {
  return bars
    .map(
      (bar) =>
        `M${round1(bar.x)} ${round1(bar.y)}h${round1(bar.width)}v${round1(bar.height)}h${round1(-bar.width)}Z`,
    )
    .join('');
}

/** Small marks (a filled triangle pointing down) above points: the days with blood seen. */
export function trianglesPath(points: readonly Point[], size: number): string {
  const half = round1(size / 2);
  return points
    .map(
      (point) =>
        `M${round1(point.x - size / 2)} ${round1(point.y - size)}h${round1(size)}l${-half} ${round1(size)}Z`,
    )
    .join('');
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

type DayAxis = { plot: PlotBox; dayX: readonly number[]; dayWidth: number };

export type BandRect = { x: number; width: number; from: DayKey; to: DayKey };

/**
 * The shaded columns of runs of days (period days): each covers its days' whole slots, edge to
 * edge, so a single day is a visible column too. Runs outside the chart's days are dropped.
 */
export function dayBandRects(
  bands: readonly DayRangeKeys[],
  days: readonly DayKey[],
  axis: DayAxis,
): BandRect[] {
  const index = new Map(days.map((day, position) => [day, position]));
  const rects: BandRect[] = [];
  for (const band of bands) {
    const first = index.get(band.from);
    const last = index.get(band.to);
    if (first === undefined || last === undefined) continue;
    // Never thinner than 2 units: a day of a year's range is under a pixel on a phone.
    const width = Math.max(2, (last - first + 1) * axis.dayWidth);
    const centre = ((axis.dayX[first] as number) + (axis.dayX[last] as number)) / 2;
    rects.push({ x: centre - width / 2, width, from: band.from, to: band.to });
  }
  return rects;
}

export type MarkerInput = { date: DayKey; label: string };

export type PlacedMarker = {
  day: DayKey;
  x: number;
  /** The labels of the changes of this day, in one line: 'Started Humira, Stopped Prednisone'. */
  label: string;
  /** Which label row, 0 the lowest (nearest the plot); null when no row had room: the line is
   * drawn unlabelled and the list beside the charts names it. */
  row: number | null;
  /** Where the label is anchored: after the line, or before it near the right edge. */
  anchor: 'start' | 'end';
  labelX: number;
};

/** Width of an average character of the label font, in chart units (13 px text). */
export const MARKER_CHAR_WIDTH = 7;
export const MARKER_ROW_HEIGHT = 16;
export const MARKER_ROWS = 2;
const LABEL_GAP = 4;

/**
 * Where each medication change's line and label go. Changes of one day share a line. Labels take
 * the lowest row where they do not overlap the label before them, flip to the line's left near the
 * right edge, and stay unlabelled when neither row has room (a year with changes weeks apart on a
 * phone): the line is still there, and the list of changes next to the charts says what it is.
 */
export function placeMedicationMarkers(
  markers: readonly MarkerInput[],
  days: readonly DayKey[],
  axis: DayAxis,
  width: number,
  charWidth = MARKER_CHAR_WIDTH,
): PlacedMarker[] {
  const index = new Map(days.map((day, position) => [day, position]));
  const byDay = new Map<DayKey, string[]>();
  for (const marker of markers) {
    if (!index.has(marker.date)) continue;
    const labels = byDay.get(marker.date);
    if (labels === undefined) byDay.set(marker.date, [marker.label]);
    else labels.push(marker.label);
  }
  const rowEnds: number[] = Array.from({ length: MARKER_ROWS }, () => Number.NEGATIVE_INFINITY);
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, labels]): PlacedMarker => {
      const x = axis.dayX[index.get(day) as number] as number;
      const label = labels.join(', ');
      const textWidth = label.length * charWidth;
      const anchor = x + LABEL_GAP + textWidth <= width ? 'start' : 'end';
      const left = anchor === 'start' ? x + LABEL_GAP : x - LABEL_GAP - textWidth;
      const right = left + textWidth;
      let row: number | null = null;
      if (left >= 0) {
        for (let candidate = 0; candidate < MARKER_ROWS; candidate += 1) {
          if (left > (rowEnds[candidate] as number) + LABEL_GAP) {
            row = candidate;
            rowEnds[candidate] = right;
            break;
          }
        }
      }
      return { day, x, label, row, anchor, labelX: anchor === 'start' ? x + LABEL_GAP : x - LABEL_GAP };
    });
}

/** Room a chart leaves above its plot for marker labels: none without markers. */
export function markerRoom(markers: readonly PlacedMarker[]): number {
  const rows = markers.reduce((most, marker) => Math.max(most, (marker.row ?? -1) + 1), 0);
  return rows * MARKER_ROW_HEIGHT;
}
