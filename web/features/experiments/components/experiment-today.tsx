import { FlaskConical } from 'lucide-react';
import { Link } from 'react-router';
import { todayKey } from '#domain/common/day-boundaries.ts';
import { todayInPlan } from '#domain/experiments/schedule.ts';
import { checkInAdvice, experimentTitle, todayHeadline } from '#domain/experiments/wording.ts';
import { inlineLink } from '#web/components/ui/layout-styles.ts';
import { useCurrentExperiment } from '../api/experiments-api.ts';

type ExperimentTodayProps = {
  timeZone: string;
  /** Check-ins logged today (the dashboard's own count, so it follows a new one at once). */
  checkInsToday: number;
};

/**
 * The dashboard's line about an experiment under way: what today asks ("Day 9 of 33: no dairy
 * today") and what is still needed (a check-in each day). Nothing when there is no experiment.
 */
export function ExperimentToday({ timeZone, checkInsToday }: ExperimentTodayProps) {
  const current = useCurrentExperiment();
  const experiment = current.data;
  if (!experiment) return null;
  const place = todayInPlan(experiment.schedule, todayKey(new Date(), timeZone));
  return (
    <section
      aria-labelledby="experiment-today"
      className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id="experiment-today" className="flex items-center gap-2 text-lg font-semibold text-muted">
        <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
        {experimentTitle(experiment.food)}
        {experiment.state === 'paused' ? ' (paused)' : ''}
      </h2>
      {experiment.state === 'paused' ? (
        <p className="text-xl font-bold">Paused. Eat as you like until you resume it.</p>
      ) : (
        <>
          <p className="text-xl font-bold">{todayHeadline(place, experiment.food)}</p>
          {place.kind === 'day' ? <p>{checkInAdvice(place.day, checkInsToday)}</p> : null}
        </>
      )}
      <p>
        <Link to="/app/experiments" className={`inline-flex min-h-11 items-center ${inlineLink}`}>
          See the plan and the result so far
        </Link>
      </p>
    </section>
  );
}
