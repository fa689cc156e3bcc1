import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchPageReads } from './prefetch-page-reads.ts';

// What each opening page prefetches: the same reads domain/app/early-reads.ts announces with the
// page, under the keys the pages' own queries use (so they find them in the cache).
function prefetchedKeys(pathname: string, search = ''): unknown[] {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  prefetchPageReads(client, pathname, search);
  return client
    .getQueryCache()
    .findAll()
    .map((query) => query.queryKey);
}

describe('prefetchPageReads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("starts each page's reads under its queries' keys", () => {
    // No network here: the reads only have to start.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    expect(prefetchedKeys('/app/home')).toEqual([['journal', 'today'], ['profile']]);
    expect(prefetchedKeys('/app/')).toEqual([['journal', 'today'], ['profile']]);
    expect(prefetchedKeys('/app/insights')).toEqual([['insights'], ['journal', 'today']]);
    expect(prefetchedKeys('/app/trends', '?range=7')).toEqual([['journal', 'trends', '7', null, null]]);
    expect(prefetchedKeys('/app/journal/log')).toEqual([]);
    expect(prefetchedKeys('/auth/sign-in')).toEqual([]);
  });
});
