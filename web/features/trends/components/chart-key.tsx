import { useId } from 'react';
import { plural } from '#domain/insights/public.ts';
import type { TrendFactors } from '#domain/trends/factors.ts';
import { inlineLink } from '#web/components/ui/layout-styles.ts';
import { longDayLabel, shortDayLabel } from '#web/lib/format.ts';

/**
 * What every chart below carries besides its own numbers: the medication changes of the range
 * (a dashed line with its label beside it, or its number where labels do not fit) and the period
 * days (shaded). Listed here in words once, with their dates, so nothing is said by colour or
 * position alone. Shown only when there is something to mark, or periods are tracked.
 */
export function ChartKey({ factors, from, to }: { factors: TrendFactors; from: string; to: string }) {
  const headingId = useId();
  const changes = factors.medicationChanges;
  const periods = factors.periods;
  if (changes.length === 0 && periods === null) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-2xl font-bold">
        Marked on every chart
      </h2>
      <div className="mt-3 flex flex-col gap-4 text-lg">
        {changes.length > 0 ? (
          <div>
            <p className="flex items-center gap-2 font-semibold">
              <svg aria-hidden="true" width="14" height="22" className="shrink-0">
                <line
                  x1="7"
                  x2="7"
                  y1="0"
                  y2="22"
                  className="stroke-ink"
                  strokeWidth="1.5"
                  strokeDasharray="4 3"
                />
              </svg>
              Medication changes, a dashed line on their day
            </p>
            <ul aria-label="Medication changes in these days" className="mt-2 flex flex-col gap-1">
              {changes.map((change) => (
                <li key={`${change.date}-${change.text}`}>
                  <time dateTime={change.date} title={longDayLabel(change.date)} className="text-muted">
                    {shortDayLabel(change.date)}:
                  </time>{' '}
                  {change.text}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="text-muted">
            No medication changes recorded from {shortDayLabel(from)} to {shortDayLabel(to)}. You can record
            one in your{' '}
            <a href="/app/profile" className={inlineLink}>
              profile
            </a>
            .
          </p>
        )}
        {periods === null ? null : (
          <p className="flex items-center gap-2">
            <svg aria-hidden="true" width="14" height="22" className="shrink-0">
              <rect x="0" y="0" width="14" height="22" className="fill-danger-soft stroke-line" />
            </svg>
            {periods.days.length === 0
              ? `No period days recorded from ${shortDayLabel(from)} to ${shortDayLabel(to)}.`
              : `${plural(periods.days.length, 'period day', 'period days')}, shaded: ${periods.bands
                  .map((band) =>
                    band.from === band.to
                      ? shortDayLabel(band.from)
                      : `${shortDayLabel(band.from)} to ${shortDayLabel(band.to)}`,
                  )
                  .join(', ')}.`}
          </p>
        )}
      </div>
    </section>
  );
}
