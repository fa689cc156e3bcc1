import { type ReactNode, useId, useRef } from 'react';
import { formatRating, plural } from '#domain/insights/public.ts';
import { SLEEP_QUALITY_LABELS, STRESS_LABELS, sleepHoursText } from '#domain/journal/public.ts';
import { circlesPath, DEFAULT_CHART_BOX, dayAxis, polylinePath } from '#domain/trends/chart-geometry.ts';
import {
  barsPath,
  type SeriesChartGeometry,
  seriesChartGeometry,
  trianglesPath,
} from '#domain/trends/factor-geometry.ts';
import type { BowelSeries, SleepSeries, StressSeries } from '#domain/trends/factors.ts';
import { formatNumber, shortDayLabel } from '#web/lib/format.ts';
import { useElementWidth } from '../use-element-width.ts';
import {
  ChartAxes,
  type ChartOverlay,
  dayRowHeader,
  hasOverlay,
  MarkerNumbersKey,
  MedicationMarkers,
  markerLayoutOf,
  OVERLAY_COLUMN,
  overlayCell,
  overlayDescription,
  PeriodBands,
  PX_PER_TICK,
  withMarkerRoom,
} from './chart-parts.tsx';
import { NumbersDisclosure } from './numbers-table.tsx';

const HEIGHT = 180;
const MARGIN = { top: 12, right: 12, bottom: 30, left: 30 };

type Scale = { min: number; max: number; step: number };

type SeriesSvgProps = {
  days: readonly string[];
  values: readonly (number | null)[];
  scale: Scale;
  kind: 'line' | 'bars';
  title: string;
  description: string;
  overlay: ChartOverlay;
  width: number;
  /** Marks drawn over the series (the days with blood seen over the bars). */
  extra?: (geometry: SeriesChartGeometry) => ReactNode;
};

/** One factor's values per day as an SVG with a text alternative, period bands and markers. */
function SeriesSvg({ days, values, scale, kind, title, description, overlay, width, extra }: SeriesSvgProps) {
  const titleId = useId();
  const descId = useId();
  const ticks = Math.max(2, Math.floor((width - MARGIN.left) / PX_PER_TICK));
  const input = { days, values, ...scale };
  const { geometry, layout } = withMarkerRoom(
    overlay,
    days,
    { width, height: HEIGHT, margin: MARGIN },
    (box) => seriesChartGeometry(input, box, ticks),
  );
  const dot = Math.max(2, Math.min(4, geometry.dayWidth / 2.5));
  return (
    <svg
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      width={geometry.width}
      height={geometry.height}
      viewBox={`0 0 ${geometry.width} ${geometry.height}`}
      className="block max-w-full"
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{`${description}${overlayDescription(overlay)}`}</desc>
      <PeriodBands overlay={overlay} days={days} axis={geometry} />
      <ChartAxes
        width={geometry.width}
        plot={geometry.plot}
        yTicks={geometry.yTicks}
        xTicks={geometry.xTicks}
        dayCount={days.length}
      />
      {kind === 'bars' ? (
        geometry.bars.length > 0 ? (
          <path d={barsPath(geometry.bars)} className="fill-primary" />
        ) : null
      ) : (
        geometry.segments.map((segment) => (
          <g key={segment[0]?.day}>
            <path
              d={polylinePath(segment)}
              fill="none"
              className="stroke-primary"
              strokeWidth={2.5}
              strokeLinejoin="round"
            />
            <path d={circlesPath(segment, dot)} className="fill-primary" />
          </g>
        ))
      )}
      {extra?.(geometry)}
      <MedicationMarkers layout={layout} plot={geometry.plot} />
    </svg>
  );
}

type FactorCardProps = {
  heading: string;
  /** The chart's days and overlay: the card lists the numbered lines once under its charts. */
  days: readonly string[];
  overlay: ChartOverlay;
  summary: string;
  /** Said instead of a chart when nothing was recorded in the range. */
  empty: string | null;
  children: (width: number) => ReactNode;
  legend?: ReactNode;
  table?: ReactNode;
};

