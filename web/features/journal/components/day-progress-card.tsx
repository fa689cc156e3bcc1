import { CircleCheck, Sparkles } from 'lucide-react';
import { useId } from 'react';
import {
  DAILY_GOAL_TEXT,
  type GoalCounts,
  goalBadge,
  goalCounterText,
  goalProgress,
  isOverGoal,
  type ProgressBarTone,
  progressBarTone,
} from '../../../../domain/rules/daily-goal.ts';

// The spec's green / teal / blue, from the palette's tokens (no raw colours outside styles.css).
const barTones: Record<ProgressBarTone, string> = {
  green: 'bg-success',
  teal: 'bg-primary',
  blue: 'bg-focus',
};

function Counter({ label, count }: { label: string; count: number }) {
  return (
    <div className="flex flex-col rounded-xl bg-surface-muted px-4 py-3">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className={`text-2xl font-bold ${isOverGoal(count) ? 'text-accent' : 'text-ink'}`}>
        {goalCounterText(count)}
      </dd>
    </div>
  );
}

/** The daily goal for one day: 2 meals and 2 symptom check-ins. */
export function DayProgressCard({ title, counts }: { title: string; counts: GoalCounts }) {
  const titleId = useId();
  const progress = goalProgress(counts);
  const badge = goalBadge(progress);
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <span
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${
            progress.complete ? 'bg-primary-soft text-success' : 'bg-accent-soft text-accent'
          }`}
        >
          {progress.complete ? (
            <CircleCheck aria-hidden="true" className="size-4" />
          ) : (
            <Sparkles aria-hidden="true" className="size-4" />
          )}
          {badge}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Daily goal"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percentage}
        aria-valuetext={`${progress.percentage}%`}
        className="mt-4 h-3 overflow-hidden rounded-full bg-surface-muted ring-1 ring-line"
      >
        <div
          className={`h-full rounded-full transition-[width] ${barTones[progressBarTone(progress.percentage)]}`}
          style={{ width: `${progress.percentage}%` }}
        />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <Counter label="Meals" count={counts.meals} />
        <Counter label="Symptoms" count={counts.symptoms} />
      </dl>
      {progress.complete ? null : <p className="mt-3 text-sm text-muted">{DAILY_GOAL_TEXT}</p>}
    </section>
  );
}
