// When an experiment reminder will next actually come, for the reminders list ("Next: Tuesday
// 8:00 AM"). Its stored due time is the plain weekly rule (./reminder-schedule.ts); the sender then
// keeps it quiet on days the experiment asks nothing of it (./experiment-reminder.ts). Showing the
// plain due time would promise a check-in reminder on a day without the food, or a step the day
// after the plan ended, so the list walks the same due times forward through the same decision.

import {
  type ExperimentReminderKind,
  type ExperimentReminderQuiet,
  nextReminderAt,
  type QuietHours,
  type ReminderTiming,
} from '#domain/reminders/public.ts';
import { localDayKey } from '../common/day-boundaries.ts';
import { type ExperimentForReminder, experimentStepAt } from './reminder.ts';
import { followedSchedule } from './schedule.ts';

/**
 * Why an experiment reminder that is on has no next time:
 * - 'no-experiment': no experiment is under way (none started, or it was stopped or finished);
 * - 'paused': the person's experiment is paused, and its days move with the resume;
 * - 'no-step-left': what is left of the plan asks nothing of it at its time and weekdays.
 */
export type ExperimentReminderNext = { at: Date } | { quiet: ExperimentReminderQuiet };

/** A sane bound on the walk: a plan is weeks long, and each step is at most one due time a day. */
const MAX_DUE_TIMES = 400;

/**
 * The first due time from `scheduledAt` (the reminder's stored next due time) on which the
 * sender's rule would send it, ignoring "skip when already logged" (that is decided on the day).
 */
export function nextExperimentReminder(input: {
  kind: ExperimentReminderKind;
  scheduledAt: Date;
  timing: ReminderTiming;
  timeZone: string;
  quietHours: QuietHours | null;
  experiment: ExperimentForReminder | null;
}): ExperimentReminderNext {
  const { experiment, timeZone } = input;
  if (experiment === null) return { quiet: 'no-experiment' };
  if (experiment.state === 'paused') return { quiet: 'paused' };
  if (experiment.state !== 'running') return { quiet: 'no-experiment' };
  const lastDay = followedSchedule(experiment.plan, {
    pauses: experiment.pauses,
    extension: experiment.extension,
    today: localDayKey(input.scheduledAt, timeZone),
  }).end;
  let due: Date | undefined = input.scheduledAt;
  for (let walked = 0; due !== undefined && walked < MAX_DUE_TIMES; walked++) {
    if (localDayKey(due, timeZone) > lastDay) break;
    const step = experimentStepAt(experiment, due, timeZone);
    if (step !== null && (input.kind === 'experiment' || step.food === 'eat')) return { at: due };
    due = nextReminderAt({ ...input.timing, timeZone, after: due, quietHours: input.quietHours });
  }
  // Every step left is past, or on weekdays the reminder is not set for.
  return { quiet: 'no-step-left' };
}
