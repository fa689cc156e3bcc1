import { useId } from 'react';
import type { Association } from '../../../../domain/insights/types.ts';
import { formatRating, windowLabel } from '../../../../domain/insights/wording/names.ts';

/** Symptom ratings run 0-5 (domain/schemas/journal-entry.ts); the bars share that scale. */
const RATING_MAX = 5;
const WIDTH = 320;
const LABEL_WIDTH = 110;
const BAR_HEIGHT = 22;
const ROW_GAP = 14;
const VALUE_WIDTH = 36;

type EvidenceChartProps = {
  association: Association;
  food: string;
  symptom: string;
};

/** 'between 0.4 and 1.2 points higher', read the way a person would say it. */
export function effectWords(effect: NonNullable<Association['effect']>): string {
  const { low, high } = effect;
  const points = (value: number) => formatRating(Math.abs(value));
  if (low >= 0) return `about ${points(low)} to ${points(high)} points higher after it`;
  if (high <= 0) return `about ${points(high)} to ${points(low)} points lower after it`;
  return `somewhere between ${points(low)} lower and ${points(high)} higher after it, so not clear yet`;
}

/**
 * Two bars: the symptom's average in the window after the food against other times. The SVG is
 * drawn for sight; its title and description, and the table after it, carry the same numbers for
 * screen readers, so nothing is only in the picture.
 */
export function EvidenceChart({ association, food, symptom }: EvidenceChartProps) {
  const titleId = useId();
  const descId = useId();
  const { averages, window, effect } = association;
  if (!averages) return null;

  const afterLabel = window ? `After ${food} (${windowLabel(window)})` : `After ${food}`;
  const rows = [
    {
      label: `After ${food}`,
      value: averages.exposed,
      count: association.checkIns.exposed,
      tone: 'fill-accent',
    },
    {
      label: 'Other times',
      value: averages.unexposed,
      count: association.checkIns.unexposed,
      tone: 'fill-primary',
    },
  ];
  const barSpace = WIDTH - LABEL_WIDTH - VALUE_WIDTH;
  const height = rows.length * (BAR_HEIGHT + ROW_GAP) - ROW_GAP;
  const description = `Average ${symptom} rating out of ${RATING_MAX}: ${formatRating(averages.exposed)} ${afterLabel.toLowerCase()}, ${formatRating(averages.unexposed)} at other times.${effect ? ` One portion goes with ${effectWords(effect)}.` : ''}`;

  return (
    <figure className="mt-4 flex flex-col gap-2">
      <svg
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="h-auto w-full max-w-md"
      >
        <title id={titleId}>{`${symptom} after ${food} and at other times`}</title>
        <desc id={descId}>{description}</desc>
        {rows.map((row, index) => {
          const y = index * (BAR_HEIGHT + ROW_GAP);
          const barWidth = Math.max(2, (Math.min(row.value, RATING_MAX) / RATING_MAX) * barSpace);
          return (
            <g key={row.label}>
              <text x={0} y={y + BAR_HEIGHT / 2} dominantBaseline="middle" className="fill-ink text-[13px]">
                {row.label}
              </text>
              <rect
                x={LABEL_WIDTH}
                y={y}
                width={barSpace}
                height={BAR_HEIGHT}
                rx={6}
                className="fill-surface-muted"
              />
              <rect x={LABEL_WIDTH} y={y} width={barWidth} height={BAR_HEIGHT} rx={6} className={row.tone} />
              <text
                x={WIDTH}
                y={y + BAR_HEIGHT / 2}
                dominantBaseline="middle"
                textAnchor="end"
                className="fill-ink text-[13px] font-semibold"
              >
                {formatRating(row.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="text-base text-muted">
        {`Average ${symptom} rating, 0-${RATING_MAX}.`}
        {effect ? ` One portion goes with ${effectWords(effect)}.` : ''}
      </figcaption>
      {/* The wrapper is what hides it: a table grows to its content whatever width it is given, and
          would widen the page on a phone. */}
      <div className="sr-only">
        <table>
          <caption>{`${symptom} ratings behind this pattern`}</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Average rating</th>
              <th scope="col">Check-ins</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={row.label}>
                <th scope="row">{index === 0 ? afterLabel : row.label}</th>
                <td>{formatRating(row.value)}</td>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
