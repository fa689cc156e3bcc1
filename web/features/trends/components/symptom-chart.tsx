import { useId, useRef } from 'react';
import {
  confidenceWords,
  formatRating,
  plural,
  symptomLabel,
} from '../../../../domain/insights/wording/names.ts';
import type { SymptomSeries } from '../../../../domain/trends/aggregate.ts';
import {
  circlesPath,
  DEFAULT_CHART_BOX,
  polylinePath,
  RATING_MAX,
  shortDayLabel,
  symptomChartGeometry,
  weekdayLabel,
} from '../../../../domain/trends/chart-geometry.ts';
import { useElementWidth } from '../use-element-width.ts';
import { NumbersDisclosure } from './numbers-table.tsx';

const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 30, left: 30 };
/** Room for one 'Nov 30' label: fewer ticks on a phone than on a wide screen. */
const PX_PER_TICK = 72;
/** Half a tick label's width: closer to an edge than this, a label is aligned to it. */
const EDGE_LABEL_ROOM = 26;

const dash = (value: number | null) => (value === null ? '—' : formatRating(value));

function chartDescription(series: SymptomSeries, from: string, to: string): string {
  const { summary } = series;
  const days = series.days.length;
  if (summary.daysLogged === 0)
    return `No check-ins rated this symptom from ${shortDayLabel(from)} to ${shortDayLabel(to)}.`;
  return (
    `From ${shortDayLabel(from)} to ${shortDayLabel(to)}, ${plural(summary.daysLogged, 'day', 'days')} of ${days} had a check-in. ` +
    `Average rating ${formatRating(summary.average ?? 0)} out of ${RATING_MAX}, worst ${summary.worst}. ` +
    'Days without a check-in are left as gaps.'
  );
}

type SymptomChartProps = { series: SymptomSeries; from: string; to: string };

/**
 * One symptom over the range: the daily average as a line that breaks at days without a check-in,
 * the rolling 7-day average dashed, and each day's worst rating as a ring. The SVG's title and
 * description, and the table in the disclosure under it, say everything the picture shows.
 */
export function SymptomChart({ series, from, to }: SymptomChartProps) {
  const headingId = useId();
  const titleId = useId();
  const descId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame, DEFAULT_CHART_BOX.width);
  const label = symptomLabel(series.symptom);
  const geometry = symptomChartGeometry(
    series,
    { width, height: HEIGHT, margin: MARGIN },
    Math.max(2, Math.floor((width - MARGIN.left) / PX_PER_TICK)),
  );
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
          <desc id={descId}>{chartDescription(series, from, to)}</desc>
          {geometry.yTicks.map((tick) => (
            <g key={tick.value}>
              <line
                x1={geometry.plot.left}
                x2={geometry.plot.right}
                y1={tick.position}
                y2={tick.position}
                className="stroke-line"
                strokeWidth={1}
              />
              <text
                x={geometry.plot.left - 8}
                y={tick.position}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-muted text-[13px]"
              >
                {tick.label}
              </text>
            </g>
          ))}
          {geometry.xTicks.map((tick) => {
            // A label centred on the first or last day would be cut by the chart's edge.
            const anchor =
              tick.position > geometry.width - EDGE_LABEL_ROOM
                ? 'end'
                : tick.position < EDGE_LABEL_ROOM
                  ? 'start'
                  : 'middle';
            return (
              <text
                key={tick.day}
                x={anchor === 'end' ? geometry.width : anchor === 'start' ? 0 : tick.position}
                y={geometry.plot.bottom + 20}
                textAnchor={anchor}
                className="fill-muted text-[13px]"
              >
                {series.days.length <= 7 ? weekdayLabel(tick.day) : tick.label}
              </text>
            );
          })}
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
        </svg>
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
        columns={['Day', 'Average', 'Worst', '7-day average', 'Check-ins']}
        rows={series.days.map((day) => ({
          key: day.day,
          header: `${weekdayLabel(day.day)} ${shortDayLabel(day.day)}`,
          cells: [
            day.average === null ? 'No check-in' : formatRating(day.average),
            day.worst === null ? '—' : String(day.worst),
            dash(day.rolling),
            String(day.checkIns),
          ],
        }))}
      />
    </section>
  );
}
