import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendsResponse } from '#domain/trends/public.ts';
import { api, readJson } from '#web/lib/api-client.ts';

/**
 * The last 7 days from GET /api/trends. The key is the one the Trends page gives its 7-day view
 * (features do not import each other, so it is spelled here too): going from the dashboard to
 * Trends' 7 days draws at once. Under ['journal'], so a new entry refreshes it.
 */
export const weekQueryKey = ['journal', 'trends', '7', null, null] as const;

const weekQuery = queryOptions({
  queryKey: weekQueryKey,
  queryFn: async () =>
    readJson<TrendsResponse>((await api.trends.$get({ query: { range: '7' } })) as Response),
  networkMode: 'always',
});

export function useWeek(enabled: boolean) {
  return useQuery({ ...weekQuery, enabled });
}
