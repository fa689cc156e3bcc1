import { plural } from '#domain/insights/public.ts';
import type { AxisTick, ChartBox, DayTick } from '#domain/trends/chart-geometry.ts';
import { dayBandRects, type PlotBox } from '#domain/trends/factor-geometry.ts';
import type { MedicationMarker, TrendFactors } from '#domain/trends/factors.ts';
import {
  layoutMedicationMarkers,
  MARKER_ROW_HEIGHT,
  type MarkerLayout,
  markerRoom,
} from '#domain/trends/marker-layout.ts';
import type { DayRangeKeys } from '#domain/trends/trend-range.ts';
import { shortDayLabel, weekdayLabel } from '#web/lib/format.ts';
import { markerTextWidth } from '../marker-text-width.ts';

/** Room for one 'Nov 30' label: fewer ticks on a phone than on a wide screen. */
export const PX_PER_TICK = 72;
/** Half a tick label's width: closer to an edge than this, a label is aligned to it. */
const EDGE_LABEL_ROOM = 26;

type AxesProps = {
  width: number;
  plot: PlotBox;
  yTicks: readonly AxisTick[];
  xTicks: readonly DayTick[];
  /** A week's range names its days (Mon, Tue ...); longer ones their dates. */
  dayCount: number;
};

/** The grid lines with their values, and the day labels under the plot. */
export function ChartAxes({ width, plot, yTicks, xTicks, dayCount }: AxesProps) {
  return (
    <>
      {yTicks.map((tick) => (
        <g key={tick.value}>
          <line
            x1={plot.left}
            x2={plot.right}
            y1={tick.position}
            y2={tick.position}
            className="stroke-line"
            strokeWidth={1}
          />
          <text
            x={plot.left - 8}
            y={tick.position}
            textAnchor="end"
            dominantBaseline="middle"
            className="fill-muted text-[13px]"
          >
            {tick.label}
          </text>
        </g>
      ))}
      {xTicks.map((tick) => {
        // A label centred on the first or last day would be cut by the chart's edge.
        const anchor =
          tick.position > width - EDGE_LABEL_ROOM
            ? 'end'
            : tick.position < EDGE_LABEL_ROOM
              ? 'start'
              : 'middle';
        return (
          <text
            key={tick.day}
            x={anchor === 'end' ? width : anchor === 'start' ? 0 : tick.position}
            y={plot.bottom + 20}
            textAnchor={anchor}
            className="fill-muted text-[13px]"
          >
            {dayCount <= 7 ? weekdayLabel(tick.day) : shortDayLabel(tick.day)}
          </text>
        );
      })}
    </>
  );
}

/**
 * What every chart carries besides its own series: the period days as shaded bands and
 * the medication changes as labelled lines. Each chart's description and table say the same in
 * words, so the picture is never the only place they are.
 */
export type ChartOverlay = {
  periodBands: readonly DayRangeKeys[];
  periodDays: ReadonlySet<string>;
  markers: readonly MedicationMarker[];
};

export const NO_OVERLAY: ChartOverlay = { periodBands: [], periodDays: new Set(), markers: [] };

export function overlayOf(factors: TrendFactors | undefined): ChartOverlay {
  if (!factors) return NO_OVERLAY;
  return {
    periodBands: factors.periods?.bands ?? [],
    periodDays: new Set(factors.periods?.days ?? []),
    markers: factors.medicationChanges,
  };
}

export function hasOverlay(overlay: ChartOverlay): boolean {
  return overlay.periodDays.size > 0 || overlay.markers.length > 0;
}

/** Where the markers' lines and labels go on a chart of these days, in this width. */
export function markerLayoutOf(
  overlay: ChartOverlay,
  days: readonly string[],
  axis: { dayX: readonly number[] },
  width: number,
): MarkerLayout {
  return layoutMedicationMarkers(
    overlay.markers.map((marker) => ({ date: marker.date, label: marker.label })),
    days,
    axis,
    width,
    markerTextWidth,
  );
}

type MarkerAxis = { plot: PlotBox; dayX: readonly number[]; dayWidth: number };

/**
 * A chart's geometry with room above its plot for the markers' label rows, and the markers laid
 * out. The chart grows by the rows they take, so the values' scale keeps its height (and the
 * markers' x positions, which only depend on the width, stay).
 */
