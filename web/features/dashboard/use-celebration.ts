import { useEffect } from 'react';
import { celebrate, prefersReducedMotion } from './celebrate.ts';
import {
  browserSessionStore,
  rememberCelebrated,
  shouldCelebrate,
  wasCelebrated,
} from './day-started-empty.ts';

/** Fires the confetti once per visit when the day started empty and entries are now present. */
export function useCelebration(state: {
  dayStartedEmpty: boolean;
  entryCount: number;
  userId: string | undefined;
  date: string | undefined;
}) {
  const { dayStartedEmpty, entryCount, userId, date } = state;
  useEffect(() => {
    if (!userId || !date) return;
    const store = browserSessionStore();
    const go = shouldCelebrate({
      dayStartedEmpty,
      entryCount,
      alreadyCelebrated: wasCelebrated(store, userId, date),
      prefersReducedMotion: prefersReducedMotion(),
    });
    if (!go) return;
    rememberCelebrated(store, userId, date);
    void celebrate();
  }, [dayStartedEmpty, entryCount, userId, date]);
}
