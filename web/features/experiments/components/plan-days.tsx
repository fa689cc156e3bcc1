import type { ExperimentFood, PlanDay } from '#domain/experiments/experiment-schema.ts';
import {
  dayRuleSentence,
  PHASE_LABELS,
  phaseExplanation,
  planDayLabel,
  planStretches,
} from '#domain/experiments/wording.ts';

type PlanDaysProps = {
  food: ExperimentFood;
  days: readonly PlanDay[];
  /** The day to mark as today, if it is in the plan. */
  today?: string;
  headingLevel?: 'h3' | 'h4';
};

/** The plan day by day in plain words, in stretches of one phase, each with why it is there. */
export function PlanDays({ food, days, today, headingLevel = 'h3' }: PlanDaysProps) {
  const Heading = headingLevel;
  return (
    <div className="flex flex-col gap-4">
      {planStretches(days).map((stretch) => (
        <section key={stretch.from} className="rounded-xl border border-line p-4">
          <Heading className="text-lg font-bold">
            {stretch.from === stretch.to ? `Day ${stretch.from}` : `Days ${stretch.from} to ${stretch.to}`}:{' '}
            {PHASE_LABELS[stretch.phase]}
          </Heading>
          <p className="mt-1 text-muted">{phaseExplanation(stretch.days[0] as PlanDay, food)}</p>
          <ul className="mt-2 flex flex-col gap-1">
            {stretch.days.map((day, index) => (
              <li
                key={day.date}
                aria-current={day.date === today ? 'date' : undefined}
                className={`rounded-lg px-2 py-1 ${day.date === today ? 'bg-primary-soft font-semibold' : ''}`}
              >
                <span className="font-semibold">
                  Day {stretch.from + index}, {planDayLabel(day.date)}
                  {day.date === today ? ' (today)' : ''}:
                </span>{' '}
                {dayRuleSentence(day, food)}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
