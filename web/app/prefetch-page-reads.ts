import type { QueryClient } from '@tanstack/react-query';
import { earlyReadsFor } from '#domain/app/early-reads.ts';
import { trendQueryFromSearch } from '#domain/trends/trend-query.ts';
import { profileQuery } from '../features/dashboard/api/profile-name-query.ts';
import { todayQuery } from '../features/dashboard/api/today-query.ts';
import { insightsQuery } from '../features/insights/api/insights-query.ts';
import { trendsQuery } from '../features/trends/api/trends-query.ts';

// The query that takes each early read's answer, by the read's path. /api/me is not here: the
// session query starts itself, with the session guard.
const prefetchRead: Record<string, (client: QueryClient, read: URL) => Promise<void>> = {
  '/api/journal/today': (client) => client.prefetchQuery(todayQuery),
  '/api/profile': (client) => client.prefetchQuery(profileQuery),
  '/api/insights': (client) => client.prefetchQuery(insightsQuery),
  '/api/trends': (client, read) => client.prefetchQuery(trendsQuery(trendQueryFromSearch(read.searchParams))),
};

/**
 * Starts the queries of the page being opened as soon as the query cache exists, alongside the
 * session's, instead of once the session has answered and the page has mounted. They are the early
 * reads already on their way (domain/app/early-reads.ts, the one list of what a page reads first),
 * so by the time the page first renders its data is usually in the cache: one render with the
 * page's content instead of one with its loading state and another with its content (Lighthouse
 * counted each as blocking time on a phone's CPU). A read the person may not make (signed out, say)
 * fails quietly: prefetching never throws, and the page's own query decides what to show.
 */
export function prefetchPageReads(client: QueryClient, pathname: string, search: string): void {
  for (const path of earlyReadsFor(pathname, search)) {
    const read = new URL(path, 'http://tend.invalid');
    void prefetchRead[read.pathname]?.(client, read);
  }
}
