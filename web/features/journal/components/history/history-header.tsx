import type { RefObject } from 'react';
import { Link } from 'react-router';
import { shouldShowHistoryStreak } from '#domain/journal/streak.ts';
import { inlineLink } from '#web/components/ui/layout-styles.ts';
import { StreakBadge } from '#web/components/ui/streak-badge.tsx';
import { HistoryRangePicker } from './history-range-picker.tsx';

type HistoryHeaderProps = {
  /** The heading takes the focus back when a dialog closes on an entry that is gone. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  streak: number;
  /** The range the shown days are in, once they have arrived. */
  shownRange: 'week' | 'all' | undefined;
  onRange: (range: 'week' | 'all') => void;
};

/** The history's title, the streak, the way to the trends, and the choice of which days to show. */
export function HistoryHeader({ headingRef, streak, shownRange, onRange }: HistoryHeaderProps) {
  return (
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
      <HistoryRangePicker shown={shownRange} onChoose={onRange} />
    </header>
  );
}
