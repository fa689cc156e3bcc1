import { useId, useState } from 'react';
import type { ExperimentDay, ExperimentFood } from '#domain/experiments/experiment-schema.ts';
import { dayRuleText, experimentFoodNoun, PHASE_LABELS, planDayLabel } from '#domain/experiments/wording.ts';
import { capitalise, symptomLabel } from '#domain/insights/public.ts';
import { formatNumber } from '#web/lib/format.ts';

const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 8, bottom: 34, left: 28 };
const RATING_MAX = 5;

const rating = (value: number | null) =>
  value === null
    ? 'No check-in'
    : formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function ateText(day: ExperimentDay, food: ExperimentFood): string {
  if (day.hadFood) return `Yes (${experimentFoodNoun(food)} logged)`;
  return day.mealsLogged ? 'No' : 'No meals logged';
}

type ExperimentChartProps = { food: ExperimentFood; symptom: string; days: readonly ExperimentDay[] };

/**
 * One symptom across the experiment's days: phases as shaded bands, the day's average rating as a
 * line that breaks at days without a check-in, and a mark under each day the food was logged. The
 * SVG's title and description, and the table in the disclosure, say everything the picture shows.
 */
export function ExperimentChart({ food, symptom, days }: ExperimentChartProps) {
  const titleId = useId();
  const descId = useId();
  const captionId = useId();
  const [open, setOpen] = useState(false);
  const label = symptomLabel(symptom);
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const step = plotWidth / Math.max(1, days.length);
  const x = (index: number) => MARGIN.left + step * (index + 0.5);
  const y = (value: number) => MARGIN.top + plotHeight * (1 - value / RATING_MAX);
  const segments: { index: number; value: number }[][] = [];
  days.forEach((day, index) => {
    const value = day.ratings[symptom] ?? null;
    if (value === null) {
      if ((segments.at(-1)?.length ?? 0) > 0) segments.push([]);
      return;
    }
    if (segments.length === 0) segments.push([]);
    segments.at(-1)?.push({ index, value });
  });
  const rated = days.filter((day) => (day.ratings[symptom] ?? null) !== null).length;
  const foodDays = days.filter((day) => day.hadFood).length;
  const description = `${days.length} days; ${rated} with a check-in rating ${label.toLowerCase()}; ${experimentFoodNoun(food)} logged on ${foodDays} of them. The table below the chart lists every day.`;
  const bandClass: Record<ExperimentDay['phase'], string> = {
    baseline: 'fill-transparent',
    avoid: 'fill-surface-muted',
    reintroduce: 'fill-accent-soft',
    washout: 'fill-primary-soft',
  };

  return (
    <div className="flex flex-col gap-2">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="block h-auto w-full"
      >
        <title id={titleId}>{`${label} across the experiment, day by day`}</title>
        <desc id={descId}>{description}</desc>
        {days.map((day, index) => (
          <rect
            key={day.date}
            x={MARGIN.left + step * index}
            y={MARGIN.top}
            width={step}
            height={plotHeight}
            className={bandClass[day.phase]}
          />
        ))}
        {[0, 1, 2, 3, 4, 5].map((tick) => (
          <g key={tick}>
            <line
              x1={MARGIN.left}
              x2={WIDTH - MARGIN.right}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-line"
              strokeWidth={1}
            />
            {tick % 5 === 0 ? (
              <text
                x={MARGIN.left - 8}
                y={y(tick)}
                textAnchor="end"
                dominantBaseline="middle"
                className="fill-muted text-[16px]"
              >
                {tick}
              </text>
            ) : null}
          </g>
        ))}
        {segments.map((segment) => (
          <g key={`line-${segment[0]?.index}`}>
            <polyline
              points={segment.map((point) => `${x(point.index)},${y(point.value)}`).join(' ')}
              fill="none"
              className="stroke-primary"
              strokeWidth={3}
              strokeLinejoin="round"
            />
            {segment.map((point) => (
              <circle
                key={point.index}
                cx={x(point.index)}
                cy={y(point.value)}
                r={4}
                className="fill-primary"
              />
            ))}
          </g>
        ))}
        {days.map((day, index) =>
          day.hadFood || day.food === 'eat' ? (
            <path
              key={`food-${day.date}`}
              d={`M ${x(index)} ${HEIGHT - MARGIN.bottom + 6} l 7 12 l -14 0 z`}
              className={day.hadFood ? 'fill-danger' : 'fill-none stroke-danger'}
              strokeWidth={2}
            />
          ) : null,
        )}
        <text x={MARGIN.left} y={HEIGHT - 2} className="fill-muted text-[16px]">
          Day 1
        </text>
        <text x={WIDTH - MARGIN.right} y={HEIGHT - 2} textAnchor="end" className="fill-muted text-[16px]">
          Day {days.length}
        </text>
      </svg>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-base text-muted" aria-label="Legend">
        <li className="flex items-center gap-2">
          <svg aria-hidden="true" width="24" height="10" className="shrink-0">
            <line x1="0" x2="24" y1="5" y2="5" className="stroke-primary" strokeWidth="3" />
          </svg>
          Daily average rating (0 to 5)
        </li>
        <li className="flex items-center gap-2">
          <svg aria-hidden="true" width="14" height="12" className="shrink-0">
            <path d="M 7 0 l 7 12 l -14 0 z" className="fill-danger" />
          </svg>
          {capitalise(experimentFoodNoun(food))} logged
        </li>
        <li className="flex items-center gap-2">
          <svg aria-hidden="true" width="14" height="12" className="shrink-0">
            <path d="M 7 1 l 6 10 l -12 0 z" className="fill-none stroke-danger" strokeWidth="2" />
          </svg>
          Planned, not logged
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-sm bg-surface-muted ring-1 ring-line"
          />
          Break
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-sm bg-accent-soft ring-1 ring-line"
          />
          Reintroduction
        </li>
        <li className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-sm bg-primary-soft ring-1 ring-line"
          />
          Settling days
        </li>
      </ul>
      <details
        className="rounded-xl border border-line"
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className="flex min-h-11 cursor-pointer items-center rounded-xl px-4 py-2 font-semibold text-primary hover:bg-surface-muted">
          Show the numbers for {label}
        </summary>
        {open ? (
          <section
            aria-labelledby={captionId}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable so a keyboard can scroll it (WCAG 2.1.1).
            tabIndex={0}
            className="max-h-96 overflow-auto px-4 pb-4"
          >
            <table className="w-full border-collapse text-left text-base">
              <caption id={captionId} className="py-2 text-left text-muted">
                {label}, day by day
              </caption>
              <thead>
                <tr className="border-b border-line">
                  {['Day', 'Phase', 'Plan', `Had ${experimentFoodNoun(food)}`, label].map((column) => (
                    <th key={column} scope="col" className="px-2 py-1.5 font-semibold whitespace-nowrap">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((day, index) => (
                  <tr key={day.date} className="border-b border-line last:border-0">
                    <th scope="row" className="px-2 py-1.5 font-normal whitespace-nowrap">
                      {index + 1}, {planDayLabel(day.date)}
                    </th>
                    <td className="px-2 py-1.5">{PHASE_LABELS[day.phase]}</td>
                    <td className="px-2 py-1.5">{dayRuleText(day, food)}</td>
                    <td className="px-2 py-1.5">{ateText(day, food)}</td>
                    <td className="px-2 py-1.5 tabular-nums">{rating(day.ratings[symptom] ?? null)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
      </details>
    </div>
  );
}
