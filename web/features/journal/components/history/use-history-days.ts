import { groupEntriesByDay } from '#domain/journal/history.ts';
import type { HistoryPage } from '#web/features/journal/api/journal-api.ts';
import { withPendingChanges } from '#web/features/journal/offline/pending-entries.ts';
import { usePendingChanges } from '#web/features/journal/offline/use-outbox.ts';

/**
 * The page's entries grouped by day, and whether the day jumped to is among them: it opens and
 * takes the focus once its page has arrived (not while the previous page stands in for it); a day
 * without entries is said instead.
 */
export function useHistoryDays(data: HistoryPage | undefined, isPlaceholderData: boolean, jumpDate?: string) {
  // Edits and deletes kept on this device (offline) show as they will be once sent.
  const pending = usePendingChanges();
  const days = data
    ? groupEntriesByDay(withPendingChanges(data.entries, pending, data.timeZone), data.timeZone)
    : [];
  const jumpSettled = jumpDate !== undefined && data !== undefined && !isPlaceholderData;
  const jumpFound = jumpSettled && days.some((day) => day.dayKey === jumpDate);
  return { days, jumpSettled, jumpFound };
}
