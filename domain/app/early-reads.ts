import { trendQueryFromSearch, trendsApiPath } from '#domain/trends/public.ts';

/**
 * The API reads a signed-in page cannot render without, by path. The server announces them with the
 * page (Link: rel=preload) and the entry script starts them (web/app/early-requests.ts), so they
 * travel alongside the page's code instead of after it: on a phone network each round trip in a
 * row is hundreds of milliseconds. The features' queries take the answers the first time they run.
 */
export function earlyReadsFor(pathname: string, search = ''): string[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path !== '/app' && !path.startsWith('/app/') && path !== '/onboarding') return [];
  // /app redirects to home.
  if (path === '/app' || path === '/app/home') return ['/api/me', '/api/journal/today', '/api/profile'];
  // Insights: the findings, and today's entries, which decide whether Refresh is offered.
  if (path === '/app/insights') return ['/api/me', '/api/insights', '/api/journal/today'];
  // Trends draws nothing without its one read, whose address follows the page's own (its range).
  if (path === '/app/trends')
    return ['/api/me', trendsApiPath(trendQueryFromSearch(new URLSearchParams(search)))];
  return ['/api/me'];
}
