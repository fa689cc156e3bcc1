// Chart geometry as plain data: where each day, point, line segment and tick goes. React draws it
// as SVG on the Trends page and pdfkit draws the same numbers in the doctor report, so the two
// pictures cannot disagree. No DOM, no fonts: text positions are anchors, the renderer sets text.

import { type DayKey, parseDayKey, weekdayIndex } from '../common/day-key.ts';
// Type-only: the web app imports this file without the aggregation (and the meal tagger it reads).
import type { SymptomSeries } from './aggregate.ts';

export type Point = { x: number; y: number };
export type ValuePoint = Point & { day: DayKey; value: number };

/** A straight-line map from a domain interval onto a pixel interval (either may be reversed). */
export function linearScale(domain: readonly [number, number], range: readonly [number, number]) {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const span = d1 - d0;
  return (value: number): number => (span === 0 ? (r0 + r1) / 2 : r0 + ((value - d0) / span) * (r1 - r0));
}

/**
 * Splits a series into runs of consecutive days that have a value: a day without one ends the run,
 * so a line drawn through each run shows a gap as a break, never as a slope to zero.
 */
export function splitIntoSegments<T>(values: readonly (T | null)[]): { start: number; values: T[] }[] {
  const segments: { start: number; values: T[] }[] = [];
  let current: { start: number; values: T[] } | null = null;
  values.forEach((value, index) => {
    if (value === null) {
      current = null;
      return;
    }
    if (current === null) {
      current = { start: index, values: [] };
      segments.push(current);
    }
    current.values.push(value);
  });
  return segments;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const WEEKDAYS_LONG = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** 'Nov 3': a tick label, the same in every browser and in the PDF (no Intl, no locale). */
export function shortDayLabel(day: DayKey): string {
  const { month, day: date } = parseDayKey(day);
  return `${MONTHS[month - 1]} ${date}`;
}

/** 'Mon': the label of a day in a week strip. */
export function weekdayLabel(day: DayKey): string {
  return WEEKDAYS[weekdayIndex(day)] as string;
}

/** 'Monday, Nov 3, 2026': a day named in full, for tables and screen readers. */
export function longDayLabel(day: DayKey): string {
  const { year } = parseDayKey(day);
  return `${WEEKDAYS_LONG[weekdayIndex(day)]}, ${shortDayLabel(day)}, ${year}`;
}

export type AxisTick = { value: number; position: number; label: string };
export type DayTick = { index: number; day: DayKey; position: number; label: string };

/**
 * At most `maxTicks` day ticks, evenly spaced and counted back from the last day, so the newest
 * day (usually today) always has its label.
 */
export function dayTickIndices(count: number, maxTicks: number): number[] {
  if (count <= 0 || maxTicks <= 0) return [];
  const step = Math.max(1, Math.ceil(count / maxTicks));
  const indices: number[] = [];
  for (let index = count - 1; index >= 0; index -= step) indices.unshift(index);
  return indices;
}

export const RATING_MIN = 0;
export const RATING_MAX = 5;

export type ChartBox = {
  width: number;
  height: number;
  /** Space for the axes' labels, inside width and height. */
  margin: { top: number; right: number; bottom: number; left: number };
};

/** What every day-by-day chart of Trends is drawn in: its box, its plot area, its days and axes. */
export type DayChartFrame = {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  /** The width one day takes on the x axis. */
  dayWidth: number;
  /** The centre of each day of the range, in order. */
  dayX: number[];
  yTicks: AxisTick[];
  xTicks: DayTick[];
};

export type SymptomChartGeometry = DayChartFrame & {
  /** Daily averages, one polyline per run of days with check-ins. */
  averageSegments: ValuePoint[][];
  /** Rolling averages, one polyline per run of days that have one. */
  rollingSegments: ValuePoint[][];
  /** The worst rating of each day with check-ins. */
  worstPoints: ValuePoint[];
};

export const DEFAULT_CHART_BOX: ChartBox = {
  width: 640,
  height: 220,
  margin: { top: 12, right: 12, bottom: 28, left: 32 },
};

/**
 * The plot inside the box's margins and its x axis: one slot of equal width per day, each day at
 * the middle of its slot, and up to `maxDayTicks` labelled days. Every Trends chart shares it, so
 * their days line up under each other.
 */
export function dayAxis(box: ChartBox, days: readonly DayKey[], maxDayTicks: number) {
  const plot = {
    left: box.margin.left,
    top: box.margin.top,
    right: box.width - box.margin.right,
    bottom: box.height - box.margin.bottom,
  };
  const count = days.length;
  const dayWidth = count === 0 ? 0 : (plot.right - plot.left) / count;
  const dayX = days.map((_, index) => plot.left + (index + 0.5) * dayWidth);
  const xTicks = dayTickIndices(count, maxDayTicks).map((index): DayTick => {
    const day = days[index] as DayKey;
    return { index, day, position: dayX[index] as number, label: shortDayLabel(day) };
  });
  return { plot, dayWidth, dayX, xTicks };
}

/** A tick every `step` from `min` to `max` (inclusive, allowing for rounding), placed by `y`. */
export function valueTicks(min: number, max: number, step: number, y: (value: number) => number): AxisTick[] {
  const ticks: AxisTick[] = [];
  for (let value = min; value <= max + 1e-9; value += step) {
    ticks.push({ value, position: y(value), label: String(value) });
  }
  return ticks;
}

/** Everything a renderer needs to draw one symptom's chart, in the box's own units. */
export function symptomChartGeometry(
  series: Pick<SymptomSeries, 'days'>,
  box: ChartBox = DEFAULT_CHART_BOX,
  maxDayTicks = 6,
): SymptomChartGeometry {
  const { plot, dayWidth, dayX, xTicks } = dayAxis(
    box,
    series.days.map((day) => day.day),
    maxDayTicks,
  );
  const y = linearScale([RATING_MIN, RATING_MAX], [plot.bottom, plot.top]);
  const point = (index: number, value: number | null): ValuePoint | null => {
    const day = series.days[index];
    if (value === null || day === undefined) return null;
    return { x: dayX[index] as number, y: y(value), day: day.day, value };
  };
  const toSegments = (values: (ValuePoint | null)[]) => splitIntoSegments(values).map((run) => run.values);
  const yTicks = valueTicks(RATING_MIN, RATING_MAX, 1, y);
  return {
    width: box.width,
    height: box.height,
    plot,
    dayWidth,
    dayX,
    yTicks,
    xTicks,
    averageSegments: toSegments(series.days.map((day, index) => point(index, day.average))),
    rollingSegments: toSegments(series.days.map((day, index) => point(index, day.rolling))),
    worstPoints: series.days
      .map((day, index) => point(index, day.worst))
      .filter((value): value is ValuePoint => value !== null),
  };
}

/** An SVG path's d attribute for a polyline: 'M x y L x y ...', rounded to a tenth of a unit. */
export function polylinePath(points: readonly Point[]): string {
  return points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${round1(point.x)} ${round1(point.y)}`)
    .join(' ');
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * An SVG path's d attribute drawing a circle of radius `r` around each point: one element for a
 * whole series of dots instead of one per day (a year's range is 366 of them per chart, and a page
 * of several charts ran to thousands of elements). Each circle is two half-arcs.
 */
export function circlesPath(points: readonly Point[], r: number): string {
  const radius = round1(r);
  return points
    .map(
      (point) =>
        `M${round1(point.x - r)} ${round1(point.y)}a${radius} ${radius} 0 1 0 ${round1(2 * r)} 0a${radius} ${radius} 0 1 0 ${round1(-2 * r)} 0`,
    )
    .join('');
}
