import { CircleCheck, HeartPulse, Utensils } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import {
  DAILY_GOAL_TEXT,
  type GoalProgress,
  goalBadge,
  goalCounterText,
  isOverGoal,
  type ProgressBarTone,
  progressBarTone,
  progressMessage,
} from '#domain/journal/daily-goal.ts';
import { formatPercent } from '#web/lib/format.ts';

// Blue, teal, green (spec), from the design tokens; each fill is at least 4.4:1 on its track.
const toneClasses: Record<ProgressBarTone, string> = {
  blue: 'bg-progress-low',
  teal: 'bg-progress-mid',
  green: 'bg-progress-high',
};

/**
 * The spec's 'Today's Progress' card: bar, counters, goal text, badge and message. One card for the
 * dashboard and the log page (which names the day it shows when that is not today).
 */
export function ProgressCard({
  progress,
  title = "Today's Progress",
  className = '',
  children,
}: {
  progress: GoalProgress;
  title?: string;
  className?: string;
  /** Actions under the message (the progress state's buttons). */
  children?: ReactNode;
}) {
  const titleId = useId();
  const tone = progressBarTone(progress.percentage);
  const badge = goalBadge(progress);
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-2xl font-bold">
          {title}
        </h2>
        {badge ? <GoalBadge complete={progress.complete} text={badge} /> : null}
      </div>

      <div className="mt-6 flex items-center gap-4">
        <div
          role="progressbar"
          aria-label="Daily goal progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percentage}
          aria-valuetext={`${formatPercent(progress.percentage / 100)} of today's goal`}
          data-tone={tone}
          className="h-4 flex-1 overflow-hidden rounded-full bg-surface-muted ring-1 ring-line ring-inset"
        >
          {/* Inline width: the CSP allows style attributes, and any percentage stays exact. */}
          <div
            className={`h-full rounded-full transition-[width] duration-500 ease-out ${toneClasses[tone]}`}
            style={{ width: `${progress.percentage}%` }}
          />
        </div>
        {/* Sighted readers get the number too; the bar already says it to screen readers. */}
        <span
          aria-hidden="true"
          className="min-w-[4ch] shrink-0 text-right text-lg font-semibold tabular-nums"
        >
          {formatPercent(progress.percentage / 100)}
        </span>
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-3 sm:gap-4">
        <GoalCounter
          label="Meals"
          count={progress.meals}
          icon={<Utensils aria-hidden="true" className="size-5 shrink-0" />}
        />
        <GoalCounter
          label="Symptoms"
          count={progress.symptoms}
          icon={<HeartPulse aria-hidden="true" className="size-5 shrink-0" />}
        />
      </dl>

      {progress.complete ? null : <p className="mt-5 text-base text-muted">{DAILY_GOAL_TEXT}</p>}
      <p className={`${progress.complete ? 'mt-5' : 'mt-2'} text-lg font-semibold text-ink`}>
        {progressMessage(progress)}
      </p>
      {children}
    </section>
  );
}

function GoalBadge({ complete, text }: { complete: boolean; text: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-base font-semibold ${
        complete ? 'bg-primary-soft text-success' : 'bg-surface-muted text-ink'
      }`}
    >
      {complete ? <CircleCheck aria-hidden="true" className="size-5" /> : null}
      {text}
    </span>
  );
}

function GoalCounter({ label, count, icon }: { label: string; count: number; icon: ReactNode }) {
  const over = isOverGoal(count);
  return (
    <div className="min-w-0 rounded-xl bg-surface-muted p-3 sm:p-4">
      {/* Wraps rather than spills out of the box on the narrowest screens (320 px reflow). */}
      <dt className="flex flex-wrap items-center gap-x-1.5 text-[0.9375rem] font-semibold text-muted sm:gap-x-2 sm:text-base">
        {icon}
        {label}
      </dt>
      <dd className="mt-1">
        {/* Above the goal the plain count shows in amber (spec). The line under it says what the
            colour means, for anyone who cannot tell amber apart, and keeps the goal in view. */}
        <span
          data-over-goal={over || undefined}
          className={`block text-3xl font-bold tabular-nums ${over ? 'text-accent' : 'text-ink'}`}
        >
          {goalCounterText(count)}
        </span>
        {over ? (
          <span className="mt-0.5 block text-sm font-semibold text-accent">Above the goal of 2</span>
        ) : null}
      </dd>
    </div>
  );
}
