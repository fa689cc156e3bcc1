import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { browserSessionStore, didDayStartEmpty, rememberDayStartedEmpty } from './day-started-empty.ts';

/** See day-started-empty.ts for what "the day started empty" means in Tend, and why. */
export function useDayStartedEmpty(
  today: { date: string; entries: readonly unknown[] } | undefined,
  userId: string | undefined,
): boolean {
  const [searchParams] = useSearchParams();
  // Read once per visit. The marker stays in the address (the spec lands people on
  // /app/home?fresh=true and a reload keeps them there); the confetti still fires once, because
  // the celebration is remembered per tab and day (day-started-empty.ts).
  const [arrivedFresh] = useState(() => searchParams.get('fresh') === 'true');

  // The first load of today in this visit. Decided during render (a ref initialised once, as React
  // allows) so the welcome title is right from the first paint, not swapped in a frame later.
  const firstLoad = useRef<{ date: string; empty: boolean } | null>(null);
  if (today && firstLoad.current === null) {
    firstLoad.current = { date: today.date, empty: today.entries.length === 0 };
  }
  const startsEmptyNow =
    arrivedFresh && today !== undefined && firstLoad.current?.date === today.date && firstLoad.current.empty;

  useEffect(() => {
    if (startsEmptyNow && today && userId) rememberDayStartedEmpty(browserSessionStore(), userId, today.date);
  }, [startsEmptyNow, today, userId]);

  if (!today || !userId) return startsEmptyNow;
  return startsEmptyNow || didDayStartEmpty(browserSessionStore(), userId, today.date);
}
