import { useEffect } from 'react';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';

export const HISTORY_LOAD_FAILED_MESSAGE = 'There was a problem loading your journal entries.';

/** A failed read of the history, said in a toast whenever it happens (the page may still show older data). */
export function useHistoryLoadFailedToast(error: Error | null) {
  useEffect(() => {
    if (error) toast.error('Error', { description: error.message || HISTORY_LOAD_FAILED_MESSAGE });
  }, [error]);
}

/** In place of the days when none could be read: what went wrong and a way to try again. */
export function HistoryLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-2xl border border-danger bg-danger-soft p-5">
      <p className="font-medium text-danger">{HISTORY_LOAD_FAILED_MESSAGE}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
