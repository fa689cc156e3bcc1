import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '#web/lib/api-client.ts';
import { takeEarly } from '#web/lib/early-response.ts';

/**
 * Today's entries on the user's own calendar, the streak and the zone the server counted in. The
 * journal's create, edit and delete invalidate ['journal'], which takes this along.
 */
export const todayQueryKey = ['journal', 'today'] as const;

type TodayResponse = InferResponseType<typeof api.journal.today.$get, 200>;

export const todayQuery = queryOptions({
  queryKey: todayQueryKey,
  // On the dashboard the entry script has already started this read (web/app/early-requests.ts).
  queryFn: async () =>
    readJson<TodayResponse>(await (takeEarly('/api/journal/today') ?? api.journal.today.$get())),
  // Offline, TanStack Query would wait silently for the network and the dashboard would say
  // 'Loading' for ever; trying at once gives the spec's error state, with its Try Again.
  networkMode: 'always',
});

export type TodayData = Awaited<ReturnType<NonNullable<typeof todayQuery.queryFn>>>;

export function useToday() {
  return useQuery(todayQuery);
}
