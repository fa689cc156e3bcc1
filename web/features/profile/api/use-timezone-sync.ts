import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, readJson } from '#web/lib/api-client.ts';
import { discardEarly } from '#web/lib/early-response.ts';

// Zones being sent, and the wait for each. The shell and onboarding both run the hook, and the
// stored value they are given stays stale until the session is read again: without this, every
// remount would send the same update again. A zone leaves the map once saved and read back, so a
// later change made elsewhere (another device moved the profile) is answered again.
const zonesInFlight = new Map<string, Promise<void>>();

/** How long pages wait for a zone change to be saved before showing anyway (a slow network). */
const longestWaitMs = 5000;

function detectTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The zone the browser's Intl means by a name ('Asia/Calcutta' and 'Asia/Kolkata' are one). */
function intlZone(name: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * The zone to send, if any. Engines report a zone under different names (Asia/Calcutta in one,
 * Asia/Kolkata in another) and the server stores one of them, mapping the others to it; comparing
 * the names alone would send the same zone again on every visit. So a zone the browser's Intl
 * reads as the stored one is not sent, and any other is sent as detected for the server to map.
 */
export function zoneToSync(
  detected: string | undefined,
  stored: string | null | undefined,
): string | undefined {
  if (!detected || detected === stored) return undefined;
  if (stored && intlZone(stored) === intlZone(detected)) return undefined;
  return detected;
}

/**
 * The spec's call 4: days, streaks and "today" are computed in the person's zone, so once they are
 * signed in the browser's zone is stored when it differs from the saved one: the profile follows
 * the device (docs/decisions/012-device-and-profile-time-zones.md). A failure is only logged; the
 * server keeps the saved zone until the next visit tries again.
 *
 * Once a new zone is saved, everything read before it is stale: the session's zone, which the log
 * page uses to choose "today" and the days it may log for, and every day, streak and summary the
 * server computed in the old zone, including the answers the entry script fetched early. So those
 * are dropped, and every query on screen is read again.
 */
function sendZone(zone: string, queryClient: QueryClient): Promise<void> {
  const pending = zonesInFlight.get(zone);
  if (pending) return pending;
  discardEarly();
  const sent = api.profile.timezone
    .$put({ json: { timezone: zone } })
    .then(readJson)
    .then(() => {
      // Answers no page is showing yet (the opening page's prefetched reads, web/app/
      // prefetch-page-reads.ts) are dropped, not just marked stale: a page mounting on them would
      // paint the old zone's day first and only then refetch.
      queryClient.removeQueries({ type: 'inactive' });
      return queryClient.invalidateQueries();
    })
    .catch((error: unknown) => {
      console.warn('Saving the time zone failed; times use the saved zone for now.', error);
    })
    .finally(() => zonesInFlight.delete(zone));
  zonesInFlight.set(zone, sent);
  return sent;
}

/**
 * Keeps the profile's zone in step with the browser's. Answers whether the pages may show: false
 * only while the first change of this visit is being saved and read back, so that no screen paints
 * the old zone's "today" first (the dashboard showed yesterday, then today). Later changes, such as
 * one found after another device moved the profile, are made in the background: the page already
 * on screen, and whatever is typed in it, stays.
 */
export function useTimezoneSync(storedTimeZone: string | null | undefined, enabled = true): boolean {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(
    () => !enabled || zoneToSync(detectTimeZone(), storedTimeZone) === undefined,
  );
  useEffect(() => {
    if (!enabled) return;
    const detected = zoneToSync(detectTimeZone(), storedTimeZone);
    if (detected === undefined) {
      setSettled(true);
      return;
    }
    const giveUp = setTimeout(() => setSettled(true), longestWaitMs);
    void sendZone(detected, queryClient).finally(() => {
      clearTimeout(giveUp);
      setSettled(true);
    });
    return () => clearTimeout(giveUp);
  }, [storedTimeZone, enabled, queryClient]);
  return settled;
}
