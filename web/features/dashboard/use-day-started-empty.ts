import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { browserSessionStore, didDayStartEmpty, rememberDayStartedEmpty } from './day-started-empty.ts';

/** See day-started-empty.ts for what "the day started empty" means in Tend, and why. */
export function useDayStartedEmpty(
  today: { date: string; entries: readonly unknown[] } | undefined,
  userId: string | undefined,
): boolean {
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the marker is removed from the address below, and this visit stays fresh.
  const [arrivedFresh] = useState(() => searchParams.get('fresh') === 'true');

  // A reload, a bookmark or a shared link of the address is an ordinary visit, not a new journey.
  useEffect(() => {
    if (!searchParams.has('fresh')) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('fresh');
        return next;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

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
