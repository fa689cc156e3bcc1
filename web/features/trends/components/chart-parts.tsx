import { plural } from '../../../../domain/insights/wording/names.ts';
import type { AxisTick, ChartBox, DayTick } from '../../../../domain/trends/chart-geometry.ts';
import { shortDayLabel, weekdayLabel } from '../../../../domain/trends/chart-geometry.ts';
import {
  dayBandRects,
  MARKER_ROW_HEIGHT,
  markerRoom,
  type PlacedMarker,
  type PlotBox,
  placeMedicationMarkers,
} from '../../../../domain/trends/factor-geometry.ts';
import type { MedicationMarker, TrendFactors } from '../../../../domain/trends/factors.ts';
import type { DayRangeKeys } from '../../../../domain/trends/trend-range.ts';

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
            {dayCount <= 7 ? weekdayLabel(tick.day) : tick.label}
          </text>
        );
      })}
    </>
  );
}

/**
 * What every chart carries besides its own series (issue 23): the period days as shaded bands and
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

/** Where the markers go on a chart of these days, in this width. */
function placeMarkers(
  overlay: ChartOverlay,
  days: readonly string[],
  axis: { plot: PlotBox; dayX: readonly number[]; dayWidth: number },
  width: number,
): PlacedMarker[] {
  return placeMedicationMarkers(
    overlay.markers.map((marker) => ({ date: marker.date, label: marker.label })),
    days,
    axis,
    width,
  );
}

type MarkerAxis = { plot: PlotBox; dayX: readonly number[]; dayWidth: number };

/**
 * A chart's geometry with room above its plot for the markers' labels, and the markers placed.
 * The labels sit above the plot: the chart grows by the rows they take, so the values' scale
 * keeps its height (and the markers' x positions, which only depend on the width, stay).
 */
export function withMarkerRoom<Geometry extends MarkerAxis>(
  overlay: ChartOverlay,
  days: readonly string[],
  box: ChartBox,
  geometryOf: (box: ChartBox) => Geometry,
): { geometry: Geometry; placed: PlacedMarker[] } {
  const placed = placeMarkers(overlay, days, geometryOf(box), box.width);
  const room = markerRoom(placed);
  const geometry = geometryOf({
    ...box,
    height: box.height + room,
    margin: { ...box.margin, top: box.margin.top + room },
  });
  return { geometry, placed };
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

/** A dashed line per day with a change, labelled above the plot where there is room. */
export function MedicationMarkers({ placed, plot }: { placed: readonly PlacedMarker[]; plot: PlotBox }) {
  if (placed.length === 0) return null;
  return (
    <g>
      {placed.map((marker) => {
        const labelY = marker.row === null ? plot.top : plot.top - 4 - marker.row * MARKER_ROW_HEIGHT;
        return (
          <g key={marker.day}>
            <line
              x1={marker.x}
              x2={marker.x}
              y1={marker.row === null ? plot.top : labelY - 11}
              y2={plot.bottom}
              className="stroke-ink"
              strokeWidth={1.5}
              strokeDasharray="4 3"
            />
            {marker.row === null ? null : (
              <text
                x={marker.labelX}
                y={labelY}
                textAnchor={marker.anchor}
                className="fill-ink text-[12px] font-semibold"
              >
                {marker.label}
              </text>
            )}
          </g>
        );
      })}
    </g>
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
