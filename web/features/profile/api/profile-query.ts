import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '#web/lib/api-client.ts';

export const profileQueryKey = ['profile'] as const;

/** The health profile; before onboarding it is empty and carries the account's name. */
export const profileQuery = queryOptions({
  queryKey: profileQueryKey,
  queryFn: async () => readJson(await api.profile.$get()),
});

export type ProfileData = Awaited<ReturnType<NonNullable<typeof profileQuery.queryFn>>>;

export function useProfile() {
  return useQuery(profileQuery);
}
