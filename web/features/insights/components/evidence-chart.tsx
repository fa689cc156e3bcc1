import { useId } from 'react';
import type { Association } from '#domain/insights/types.ts';
import { formatRating, symptomWas, windowLabel } from '#domain/insights/wording/names.ts';
import { MAX_RATING, RATING_LABELS } from '#domain/journal/public.ts';

/** The form's scale: 1 (Very Mild) to 5 (Very Severe); the bars are drawn against its top. */
const RATING_MAX = MAX_RATING;
const SCALE_WORDS = `from 1 (${RATING_LABELS[1].toLowerCase()}) to ${MAX_RATING} (${RATING_LABELS[5].toLowerCase()})`;
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

/**
 * The adjusted effect in plain words: what followed a medium portion (the engine's unit), by how
 * much on the form's scale, and that the other foods and the time of day were allowed for. Never
 * 'caused': it is what the journal shows, not why.
 */
export function effectWords(
  effect: NonNullable<Association['effect']>,
  food: string,
  symptom: string,
): string {
  const { estimate, low, high } = effect;
  const points = (value: number) => {
    const shown = formatRating(Math.abs(value));
    return `${shown} ${shown === '1.0' ? 'point' : 'points'}`;
  };
  const range = (from: number, to: number) =>
    `${formatRating(Math.abs(from))} and ${formatRating(Math.abs(to))}`;
  const allowing = 'allowing for your other foods and the time of day';
  const was = symptomWas(symptom);
  if (low >= 0)
    return `After a medium portion of ${food}, your ${symptom} ${was} rated about ${points(estimate)} higher (between ${range(low, high)}), ${allowing}.`;
  if (high <= 0)
    return `After a medium portion of ${food}, your ${symptom} ${was} rated about ${points(estimate)} lower (between ${range(high, low)}), ${allowing}.`;
  return `After a medium portion of ${food}, your ${symptom} ${was} not clearly rated higher or lower: somewhere between ${formatRating(Math.abs(low))} lower and ${formatRating(high)} higher, ${allowing}.`;
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
  const effectSentence = effect ? ` ${effectWords(effect, food, symptom)}` : '';
  const description = `Average ${symptom} rating, ${SCALE_WORDS}: ${formatRating(averages.exposed)} ${afterLabel.toLowerCase()}, ${formatRating(averages.unexposed)} at other times.${effectSentence}`;

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
        {`Average ${symptom} rating, ${SCALE_WORDS}.`}
        {effectSentence}
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
