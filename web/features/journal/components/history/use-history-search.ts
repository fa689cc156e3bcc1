import { useSearchParams } from 'react-router';
import type { HistoryRangeParam } from '#web/features/journal/api/journal-api.ts';
import { readHistorySearch, searchForJump, searchForMove } from './history-search-params.ts';

/** The history's range, page and jumped-to date, kept in the address so back and reload keep them. */
export function useHistorySearch() {
  const [params, setParams] = useSearchParams();
  const go = (next: { range?: HistoryRangeParam; page?: number }) =>
    setParams((current) => searchForMove(current, next));
  const jump = (date: string) => setParams((current) => searchForJump(current, date));
  return { ...readHistorySearch(params), go, jump };
}
