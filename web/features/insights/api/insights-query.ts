import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InsightsResponse } from '#domain/insights/insights-schema.ts';
import { ApiError, api, readJson } from '#web/lib/api-client.ts';
import { takeEarly } from '#web/lib/early-response.ts';

export const insightsQueryKey = ['insights'] as const;

/** The problem code the server answers while a journal is still empty: a state, not a failure. */
export const NO_ENTRIES_CODE = 'no_journal_entries';

/** Spec section 9: a 401 is retried twice, 1 s apart, in case the session was being renewed. */
const AUTH_RETRIES = 2;
const AUTH_RETRY_DELAY_MS = 1000;

/** How long a loaded result is shown again without asking: less than logging anything takes. */
export const INSIGHTS_FRESH_MS = 10_000;

/** Spec section 4: after more than 3 failed loads, stop and say so. */
export const MAX_FAILED_LOADS = 3;

export function isNoEntries(error: unknown): boolean {
  return error instanceof ApiError && error.code === NO_ENTRIES_CODE;
}

export function isUnauthorised(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Only a 401 is retried on its own; every other failure is one counted load, retried by the person. */
export function shouldRetryInsights(failureCount: number, error: Error): boolean {
  return isUnauthorised(error) && failureCount < AUTH_RETRIES;
}

export const insightsQuery = queryOptions({
  queryKey: insightsQueryKey,
  // The hono client's inferred type stops at the route's `c.json(unknown-ish)`; the domain schema
  // is the contract the server's tests hold it to.
  // On /app/insights the entry script has already started this read (web/app/early-requests.ts);
  // a retry asks again, since takeEarly answers once.
  queryFn: async () => readJson<InsightsResponse>(await (takeEarly('/api/insights') ?? api.insights.$get())),
  retry: shouldRetryInsights,
  retryDelay: AUTH_RETRY_DELAY_MS,
  // A load that failed stays failed when the person comes back: otherwise each visit would be a
  // free retry past the limit.
  retryOnMount: false,
  // Offline, fail at once into the error view instead of waiting silently (as today's query does).
  networkMode: 'always',
  // Read again on a visit once the result is INSIGHTS_FRESH_MS old, not after the app's usual 5
  // minutes: the server answers from its day's cache but counts today as it is, and entries logged
  // since the last visit must show. Not 0: opening the page would then read twice, the early read
  // and again as the page mounts.
  staleTime: INSIGHTS_FRESH_MS,
});

export function useInsights() {
  return useQuery(insightsQuery);
}

/** POST /api/insights/refresh; the new result replaces the cached one in place. */
export function useRefreshInsights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => readJson<InsightsResponse>(await api.insights.refresh.$post()),
    onSuccess: (data) => queryClient.setQueryData(insightsQueryKey, data),
  });
}
