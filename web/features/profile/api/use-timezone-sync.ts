import { useEffect } from 'react';
import { normalizeTimeZone } from '../../../../domain/schemas/time-zone.ts';
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

/**
 * The zone to send, if any. Engines report a zone under different names (Asia/Calcutta in one,
 * Asia/Kolkata in another) and the server stores one of them, so the detected name is compared and
 * sent as the server would store it: otherwise an alias would be sent again on every visit. A name
 * the server would refuse (an abbreviation, a zone newer than Tend's list) is not sent at all.
 */
export function zoneToSync(
  detected: string | undefined,
  stored: string | null | undefined,
): string | undefined {
  const zone = detected === undefined ? null : normalizeTimeZone(detected);
  return zone === null || zone === stored ? undefined : zone;
}

/**
 * The spec's call 4: days, streaks and "today" are computed in the person's zone, so once they are
 * signed in the browser's zone is stored when it differs from the saved one. A failure is only
 * logged; the server keeps its default (UTC) until the next visit tries again.
 */
export function useTimezoneSync(storedTimeZone: string | null | undefined, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const detected = zoneToSync(detectTimeZone(), storedTimeZone);
    if (detected === undefined || sentZones.has(detected)) return;
    sentZones.add(detected);
    api.profile.timezone
      .$put({ json: { timezone: detected } })
      .then(readJson)
      .catch((error: unknown) => {
        sentZones.delete(detected);
        console.warn('Saving the time zone failed; times use UTC for now.', error);
      });
  }, [storedTimeZone, enabled]);
}
