import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CloudOff, CloudUpload } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { goalProgressOf } from '#domain/journal/daily-goal.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ProgressCard } from '#web/components/ui/progress-card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatTime } from '#web/lib/format.ts';
import { keepKnownDay, knownDay } from '#web/lib/last-known-day.ts';
import { journalDayQuery } from '../api/journal-api.ts';
import { entriesWithPending } from '../offline/pending-entries.ts';
import { usePendingChanges } from '../offline/use-outbox.ts';
import { formatDayShort } from './entry-format.ts';
import { EntryItem } from './entry-item.tsx';
import { MealQuickActions, useIsStarred } from './meal-quick-actions.tsx';

/** The chosen day at a glance: progress towards the daily goal, then what was logged, the latest meal slot or time of day first. */
export function DayEntries({
  date,
  isToday,
  timeZone,
  userId,
}: {
  date: string;
  isToday: boolean;
  timeZone: string;
  /** Whose copy of the day this device keeps for a reload without a network. */
  userId: string;
}) {
  const titleId = useId();
  const day = useQuery(journalDayQuery(date));
  const isStarred = useIsStarred();
  const pending = usePendingChanges();
  useEffect(() => {
    if (day.data) keepKnownDay(userId, { date, timeZone: day.data.timeZone, entries: day.data.entries });
  }, [userId, date, day.data]);
  // The server cannot be reached (offline, paused or failed): the day as this device last read it.
  const unreadable = day.isError || (day.isPending && day.fetchStatus === 'paused');
  const offlineCopy = !day.data && unreadable ? knownDay(userId, date) : undefined;
  // Waiting entries take their place among the saved ones, in the one order of the day's entries.
  const shown = entriesWithPending(day.data?.entries ?? offlineCopy?.entries ?? [], pending, date, timeZone);
  const entries = shown.map(({ entry }) => entry);
  const waiting = shown.filter((item) => item.pending).length;
  const dayName = isToday ? 'today' : formatDayShort(date);

  return (
    <div className="flex flex-col gap-6">
      {/* The dashboard's card, so the day's progress reads the same wherever it is shown. Not when
          the day's saved entries are unknown: counting only the waiting ones would be wrong. */}
      {day.data || offlineCopy || !unreadable ? (
        <ProgressCard
          title={isToday ? "Today's Progress" : `Progress for ${formatDayShort(date)}`}
          progress={goalProgressOf(entries)}
        />
      ) : null}
      <section aria-labelledby={titleId} aria-busy={day.isFetching} className="flex flex-col gap-3">
        <h2 id={titleId} className="text-xl font-bold">
          {isToday ? "Today's entries" : `Entries for ${formatDayShort(date)}`}
        </h2>
        <SendingStatus waiting={waiting} />
        {offlineCopy ? (
          <p className="flex items-start gap-2 text-muted">
            <CloudOff aria-hidden="true" className="mt-1 size-4 shrink-0" />
            {`You are offline: this is ${dayName} as this device last saw it, at ${formatTime(offlineCopy.readAt, timeZone)}.`}
          </p>
        ) : day.isPending && day.fetchStatus === 'paused' ? (
          <p className="text-muted">
            You are offline: entries already sent will show when you are back online.
          </p>
        ) : day.isPending ? (
          <p className="flex items-center gap-2 text-muted">
            <Spinner className="size-5" />
            Loading entries...
          </p>
        ) : day.isError ? (
          <div className="flex flex-col items-start gap-2">
            <p className="text-danger">We could not load the entries for {dayName}.</p>
            <Button variant="secondary" onClick={() => day.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
        {(day.isSuccess || offlineCopy) && entries.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line p-4 text-muted">
            Nothing logged for {dayName} yet. Your entries will appear here.
          </p>
        ) : null}
        {/* Entries waiting on this device show even when the server's cannot be read (offline). */}
        {shown.length > 0 && (day.isSuccess || offlineCopy || waiting > 0) ? (
          <ul className="flex flex-col gap-3">
            {shown.map(({ entry, pending: isPending }) => (
              <li key={entry.id}>
                <EntryItem
                  entry={entry}
                  timeZone={timeZone}
                  actions={
                    isPending ? (
                      <p className="flex items-center gap-2 text-sm font-semibold text-accent">
                        <CloudUpload aria-hidden="true" className="size-4 shrink-0" />
                        Waiting to be sent
                      </p>
                    ) : entry.type === 'food' ? (
                      <div className="flex flex-wrap gap-2">
                        <MealQuickActions
                          entry={entry}
                          timeZone={timeZone}
                          starred={isStarred(entry.content)}
                        />
                      </div>
                    ) : undefined
                  }
                />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}

/**
 * Says, politely, how many of the day's entries wait on this device, and once they have all gone,
 * that they were sent. Silent when nothing ever waited.
 */
function SendingStatus({ waiting }: { waiting: number }) {
  const [hadWaiting, setHadWaiting] = useState(waiting > 0);
  useEffect(() => {
    if (waiting > 0) setHadWaiting(true);
  }, [waiting]);
  const text =
    waiting > 0
      ? `${waiting} ${waiting === 1 ? 'entry is' : 'entries are'} kept on this device and will be sent automatically when the connection is back.`
      : hadWaiting
        ? 'All entries are sent and saved.'
        : '';
  // Amber while something waits (it needs the network); green once all is done, which is good news.
  const tone = waiting > 0 ? 'waiting' : hadWaiting ? 'sent' : undefined;
  const toneClasses = {
    waiting: 'rounded-xl bg-accent-soft px-4 py-3 text-sm font-semibold text-ink',
    sent: 'flex items-center gap-2 rounded-xl bg-primary-soft px-4 py-3 text-sm font-semibold text-success',
  };
  return (
    <p role="status" data-tone={tone} className={tone ? toneClasses[tone] : ''}>
      {tone === 'sent' ? <CircleCheck aria-hidden="true" className="size-4 shrink-0" /> : null}
      {text}
    </p>
  );
}
