import { useId, useRef } from 'react';
import { confidenceWords, formatRating, plural, symptomLabel } from '#domain/insights/public.ts';
import type { SymptomSeries } from '#domain/trends/aggregate.ts';
import {
  circlesPath,
  DEFAULT_CHART_BOX,
  polylinePath,
  RATING_MAX,
  symptomChartGeometry,
} from '#domain/trends/chart-geometry.ts';
import { shortDayLabel } from '#web/lib/format.ts';
import { useElementWidth } from '../use-element-width.ts';
import {
  ChartAxes,
  type ChartOverlay,
  dayRowHeader,
  hasOverlay,
  MarkerNumbersKey,
  MedicationMarkers,
  NO_OVERLAY,
  OVERLAY_COLUMN,
  overlayCell,
  overlayDescription,
  PeriodBands,
  PX_PER_TICK,
  withMarkerRoom,
} from './chart-parts.tsx';
import { NumbersDisclosure } from './numbers-table.tsx';

const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 30, left: 30 };

const dash = (value: number | null) => (value === null ? '—' : formatRating(value));

function chartDescription(series: SymptomSeries, from: string, to: string, overlay: ChartOverlay): string {
  const { summary } = series;
  const days = series.days.length;
  if (summary.daysLogged === 0)
    return `No check-ins rated this symptom from ${shortDayLabel(from)} to ${shortDayLabel(to)}.${overlayDescription(overlay)}`;
  return (
    `From ${shortDayLabel(from)} to ${shortDayLabel(to)}, ${plural(summary.daysLogged, 'day', 'days')} of ${days} had a check-in. ` +
    `Average rating ${formatRating(summary.average ?? 0)} out of ${RATING_MAX}, worst ${summary.worst}. ` +
    `Days without a check-in are left as gaps.${overlayDescription(overlay)}`
  );
}

type SymptomChartProps = { series: SymptomSeries; from: string; to: string; overlay?: ChartOverlay };

/**
 * One symptom over the range: the daily average as a line that breaks at days without a check-in,
 * the rolling 7-day average dashed, and each day's worst rating as a ring. The SVG's title and
 * description, and the table in the disclosure under it, say everything the picture shows.
 */
export function SymptomChart({ series, from, to, overlay = NO_OVERLAY }: SymptomChartProps) {
  const headingId = useId();
  const titleId = useId();
  const descId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame, DEFAULT_CHART_BOX.width);
  const label = symptomLabel(series.symptom);
  const ticks = Math.max(2, Math.floor((width - MARGIN.left) / PX_PER_TICK));
  const days = series.days.map((day) => day.day);
  const { geometry, layout } = withMarkerRoom(
    overlay,
    days,
    { width, height: HEIGHT, margin: MARGIN },
    (box) => symptomChartGeometry(series, box, ticks),
  );
  const withOverlay = hasOverlay(overlay);
  const dot = Math.max(2, Math.min(4, geometry.dayWidth / 2.5));
  const { summary } = series;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-bold">
          {label}
        </h2>
        <p className="text-base text-muted">
          {summary.daysLogged === 0
            ? 'No check-ins yet'
            : `Average ${dash(summary.average)} · worst ${summary.worst} · ${plural(summary.daysLogged, 'day', 'days')} logged`}
        </p>
      </div>
      {series.patterns.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-2">
          {series.patterns.map((pattern) => (
            <li key={pattern.trigger} className="rounded-xl bg-accent-soft px-4 py-3">
              <p className="font-semibold text-accent">
                Pattern: {pattern.title}{' '}
                <span className="font-normal">({confidenceWords(pattern.confidence)})</span>
              </p>
              <p className="mt-1 text-base text-ink">{pattern.description}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <div ref={frame} className="mt-4 w-full">
        <svg
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          width={geometry.width}
          height={geometry.height}
          viewBox={`0 0 ${geometry.width} ${geometry.height}`}
          className="block max-w-full"
        >
          <title
            id={titleId}
          >{`${label}, daily ratings from ${shortDayLabel(from)} to ${shortDayLabel(to)}`}</title>
          <desc id={descId}>{chartDescription(series, from, to, overlay)}</desc>
          <PeriodBands overlay={overlay} days={days} axis={geometry} />
          <ChartAxes
            width={geometry.width}
            plot={geometry.plot}
            yTicks={geometry.yTicks}
            xTicks={geometry.xTicks}
            dayCount={series.days.length}
          />
          {geometry.rollingSegments.map((segment) => (
            <path
              key={`rolling-${segment[0]?.day}`}
              d={polylinePath(segment)}
              fill="none"
              className="stroke-accent"
              strokeWidth={2}
              strokeDasharray="6 4"
              strokeLinecap="round"
            />
          ))}
          {geometry.averageSegments.map((segment) => (
            <g key={`average-${segment[0]?.day}`}>
              <path
                d={polylinePath(segment)}
                fill="none"
                className="stroke-primary"
                strokeWidth={2.5}
                strokeLinejoin="round"
              />
              <path d={circlesPath(segment, dot)} className="fill-primary" />
            </g>
          ))}
          {/* Dots and rings as one path each: a year is 366 of them per chart. */}
          {geometry.worstPoints.length > 0 ? (
            <path
              d={circlesPath(geometry.worstPoints, dot + 1.5)}
              fill="none"
              className="stroke-danger"
              strokeWidth={1.75}
            />
          ) : null}
          <MedicationMarkers layout={layout} plot={geometry.plot} />
        </svg>
        <MarkerNumbersKey layout={layout} />
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-base text-muted" aria-label="Legend">
        <li className="flex items-center gap-2">
          <svg aria-hidden="true" width="24" height="10" className="shrink-0">
            <line x1="0" x2="24" y1="5" y2="5" className="stroke-primary" strokeWidth="2.5" />
            <circle cx="12" cy="5" r="3" className="fill-primary" />
          </svg>
          Daily average
        </li>
        <li className="flex items-center gap-2">
          <svg aria-hidden="true" width="24" height="10" className="shrink-0">
            <line
              x1="0"
              x2="24"
              y1="5"
              y2="5"
              className="stroke-accent"
              strokeWidth="2"
              strokeDasharray="6 4"
            />
          </svg>
          7-day average
        </li>
        <li className="flex items-center gap-2">
          <svg aria-hidden="true" width="14" height="14" className="shrink-0">
            <circle cx="7" cy="7" r="5" fill="none" className="stroke-danger" strokeWidth="1.75" />
          </svg>
          Worst of the day
        </li>
      </ul>
      <NumbersDisclosure
        label={`Show the numbers for ${label}`}
        caption={`${label} ratings per day, 0 to ${RATING_MAX}`}
        columns={[
          'Day',
          'Average',
          'Worst',
          '7-day average',
          'Check-ins',
          ...(withOverlay ? [OVERLAY_COLUMN] : []),
        ]}
        rows={series.days.map((day) => ({
          key: day.day,
          header: dayRowHeader(day.day),
          cells: [
            day.average === null ? 'No check-in' : formatRating(day.average),
            day.worst === null ? '—' : String(day.worst),
            dash(day.rolling),
            String(day.checkIns),
            ...(withOverlay ? [overlayCell(overlay, day.day)] : []),
          ],
        }))}
      />
    </section>
  );
}
