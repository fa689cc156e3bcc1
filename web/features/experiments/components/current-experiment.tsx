import { useRef, useState } from 'react';
import { todayKey } from '#domain/common/day-boundaries.ts';
import type { ExperimentDto } from '#domain/experiments/experiment-schema.ts';
import { EXTENSION_OFFER, extensionOffer } from '#domain/experiments/extension.ts';
import { todayInPlan } from '#domain/experiments/schedule.ts';
import {
  experimentTitle,
  phaseExplanation,
  planDayLabel,
  STATE_LABELS,
  todayHeadline,
} from '#domain/experiments/wording.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { type ExperimentAction, useExperimentAction } from '../api/experiments-api.ts';
import { ExperimentResult } from './experiment-result.tsx';
import { PlanDays } from './plan-days.tsx';

const announcements: Record<ExperimentAction, string> = {
  pause:
    'The experiment is paused. Eat as you like meanwhile; the plan picks up where it left off when you resume.',
  resume: 'The experiment is back under way.',
  stop: 'The experiment is stopped. Its result so far is kept below.',
  extend: 'The plan is extended with a few more days of portions.',
};

/** The experiment under way or paused: today's step, pause, resume, stop, extend, the plan and the result so far. */
export function CurrentExperiment({ experiment, timeZone }: { experiment: ExperimentDto; timeZone: string }) {
  const act = useExperimentAction();
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [confirmStop, setConfirmStop] = useState(false);
  const keepGoing = useRef<HTMLButtonElement>(null);
  const today = todayKey(new Date(), timeZone);
  const place = todayInPlan(experiment.schedule, today);
  const paused = experiment.state === 'paused';
  const extension = extensionOffer(experiment, today);

  const run = async (action: ExperimentAction) => {
    setError('');
    try {
      await act.mutateAsync({ id: experiment.id, action });
      setStatus(announcements[action]);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That did not work. Please try again.');
    }
  };

  return (
    <section
      aria-labelledby="current-experiment"
      className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="current-experiment" className="text-2xl font-bold">
          {experimentTitle(experiment.food)}
        </h2>
        <p className="text-muted">
          {STATE_LABELS[experiment.state]} · {planDayLabel(experiment.schedule.start)} to{' '}
          {planDayLabel(experiment.schedule.end)}
        </p>
      </div>
      {paused ? (
        <p className="rounded-xl bg-surface-muted p-4 text-lg">
          Paused since {planDayLabel(experiment.pausedSince ?? today)}. Eat as you like meanwhile; when you
          resume, the plan picks up with the day it paused on.
        </p>
      ) : (
        <div className="rounded-xl bg-primary-soft p-4">
          <p className="text-xl font-bold">{todayHeadline(place, experiment.food)}</p>
          {place.kind === 'day' ? (
            <p className="mt-1">{phaseExplanation(place.day, experiment.food)}</p>
          ) : null}
        </div>
      )}
      <p role="status" className="text-success empty:hidden">
        {status}
      </p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      {extension ? (
        <p id="extension-offer" className="text-muted">
          {EXTENSION_OFFER[extension]}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {paused ? (
          <Button onClick={() => run('resume')} disabled={act.isPending}>
            Resume
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => run('pause')} disabled={act.isPending}>
            Pause
          </Button>
        )}
        {extension ? (
          <Button
            variant="secondary"
            aria-describedby="extension-offer"
            onClick={() => run('extend')}
            disabled={act.isPending}
          >
            Extend the plan
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setConfirmStop(true)} disabled={act.isPending}>
          Stop the experiment
        </Button>
      </div>
      <Dialog
        open={confirmStop}
        onClose={() => setConfirmStop(false)}
        title="Stop this experiment?"
        description="What the days so far show is kept as a partial result. You can start another one afterwards."
        initialFocusRef={keepGoing}
      >
        <div className="flex flex-wrap gap-3">
          <Button ref={keepGoing} variant="secondary" onClick={() => setConfirmStop(false)}>
            Keep going
          </Button>
          <Button
            variant="danger"
            onClick={async () => {
              setConfirmStop(false);
              await run('stop');
            }}
          >
            Stop it
          </Button>
        </div>
      </Dialog>
      <details className="rounded-xl border border-line">
        <summary className="flex min-h-11 cursor-pointer items-center rounded-xl px-4 py-2 font-semibold text-primary hover:bg-surface-muted">
          The whole plan, day by day
        </summary>
        <div className="p-4">
          <PlanDays food={experiment.food} days={experiment.schedule.days} today={today} />
        </div>
      </details>
      {experiment.days.length > 0 ? <ExperimentResult experiment={experiment} headingLevel="h3" /> : null}
    </section>
  );
}
