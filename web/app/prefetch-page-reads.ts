import type { QueryClient } from '@tanstack/react-query';
import { trendQueryFromSearch } from '../../domain/trends/trend-query.ts';
import { profileQuery } from '../features/dashboard/api/profile-name-query.ts';
import { todayQuery } from '../features/dashboard/api/today-query.ts';
import { insightsQuery } from '../features/insights/api/insights-query.ts';
import { trendsQuery } from '../features/trends/api/trends-query.ts';

/**
 * Starts the queries of the page being opened as soon as the query cache exists, alongside the
 * session's, instead of once the session has answered and the page has mounted. Their answers are
 * the early reads already on their way (domain/rules/early-reads.ts names the same ones), so by the
 * time the page first renders its data is usually in the cache: one render with the page's content
 * instead of one with its loading state and another with its content (Lighthouse counted each as
 * blocking time on a phone's CPU). A read the person may not make (signed out, say) fails quietly:
 * prefetching never throws, and the page's own query decides what to show.
 */
export function prefetchPageReads(client: QueryClient, pathname: string, search: string): void {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/app' || path === '/app/home') {
    void client.prefetchQuery(todayQuery);
    void client.prefetchQuery(profileQuery);
  } else if (path === '/app/insights') {
    void client.prefetchQuery(insightsQuery);
    void client.prefetchQuery(todayQuery);
  } else if (path === '/app/trends') {
    void client.prefetchQuery(trendsQuery(trendQueryFromSearch(new URLSearchParams(search))));
  }
}
