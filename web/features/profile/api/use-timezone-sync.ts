import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, readJson } from '../../../lib/api-client.ts';

// Zones already sent from this page load. The shell and onboarding both run the hook, and the
// stored value they are given stays stale until the session is next fetched: without this, every
// remount would send the same update again.
const sentZones = new Set<string>();

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
 * signed in the browser's zone is stored when it differs from the saved one. A failure is only
 * logged; the server keeps its default (UTC) until the next visit tries again.
 *
 * Once a new zone is saved, everything read before it is stale: the session's zone, which the log
 * page uses to choose "today" and the days it may log for, and every day, streak and summary the
 * server computed in the old zone. Left as it was, the page would offer yesterday's date where
 * the server's today has moved on, and the save would be refused. So every query is read again.
 */
export function useTimezoneSync(storedTimeZone: string | null | undefined, enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const detected = zoneToSync(detectTimeZone(), storedTimeZone);
    if (detected === undefined || sentZones.has(detected)) return;
    sentZones.add(detected);
    api.profile.timezone
      .$put({ json: { timezone: detected } })
      .then(readJson)
      .then(() => queryClient.invalidateQueries())
      .catch((error: unknown) => {
        sentZones.delete(detected);
        console.warn('Saving the time zone failed; times use UTC for now.', error);
      });
  }, [storedTimeZone, enabled, queryClient]);
}
