import { useState } from 'react';
import type { ExperimentDto } from '#domain/experiments/experiment-schema.ts';
import { experimentStatusLine, experimentTitle, planDayLabel } from '#domain/experiments/wording.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useDeleteExperiment } from '../api/experiments-api.ts';
import { ExperimentResult } from './experiment-result.tsx';

/** Ended experiments, newest first, each with its kept result behind a disclosure. */
export function PastExperiments({ experiments }: { experiments: readonly ExperimentDto[] }) {
  const remove = useDeleteExperiment();
  const [status, setStatus] = useState('');
  return (
    <section aria-labelledby="past-experiments" className="flex flex-col gap-4">
      <h2 id="past-experiments" className="text-2xl font-bold">
        Past experiments
      </h2>
      <p role="status" className="empty:hidden">
        {status}
      </p>
      {experiments.length === 0 ? (
        <p className="text-muted">
          None yet. A finished or stopped experiment stays listed here with its result.
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {experiments.map((experiment) => (
            <li key={experiment.id}>
              <details className="rounded-2xl border border-line bg-surface">
                <summary className="flex min-h-11 cursor-pointer flex-wrap items-baseline gap-x-3 rounded-2xl px-4 py-3 hover:bg-surface-muted">
                  <span className="text-lg font-bold">{experimentTitle(experiment.food)}</span>
                  <span className="text-muted">
                    {experimentStatusLine(
                      { ...experiment.schedule, state: experiment.state, endedOn: experiment.endedOn },
                      planDayLabel,
                    )}
                  </span>
                </summary>
                <div className="flex flex-col gap-4 p-4">
                  <ExperimentResult experiment={experiment} headingLevel="h3" />
                  <div>
                    <Button
                      variant="secondary"
                      disabled={remove.isPending}
                      onClick={async () => {
                        await remove.mutateAsync(experiment.id);
                        setStatus(`The ${experimentTitle(experiment.food).toLowerCase()} is deleted.`);
                      }}
                    >
                      Delete this experiment
                    </Button>
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
