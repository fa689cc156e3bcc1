import { useQuery } from '@tanstack/react-query';
import type { TrackingPreferences } from '#domain/profile/public.ts';
import { api, readJson } from '#web/lib/api-client.ts';
import { journalOutbox } from '../offline/journal-outbox.ts';

// "What else to track" as the journal reads it. The key is the one the profile's switches write
// under (features do not import each other; web/features/profile/api/tracking-api.ts saves it).
export const trackingKey = ['tracking'] as const;

// Per person, beside the remembered symptom rows: a reload offline keeps the same form.
const rememberedKey = () =>
  journalOutbox.userId ? `tend-offline:tracking:${journalOutbox.userId}` : undefined;

function isPreferences(value: unknown): value is TrackingPreferences {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['stress', 'sleep', 'periods', 'bowel'].every((key) => typeof record[key] === 'boolean');
}

export function useTracking() {
  return useQuery({
    queryKey: trackingKey,
    queryFn: async (): Promise<TrackingPreferences> => {
      const key = rememberedKey();
      let response: Response;
      try {
        response = await api.profile.tracking.$get();
      } catch (error) {
        const stored: unknown = key ? JSON.parse(localStorage.getItem(key) ?? 'null') : null;
        if (isPreferences(stored)) return stored;
        throw error;
      }
      const preferences = await readJson(response);
      try {
        if (key) localStorage.setItem(key, JSON.stringify(preferences));
      } catch {
        // Unavailable storage only means the switches need the network after a reload.
      }
      return preferences;
    },
  });
}
