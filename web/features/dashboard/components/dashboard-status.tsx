import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

export function DashboardLoading() {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-20 text-lg font-semibold">
      <Spinner />
      Loading your dashboard...
    </div>
  );
}

/** The spec's error state; 'Try Again' reloads the page, the most thorough retry there is. */
export function DashboardError() {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-danger bg-danger-soft p-6 sm:p-8">
      <p role="alert" className="flex items-start gap-3 text-lg font-semibold text-danger">
        <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0" />
        Failed to load data. Please try again.
      </p>
      <Button onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" className="size-5" />
        Try Again
      </Button>
    </div>
  );
}