function FactorCard({ heading, days, overlay, summary, empty, children, legend, table }: FactorCardProps) {
  const headingId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame, DEFAULT_CHART_BOX.width);
  // Every chart of a card has the same days and width, so the same numbered lines.
  const layout = markerLayoutOf(
    overlay,
    days,
    dayAxis({ width, height: HEIGHT, margin: MARGIN }, days, 2),
    width,
  );
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-bold">
          {heading}
        </h2>
        {empty === null ? <p className="text-base text-muted">{summary}</p> : null}
      </div>
      <div ref={frame} className="mt-4 flex w-full flex-col gap-4">
        {empty === null ? children(width) : <p className="text-lg">{empty}</p>}
      </div>
      {empty === null ? <MarkerNumbersKey layout={layout} /> : null}
      {empty === null ? legend : null}
      {empty === null ? table : null}
    </section>
  );
}

// The labels are keyed by the scale's own numbers; a stored value is always one of them.
const labelOf = (labels: Readonly<Record<number, string>>, value: number) => labels[value] ?? String(value);

/** An average of nights is rarely a half hour: '6.9 hours', while a recorded night reads '6½ hours'. */
const hoursText = (hours: number) =>
  Number.isInteger(hours * 2)
    ? sleepHoursText(hours)
    : `${formatNumber(hours, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} hours`;

const range = (from: string, to: string) => `from ${shortDayLabel(from)} to ${shortDayLabel(to)}`;
const dash = (value: number | null) => (value === null ? '—' : formatRating(value));

function LegendItem({ swatch, children }: { swatch: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-2">
      <svg aria-hidden="true" width="24" height="14" className="shrink-0">
        {swatch}
      </svg>
      {children}
    </li>
  );
}

const lineSwatch = (
  <>
    <line x1="0" x2="24" y1="7" y2="7" className="stroke-primary" strokeWidth="2.5" />
    <circle cx="12" cy="7" r="3" className="fill-primary" />
  </>
);
const barSwatch = <rect x="6" y="1" width="12" height="12" className="fill-primary" />;
const bloodSwatch = <path d="M6 2h12l-6 10Z" className="fill-danger" />;

type ChartProps<S> = { series: S; from: string; to: string; overlay: ChartOverlay };

function overlayColumns(overlay: ChartOverlay): string[] {
  return hasOverlay(overlay) ? [OVERLAY_COLUMN] : [];
}

function overlayCells(overlay: ChartOverlay, day: string): string[] {
  return hasOverlay(overlay) ? [overlayCell(overlay, day)] : [];
}

/** Stress per day, 1 (calm) to 5 (very stressed): the day's average as a line with gaps. */
export function StressChart({ series, from, to, overlay }: ChartProps<StressSeries>) {
  const { summary } = series;
  const days = series.days.map((day) => day.day);
  return (
    <FactorCard
      heading="Stress"
      days={days}
      overlay={overlay}
      summary={`Average ${dash(summary.average)} · highest ${summary.highest ?? '—'} · ${plural(summary.daysLogged, 'day', 'days')} logged`}
      empty={
        summary.daysLogged === 0
          ? `No stress recorded ${range(from, to)}. You can note it under “More about today” when you check in.`
          : null
      }
      legend={
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-base text-muted" aria-label="Legend">
          <LegendItem swatch={lineSwatch}>Daily average, 1 calm to 5 very stressed</LegendItem>
        </ul>
      }
      table={
        <NumbersDisclosure
          label="Show the numbers for Stress"
          caption="Stress per day, 1 (calm) to 5 (very stressed)"
          columns={['Day', 'Average', 'Highest', 'Check-ins', ...overlayColumns(overlay)]}
          rows={series.days.map((day) => ({
            key: day.day,
            header: dayRowHeader(day.day),
            cells: [
              day.average === null ? 'Not recorded' : formatRating(day.average),
              day.highest === null ? '—' : `${day.highest} · ${labelOf(STRESS_LABELS, day.highest)}`,
              String(day.checkIns),
              ...overlayCells(overlay, day.day),
            ],
          }))}
        />
      }
    >
      {(width) => (
        <SeriesSvg
          days={days}
          values={series.days.map((day) => day.average)}
          scale={{ min: 1, max: 5, step: 1 }}
          kind="line"
          title={`Stress, daily average ${range(from, to)}`}
          description={`${plural(summary.daysLogged, 'day', 'days')} of ${days.length} had stress recorded, average ${dash(summary.average)} from 1 (calm) to 5 (very stressed), highest ${summary.highest}. Days without it are left as gaps.`}
          overlay={overlay}
          width={width}
        />
      )}
    </FactorCard>
  );
}

