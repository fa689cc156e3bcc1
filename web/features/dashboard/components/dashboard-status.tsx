import { CircleAlert, CloudOff, RotateCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatTime } from '#web/lib/format.ts';

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

/**
 * Today could not be read (offline): the dashboard shows the copy this device kept, and says so,
 * with when it was read and what waits to be sent. 'Try Again' reloads, as in the error state.
 */
export function OfflineCopyNotice({
  readAt,
  timeZone,
  waiting,
}: {
  readAt: string;
  timeZone: string;
  waiting: number;
}) {
  const waitingText =
    waiting > 0
      ? ` ${waiting} ${waiting === 1 ? 'entry is' : 'entries are'} waiting on this device and will be sent when the connection is back.`
      : '';
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface-muted p-5 sm:flex-row sm:items-center sm:justify-between">
      <p role="status" className="flex items-start gap-3 text-base">
        <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          {navigator.onLine ? 'Tend cannot be reached right now.' : 'You are offline.'} This is today as this
          device last saw it, at {formatTime(readAt, timeZone)}.{waitingText}
        </span>
      </p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden="true" className="size-5" />
        Try Again
      </Button>
    </div>
  );
}
