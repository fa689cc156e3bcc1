import { ChevronLeft, ChevronRight, NotebookPen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { isZonedDayKey } from '#domain/common/day-key.ts';
import { groupEntriesByDay } from '#domain/journal/history.ts';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { shouldShowHistoryStreak } from '#domain/journal/streak.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { inlineLink } from '#web/components/ui/layout-styles.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { StreakBadge } from '#web/components/ui/streak-badge.tsx';
import { useToday } from '#web/features/dashboard/api/today-query.ts';
import { type HistoryRangeParam, useJournalHistory } from '#web/features/journal/api/journal-api.ts';
import { DeleteEntryDialog, EditEntryDialog } from '#web/features/journal/components/entry-dialogs.tsx';
import { formatDayLong } from '#web/features/journal/components/entry-format.ts';
import { HistoryDateJump } from '#web/features/journal/components/history-date-jump.tsx';
import { HistoryDayCard } from '#web/features/journal/components/history-day-card.tsx';
import { withPendingChanges } from '#web/features/journal/offline/pending-entries.ts';
import { usePendingChanges } from '#web/features/journal/offline/use-outbox.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export const HISTORY_LOAD_FAILED_MESSAGE = 'There was a problem loading your journal entries.';

const rangeButton =
  'inline-flex min-h-11 items-center justify-center rounded-xl border px-4 py-2 font-semibold transition-colors';

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

export function HistoryPage() {
  useDocumentTitle('My Wellness History');
  const [params, setParams] = useSearchParams();
  const range = readRange(params.get('range'));
  const page = readPage(params.get('page'));
  // A jump to a date (?date=): every day, on the page the server finds for it.
  const jumpDate = readDate(params.get('date'));
  const history = useJournalHistory(range, page, jumpDate);
  // The streak the dashboard counts (the server's, in the person's zone), shown from 2 days on.
  const streak = useToday().data?.streak ?? 0;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<JournalEntryDto>();
  const [deleting, setDeleting] = useState<JournalEntryDto>();

  const error = history.error;
  useEffect(() => {
    if (error) toast.error('Error', { description: error.message || HISTORY_LOAD_FAILED_MESSAGE });
  }, [error]);

  const go = (next: { range?: HistoryRangeParam; page?: number }) => {
    setParams((current) => {
      const search = new URLSearchParams(current);
      if (next.range) search.set('range', next.range);
      // Paging or a range from here on leaves the date that was jumped to.
      if (search.has('date')) search.set('range', next.range ?? 'all');
      search.delete('date');
      search.set('page', String(next.page ?? 1));
      return search;
    });
  };

  const jump = (date: string) => {
    setParams((current) => {
      const search = new URLSearchParams(current);
      search.set('range', 'all');
      search.delete('page');
      search.set('date', date);
      return search;
    });
  };

  const data = history.data;
  const timeZone = data?.timeZone ?? 'UTC';
  // Edits and deletes kept on this device (offline) show as they will be once sent.
  const pending = usePendingChanges();
  const days = data
    ? groupEntriesByDay(withPendingChanges(data.entries, pending, data.timeZone), data.timeZone)
    : [];
  // The jumped-to day opens and takes the focus once its page has arrived (not while the previous
  // page stands in for it); a day without entries is said instead.
  const jumpSettled = jumpDate !== undefined && data !== undefined && !history.isPlaceholderData;
  const jumpFound = jumpSettled && days.some((day) => day.dayKey === jumpDate);

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight sm:text-4xl">
            My Wellness History
          </h1>
          <p className="mt-2 text-lg text-muted">
            Look back over your days, and fix anything from the past week.
          </p>
          {shouldShowHistoryStreak(streak) ? <StreakBadge length={streak} className="mt-3" /> : null}
          <p className="mt-1 text-lg">
            <Link to="/app/trends" className={inlineLink}>
              See your trends
            </Link>
          </p>
        </div>
        <fieldset className="flex gap-2">
          <legend className="sr-only">Which days to show</legend>
          <button
            type="button"
            aria-pressed={data?.range === 'week'}
            onClick={() => go({ range: 'week' })}
            className={`${rangeButton} ${
              data?.range === 'week'
                ? 'border-primary bg-primary text-primary-ink'
                : 'border-line bg-surface hover:bg-surface-muted'
            }`}
          >
            Last 7 Days
          </button>
          <button
            type="button"
            aria-pressed={data?.range === 'all'}
            onClick={() => go({ range: 'all' })}
            className={`${rangeButton} ${
              data?.range === 'all'
                ? 'border-primary bg-primary text-primary-ink'
                : 'border-line bg-surface hover:bg-surface-muted'
            }`}
          >
            All Days
          </button>
        </fieldset>
      </header>

      <div className="flex flex-col gap-3">
        {data && (data.totalDays > 0 || data.range === 'week' || jumpDate !== undefined) ? (
          <HistoryDateJump value={jumpDate} today={data.today} onJump={jump} />
        ) : null}
        {/* Always rendered, so screen readers hear it when a jump finds nothing. */}
        <p role="status" className="text-lg">
          {jumpSettled && !jumpFound && jumpDate
            ? `Nothing was logged on ${formatDayLong(jumpDate)}. These are the days nearest to it.`
            : ''}
        </p>
      </div>

      {history.isPending ? (
        <p role="status" className="flex items-center gap-3 text-lg text-muted">
          <Spinner className="size-6" />
          Loading your history...
        </p>
      ) : history.isError && !data ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-danger bg-danger-soft p-5">
          <p className="font-medium text-danger">{HISTORY_LOAD_FAILED_MESSAGE}</p>
          <Button variant="secondary" onClick={() => history.refetch()}>
            Try again
          </Button>
        </div>
      ) : data && data.totalDays === 0 ? (
        data.range === 'week' && range === 'week' ? (
          <div className="flex flex-col items-start gap-4 rounded-2xl border border-line bg-surface p-6">
            <h2 className="text-2xl font-bold">Nothing in the last 7 days</h2>
            <p className="text-lg text-muted">Older days are still here when you want them.</p>
            <Button variant="secondary" onClick={() => go({ range: 'all' })}>
              Show all days
            </Button>
          </div>
        ) : (
          <div className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-6 py-12 text-center">
            <NotebookPen aria-hidden="true" className="size-12 text-primary" />
            <h2 className="text-2xl font-bold">No entries yet</h2>
            <p className="max-w-md text-lg text-muted">
              Log a meal or how you feel, and your days will gather here.
            </p>
            <ButtonLink to="/app/journal/log" size="lg">
              Start Logging
            </ButtonLink>
          </div>
        )
      ) : data ? (
        <>
          <ul aria-busy={history.isFetching} className="flex flex-col gap-4">
            {days.map((day, index) => (
              <li key={day.dayKey}>
                <HistoryDayCard
                  day={day}
                  today={data.today}
                  timeZone={timeZone}
                  defaultExpanded={jumpFound ? day.dayKey === jumpDate : index === 0}
                  focusOnShow={jumpFound && day.dayKey === jumpDate}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                />
              </li>
            ))}
          </ul>
          {data.pageCount > 1 ? (
            <nav aria-label="History pages" className="flex items-center justify-between gap-3">
              <Button
                variant="secondary"
                disabled={data.page <= 1}
                onClick={() => go({ page: data.page - 1 })}
              >
                <ChevronLeft aria-hidden="true" className="size-5" />
                Previous
              </Button>
              <p aria-live="polite" className="font-semibold">
                Page {data.page} of {data.pageCount}
              </p>
              <Button
                variant="secondary"
                disabled={data.page >= data.pageCount}
                onClick={() => go({ page: data.page + 1 })}
              >
                Next
                <ChevronRight aria-hidden="true" className="size-5" />
              </Button>
            </nav>
          ) : null}
        </>
      ) : null}

      <EditEntryDialog
        entry={editing}
        timeZone={timeZone}
        onClose={() => setEditing(undefined)}
        fallbackFocusRef={headingRef}
      />
      <DeleteEntryDialog
        entry={deleting}
        timeZone={timeZone}
        onClose={() => setDeleting(undefined)}
        fallbackFocusRef={headingRef}
      />
    </div>
  );
}
