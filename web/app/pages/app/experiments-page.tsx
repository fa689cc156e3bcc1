import { useSearchParams } from 'react-router';
import { EXPERIMENT_FOODS, type ExperimentFood } from '#domain/experiments/experiment-schema.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useCurrentExperiment, useExperiments } from '#web/features/experiments/api/experiments-api.ts';
import { CurrentExperiment } from '#web/features/experiments/components/current-experiment.tsx';
import { PastExperiments } from '#web/features/experiments/components/past-experiments.tsx';
import { StartExperiment } from '#web/features/experiments/components/start-experiment.tsx';
import { useProfile } from '#web/features/profile/api/profile-query.ts';
import { useSession } from '#web/features/session/api/session-query.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

function chosenFood(value: string | null): ExperimentFood | undefined {
  return EXPERIMENT_FOODS.find((food) => food === value);
}

/**
 * /app/experiments: the experiment under way with today's step and its result so far,
 * or the form to start one (?food= preselects the food "Test this" came from); past experiments.
 */
export function ExperimentsPage() {
  useDocumentTitle('Experiments');
  const { data: user } = useSession();
  const profile = useProfile();
  const current = useCurrentExperiment();
  const all = useExperiments();
  const [params, setParams] = useSearchParams();
  const timeZone = user?.timezone ?? 'UTC';
  const past = (all.data ?? []).filter(
    (experiment) => experiment.state === 'stopped' || experiment.state === 'finished',
  );
  const loading = current.isPending || profile.isPending;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <header>
        <h1 className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl">Experiments</h1>
        <p className="mt-2 text-lg text-muted">
          Find out for sure: a guided break from one food, then its return in planned portions.
        </p>
      </header>
      {loading ? (
        <p role="status" className="flex items-center gap-3 text-lg">
          <Spinner />
          Loading your experiments...
        </p>
      ) : current.isError ? (
        <p role="alert" className="text-lg">
          Your experiments could not be loaded. Please try again.
        </p>
      ) : current.data ? (
        <CurrentExperiment experiment={current.data} timeZone={timeZone} />
      ) : (
        <section className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6">
          <StartExperiment
            profileSymptoms={profile.data?.symptoms ?? []}
            timeZone={timeZone}
            initialFood={chosenFood(params.get('food'))}
            onStarted={() => {
              setParams({}, { replace: true });
              window.scrollTo({ top: 0 });
            }}
          />
        </section>
      )}
      {all.data ? <PastExperiments experiments={past} /> : null}
    </div>
  );
}
