import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { goalProgress } from '../../../../domain/rules/daily-goal.ts';
import { sortEntriesNewestFirst } from '../../../../domain/rules/entry-time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ProgressCard } from '../../../components/ui/progress-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { journalDayQuery } from '../api/journal-api.ts';
import { formatDayShort } from './entry-format.ts';
import { EntryItem } from './entry-item.tsx';

/** The chosen day at a glance: progress towards the daily goal, then what was logged, the latest meal slot or time of day first. */
export function DayEntries({
  date,
  isToday,
  timeZone,
}: {
  date: string;
  isToday: boolean;
  timeZone: string;
}) {
  const titleId = useId();
  const day = useQuery(journalDayQuery(date));
  const entries = sortEntriesNewestFirst(day.data?.entries ?? [], timeZone);
  const meals = entries.filter((entry) => entry.type === 'food').length;
  const symptoms = entries.length - meals;
  const dayName = isToday ? 'today' : formatDayShort(date);

  return (
    <div className="flex flex-col gap-6">
      {/* The dashboard's card, so the day's progress reads the same wherever it is shown. */}
      <ProgressCard
        title={isToday ? "Today's Progress" : `Progress for ${formatDayShort(date)}`}
        progress={goalProgress({ meals, symptoms })}
      />
      <section aria-labelledby={titleId} aria-busy={day.isFetching} className="flex flex-col gap-3">
        <h2 id={titleId} className="text-xl font-bold">
          {isToday ? "Today's entries" : `Entries for ${formatDayShort(date)}`}
        </h2>
        {day.isPending ? (
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
        ) : entries.length === 0 ? (
          <p className="rounded-xl border border-dashed border-line p-4 text-muted">
            Nothing logged for {dayName} yet. Your entries will appear here.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {entries.map((entry) => (
              <li key={entry.id}>
                <EntryItem entry={entry} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