export function withMarkerRoom<Geometry extends MarkerAxis>(
  overlay: ChartOverlay,
  days: readonly string[],
  box: ChartBox,
  geometryOf: (box: ChartBox) => Geometry,
): { geometry: Geometry; layout: MarkerLayout } {
  const layout = markerLayoutOf(overlay, days, geometryOf(box), box.width);
  const room = markerRoom(layout);
  const geometry = geometryOf({
    ...box,
    height: box.height + room,
    margin: { ...box.margin, top: box.margin.top + room },
  });
  return { geometry, layout };
}

/** The shaded period days, drawn first so that everything else sits on top. */
export function PeriodBands({
  overlay,
  days,
  axis,
}: {
  overlay: ChartOverlay;
  days: readonly string[];
  axis: { plot: PlotBox; dayX: readonly number[]; dayWidth: number };
}) {
  const rects = dayBandRects(overlay.periodBands, days, axis);
  if (rects.length === 0) return null;
  return (
    <g>
      {rects.map((rect) => (
        <rect
          key={rect.from}
          x={rect.x}
          y={axis.plot.top}
          width={rect.width}
          height={axis.plot.bottom - axis.plot.top}
          className="fill-danger-soft"
        />
      ))}
    </g>
  );
}

/** Baseline of a label row's text above the plot: row 0 just clear of the plot's top. */
const labelBaseline = (plot: PlotBox, row: number) => plot.top - 4 - row * MARKER_ROW_HEIGHT;

/**
 * A dashed line per day with a change, rising to its label's row, with the label (or, when labels
 * do not fit, the line's number) just beside it.
 */
export function MedicationMarkers({ layout, plot }: { layout: MarkerLayout; plot: PlotBox }) {
  if (layout.markers.length === 0) return null;
  return (
    <g>
      {layout.markers.map((marker) => {
        const labelY = labelBaseline(plot, marker.row);
        return (
          <g key={marker.day} data-marker-day={marker.day}>
            <line
              x1={marker.x}
              x2={marker.x}
              y1={labelY - 11}
              y2={plot.bottom}
              className="stroke-ink"
              strokeWidth={1.5}
              strokeDasharray="4 3"
            />
            <text
              x={marker.labelX}
              y={labelY}
              textAnchor={marker.anchor}
              className="fill-ink text-[12px] font-semibold"
            >
              {marker.text}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/**
 * Under a chart whose lines are numbered: what each number is. Visible text, so it is read by
 * everyone, not only by the chart's description.
 */
export function MarkerNumbersKey({ layout }: { layout: MarkerLayout }) {
  if (layout.mode !== 'numbers') return null;
  return (
    <ol aria-label="Numbered lines on the chart" className="mt-2 flex flex-col gap-1 text-base">
      {layout.markers.map((marker) => (
        <li key={marker.day} className="flex gap-2">
          <span className="font-semibold">{marker.number}</span>
          <span>
            <span className="text-muted">{shortDayLabel(marker.day)}:</span> {marker.label}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The overlay in words, for a chart's description. */
export function overlayDescription(overlay: ChartOverlay): string {
  const parts: string[] = [];
  if (overlay.periodDays.size > 0)
    parts.push(`${plural(overlay.periodDays.size, 'period day is', 'period days are')} shaded.`);
  if (overlay.markers.length > 0)
    parts.push(
      `Marked: ${overlay.markers.map((marker) => `${marker.label} on ${shortDayLabel(marker.date)}`).join('; ')}.`,
    );
  return parts.length === 0 ? '' : ` ${parts.join(' ')}`;
}

/** The column a chart's table gains when the range has period days or medication changes. */
export const OVERLAY_COLUMN = 'Also that day';

/** What else a day had: 'Period day · Started Humira (40 mg)', or a dash. */
export function overlayCell(overlay: ChartOverlay, day: string): string {
  const notes: string[] = [];
  if (overlay.periodDays.has(day)) notes.push('Period day');
  for (const marker of overlay.markers) if (marker.date === day) notes.push(marker.text);
  return notes.length === 0 ? '—' : notes.join(' · ');
}

/** A day's row header in a chart's table: 'Mon Nov 17'. */
export function dayRowHeader(day: string): string {
  return `${weekdayLabel(day)} ${shortDayLabel(day)}`;
}
