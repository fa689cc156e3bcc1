import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { trendsApiPath } from '#domain/trends/trend-query.ts';
import type { TrendRangeQuery, TrendsResponse } from '#domain/trends/trends-response.ts';
import { api, readJson } from '#web/lib/api-client.ts';
import { takeEarly } from '#web/lib/early-response.ts';

/**
 * Under ['journal'] on purpose: creating, editing or deleting an entry invalidates ['journal'], so
 * a chart is never left showing a day as it was before an edit.
 */
export function trendsQueryKey(query: TrendRangeQuery) {
  return ['journal', 'trends', query.range ?? null, query.from ?? null, query.to ?? null] as const;
}

export function trendsQuery(query: TrendRangeQuery) {
  return queryOptions({
    queryKey: trendsQueryKey(query),
    // The hono client infers the query's shape from the route's validator; its response type stops
    // at c.json, so the domain type is the contract (the server's tests hold it to it).
    queryFn: async () =>
      readJson<TrendsResponse>(
        // On a first visit the entry script has already started this read (domain/app/early-reads.ts).
        await (takeEarly(trendsApiPath(query)) ?? (api.trends.$get({ query }) as Promise<Response>)),
      ),
    // Changing the range keeps the last charts on screen (marked busy) instead of a blank page.
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

export function useTrends(query: TrendRangeQuery) {
  return useQuery(trendsQuery(query));
}
