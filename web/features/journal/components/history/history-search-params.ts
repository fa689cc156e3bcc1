import { isZonedDayKey } from '#domain/common/day-key.ts';
import type { HistoryRangeParam } from '#web/features/journal/api/journal-api.ts';

/** What the history's address asks for: which days, which page, and a date jumped to (?date=). */
export type HistorySearch = { range: HistoryRangeParam; page: number; jumpDate: string | undefined };

export function readHistorySearch(params: URLSearchParams): HistorySearch {
  return {
    range: readRange(params.get('range')),
    page: readPage(params.get('page')),
    jumpDate: readDate(params.get('date')),
  };
}

function readRange(value: string | null): HistoryRangeParam {
  return value === 'week' || value === 'all' ? value : 'auto';
}

function readDate(value: string | null): string | undefined {
  return value !== null && isZonedDayKey(value) ? value : undefined;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address for another range or page (the first page unless one is named). */
export function searchForMove(
  current: URLSearchParams,
  next: { range?: HistoryRangeParam; page?: number },
): URLSearchParams {
  const search = new URLSearchParams(current);
  if (next.range) search.set('range', next.range);
  // Paging or a range from here on leaves the date that was jumped to.
  if (search.has('date')) search.set('range', next.range ?? 'all');
  search.delete('date');
  search.set('page', String(next.page ?? 1));
  return search;
}

/** The address for a jump to a date: every day, on the page the server finds for it. */
export function searchForJump(current: URLSearchParams, date: string): URLSearchParams {
  const search = new URLSearchParams(current);
  search.set('range', 'all');
  search.delete('page');
  search.set('date', date);
  return search;
}