/** Last night's sleep per day: hours as bars, quality (1 very poor to 5 very good) as a line. */
export function SleepChart({ series, from, to, overlay }: ChartProps<SleepSeries>) {
  const { summary } = series;
  const days = series.days.map((day) => day.day);
  const most = Math.max(0, ...series.days.map((day) => day.hours ?? 0));
  // 0 to 10 hours, or to the longest night rounded up to an even hour: ticks every 2 hours.
  const hoursMax = Math.max(10, Math.ceil(most / 2) * 2);
  const hoursDays = series.days.filter((day) => day.hours !== null).length;
  const qualityDays = series.days.filter((day) => day.quality !== null).length;
  return (
    <FactorCard
      heading="Sleep"
      days={days}
      overlay={overlay}
      summary={`Average ${summary.averageHours === null ? '—' : hoursText(summary.averageHours)} · quality ${dash(summary.averageQuality)} · ${plural(summary.nightsLogged, 'night', 'nights')} logged`}
      empty={
        summary.nightsLogged === 0
          ? `No sleep recorded ${range(from, to)}. The day’s first check-in asks about last night’s sleep under “More about today”.`
          : null
      }
      legend={
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-base text-muted" aria-label="Legend">
          <LegendItem swatch={barSwatch}>Hours slept the night before</LegendItem>
          <LegendItem swatch={lineSwatch}>Quality, 1 very poor to 5 very good</LegendItem>
        </ul>
      }
      table={
        <NumbersDisclosure
          label="Show the numbers for Sleep"
          caption="Sleep the night before each day: hours, and quality from 1 (very poor) to 5 (very good)"
          columns={['Day', 'Hours', 'Quality', ...overlayColumns(overlay)]}
          rows={series.days.map((day) => ({
            key: day.day,
            header: dayRowHeader(day.day),
            cells: [
              day.hours === null ? 'Not recorded' : String(day.hours),
              day.quality === null
                ? '—'
                : Number.isInteger(day.quality)
                  ? `${day.quality} · ${labelOf(SLEEP_QUALITY_LABELS, day.quality)}`
                  : formatRating(day.quality),
              ...overlayCells(overlay, day.day),
            ],
          }))}
        />
      }
    >
      {(width) => (
        <>
          <SeriesSvg
            days={days}
            values={series.days.map((day) => day.hours)}
            scale={{ min: 0, max: hoursMax, step: 2 }}
            kind="bars"
            title={`Hours of sleep ${range(from, to)}`}
            description={`${plural(hoursDays, 'night', 'nights')} of ${days.length} had hours recorded, average ${summary.averageHours === null ? 'none' : hoursText(summary.averageHours)}, shortest ${summary.shortestHours === null ? 'none' : hoursText(summary.shortestHours)}. Nights without it are left empty.`}
            overlay={overlay}
            width={width}
          />
          <SeriesSvg
            days={days}
            values={series.days.map((day) => day.quality)}
            scale={{ min: 1, max: 5, step: 1 }}
            kind="line"
            title={`Sleep quality ${range(from, to)}`}
            description={`${plural(qualityDays, 'night', 'nights')} of ${days.length} had a quality recorded, average ${dash(summary.averageQuality)} from 1 (very poor) to 5 (very good). Nights without it are left as gaps.`}
            overlay={overlay}
            width={width}
          />
        </>
      )}
    </FactorCard>
  );
}

