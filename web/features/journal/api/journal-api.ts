import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FoodEntryUpdate,
  JournalEntryCreate,
  JournalEntryDto,
  SymptomEntryUpdate,
} from '../../../../domain/schemas/journal-entry.ts';
import { ApiError, api, readJson } from '../../../lib/api-client.ts';

export type HistoryRangeParam = 'auto' | 'week' | 'all';

// Every journal query sits under ['journal'], so one invalidation after any change refreshes the
// log page, the history and the dashboard's ['journal', 'today'] together.
export const journalKeys = {
  all: ['journal'] as const,
  day: (date: string) => ['journal', 'day', date] as const,
  history: (range: HistoryRangeParam, page: number) => ['journal', 'history', range, page] as const,
  symptomRows: ['journal', 'profile-symptoms'] as const,
};

export const journalDayQuery = (date: string) =>
  queryOptions({
    queryKey: journalKeys.day(date),
    queryFn: async () => {
      const body = await readJson(await api.journal.days[':date'].$get({ param: { date } }));
      return body as { date: string; today: string; timeZone: string; entries: JournalEntryDto[] };
    },
  });

export type HistoryPage = {
  range: 'week' | 'all';
  page: number;
  pageCount: number;
  totalDays: number;
  today: string;
  timeZone: string;
  entries: JournalEntryDto[];
};

export function useJournalHistory(range: HistoryRangeParam, page: number) {
  return useQuery({
    queryKey: journalKeys.history(range, page),
    queryFn: async () => {
      const response = await api.journal.history.$get({ query: { range, page: String(page) } });
      return (await readJson(response)) as HistoryPage;
    },
    // Paging keeps the current page on screen until the next one arrives, instead of a flash of
    // loading text that moves everything under the reader's eyes.
    placeholderData: keepPreviousData,
  });
}

/**
 * The symptoms the person chose to track: one rating row each. Read fresh on every visit (stale at
 * once), because the profile page may have changed them and its saves do not touch journal keys.
 */
export function useProfileSymptoms() {
  return useQuery({
    queryKey: journalKeys.symptomRows,
    queryFn: async () => (await readJson(await api.profile.$get())).symptoms,
    staleTime: 0,
  });
}

// A create is safe to retry by itself when the request may not have arrived (a network error):
// the client-made id makes the second attempt return the first entry instead of a duplicate.
const retryNetworkErrors = (failureCount: number, error: Error) =>
  failureCount < 2 && !(error instanceof ApiError);

export function useCreateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entry: JournalEntryCreate) =>
      (await readJson(await api.journal.entries.$post({ json: entry }))) as JournalEntryDto,
    retry: retryNetworkErrors,
    onSettled: () => queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}

export type EntryChange = { id: string; change: FoodEntryUpdate | SymptomEntryUpdate };

export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    // The route picks the schema from the stored entry's type, so the typed client has no body
    // type for it; the body is one of the domain's update shapes all the same.
    mutationFn: async ({ id, change }: EntryChange) => {
      const response = await fetch(`/api/journal/entries/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(change),
      });
      return (await readJson(response)) as JournalEntryDto;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await api.journal.entries[':id'].$delete({ param: { id } });
      if (!response.ok) await readJson(response);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}

/**
 * A new entry's id, made once per entry and reused on every retry. crypto.randomUUID exists only
 * in secure contexts, and a self-hosted Tend may well be opened over plain http on a home network,
 * so a version 4 UUID is built from getRandomValues there.
 */
export function newEntryId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The API's codes for a day that cannot be logged (future, or before the account existed). */
export function isEntryDateProblem(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 422 &&
    (error.code === 'future_date' || error.code === 'before_account_creation')
  );
}
