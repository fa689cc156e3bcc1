// Due reminders are sent in batches. graphile-worker hands each job to a handler of its own; at
// the top of a busy minute that was a transaction per reminder (begin, a locking read, a write,
// commit, each planned anew) and a queue notification per next job, and the database's share of
// the burst was the largest. The batcher gathers the reminders whose jobs are running at once
// into one transaction of a few statements, whatever their number (docs/performance.md,
// "Reminders"). Each job still ends on its own: done when its batch committed, failed (and retried
// by the queue, alone or in a later batch) when its batch or its own reminder failed.

/** Reminders sent in one transaction at most. */
export const DUE_BATCH_SIZE = 25;

type Waiting = { id: string; resolve: () => void; reject: (error: unknown) => void };

/**
 * Runs `send` on batches of at most `size` ids, `batches` at once. An id added while every batch
 * is running waits for the next one, so that under a burst batches fill up instead of each job
 * taking a transaction of its own; a lone id goes out on the next turn of the event loop.
 * `send` answers the ids that failed on their own (the others in its batch succeed).
 */
export function createDueBatcher(
  send: (ids: string[]) => Promise<Map<string, unknown>>,
  { size, batches }: { size: number; batches: number },
) {
  const waiting: Waiting[] = [];
  let running = 0;
  let scheduled = false;

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(pump);
  }

  function pump() {
    scheduled = false;
    while (running < batches && waiting.length > 0) {
      const batch = waiting.splice(0, size);
      running += 1;
      void run(batch).finally(() => {
        running -= 1;
        if (waiting.length > 0) schedule();
      });
    }
  }

  async function run(batch: Waiting[]) {
    try {
      const failures = await send(batch.map((each) => each.id));
      for (const each of batch) {
        if (failures.has(each.id)) each.reject(failures.get(each.id));
        else each.resolve();
      }
    } catch (error) {
      for (const each of batch) each.reject(error);
    }
  }

  return {
    /** Resolves once the reminder's batch committed; rejects when it or its batch failed. */
    add(id: string): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        waiting.push({ id, resolve, reject });
        schedule();
      });
    },
  };
}
