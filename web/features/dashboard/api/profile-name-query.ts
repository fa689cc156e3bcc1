import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '#web/lib/api-client.ts';
import { takeEarly } from '#web/lib/early-response.ts';

// The same key and the same raw response as the profile feature's query, on purpose: one request
// serves both, and saving the profile (which invalidates ['profile']) renames the greeting at once.
// Keep the queryFn returning GET /api/profile untouched; a `select` is where this screen narrows it.
export const profileQueryKey = ['profile'] as const;

type ProfileResponse = InferResponseType<typeof api.profile.$get, 200>;

export const profileQuery = queryOptions({
  queryKey: profileQueryKey,
  // On the dashboard the entry script has already started this read (web/app/early-requests.ts).
  queryFn: async () => readJson<ProfileResponse>(await (takeEarly('/api/profile') ?? api.profile.$get())),
});

/** The name the person gave in their profile, for the greeting. */
export function useProfileName() {
  // networkMode 'always' for the same reason as today's query: offline, fail rather than wait.
  return useQuery({ ...profileQuery, networkMode: 'always', select: (profile) => profile.name });
}
