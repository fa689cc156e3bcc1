import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BowelEntryUpdate,
  FoodEntryUpdate,
  JournalEntryCreate,
  JournalEntryDto,
  SymptomEntryUpdate,
} from '#domain/journal/journal-entry.ts';
import { ApiError, api, readJson } from '#web/lib/api-client.ts';
import { journalOutbox } from '../offline/journal-outbox.ts';
import type { JournalChange } from '../offline/outbox-changes.ts';

export type HistoryRangeParam = 'auto' | 'week' | 'all';

// Every journal query sits under ['journal'], so one invalidation after any change refreshes the
// log page, the history and the dashboard's ['journal', 'today'] together.
export const journalKeys = {
  all: ['journal'] as const,
  day: (date: string) => ['journal', 'day', date] as const,
  history: (range: HistoryRangeParam, page: number, date?: string) =>
    ['journal', 'history', range, page, date ?? null] as const,
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

/** One page of the history; with `date`, every day on the page that holds that date (the server picks the page). */
export function useJournalHistory(range: HistoryRangeParam, page: number, date?: string) {
  return useQuery({
    queryKey: journalKeys.history(range, page, date),
    queryFn: async () => {
      const query = { range, page: String(page), ...(date ? { date } : {}) };
      const response = await api.journal.history.$get({ query });
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
    queryFn: async () => {
      let response: Response;
      try {
        response = await api.profile.$get();
      } catch (error) {
        // No network (a reload offline): the check-in form keeps the last rows read here, so a
        // check-in can still be written and queued.
        const remembered = rememberedSymptomRows();
        if (remembered) return remembered;
        throw error;
      }
      const { symptoms } = await readJson(response);
      rememberSymptomRows(symptoms);
      return symptoms;
    },
    staleTime: 0,
  });
}

// Per person, in localStorage under 'tend-offline:' (cleared on sign-out, with the remembered user).
const symptomRowsKey = () =>
  journalOutbox.userId ? `tend-offline:symptoms:${journalOutbox.userId}` : undefined;

function rememberSymptomRows(symptoms: string[]): void {
  const key = symptomRowsKey();
  try {
    if (key) localStorage.setItem(key, JSON.stringify(symptoms));
  } catch {
    // Unavailable storage only means the form needs the network after a reload.
  }
}

function rememberedSymptomRows(): string[] | undefined {
  const key = symptomRowsKey();
  try {
    const stored: unknown = key ? JSON.parse(localStorage.getItem(key) ?? 'null') : null;
    return Array.isArray(stored) && stored.every((name) => typeof name === 'string') ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a save came to: on the server, or kept on this device (offline, or the server is down) to
 * be sent later by the queue. A refusal is thrown as the server's ApiError, as before.
 */
export type SaveOutcome = { status: 'sent'; entry: JournalEntryDto | undefined } | { status: 'queued' };

// Every change goes through the offline queue (offline/outbox.ts): written to IndexedDB, then
// sent. 'always': the queue decides what to do without a network, so the mutation must run then
// too instead of pausing with the button on 'Saving...'.
async function submit(change: JournalChange): Promise<SaveOutcome> {
  const outcome = await journalOutbox.submit(change);
  if (outcome.status === 'refused') throw new ApiError(outcome.refusal);
  if (outcome.status === 'queued') return outcome;
  return { status: 'sent', entry: outcome.result.entry };
}

export function useCreateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    // The moment the person pressed save travels with the entry: one kept on this device while
    // offline is placed by it when it reaches the server, not by when it arrived (decision 013).
    mutationFn: (entry: JournalEntryCreate) =>
      submit({ kind: 'create', entry: { ...entry, loggedAt: entry.loggedAt ?? new Date().toISOString() } }),
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}

/** `entry` is the entry as shown: the change can then be shown while it waits to be sent. */
export type EntryChange = {
  entry: JournalEntryDto;
  change: FoodEntryUpdate | SymptomEntryUpdate | BowelEntryUpdate;
};

export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entry, change }: EntryChange) => submit({ kind: 'update', base: entry, change }),
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: JournalEntryDto) => submit({ kind: 'delete', base: entry }),
    networkMode: 'always',
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

/**
 * An exact time later than the server's now: the form checks it first, so this is a device clock
 * ahead of the server's.
 */
export function isFutureTimeProblem(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 422 && error.code === 'future_time';
}

/** The API's codes for a day that cannot be logged (future, or before the account existed). */
export function isEntryDateProblem(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 422 &&
    (error.code === 'future_date' || error.code === 'before_account_creation')
  );
}
