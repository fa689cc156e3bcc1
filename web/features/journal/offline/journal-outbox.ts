import { Outbox } from './outbox.ts';
import { sendChange } from './send-change.ts';

type LockManagerLike = { request<T>(name: string, work: () => Promise<T>): Promise<T> };

// Two tabs of Tend replay one after the other, not together: each would otherwise send the same
// change (harmless for a create, whose id decides, but twice the requests).
const locks = (globalThis.navigator as (Navigator & { locks?: LockManagerLike }) | undefined)?.locks;

/** The app's one queue of journal changes (IndexedDB 'tend-journal-outbox'). */
export const journalOutbox = new Outbox({
  send: sendChange,
  ...(locks ? { withLock: <T>(work: () => Promise<T>) => locks.request('tend-journal-outbox', work) } : {}),
});
