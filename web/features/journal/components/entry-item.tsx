import { Activity, UtensilsCrossed, Waves } from 'lucide-react';
import type { ReactNode } from 'react';
import { TIME_OF_DAY_LABELS } from '#domain/common/time-of-day.ts';
import { entryTimeValue } from '#domain/journal/entry-time.ts';
import { formatExactTime } from '#domain/journal/exact-time.ts';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { MEAL_SIZE_LABELS, MEAL_SOURCE_LABELS } from '#domain/journal/meal-options.ts';
import { MEAL_TIME_LABELS } from '#domain/journal/meal-time.ts';
import { RATING_LABELS, type Rating } from '#domain/journal/severity-feedback.ts';
import {
  BRISTOL_DESCRIPTIONS,
  type BristolType,
  checkInFactorPhrases,
} from '#domain/journal/tracking-factors.ts';
import { formatTime } from '#web/lib/format.ts';
import { symptomDisplayName } from './entry-format.ts';

/** A short name for an entry, used in its heading and in the names of its buttons. */
export function entryTitle(entry: JournalEntryDto): string {
  if (entry.type === 'food') return `${MEAL_TIME_LABELS[entry.details.mealTime]} meal`;
  if (entry.type === 'bowel') return `${TIME_OF_DAY_LABELS[entry.details.time_of_day]} bowel movement`;
  return `${TIME_OF_DAY_LABELS[entry.details.time_of_day]} symptoms`;
}

const KIND_LABELS = { food: 'Meal', symptom: 'Symptom check-in', bowel: 'Bowel movement' } as const;

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
  const time = formatTime(entry.occurredAt, timeZone);
  const timeValue = entryTimeValue(entry, timeZone);
  const Icon = entry.type === 'food' ? UtensilsCrossed : entry.type === 'bowel' ? Waves : Activity;
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
            {KIND_LABELS[entry.type]}
            {entry.imported ? (
              <>
                {' · '}
                <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-semibold">
                  Imported
                </span>
              </>
            ) : null}
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
      ) : entry.type === 'bowel' ? (
        <BowelDetails entry={entry} />
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
          <CheckInFactors details={entry.details} />
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

/** Stress, sleep and a period day, when the check-in recorded them. */
function CheckInFactors({ details }: { details: Parameters<typeof checkInFactorPhrases>[0] }) {
  const phrases = checkInFactorPhrases(details);
  if (phrases.length === 0) return null;
  return (
    <ul aria-label="More about the day" className="flex flex-wrap gap-2 text-sm">
      {phrases.map((phrase) => (
        <li key={phrase} className="rounded-full bg-surface-muted px-3 py-1 font-semibold">
          {phrase}
        </li>
      ))}
    </ul>
  );
}

function BowelDetails({ entry }: { entry: Extract<JournalEntryDto, { type: 'bowel' }> }) {
  const { bristolType, urgency, blood, time_of_day, exact_time } = entry.details;
  const type = BRISTOL_DESCRIPTIONS[bristolType as BristolType];
  return (
    <>
      <p>
        <span className="font-semibold">
          Type {bristolType}
          {type ? `, ${type.name.toLowerCase()}` : ''}
        </span>
        {type ? <span className="text-muted">: {type.description}</span> : null}
      </p>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-muted">Urgent:</dt>
          <dd className="font-semibold">{urgency ? 'Yes' : 'No'}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted">Blood:</dt>
          <dd className="font-semibold">{blood ? 'Yes' : 'No'}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted">Time of day:</dt>
          <dd className="font-semibold">
            {TIME_OF_DAY_LABELS[time_of_day]}
            {exact_time ? `, at ${formatExactTime(exact_time)}` : ''}
          </dd>
        </div>
      </dl>
      {entry.content ? (
        <p className="break-words whitespace-pre-line">
          <span className="text-sm text-muted">Notes: </span>
          {entry.content}
        </p>
      ) : null}
    </>
  );
}
