import { Sparkles, TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { foodNoun, formatRating, symptomLabel, symptomNoun } from '#domain/insights/public.ts';
import type { TrendsResponse } from '#domain/trends/public.ts';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { longDayLabel, weekdayLabel } from '#web/lib/format.ts';

const card = 'rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6';

/** The dashboard's last 7 days: logged or not, and each symptom's daily average. */
export function WeekStrip({ week, failed }: { week: TrendsResponse | undefined; failed: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={card}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold">
          Your week
        </h2>
        <ButtonLink to="/app/trends" variant="secondary">
          <TrendingUp aria-hidden="true" className="size-5" />
          See your trends
        </ButtonLink>
      </div>
      {week === undefined && failed ? (
        <p className="mt-4 text-base text-muted">Your week could not be loaded just now.</p>
      ) : week === undefined ? (
        <p role="status" className="mt-4 flex items-center gap-3 text-base text-muted">
          <Spinner className="size-5" />
          Loading your week...
        </p>
      ) : (
        <table className="mt-4 w-full table-fixed border-collapse text-center text-base">
          <caption className="sr-only">
            The last 7 days: whether anything was logged, and each symptom's average rating from 0 to 5
          </caption>
          <thead>
            <tr>
              <td className="w-24 sm:w-32" />
              {week.days.map((day) => (
                <th key={day} scope="col" className="px-0.5 pb-2 text-sm font-semibold text-muted">
                  <abbr title={longDayLabel(day)} className="no-underline">
                    {day === week.today ? 'Today' : weekdayLabel(day)}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="border-t border-line">
              <th scope="row" className="py-2 pr-2 text-left text-sm font-semibold">
                Logged
              </th>
              {week.completeness.map((day) => {
                const logged = day.meals + day.checkIns > 0;
                return (
                  <td key={day.day} className="py-2">
                    <span
                      aria-hidden="true"
                      className={`mx-auto grid size-6 place-items-center rounded-md text-xs font-bold ${
                        day.goalMet
                          ? 'bg-primary text-primary-ink'
                          : logged
                            ? 'border border-primary bg-primary-soft text-primary'
                            : 'border border-line bg-surface-muted'
                      }`}
                    >
                      {day.goalMet ? '✓' : ''}
                    </span>
                    <span className="sr-only">
                      {day.goalMet ? 'Daily goal met' : logged ? 'Some entries' : 'Nothing logged'}
                    </span>
                  </td>
                );
              })}
            </tr>
            {week.symptoms.map((series) => (
              <tr key={series.symptom} className="border-t border-line">
                <th scope="row" className="py-2 pr-2 text-left text-sm font-semibold break-words">
                  {symptomLabel(series.symptom)}
                </th>
                {series.days.map((day) => (
                  <td
                    key={day.day}
                    className={`py-2 text-sm tabular-nums ${day.average !== null && day.average >= 4 ? 'font-bold text-danger' : ''}`}
                  >
                    {day.average === null ? (
                      <>
                        <span aria-hidden="true" className="text-muted">
                          –
                        </span>
                        <span className="sr-only">No check-in</span>
                      </>
                    ) : (
                      formatRating(day.average)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The strongest reported pattern, or the pair the engine watches most closely. */
export function PatternGlance({ week }: { week: TrendsResponse | undefined }) {
  const headingId = useId();
  const pattern = week?.patterns[0];
  const watching = week?.watching;
  if (!pattern && !watching) return null;
  return (
    <section aria-labelledby={headingId} className={card}>
      <h2 id={headingId} className="flex items-center gap-2 text-2xl font-bold">
        <Sparkles aria-hidden="true" className="size-6 text-primary" />
        {pattern ? 'Strongest pattern' : 'Being watched'}
      </h2>
      {pattern ? (
        <>
          <p className="mt-3 text-lg font-semibold">{pattern.title}</p>
          <p className="mt-1 text-base">{pattern.description}</p>
        </>
      ) : watching ? (
        <>
          <p className="mt-3 text-lg font-semibold">
            {`${foodNoun(watching.trigger).replace(/^./, (first) => first.toUpperCase())} and your ${symptomNoun(watching.symptom)}`}
          </p>
          <p className="mt-1 text-base">{watching.evidence}</p>
        </>
      ) : null}
      <div className="mt-4">
        <ButtonLink to="/app/insights" variant="secondary">
          Open Insights
        </ButtonLink>
      </div>
    </section>
  );
}
