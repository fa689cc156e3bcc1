import { useRef, useState } from 'react';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useJournalHistory } from '#web/features/journal/api/journal-api.ts';
import { DeleteEntryDialog, EditEntryDialog } from '../entry-dialogs.tsx';
import { HistoryDayList } from './history-day-list.tsx';
import { HistoryNoEntriesYet, HistoryNothingThisWeek } from './history-empty.tsx';
import { HistoryHeader } from './history-header.tsx';
import { HistoryJumpBar } from './history-jump-bar.tsx';
import { HistoryLoadFailed, useHistoryLoadFailedToast } from './history-load-failed.tsx';
import { HistoryPager } from './history-pager.tsx';
import { useHistoryDays } from './use-history-days.ts';
import { useHistorySearch } from './use-history-search.ts';

type JournalHistoryProps = {
  /** The streak the dashboard counts (the server's, in the person's zone), shown from 2 days on. */
  streak: number;
};

/**
 * The journal's history: the days, a page at a time, the last 7 or all of them, with a jump to a
 * date; each day opens to its entries, which can be edited and deleted here.
 */
export function JournalHistory({ streak }: JournalHistoryProps) {
  const { range, page, jumpDate, go, jump } = useHistorySearch();
  const history = useJournalHistory(range, page, jumpDate);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<JournalEntryDto>();
  const [deleting, setDeleting] = useState<JournalEntryDto>();
  useHistoryLoadFailedToast(history.error);

  const data = history.data;
  const timeZone = data?.timeZone ?? 'UTC';
  const { days, jumpSettled, jumpFound } = useHistoryDays(data, history.isPlaceholderData, jumpDate);

  return (
    <div className="flex flex-col gap-8">
      <HistoryHeader
        headingRef={headingRef}
        streak={streak}
        shownRange={data?.range}
        onRange={(next) => go({ range: next })}
      />

      <HistoryJumpBar
        today={data?.today}
        offered={
          data !== undefined && (data.totalDays > 0 || data.range === 'week' || jumpDate !== undefined)
        }
        jumpDate={jumpDate}
        missed={jumpSettled && !jumpFound}
        onJump={jump}
      />

      {history.isPending ? (
        <p role="status" className="flex items-center gap-3 text-lg text-muted">
          <Spinner className="size-6" />
          Loading your history...
        </p>
      ) : history.isError && !data ? (
        <HistoryLoadFailed onRetry={() => history.refetch()} />
      ) : data && data.totalDays === 0 ? (
        data.range === 'week' && range === 'week' ? (
          <HistoryNothingThisWeek onShowAll={() => go({ range: 'all' })} />
        ) : (
          <HistoryNoEntriesYet />
        )
      ) : data ? (
        <>
          <HistoryDayList
            days={days}
            today={data.today}
            timeZone={timeZone}
            busy={history.isFetching}
            openDay={jumpFound ? jumpDate : undefined}
            onEdit={setEditing}
            onDelete={setDeleting}
          />
          {data.pageCount > 1 ? (
            <HistoryPager page={data.page} pageCount={data.pageCount} onPage={(next) => go({ page: next })} />
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
