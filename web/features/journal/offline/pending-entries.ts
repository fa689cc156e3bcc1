import { localDayKey } from '#domain/common/day-boundaries.ts';
import { compareEntriesNewestFirst } from '#domain/journal/entry-time.ts';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { entryTiming, resolveOccurredAt } from '#domain/journal/nominal-time.ts';
import { pendingCreateDto, type QueuedChange, updatedDto } from './outbox-changes.ts';

export type ShownEntry = { entry: JournalEntryDto; pending: boolean };

/**
 * A day's entries as they will be once the waiting changes are sent: the server's entries (none
 * when they could not be read), with waiting edits applied, waiting deletes left out and waiting
 * creates added, newest first. Creates are placed as the server will place them (the same domain
 * rule, decision 017), judged at the moment they were logged.
 */
export function entriesWithPending(
  serverEntries: readonly JournalEntryDto[],
  pending: readonly QueuedChange[],
  date: string,
  timeZone: string,
): ShownEntry[] {
  const byId = new Map<string, ShownEntry>(
    serverEntries.map((entry) => [entry.id, { entry, pending: false }]),
  );
  for (const change of pending) {
    if (change.kind === 'create') {
      if (change.entry.date !== date) continue;
      let occurredAt: string;
      try {
        occurredAt = resolveOccurredAt({
          dayKey: date,
          now: change.queuedAt,
          loggedAt: change.entry.loggedAt,
          timeZone,
          ...entryTiming(change.entry.details),
        }).toISOString();
      } catch {
        // A day (the zone changed) or exact time now in the future: the server will refuse it; show it anyway.
        occurredAt = change.queuedAt;
      }
      byId.set(change.entryId, {
        entry: pendingCreateDto(change, occurredAt, change.queuedAt),
        pending: true,
      });
    } else if (localDayKey(change.base.occurredAt, timeZone) === date) {
      if (change.kind === 'delete') byId.delete(change.entryId);
      else byId.set(change.entryId, { entry: updatedDto(change, timeZone), pending: true });
    }
  }
  // The day's one order (domain/journal/entry-time.ts): by the time each happened, waiting or not.
  return [...byId.values()].sort((a, b) => compareEntriesNewestFirst(a.entry, b.entry));
}

/** The history's entries with waiting edits applied and waiting deletes left out. */
export function withPendingChanges(
  entries: readonly JournalEntryDto[],
  pending: readonly QueuedChange[],
  timeZone: string,
): JournalEntryDto[] {
  const byId = new Map(pending.map((change) => [change.entryId, change]));
  return entries.flatMap((entry) => {
    const change = byId.get(entry.id);
    if (change?.kind === 'delete') return [];
    if (change?.kind === 'update') return [updatedDto(change, timeZone)];
    return [entry];
  });
}
