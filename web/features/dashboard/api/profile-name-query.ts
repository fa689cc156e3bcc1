import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';

// The same key and the same raw response as the profile feature's query, on purpose: one request
// serves both, and saving the profile (which invalidates ['profile']) renames the greeting at once.
// Keep the queryFn returning GET /api/profile untouched; a `select` is where this screen narrows it.
export const profileQueryKey = ['profile'] as const;

const profileQuery = queryOptions({
  queryKey: profileQueryKey,
  queryFn: async () => readJson(await api.profile.$get()),
});

/** The name the person gave in their profile, for the greeting. */
export function useProfileName() {
  // networkMode 'always' for the same reason as today's query: offline, fail rather than wait.
  return useQuery({ ...profileQuery, networkMode: 'always', select: (profile) => profile.name });
}
