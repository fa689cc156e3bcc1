import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { localHour, todayKey } from '#domain/common/day-boundaries.ts';
import { oldDayNotice } from '#domain/journal/edit-window.ts';
import type { FoodEntryUpdate } from '#domain/journal/journal-entry.ts';
import { mealTimeForHour } from '#domain/journal/meal-time.ts';
import { isEntryDateProblem, newEntryId, useCreateEntry } from '../api/journal-api.ts';
import { MealForm } from './meal-form.tsx';

export const MEAL_SAVED_MESSAGE = 'Meal logged. Thank you for tracking.';
export const MEAL_FAILED_MESSAGE = 'Failed to save your meal entry. Please try again.';
export const MEAL_QUEUED_MESSAGE =
  'Meal kept on this device. It will be sent automatically when the connection is back.';

type LogMealPanelProps = {
  date: string;
  isToday: boolean;
  timeZone: string;
  /** The API refused the day (a stale tab after midnight, a changed account date). */
  onDateProblem: (message: string) => void;
  /**
   * A word to add under "Meal logged" for this meal, if any: the page passes the experiment's
   * kind acknowledgement of a slip. Never holds up the save; a failure only leaves it out.
   */
  noteFor?: (meal: FoodEntryUpdate, date: string) => Promise<string | undefined>;
};

export function LogMealPanel({ date, isToday, timeZone, onDateProblem, noteFor }: LogMealPanelProps) {
  const create = useCreateEntry();
  // One id per meal, kept across failed attempts so a retry can never save it twice.
  const pendingId = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (date) pendingId.current = undefined;
  }, [date]);

  // Today's meal is probably the one being eaten about now; for a past day the hour says nothing
  // about which meal is being caught up on, so the choice is left to the person.
  const prefillMealTime = isToday ? mealTimeForHour(localHour(new Date(), timeZone)) : undefined;

  const save = async (meal: FoodEntryUpdate) => {
    pendingId.current ??= newEntryId();
    try {
      const saved = await create.mutateAsync({ id: pendingId.current, type: 'food', date, ...meal });
      pendingId.current = undefined;
      if (saved.status === 'queued') toast.info(MEAL_QUEUED_MESSAGE);
      else {
        const note = await noteFor?.(meal, date).catch(() => undefined);
        toast.success(MEAL_SAVED_MESSAGE, note ? { description: note } : undefined);
      }
      return true;
    } catch (error) {
      if (isEntryDateProblem(error)) onDateProblem(error.message);
      else toast.error(MEAL_FAILED_MESSAGE);
      return false;
    }
  };

  return (
    <MealForm
      prefillMealTime={prefillMealTime}
      onSubmit={save}
      submitLabel="Save meal"
      pendingLabel="Saving your meal..."
      notice={oldDayNotice(date, todayKey(new Date(), timeZone))}
    />
  );
}
