// The journal's offline queue: every create, edit and delete is written to IndexedDB first, then
// sent. What the network or the server could not take yet stays there, across reloads and closed
// tabs, and is replayed on start, on the browser's `online` event and after a backoff. The design,
// and why a replay can neither lose nor duplicate an entry, is in docs/decisions/013-offline-queue.md.

import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import {
  afterSentCreate,
  backoffDelay,
  entryIdOf,
  foldChange,
  type JournalChange,
  type QueuedChange,
  type SendResult,
} from './outbox-changes.ts';

interface OutboxSchema extends DBSchema {
  changes: { key: string; value: QueuedChange; indexes: { byUser: string } };
  meta: { key: string; value: number };
}

/** What became of a change by the end of a replay. */
export type ChangeOutcome =
  | { status: 'sent'; result: Extract<SendResult, { outcome: 'sent' }> }
  | { status: 'queued' }
  | { status: 'refused'; refusal: Extract<SendResult, { outcome: 'refused' }> };

export type Refusal = { change: QueuedChange; refusal: Extract<SendResult, { outcome: 'refused' }> };

export type OutboxOptions = {
  dbName?: string;
  /** Sends one change; never throws (a network error is a 'retry'). */
  send: (change: QueuedChange) => Promise<SendResult>;
  now?: () => number;
  isOnline?: () => boolean;
  /** Runs `run` after `ms`; returns a cancel. Injected so tests need not wait. */
  schedule?: (run: () => void, ms: number) => () => void;
  /** Runs the replay under a lock shared by the tabs, where the browser has Web Locks. */
  withLock?: <T>(work: () => Promise<T>) => Promise<T>;
};

type Listener = () => void;

export class Outbox {
  readonly #options: Required<Omit<OutboxOptions, 'withLock'>> & Pick<OutboxOptions, 'withLock'>;
  #db: Promise<IDBPDatabase<OutboxSchema>> | undefined;
  #snapshot: readonly QueuedChange[] = [];
  #listeners = new Set<Listener>();
  #sentListeners = new Set<(change: QueuedChange) => void>();
  #refusalListeners = new Set<(refusal: Refusal) => void>();
  /** Entries whose refusal the caller of submit shows itself. */
  #awaited = new Set<string>();
  /** How the last send of each awaited change ended, read by its submit. */
  #outcomes = new Map<string, ChangeOutcome>();
  #running: Promise<void> | undefined;
  #again = false;
  #cancelTimer: (() => void) | undefined;
  #userId: string | undefined;
  #ignoreBackoff = false;

