import { ChevronDown, CircleCheck, CircleDashed, Lock, Pencil, PlusCircle, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { addDays } from '#domain/common/day-key.ts';
import {
  correctionWindowEnd,
  EDIT_WINDOW_MESSAGE,
  isDayInEditWindow,
  isEditable,
} from '#domain/journal/edit-window.ts';
import { type DayGroup, isDayClickable, suggestedTypeForDay } from '#domain/journal/history.ts';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { formatDateTime, formatTime } from '#web/lib/format.ts';
import { formatDayLong, relativeDayName } from './entry-format.ts';
import { EntryItem, entryTitle } from './entry-item.tsx';
import { MealQuickActions, useIsStarred } from './meal-quick-actions.tsx';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** When the 24-hour correction window of an entry closes: 'Wednesday 3:15 PM', on the person's clock. */
function correctionDeadline(createdAt: string, timeZone: string): string {
  return formatDateTime(correctionWindowEnd(createdAt), {
    weekday: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}

type HistoryDayCardProps = {
  day: DayGroup<JournalEntryDto>;
  today: string;
  timeZone: string;
  defaultExpanded: boolean;
  /** The day a jump asked for: its heading takes the focus and comes into view when shown. */
  focusOnShow?: boolean;
  onEdit: (entry: JournalEntryDto) => void;
  onDelete: (entry: JournalEntryDto) => void;
};

/** One day of the history: a heading that opens and closes it (the disclosure pattern), its counts, and its entries. */
export function HistoryDayCard({
  day,
  today,
  timeZone,
  defaultExpanded,
  focusOnShow = false,
  onEdit,
  onDelete,
}: HistoryDayCardProps) {
  const panelId = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusOnShow) return;
    // Also for a card already on the page when the jump named its day.
    setExpanded(true);
    toggleRef.current?.focus({ preventScroll: true });
    toggleRef.current?.scrollIntoView({ block: 'start' });
  }, [focusOnShow]);
  const isStarred = useIsStarred();
  const now = new Date();
  const name = relativeDayName(day.dayKey, today, addDays(today, -1));
  const fullDate = formatDayLong(day.dayKey);
  const suggestion = suggestedTypeForDay(day);
  const clickable = isDayClickable({ ...day, today });

  return (
    <article className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
      <h2 className="text-lg font-bold sm:text-xl">
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((open) => !open)}
          className="flex min-h-14 w-full items-center justify-between gap-3 px-4 py-3 text-left hover:bg-surface-muted sm:px-5"
        >
          <span>{name === fullDate ? fullDate : `${name} · ${fullDate}`}</span>
          <ChevronDown
            aria-hidden="true"
            className={`size-6 shrink-0 text-muted transition-transform ${expanded ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 pb-4 sm:px-5">
        <p className="text-muted">
          {plural(day.meals, 'meal', 'meals')} ·{' '}
          {plural(day.symptoms, 'symptom check-in', 'symptom check-ins')}
        </p>
        <p
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-0.5 text-sm font-semibold ${
            day.complete ? 'bg-primary-soft text-success' : 'bg-accent-soft text-accent'
          }`}
        >
          {day.complete ? (
            <CircleCheck aria-hidden="true" className="size-4" />
          ) : (
            <CircleDashed aria-hidden="true" className="size-4" />
          )}
          {day.complete ? 'Complete' : 'Incomplete'}
        </p>
        {clickable ? (
          <ButtonLink
            to={`/app/journal/log?date=${day.dayKey}&type=${suggestion}`}
            variant="secondary"
            className="sm:ml-auto"
          >
            <PlusCircle aria-hidden="true" className="size-5" />
            {suggestion === 'food' ? 'Log a meal' : 'Track symptoms'}
            <span className="sr-only"> for {fullDate}</span>
          </ButtonLink>
        ) : null}
      </div>
      <div id={panelId} hidden={!expanded} className="border-t border-line bg-canvas px-4 py-4 sm:px-5">
        <ul className="flex flex-col gap-3">
          {day.entries.map((entry) => {
            const label = `${entryTitle(entry).toLowerCase()} at ${formatTime(entry.occurredAt, timeZone)}`;
            const editable = isEditable({
              occurredAt: entry.occurredAt,
              createdAt: entry.createdAt,
              now,
              timeZone,
            });
            return (
              <li key={entry.id}>
                <EntryItem
                  entry={entry}
                  timeZone={timeZone}
                  actions={
                    <div className="flex flex-col gap-3">
                      <div className="flex flex-wrap items-center gap-2">
                        {entry.type === 'food' ? (
                          <MealQuickActions
                            entry={entry}
                            timeZone={timeZone}
                            starred={isStarred(entry.content)}
                          />
                        ) : null}
                        {editable ? (
                          <Button variant="secondary" onClick={() => onEdit(entry)}>
                            <Pencil aria-hidden="true" className="size-4" />
                            Edit<span className="sr-only"> {label}</span>
                          </Button>
                        ) : null}
                        {/* A person may always delete their own entry, after the confirmation. */}
                        <Button variant="ghost" className="text-danger" onClick={() => onDelete(entry)}>
                          <Trash2 aria-hidden="true" className="size-4" />
                          Delete<span className="sr-only"> {label}</span>
                        </Button>
                      </div>
                      {!editable ? (
                        <p className="flex items-center gap-2 text-sm text-muted">
                          <Lock aria-hidden="true" className="size-4 shrink-0" />
                          {EDIT_WINDOW_MESSAGE}
                        </p>
                      ) : isDayInEditWindow(day.dayKey, today) ? null : (
                        <p className="text-sm text-muted">
                          Written less than 24 hours ago: you can correct it until{' '}
                          {correctionDeadline(entry.createdAt, timeZone)}.
                        </p>
                      )}
                    </div>
                  }
                />
              </li>
            );
          })}
        </ul>
      </div>
    </article>
  );
}
