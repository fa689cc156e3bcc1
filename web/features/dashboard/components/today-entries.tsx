import { useId } from 'react';
import { symptomLabel } from '#domain/insights/public.ts';
import type { JournalEntryDto } from '#domain/journal/public.ts';
import { bowelMovementText } from '#domain/journal/public.ts';
import { formatTime } from '#web/lib/format.ts';

function entrySummary(entry: JournalEntryDto): string {
  if (entry.type === 'food') return entry.content;
  if (entry.type === 'bowel') return `Bowel movement: ${bowelMovementText(entry.details)}`;
  const ratings = Object.entries(entry.details.symptomRatings)
    .map(([symptom, rating]) => `${symptomLabel(symptom)} ${rating}`)
    .join(', ');
  return `Check-in: ${ratings}`;
}

/** Today's entries, newest first, as the journal lists them. */
export function TodayEntries({
  entries,
  timeZone,
}: {
  entries: readonly { entry: JournalEntryDto; pending: boolean }[];
  timeZone: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-2xl font-bold">
        Today's entries
      </h2>
      <ul className="mt-3 flex flex-col divide-y divide-line">
        {entries.map(({ entry, pending }) => (
          <li key={entry.id} className="flex gap-3 py-2">
            <span className="w-20 shrink-0 text-base text-muted tabular-nums">
              {formatTime(entry.occurredAt, timeZone)}
            </span>
            <span className="min-w-0 text-base break-words">
              {entrySummary(entry)}
              {pending ? (
                <span className="mt-0.5 block text-sm font-semibold text-accent">Waiting to be sent</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
