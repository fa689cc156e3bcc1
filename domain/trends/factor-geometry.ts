// Chart geometry for the factor charts (stress, sleep, bowel movements) and for what every chart
// carries on top of its own series: period days as shaded bands (the medication changes' lines and
// labels are marker-layout.ts). Plain data, like chart-geometry.ts: the page draws it as SVG and the
// doctor report with pdfkit.

import type { DayKey } from '../common/day-key.ts';
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
