import type { DayGroup } from '#domain/journal/history.ts';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { HistoryDayCard } from '../history-day-card.tsx';

type HistoryDayListProps = {
  days: readonly DayGroup<JournalEntryDto>[];
  today: string;
  timeZone: string;
  /** Another page is on its way: this one stays until it arrives. */
  busy: boolean;
  /** The day a jump found, if it did: it opens instead of the newest. */
  openDay: string | undefined;
  onEdit: (entry: JournalEntryDto) => void;
  onDelete: (entry: JournalEntryDto) => void;
};

/** The page's days, newest first, each a card that opens; the newest (or the one jumped to) open. */
export function HistoryDayList({
  days,
  today,
  timeZone,
  busy,
  openDay,
  onEdit,
  onDelete,
}: HistoryDayListProps) {
  return (
    <ul aria-busy={busy} className="flex flex-col gap-4">
      {days.map((day, index) => (
        <li key={day.dayKey}>
          <HistoryDayCard
            day={day}
            today={today}
            timeZone={timeZone}
            defaultExpanded={openDay !== undefined ? day.dayKey === openDay : index === 0}
            focusOnShow={openDay !== undefined && day.dayKey === openDay}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </li>
      ))}
    </ul>
  );
}