/** Bowel movements per day as bars, the days with blood seen marked, and the average Bristol type. */
export function BowelChart({ series, from, to, overlay }: ChartProps<BowelSeries>) {
  const { summary } = series;
  const days = series.days.map((day) => day.day);
  const most = Math.max(0, ...series.days.map((day) => day.count));
  const countMax = Math.max(4, most <= 6 ? most : Math.ceil(most / 2) * 2);
  const bloodDays = new Set(series.days.filter((day) => day.blood).map((day) => day.day));
  return (
    <FactorCard
      heading="Bowel movements"
      days={days}
      overlay={overlay}
      summary={`${plural(summary.total, 'movement', 'movements')} on ${plural(summary.daysLogged, 'day', 'days')} · average type ${dash(summary.averageType)} · blood seen on ${plural(summary.bloodDays, 'day', 'days')}`}
      empty={
        summary.total === 0
          ? `No bowel movements logged ${range(from, to)}. You can log one in two taps from the journal’s Bowel Movement tab.`
          : null
      }
      legend={
        <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-base text-muted" aria-label="Legend">
          <LegendItem swatch={barSwatch}>Movements per day</LegendItem>
          <LegendItem swatch={bloodSwatch}>Blood seen that day</LegendItem>
          <LegendItem swatch={lineSwatch}>Average Bristol type, 1 hard to 7 watery</LegendItem>
        </ul>
      }
      table={
        <NumbersDisclosure
          label="Show the numbers for Bowel movements"
          caption="Bowel movements per day: how many, their average Bristol type (1 hard to 7 watery), urgency and blood"
          columns={['Day', 'Movements', 'Average type', 'Urgent', 'Blood seen', ...overlayColumns(overlay)]}
          rows={series.days.map((day) => ({
            key: day.day,
            header: dayRowHeader(day.day),
            cells: [
              day.count === 0 ? 'None logged' : String(day.count),
              dash(day.averageType),
              day.count === 0 ? '—' : String(day.urgent),
              day.count === 0 ? '—' : day.blood ? 'Yes' : 'No',
              ...overlayCells(overlay, day.day),
            ],
          }))}
        />
      }
    >
      {(width) => (
        <>
          <SeriesSvg
            days={days}
            values={series.days.map((day) => (day.count === 0 ? null : day.count))}
            scale={{ min: 0, max: countMax, step: countMax <= 6 ? 1 : 2 }}
            kind="bars"
            title={`Bowel movements per day ${range(from, to)}`}
            description={`${plural(summary.total, 'movement', 'movements')} on ${plural(summary.daysLogged, 'day', 'days')} of ${days.length}, at most ${most} in a day, ${summary.urgent} urgent. Blood seen on ${plural(summary.bloodDays, 'day', 'days')}${summary.bloodDays > 0 ? `: ${[...bloodDays].map((day) => shortDayLabel(day)).join(', ')}` : ''}.`}
            overlay={overlay}
            width={width}
            extra={(geometry) => {
              const marks = geometry.bars
                .filter((bar) => bloodDays.has(bar.day))
                .map((bar) => ({ x: bar.x + bar.width / 2, y: bar.y - 2 }));
              return marks.length > 0 ? <path d={trianglesPath(marks, 8)} className="fill-danger" /> : null;
            }}
          />
          <SeriesSvg
            days={days}
            values={series.days.map((day) => day.averageType)}
            scale={{ min: 1, max: 7, step: 1 }}
            kind="line"
            title={`Average Bristol type per day ${range(from, to)}`}
            description={`Average type ${dash(summary.averageType)} over the range, from 1 (hard lumps) to 7 (watery); 3 and 4 are the usual. Days without a movement are left as gaps.`}
            overlay={overlay}
            width={width}
          />
        </>
      )}
    </FactorCard>
  );
}
