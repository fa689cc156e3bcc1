// Reminders that follow a food experiment's plan. Their due times are the plain
// rule of every reminder (a time on chosen weekdays, ./reminder-schedule.ts): what makes them
// follow the plan is this decision, taken when one falls due, against the experiment as it is then.
//
// - 'experiment' (today's step) comes on each day of the person's running experiment: the
//   followed schedule's days, after pauses and with the extension. Not before the first day, not
//   after the last (an experiment whose last day has passed is finished, even before a page read
//   settles its row), not while paused, and never for a stopped, finished or deleted one. Those
//   days are not errors: the reminder is simply quiet ('no-step').
// - 'experiment-check-in' (the check-in the plan asks for a few hours after a portion) comes only
//   on the plan's 'eat' days, under the same conditions.
//
// "Skip it when I've already logged this today", defined per kind from what the day asks to log:
// - today's step on an eat day: skipped once a meal containing the food is logged that day (the
//   portion: the step is done; how big it was is the page's business, not a reminder's);
// - today's step on any other plan day (as usual, or without the food): those days ask for one
//   thing to be logged, a check-in, so it is skipped once a check-in is logged that day (whoever
//   checked in has opened the app, whose dashboard leads with the step);
// - the check-in after a portion: skipped once a check-in is logged after the day's first meal
//   containing the food. Without such a meal yet, it comes (the reminder also brings the portion
//   to mind); a check-in from before the portion does not answer it.
// Meals are read as Insights reads them (tagMeal), so the food here is the food the analysis sees.
// The day is the one the reminder arrives on in the person's zone: one that quiet hours carried
// past midnight speaks for the new day, whose step it opens.

import { tagMeal } from '#domain/meal-tagging/public.ts';
import type { ExperimentReminderKind } from '#domain/reminders/public.ts';
import { localDayKey } from '../common/day-boundaries.ts';
import { type InstantInput, toInstant } from '../common/zoned-time.ts';
import type { ExperimentFood, ExperimentPlan, ExperimentState, PlanDay } from './experiment-schema.ts';
import { type ExperimentPause, followedSchedule } from './schedule.ts';

/** A person's latest experiment that has not ended, as stored (null when there is none). */
export type ExperimentForReminder = {
  state: ExperimentState;
  food: ExperimentFood;
  plan: ExperimentPlan;
  pauses: readonly ExperimentPause[];
  extension: readonly PlanDay[] | null;
};

/** A journal entry around the due time: enough to tell a meal with the food and a check-in. */
export type ExperimentLoggedEntry = { type: string; content?: string | null; occurredAt: InstantInput };

/** 'due': send it; 'no-step': not a day it asks anything of (quiet, not an error); 'already-logged': skipped. */
export type ExperimentReminderOutcome = 'due' | 'no-step' | 'already-logged';

/** The plan's day at an instant in the person's zone, or null when the experiment asks nothing then. */
export function experimentStepAt(
  experiment: ExperimentForReminder | null,
  at: InstantInput,
  timeZone: string,
): PlanDay | null {
  if (experiment === null || experiment.state !== 'running') return null;
  const today = localDayKey(at, timeZone);
  const schedule = followedSchedule(experiment.plan, {
    pauses: experiment.pauses,
    extension: experiment.extension,
    today,
  });
  return schedule.days.find((day) => day.date === today) ?? null;
}

function containsFood(entry: ExperimentLoggedEntry, food: ExperimentFood): boolean {
  return entry.type === 'food' && typeof entry.content === 'string' && tagMeal(entry.content).includes(food);
}

/** What becomes of an experiment reminder falling due at `dueAt`. */
export function experimentReminderDecision(input: {
  kind: ExperimentReminderKind;
  dueAt: InstantInput;
  timeZone: string;
  experiment: ExperimentForReminder | null;
  skipIfLogged: boolean;
  /** The person's entries; only those on the due time's local day are read. */
  entries: readonly ExperimentLoggedEntry[];
}): ExperimentReminderOutcome {
  const { experiment, timeZone } = input;
  const step = experimentStepAt(experiment, input.dueAt, timeZone);
  if (step === null || experiment === null) return 'no-step';
  if (input.kind === 'experiment-check-in' && step.food !== 'eat') return 'no-step';
  if (!input.skipIfLogged) return 'due';
  const today = step.date;
  const ofToday = input.entries
    .filter((entry) => localDayKey(entry.occurredAt, timeZone) === today)
    .map((entry) => ({ entry, at: toInstant(entry.occurredAt).getTime() }));
  const portions = ofToday.filter(({ entry }) => containsFood(entry, experiment.food));
  const checkIns = ofToday.filter(({ entry }) => entry.type === 'symptom');
  if (input.kind === 'experiment') {
    const done = step.food === 'eat' ? portions.length > 0 : checkIns.length > 0;
    return done ? 'already-logged' : 'due';
  }
  if (portions.length === 0) return 'due';
  const firstPortion = Math.min(...portions.map(({ at }) => at));
  return checkIns.some(({ at }) => at > firstPortion) ? 'already-logged' : 'due';
}
