import { toast } from 'sonner';
import { todayKey } from '#domain/common/day-boundaries.ts';
import type { FoodEntryDto, JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { repeatedMeal } from '#domain/journal/repeat-entry.ts';
import { newEntryId, useCreateEntry, useDeleteEntry } from './journal-api.ts';

export const REPEAT_FAILED_MESSAGE = 'Failed to save your meal entry. Please try again.';
export const UNDO_FAILED_MESSAGE = 'Failed to delete your entry.';
export const REPEAT_UNDONE_MESSAGE = 'Undone: the repeated meal was removed.';

export function repeatedMessage(content: string): string {
  return `Logged again for today: ${content.trim()}.`;
}

// Long enough to read the sentence and reach Undo with a slow hand.
const UNDO_TOAST_MS = 10_000;

/**
 * 'Repeat': a past meal logged for today in one tap, under the meal slot of the hour now (the
 * server places a today's entry at now), then a toast that says so with an Undo.
 */
export function useRepeatMeal(timeZone: string) {
  const create = useCreateEntry();
  const remove = useDeleteEntry();

  const repeat = async (meal: FoodEntryDto) => {
    const now = new Date();
    const id = newEntryId();
    const repeated = repeatedMeal(meal, now, timeZone);
    // What Undo deletes: the saved entry, or, while the create waits on this device, the entry as
    // it will be (a delete of a waiting create removes it from the queue; offline/outbox-changes.ts).
    let created: JournalEntryDto;
    try {
      const outcome = await create.mutateAsync({
        id,
        type: 'food',
        date: todayKey(now, timeZone),
        loggedAt: now.toISOString(),
        ...repeated,
      });
      const at = now.toISOString();
      created =
        outcome.status === 'sent' && outcome.entry
          ? outcome.entry
          : { id, type: 'food', ...repeated, occurredAt: at, createdAt: at, updatedAt: at };
    } catch {
      toast.error(REPEAT_FAILED_MESSAGE);
      return;
    }
    toast.success(repeatedMessage(meal.content), {
      duration: UNDO_TOAST_MS,
      action: {
        label: 'Undo',
        onClick: async () => {
          try {
            await remove.mutateAsync(created);
            toast.success(REPEAT_UNDONE_MESSAGE);
          } catch {
            toast.error(UNDO_FAILED_MESSAGE);
          }
        },
      },
    });
  };

  return { repeat, isPending: create.isPending };
}
