import { useId } from 'react';
import { plural } from '#domain/insights/public.ts';
import type { CompletenessDay } from '#domain/trends/aggregate.ts';
import { longDayLabel, shortDayLabel, weekdayLabel } from '#web/lib/format.ts';
import { NumbersDisclosure } from './numbers-table.tsx';

type DayState = 'goal' | 'some' | 'none';

function stateOf(day: CompletenessDay): DayState {
  if (day.goalMet) return 'goal';
  return day.meals + day.checkIns > 0 ? 'some' : 'none';
}

// Three fills that differ in lightness as well as hue, and the goal day carries a check mark, so
// the strip reads without colour too.
const cellClass: Record<DayState, string> = {
  goal: 'bg-primary text-primary-ink',
  some: 'bg-primary-soft text-primary border border-primary',
  none: 'bg-surface-muted border border-line',
};

const stateWords: Record<DayState, string> = {
  goal: 'daily goal met',
  some: 'some entries',
  none: 'nothing logged',
};

/** A calendar strip of the range: one square per day, by how complete its log was. */
export function CompletenessStrip({ days }: { days: readonly CompletenessDay[] }) {
  const headingId = useId();
  const goal = days.filter((day) => day.goalMet).length;
  const some = days.filter((day) => stateOf(day) === 'some').length;
  const summary = `${plural(goal, 'day', 'days')} met the daily goal of 2 meals and 2 check-ins, ${plural(some, 'more day', 'more days')} had some entries, out of ${days.length}.`;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-2xl font-bold">
        Logging
      </h2>
      <p className="mt-1 text-base text-muted">{summary}</p>
      <div role="img" aria-label={summary} className="mt-4 flex flex-wrap gap-1">
        {days.map((day) => {
          const state = stateOf(day);
          return (
            <span
              key={day.day}
              title={`${longDayLabel(day.day)}: ${stateWords[state]}`}
              className={`grid size-6 place-items-center rounded-md text-[11px] font-bold ${cellClass[state]}`}
            >
              {state === 'goal' ? '✓' : ''}
            </span>
          );
        })}
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-base text-muted" aria-label="Legend">
        {(['goal', 'some', 'none'] as const).map((state) => (
          <li key={state} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`grid size-5 place-items-center rounded-md text-[10px] font-bold ${cellClass[state]}`}
            >
              {state === 'goal' ? '✓' : ''}
            </span>
            {stateWords[state].replace(/^./, (first) => first.toUpperCase())}
          </li>
        ))}
      </ul>
      <NumbersDisclosure
        label="Show the logging numbers"
        caption="Meals and check-ins per day"
        columns={['Day', 'Meals', 'Check-ins', 'Daily goal']}
        rows={days.map((day) => ({
          key: day.day,
          header: `${weekdayLabel(day.day)} ${shortDayLabel(day.day)}`,
          cells: [String(day.meals), String(day.checkIns), day.goalMet ? 'Met' : 'Not met'],
        }))}
      />
    </section>
  );
}
