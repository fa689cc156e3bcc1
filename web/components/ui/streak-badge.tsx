import { CalendarCheck } from 'lucide-react';
import { streakMeaning, streakText } from '#domain/journal/streak.ts';

/**
 * The spec's streak line ('19 days tracked! Keep it up!') with what it counts beside it ('19 days
 * in a row with an entry.'), read together as one sentence. The dashboard and History share it.
 */
export function StreakBadge({ length, className = '' }: { length: number; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className}`}>
      <span className="inline-flex w-fit items-center gap-2 rounded-full bg-accent-soft px-3 py-1 font-semibold text-accent">
        <CalendarCheck aria-hidden="true" className="size-5" />
        {streakText(length)}
      </span>{' '}
      <span className="text-base text-muted">{streakMeaning(length)}</span>
    </p>
  );
}
