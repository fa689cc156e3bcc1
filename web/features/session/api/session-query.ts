import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';

export const sessionQueryKey = ['session'] as const;

/** The signed-in user, or null when nobody is signed in. */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async () => {
    const response = await api.me.$get();
    if (response.status === 401) return null;
    return readJson(response);
  },
});

export type SessionUser = NonNullable<Awaited<ReturnType<NonNullable<typeof sessionQuery.queryFn>>>>;

export function useSession() {
  return useQuery(sessionQuery);
}
