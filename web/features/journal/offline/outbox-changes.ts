// The journal's changes as the offline queue keeps them, and the rules that fold a new change into
// the one already waiting for the same entry. Pure: the IndexedDB store and the network are in
// outbox.ts. docs/decisions/013-offline-queue.md explains the design.

import type {
  BowelEntryUpdate,
  FoodEntryUpdate,
  JournalEntryCreate,
  JournalEntryDto,
  SymptomEntryUpdate,
} from '#domain/journal/journal-entry.ts';
import { entryTiming, occurredAtAfterEdit } from '#domain/journal/nominal-time.ts';

export type EntryUpdate = FoodEntryUpdate | SymptomEntryUpdate | BowelEntryUpdate;

/** What a person asked for: a new entry, a change to one, or its deletion. */
export type JournalChange =
  | { kind: 'create'; entry: JournalEntryCreate }
  // `base` is the entry as it was shown: the pending change can then be shown without the server.
  | { kind: 'update'; base: JournalEntryDto; change: EntryUpdate }
  | { kind: 'delete'; base: JournalEntryDto };

/** At most one waiting change per entry: later changes fold into it. */
export type QueuedChange = JournalChange & {
  entryId: string;
  userId: string;
  /** Order of first queueing, so replays go in the order people wrote. */
  seq: number;
  /** Bumped by every fold: a send that finishes knows whether the record changed under it. */
  version: number;
  queuedAt: string;
  /** Sends tried so far. Once tried, a create may be on the server even without an answer. */
  attempts: number;
  /** Epoch ms before which a retry waits (backoff); 0 means at once. */
  notBefore: number;
};

export function entryIdOf(change: JournalChange): string {
  return change.kind === 'create' ? change.entry.id : change.base.id;
}

/** The entry a waiting create will become, for showing it before the server has it. */
export function pendingCreateDto(
  change: Extract<JournalChange, { kind: 'create' }>,
  occurredAt: string,
  queuedAt: string,
): JournalEntryDto {
  const { entry } = change;
  const common = {
    id: entry.id,
    content: entry.content,
    occurredAt,
    createdAt: queuedAt,
    updatedAt: queuedAt,
  };
  if (entry.type === 'food') return { ...common, type: 'food', details: entry.details };
  if (entry.type === 'bowel') return { ...common, type: 'bowel', details: entry.details };
  return { ...common, type: 'symptom', details: entry.details };
}

/**
 * The entry as it will be once an update is sent: an edit of its slot or exact time moves it on
 * its day as the server will (domain/journal/nominal-time.ts), judged at the moment it was queued.
 */
export function updatedDto(
  change: Extract<QueuedChange, { kind: 'update' }>,
  timeZone: string,
): JournalEntryDto {
  const { base } = change;
  let occurredAt = base.occurredAt;
  try {
    occurredAt = occurredAtAfterEdit({
      occurredAt: base.occurredAt,
      before: entryTiming(base.details),
      after: entryTiming(change.change.details),
      now: change.queuedAt,
      timeZone,
    }).toISOString();
  } catch {
    // An exact time later than the moment queued: the server will refuse it; show it where it was.
  }
  // The route keeps an entry's type; a queued change carries the details of the same type.
  return {
    ...base,
    occurredAt,
    content: change.change.content,
    details: change.change.details,
  } as JournalEntryDto;
}

/**
 * The record to keep once `incoming` is added to what waits for the same entry (`current`), or
 * undefined when nothing is left to send.
 *
 * - An edit of a waiting create folds into it: one create with the new words.
 * - A delete of a waiting create removes it, unless it was already tried: the server may have it
 *   (an answer lost on the way), so it becomes a delete, and a delete of a missing entry is fine.
 * - An edit of a waiting edit replaces it; a delete replaces a waiting edit.
 * - Nothing follows a delete: the entry is gone.
 */
export function foldChange(
  current: QueuedChange | undefined,
  incoming: JournalChange,
  meta: { userId: string; seq: number; queuedAt: string },
): QueuedChange | undefined {
  if (!current) {
    return { ...incoming, entryId: entryIdOf(incoming), ...meta, version: 1, attempts: 0, notBefore: 0 };
  }
  const next = { version: current.version + 1, notBefore: 0 };
  if (current.kind === 'delete') return current;
  if (current.kind === 'create') {
    if (incoming.kind === 'create') return { ...current, ...next, entry: incoming.entry };
    if (incoming.kind === 'update') {
      return {
        ...current,
        ...next,
        entry: { ...current.entry, ...incoming.change } as JournalEntryCreate,
      };
    }
    if (current.attempts === 0) return undefined;
    return { ...current, ...next, kind: 'delete', base: incoming.base, entry: undefined } as QueuedChange;
  }
  // current is an update
  if (incoming.kind === 'update') return { ...current, ...next, change: incoming.change };
  if (incoming.kind === 'delete') {
    return { ...current, ...next, kind: 'delete', base: incoming.base, change: undefined } as QueuedChange;
  }
  return current;
}

/**
 * What a create becomes when it reached the server but was edited while on its way: the edit,
 * applied to the entry the server answered with.
 */
export function afterSentCreate(current: QueuedChange, saved: JournalEntryDto): QueuedChange | undefined {
  if (current.kind !== 'create') return current;
  const { content, details } = current.entry;
  return {
    ...current,
    kind: 'update',
    base: saved,
    change: { content, details } as EntryUpdate,
    entry: undefined,
  } as QueuedChange;
}

/** How a send ended: done, refused for good (shown to the person), or worth trying again later. */
export type SendResult =
  | { outcome: 'sent'; entry?: JournalEntryDto }
  | {
      outcome: 'refused';
      status: number;
      code: string;
      detail: string;
      errors?: { field: string; message: string }[];
    }
  | { outcome: 'retry' };

// Refusals that are about the moment, not the change: signed out (sign in again and it goes),
// a request timeout, a rate limit. Everything else in 4xx with a problem body is final.
const transientStatuses = new Set([401, 408, 425, 429]);

/** Classifies an answer: `problem` is the parsed body when it is a problem document. */
export function classifyResponse(
  status: number,
  problem: { code?: unknown; detail?: unknown; errors?: unknown } | undefined,
): 'sent' | 'refused' | 'retry' {
  if (status >= 200 && status < 300) return 'sent';
  if (
    status >= 400 &&
    status < 500 &&
    !transientStatuses.has(status) &&
    typeof problem?.detail === 'string'
  ) {
    return 'refused';
  }
  return 'retry';
}

const backoffStartMs = 1_000;
const backoffMaxMs = 60_000;

/** 1 s, 2 s, 4 s ... up to a minute after the n-th failed try, with up to a fifth of jitter. */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(backoffMaxMs, backoffStartMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (1 + random() * 0.2));
}
