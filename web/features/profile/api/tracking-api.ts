import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackingPreferences } from '#domain/profile/tracking-preferences.ts';
import { api, readJson } from '#web/lib/api-client.ts';

// "What else to track". The key is the one the journal reads the switches under
// (web/features/journal/api/tracking-api.ts): saving here updates the log page at once.
export const trackingKey = ['tracking'] as const;

export function useTrackingPreferences() {
  return useQuery({
    queryKey: trackingKey,
    queryFn: async (): Promise<TrackingPreferences> => readJson(await api.profile.tracking.$get()),
  });
}

export function useSaveTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (preferences: TrackingPreferences): Promise<TrackingPreferences> =>
      (await readJson(await api.profile.tracking.$put({ json: preferences }))) as TrackingPreferences,
    // The switch moves at once (a checkbox that lags behind a tap reads as broken); a refused save
    // puts it back.
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: trackingKey });
      const before = queryClient.getQueryData<TrackingPreferences>(trackingKey);
      queryClient.setQueryData(trackingKey, preferences);
      return { before };
    },
    onError: (_error, _preferences, context) => {
      if (context?.before) queryClient.setQueryData(trackingKey, context.before);
    },
    onSuccess: (saved) => queryClient.setQueryData(trackingKey, saved),
  });
}