  constructor(options: OutboxOptions) {
    this.#options = {
      dbName: 'tend-journal-outbox',
      now: () => Date.now(),
      isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
      schedule: (run, ms) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
      ...options,
    };
  }

  #open(): Promise<IDBPDatabase<OutboxSchema>> {
    this.#db ??= openDB<OutboxSchema>(this.#options.dbName, 1, {
      upgrade(db) {
        const changes = db.createObjectStore('changes', { keyPath: 'entryId' });
        changes.createIndex('byUser', 'userId');
        db.createObjectStore('meta');
      },
    });
    return this.#db;
  }

  /** The person whose changes are shown and replayed (the signed-in one). */
  async setUser(userId: string | undefined): Promise<void> {
    if (this.#userId === userId) return;
    this.#userId = userId;
    await this.refresh();
  }

  get userId(): string | undefined {
    return this.#userId;
  }

  /** The current person's waiting changes, in queue order; a stable array between changes. */
  pending(): readonly QueuedChange[] {
    return this.#snapshot;
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  onSent(listener: (change: QueuedChange) => void): () => void {
    this.#sentListeners.add(listener);
    return () => this.#sentListeners.delete(listener);
  }

  /** Refusals of changes that nobody is waiting on (replayed later): the app shows them. */
  onRefused(listener: (refusal: Refusal) => void): () => void {
    this.#refusalListeners.add(listener);
    return () => this.#refusalListeners.delete(listener);
  }

  /**
   * Removes every change kept for this person: their account was deleted, so nothing of it can be
   * sent, and nothing of it may stay on the device. The queue then belongs to nobody.
   */
  async forget(userId: string): Promise<void> {
    const db = await this.#open();
    const tx = db.transaction('changes', 'readwrite');
    for (const key of await tx.store.index('byUser').getAllKeys(userId)) await tx.store.delete(key);
    await tx.done;
    if (this.#userId === userId) {
      this.#userId = undefined;
      await this.refresh();
    }
  }

  /** Reads the current person's changes again (another tab may have written). */
  async refresh(): Promise<void> {
    const userId = this.#userId;
    const rows = userId ? await (await this.#open()).getAllFromIndex('changes', 'byUser', userId) : [];
    this.#snapshot = rows.sort((a, b) => a.seq - b.seq);
    for (const listener of this.#listeners) listener();
  }

  /** Adds a change to the queue, folded into any change already waiting for that entry. */
  async enqueue(change: JournalChange, userId = this.#userId): Promise<void> {
    if (!userId) throw new Error('The offline queue needs a signed-in person.');
    const db = await this.#open();
    const tx = db.transaction(['changes', 'meta'], 'readwrite');
    const changes = tx.objectStore('changes');
    const meta = tx.objectStore('meta');
    const seq = ((await meta.get('seq')) ?? 0) + 1;
    await meta.put(seq, 'seq');
    const entryId = entryIdOf(change);
    const current = await changes.get(entryId);
    const queuedAt = new Date(this.#options.now()).toISOString();
    // Another person's record for this id would be a collision of random ids: keep both apart by
    // refusing to fold across people.
    if (current && current.userId !== userId)
      throw new Error('This entry id is already waiting for someone else.');
    const next = foldChange(current, change, { userId, seq, queuedAt });
    if (next) await changes.put(next);
    else await changes.delete(entryId);
    await tx.done;
    this.#outcomes.delete(entryId);
    if (userId === this.#userId) this.#replace(entryId, next);
  }

  /** Puts one record's new state in the snapshot (undefined: gone) and tells the listeners. */
  #replace(entryId: string, next: QueuedChange | undefined): void {
    const others = this.#snapshot.filter((queued) => queued.entryId !== entryId);
    this.#snapshot = next ? [...others, next].sort((a, b) => a.seq - b.seq) : others;
    for (const listener of this.#listeners) listener();
  }

  /**
   * Queues a change and tries to send it at once. Resolves 'sent' with the server's answer,
   * 'queued' when it stays on this device for later, or 'refused' with the server's reason (the
   * change is dropped: the caller shows why and keeps the person's words on screen).
   */
  async submit(change: JournalChange): Promise<ChangeOutcome> {
    const entryId = entryIdOf(change);
    this.#awaited.add(entryId);
    try {
      try {
        await this.enqueue(change);
      } catch {
        // No IndexedDB here (storage refused, a privacy mode) or nobody known to queue for: the
        // change can still be sent, just not kept.
        return await this.#sendWithoutQueue(change);
      }
      await this.replay();
      const waiting = this.#snapshot.some((queued) => queued.entryId === entryId);
      if (waiting) return { status: 'queued' };
      return this.#outcomes.get(entryId) ?? { status: 'sent', result: { outcome: 'sent' } };
    } finally {
      this.#awaited.delete(entryId);
      this.#outcomes.delete(entryId);
    }
  }

  #settle(entryId: string, outcome: ChangeOutcome): void {
    if (this.#awaited.has(entryId)) this.#outcomes.set(entryId, outcome);
  }

  async #sendWithoutQueue(change: JournalChange): Promise<ChangeOutcome> {
    const record = foldChange(undefined, change, { userId: this.#userId ?? '', seq: 0, queuedAt: '' });
    const result = record ? await this.#options.send(record) : ({ outcome: 'retry' } as const);
    if (result.outcome === 'sent') return { status: 'sent', result };
    if (result.outcome === 'refused') return { status: 'refused', refusal: result };
    throw new Error('The change could not be sent, and this browser cannot keep it for later.');
  }

  /**
   * Sends every change that is due; one replay at a time, another one queued behind it.
   * `ignoreBackoff`: the browser says the network is back, so changes waiting out a backoff go now.
   */
  replay({ ignoreBackoff = false }: { ignoreBackoff?: boolean } = {}): Promise<void> {
    if (ignoreBackoff) this.#ignoreBackoff = true;
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    const run = async () => {
      try {
        do {
          this.#again = false;
          const work = () => this.#replayOnce();
          try {
            await (this.#options.withLock ? this.#options.withLock(work) : work());
          } catch (error) {
            // IndexedDB unavailable or failing: nothing is queued there, so there is nothing to send.
            console.error('The offline queue could not be replayed', error);
          }
        } while (this.#again);
      } finally {
        this.#running = undefined;
      }
    };
    this.#running = run();
    return this.#running;
  }

  async #replayOnce(): Promise<void> {
    const userId = this.#userId;
    if (!userId) return;
    this.#cancelTimer?.();
    this.#cancelTimer = undefined;
    await this.refresh();
    if (!this.#options.isOnline()) return;
    const ignoreBackoff = this.#ignoreBackoff;
    this.#ignoreBackoff = false;
    const db = await this.#open();
    let retryAt: number | undefined;
    for (const queued of [...this.#snapshot]) {
      if (!ignoreBackoff && queued.notBefore > this.#options.now()) continue;
      // Counted before sending: a create that was tried may be on the server already.
      const sending = await this.#markAttempt(db, queued.entryId);
      if (!sending) continue;
      const result = await this.#options.send(sending);
      retryAt = await this.#finish(db, sending, result);
      if (retryAt !== undefined) break;
    }
    await this.refresh();
    this.#scheduleNext(retryAt);
  }

  async #markAttempt(db: IDBPDatabase<OutboxSchema>, entryId: string): Promise<QueuedChange | undefined> {
    const tx = db.transaction('changes', 'readwrite');
    const current = await tx.store.get(entryId);
    if (current) await tx.store.put({ ...current, attempts: current.attempts + 1 });
    await tx.done;
    return current ? { ...current, attempts: current.attempts + 1 } : undefined;
  }

  async #finish(
    db: IDBPDatabase<OutboxSchema>,
    sent: QueuedChange,
    result: SendResult,
  ): Promise<number | undefined> {
    const tx = db.transaction('changes', 'readwrite');
    const current = await tx.store.get(sent.entryId);
    if (result.outcome === 'retry') {
      const next = current && { ...current, notBefore: this.#options.now() + backoffDelay(current.attempts) };
      if (next) await tx.store.put(next);
      await tx.done;
      this.#replace(sent.entryId, next);
      this.#settle(sent.entryId, { status: 'queued' });
      // The network or the server is down: the next changes would fail the same way, so the
      // replay stops and starts again when this one's backoff is over.
      return next?.notBefore ?? this.#options.now() + backoffDelay(sent.attempts);
    }
    if (result.outcome === 'refused') {
      // Final: a refused change is never retried. A change folded in meanwhile was built on it.
      await tx.store.delete(sent.entryId);
      await tx.done;
      this.#replace(sent.entryId, undefined);
      this.#settle(sent.entryId, { status: 'refused', refusal: result });
      if (!this.#awaited.has(sent.entryId)) {
        for (const listener of this.#refusalListeners) listener({ change: sent, refusal: result });
      }
      return undefined;
    }
    let next: QueuedChange | undefined;
    if (!current || current.version === sent.version) {
      next = undefined;
    } else if (sent.kind === 'create' && result.entry) {
      // Edited while on its way: the edit is still to be sent, now as an update of the saved entry.
      const after = afterSentCreate(current, result.entry);
      next = after && { ...after, attempts: 0, notBefore: 0 };
    } else {
      // Changed while on its way (an edit of an edit, a delete): that newer change goes next.
      next = current;
    }
    if (next) await tx.store.put(next);
    else await tx.store.delete(sent.entryId);
    await tx.done;
    this.#replace(sent.entryId, next);
    this.#settle(sent.entryId, { status: 'sent', result });
    for (const listener of this.#sentListeners) listener(sent);
    return undefined;
  }

  #scheduleNext(retryAt: number | undefined): void {
    const waiting = this.#snapshot;
    if (waiting.length === 0) return;
    const soonest = retryAt ?? Math.min(...waiting.map((queued) => queued.notBefore));
    const delay = Math.max(0, soonest - this.#options.now());
    if (delay === 0 && !this.#options.isOnline()) return; // the `online` event will start it
    this.#cancelTimer = this.#options.schedule(() => void this.replay(), Math.max(delay, 250));
  }

  /** Stops timers and closes the database (tests, and a page going away). */
  async close(): Promise<void> {
    this.#cancelTimer?.();
    this.#cancelTimer = undefined;
    await this.#running;
    if (this.#db) (await this.#db).close();
    this.#db = undefined;
  }
}
