import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { journalOutbox } from './journal-outbox.ts';
import type { JournalChange, QueuedChange } from './outbox-changes.ts';

export const REPLAY_REFUSED_MESSAGE = 'A change kept on this device was not accepted.';

/** The hook end-to-end tests drive the queue with (200 changes are too slow through the forms). */
type OutboxTestHook = {
  enqueue: (change: JournalChange) => Promise<void>;
  pending: () => readonly QueuedChange[];
};

/**
 * Runs the signed-in person's queue: chooses whose changes are shown and sent, replays them now,
 * on every `online` event and after the queue's own backoff, refreshes the journal's queries once
 * changes reach the server, and says so when the server refuses one that nobody is waiting on.
 */
export function useOutboxSync(userId: string | undefined): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    journalOutbox
      .setUser(userId)
      .then(() => {
        if (!cancelled) void journalOutbox.replay();
      })
      // Without IndexedDB nothing can be waiting; saves are then sent straight away (Outbox.submit).
      .catch((error: unknown) => console.error('The offline queue could not be opened', error));
    return () => {
      cancelled = true;
    };
  }, [userId]);

  useEffect(() => {
    const replay = () => void journalOutbox.replay();
    const backOnline = () => void journalOutbox.replay({ ignoreBackoff: true });
    // Another tab may have queued or sent changes while this one was hidden.
    const refresh = () => {
      if (document.visibilityState === 'visible') {
        journalOutbox
          .refresh()
          .then(replay)
          .catch(() => undefined);
      }
    };
    window.addEventListener('online', backOnline);
    document.addEventListener('visibilitychange', refresh);
    let refetch: ReturnType<typeof setTimeout> | undefined;
    const offSent = journalOutbox.onSent(() => {
      // Once per burst: a replay of many changes refreshes the journal once, not once per change.
      clearTimeout(refetch);
      refetch = setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['journal'] }), 200);
    });
    const offRefused = journalOutbox.onRefused(({ refusal }) => {
      toast.error(REPLAY_REFUSED_MESSAGE, { description: refusal.detail });
    });
    const hook: OutboxTestHook = {
      enqueue: (change) => journalOutbox.enqueue(change),
      pending: () => journalOutbox.pending(),
    };
    Object.assign(window, { tendOutbox: hook });
    return () => {
      window.removeEventListener('online', backOnline);
      document.removeEventListener('visibilitychange', refresh);
      clearTimeout(refetch);
      offSent();
      offRefused();
    };
  }, [queryClient]);
}

/** The signed-in person's changes still waiting to be sent, in the order they were made. */
export function usePendingChanges(): readonly QueuedChange[] {
  return useSyncExternalStore(
    (listener) => journalOutbox.subscribe(listener),
    () => journalOutbox.pending(),
  );
}
