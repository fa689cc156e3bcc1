import { Activity, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { entryTimeValue, formatEntryTime } from '../../../../domain/rules/entry-time.ts';
import { formatExactTime } from '../../../../domain/rules/exact-time.ts';
import { MEAL_SIZE_LABELS, MEAL_SOURCE_LABELS } from '../../../../domain/rules/meal-options.ts';
import { MEAL_TIME_LABELS } from '../../../../domain/rules/meal-time.ts';
import { RATING_LABELS, type Rating } from '../../../../domain/rules/severity-feedback.ts';
import { TIME_OF_DAY_LABELS } from '../../../../domain/rules/time-of-day.ts';
import type { JournalEntryDto } from '../../../../domain/schemas/journal-entry.ts';
import { symptomDisplayName } from './entry-format.ts';

/** A short name for an entry, used in its heading and in the names of its buttons. */
export function entryTitle(entry: JournalEntryDto): string {
  return entry.type === 'food'
    ? `${MEAL_TIME_LABELS[entry.details.mealTime]} meal`
    : `${TIME_OF_DAY_LABELS[entry.details.time_of_day]} symptoms`;
}

function ratingText(rating: number): string {
  const label = RATING_LABELS[rating as Rating];
  return label ? `${rating} · ${label}` : 'Not rated';
}

type EntryItemProps = {
  entry: JournalEntryDto;
  timeZone: string;
  headingLevel?: 'h3' | 'h4';
  /** Edit and Delete in the history, or the reason they are not offered. */
  actions?: ReactNode;
};

/** One journal entry: when, what kind, what was written and every detail chosen. */
export function EntryItem({ entry, timeZone, headingLevel: Heading = 'h3', actions }: EntryItemProps) {
  // The stored time, the one every screen, the report and the exports show (decision 017).
  const time = formatEntryTime(entry, timeZone);
  const timeValue = entryTimeValue(entry, timeZone);
  const Icon = entry.type === 'food' ? UtensilsCrossed : Activity;
  return (
    <article className="@container flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={`grid size-10 shrink-0 place-items-center rounded-xl ${
            entry.type === 'food' ? 'bg-accent-soft text-accent' : 'bg-primary-soft text-primary'
          }`}
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <Heading className="font-bold">{entryTitle(entry)}</Heading>
          <p className="text-sm text-muted">
            <time dateTime={timeValue}>{time}</time>
            {' · '}
            {entry.type === 'food' ? 'Meal' : 'Symptom check-in'}
          </p>
        </div>
      </div>
      {entry.type === 'food' ? (
        <>
          <p className="break-words whitespace-pre-line">{entry.content}</p>
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <div className="flex gap-1.5">
              <dt className="text-muted">Meal time:</dt>
              <dd className="font-semibold">{MEAL_TIME_LABELS[entry.details.mealTime]}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-muted">Portion:</dt>
              <dd className="font-semibold">{MEAL_SIZE_LABELS[entry.details.mealSize]}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-muted">From:</dt>
              <dd className="font-semibold">{MEAL_SOURCE_LABELS[entry.details.mealSource]}</dd>
            </div>
          </dl>
        </>
      ) : (
        <>
          <dl className="grid gap-1 text-sm @lg:grid-cols-2">
            {Object.entries(entry.details.symptomRatings).map(([name, rating]) => (
              <div key={name} className="flex justify-between gap-3 rounded-lg bg-surface-muted px-3 py-1.5">
                <dt>{symptomDisplayName(name)}</dt>
                <dd className="font-semibold">{ratingText(rating)}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm">
            <span className="text-muted">Time of day: </span>
            <span className="font-semibold">{TIME_OF_DAY_LABELS[entry.details.time_of_day]}</span>
            {entry.details.exact_time ? (
              <>
                <span className="text-muted">, at </span>
                <span className="font-semibold">{formatExactTime(entry.details.exact_time)}</span>
              </>
            ) : null}
          </p>
          {entry.content ? (
            <p className="break-words whitespace-pre-line">
              <span className="text-sm text-muted">Notes: </span>
              {entry.content}
            </p>
          ) : null}
        </>
      )}
      {actions ? <div className="border-t border-line pt-3">{actions}</div> : null}
    </article>
  );
}
