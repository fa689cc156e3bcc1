import { useId, useRef } from 'react';
import { plural } from '#domain/insights/public.ts';
import { circlesPath, DEFAULT_CHART_BOX, polylinePath } from '#domain/trends/chart-geometry.ts';
import { type ScoreTrend, scoreTrendGeometry } from '#domain/trends/scores.ts';
import { shortDayLabel } from '#web/lib/format.ts';
import { useElementWidth } from '../use-element-width.ts';
import {
  ChartAxes,
  type ChartOverlay,
  dayRowHeader,
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
// Room on the right for the bands' names.
const MARGIN = { top: 12, right: 96, bottom: 30, left: 30 };

/** Tints from calm to alarming, for an instrument's bands from its lowest to its highest. */
const BAND_FILLS: Record<number, string[]> = {
  2: ['fill-success/15', 'fill-danger/15'],
  4: ['fill-success/15', 'fill-surface-muted', 'fill-danger/10', 'fill-danger/20'],
};

/** A band's name in lines of a few words, so a long one stays beside the chart. */
function labelLines(label: string): string[] {
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= 14) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function description(trend: ScoreTrend, overlay: ChartOverlay): string {
  const scores = trend.points
    .map((point) => `${shortDayLabel(point.date)}: ${point.total}${point.band ? `, ${point.band}` : ''}`)
    .join('; ');
  const bands = trend.bands.map((band) => `${band.label} from ${band.from}`).join(', ');
  return `${plural(trend.points.length, 'score', 'scores')} on a scale of 0 to ${trend.scaleMax}. ${scores}. Bands: ${bands}.${overlayDescription(overlay)}`;
}

type ScoreChartProps = {
  trend: ScoreTrend;
  days: readonly string[];
  from: string;
  to: string;
  overlay?: ChartOverlay;
};

/**
 * One clinical questionnaire's scores over the range, each filled one a dot joined by a line, over
 * the instrument's bands, with the medication changes marked. The description and the table say
 * every score and its band.
 */
export function ScoreChart({ trend, days, from, to, overlay = NO_OVERLAY }: ScoreChartProps) {
  const headingId = useId();
  const titleId = useId();
  const descId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame, DEFAULT_CHART_BOX.width);
  const ticks = Math.max(2, Math.floor((width - MARGIN.left - MARGIN.right) / PX_PER_TICK));
  const { geometry, layout } = withMarkerRoom(
    overlay,
    days,
    { width, height: HEIGHT, margin: MARGIN },
    (box) => scoreTrendGeometry(trend, days, box, ticks),
  );
  const fills = BAND_FILLS[geometry.bands.length] ?? [];
  const last = trend.points.at(-1);
  const withMarkers = overlay.markers.length > 0;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-bold">
          {trend.name}
        </h2>
        {last ? (
          <p className="text-base text-muted">
            Last {last.total}
            {last.band ? `, ${last.band}` : ''} on {shortDayLabel(last.date)} ·{' '}
            {plural(trend.points.length, 'score', 'scores')}
          </p>
        ) : null}
      </div>
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
          >{`${trend.shortName} scores from ${shortDayLabel(from)} to ${shortDayLabel(to)}`}</title>
          <desc id={descId}>{description(trend, overlay)}</desc>
          {geometry.bands.map((band, index) => (
            <g key={band.id}>
              <rect
                x={geometry.plot.left}
                y={band.top}
                width={geometry.plot.right - geometry.plot.left}
                height={band.height}
                className={fills[index] ?? 'fill-surface-muted'}
              />
              <text
                x={geometry.plot.right + 6}
                y={band.middle - ((labelLines(band.label).length - 1) * 14) / 2}
                dominantBaseline="middle"
                className="fill-muted text-[12px]"
              >
                {labelLines(band.label).map((line, lineIndex) => (
                  <tspan key={line} x={geometry.plot.right + 6} dy={lineIndex === 0 ? 0 : 14}>
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          ))}
          <PeriodBands overlay={overlay} days={days} axis={geometry} />
          <ChartAxes
            width={geometry.plot.right}
            plot={geometry.plot}
            yTicks={geometry.yTicks}
            xTicks={geometry.xTicks}
            dayCount={days.length}
          />
          {geometry.points.length > 1 ? (
            <path
              d={polylinePath(geometry.points)}
              fill="none"
              className="stroke-primary"
              strokeWidth={2.5}
              strokeLinejoin="round"
            />
          ) : null}
          <path d={circlesPath(geometry.points, 4)} className="fill-primary" />
          <MedicationMarkers layout={layout} plot={geometry.plot} />
        </svg>
        <MarkerNumbersKey layout={layout} />
      </div>
      <NumbersDisclosure
        label={`Show the numbers for ${trend.shortName}`}
        caption={`${trend.name}: each score, 0 to ${trend.scaleMax}, and its band`}
        columns={['Day', 'Score', 'Band', ...(withMarkers ? [OVERLAY_COLUMN] : [])]}
        rows={trend.points.map((point) => ({
          key: point.date,
          header: dayRowHeader(point.date),
          cells: [
            String(point.total),
            point.band || '—',
            ...(withMarkers ? [overlayCell(overlay, point.date)] : []),
          ],
        }))}
      />
    </section>
  );
}
