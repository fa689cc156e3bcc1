// A Trends view's address, both ways: the page's search parameters to the API query, and the query
// to the API path. No zod here: the entry script imports this (domain/app/early-reads.ts) to
// start the page's read early, and the landing page's bundle must stay small.

export const TREND_PRESETS = [7, 30, 90] as const;
export type TrendPreset = (typeof TREND_PRESETS)[number];

export type TrendQueryParams = { range?: '7' | '30' | '90'; from?: string; to?: string };

/** ?from=&to= (both, or neither counts), else ?range=7|30|90, else the default view. */
export function trendQueryFromSearch(search: URLSearchParams): TrendQueryParams {
  const from = search.get('from');
  const to = search.get('to');
  if (from && to) return { from, to };
  const range = search.get('range');
  return range === '7' || range === '30' || range === '90' ? { range } : {};
}

/** The API path the query reads: the same string the early read starts and the query takes. */
export function trendsApiPath(query: TrendQueryParams): string {
  const search = new URLSearchParams();
  if (query.range) search.set('range', query.range);
  if (query.from) search.set('from', query.from);
  if (query.to) search.set('to', query.to);
  const text = search.toString();
  return text ? `/api/trends?${text}` : '/api/trends';
}
