import { CircleAlert, NotebookPen, RotateCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

export const LOAD_FAILED_TITLE = 'Unable to Load Your Insights';
export const TOO_MANY_FAILURES_MESSAGE = 'Too many failed attempts. Please try again later.';

export function InsightsLoading() {
  return (
    <div role="status" className="flex flex-col items-center gap-3 py-20 text-center">
      <Spinner />
      <p className="text-xl font-semibold">Analyzing Your Wellness Journey</p>
      <p className="text-base text-muted">Reading your meals and check-ins for patterns...</p>
    </div>
  );
}

type InsightsErrorProps = {
  message: string;
  /** Absent once the failure limit is reached: the only way on is later. */
  onRetry?: () => void;
  retrying?: boolean;
};

/** The spec's error view; the toast says the same, this stays on the page with the way out. */
export function InsightsError({ message, onRetry, retrying = false }: InsightsErrorProps) {
  return (
    <section
      aria-labelledby="insights-error-title"
      className="flex flex-col items-start gap-4 rounded-2xl border border-danger bg-danger-soft p-6 sm:p-8"
    >
      <h2 id="insights-error-title" className="flex items-start gap-3 text-2xl font-bold text-danger">
        <CircleAlert aria-hidden="true" className="mt-1 size-6 shrink-0" />
        {LOAD_FAILED_TITLE}
      </h2>
      <p role="alert" className="text-lg text-ink">
        {message}
      </p>
      {onRetry ? (
        // aria-disabled, not disabled: a retry that fails again keeps the keyboard focus here.
        <Button onClick={() => !retrying && onRetry()} aria-disabled={retrying} aria-busy={retrying}>
          <RotateCw aria-hidden="true" className={`size-5 ${retrying ? 'animate-spin' : ''}`} />
          Try Again
        </Button>
      ) : null}
    </section>
  );
}

/** An empty journal is the start of the road, not a failure: say so and point to the first step. */
export function NoEntriesCard({ message }: { message: string }) {
  return (
    <section
      aria-labelledby="insights-no-entries-title"
      className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-6 py-12 text-center"
    >
      <NotebookPen aria-hidden="true" className="size-12 text-primary" />
      <h2 id="insights-no-entries-title" className="text-2xl font-bold">
        Your insights start with your first entry
      </h2>
      <p className="max-w-md text-lg text-muted">{message}</p>
      <ButtonLink to="/app/journal/log" size="lg">
        Log a meal or symptom
      </ButtonLink>
    </section>
  );
}
