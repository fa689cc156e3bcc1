// Food experiments: the day-by-day plan a person follows, derived from the plan as
// planExperiment returned it, the pauses, and the one extension. The stored plan never changes, so
// the design can be read after the fact; this module is the one place that moves days.
//
// - A pause from day F to day T (the day it was resumed) moves every plan day on or after F by the
//   days between F and T: day F's step is asked again on T. While paused, the later days are shown
//   as if resumed today.
// - The extension (once: the engine's extendExperiment, when days were missing or the verdict was
//   still open at the end) appends days after the plan's last day, in the plan's own calendar.

import { addDays, type DayKey, daysBetween } from '../common/day-key.ts';
import type { ExperimentPlan, PlanDay } from './experiment-schema.ts';

export type ExperimentPause = { from: DayKey; to: DayKey | null };

/** The plan as the person follows it, given its pauses (while paused, as if resumed on `today`). */
export function followedSchedule(
  plan: ExperimentPlan,
  options: { pauses: readonly ExperimentPause[]; extension: readonly PlanDay[] | null; today: DayKey },
): ExperimentPlan {
  const days = [...plan.days, ...(options.extension ?? [])].map((day) => ({ ...day }));
  for (const pause of options.pauses) {
    const shift = daysBetween(pause.from, pause.to ?? options.today);
    if (shift <= 0) continue;
    // Pauses are applied in the order they happened, each on the dates the earlier ones gave.
    for (const day of days) if (day.date >= pause.from) day.date = addDays(day.date, shift);
  }
  const first = days[0];
  const last = days.at(-1);
  return {
    ...plan,
    start: first?.date ?? plan.start,
    end: last?.date ?? plan.end,
    days,
  };
}

/** The plan cut after `lastDay`: what a stopped experiment was analysed on. */
export function scheduleUntil(schedule: ExperimentPlan, lastDay: DayKey): ExperimentPlan {
  const days = schedule.days.filter((day) => day.date <= lastDay);
  return { ...schedule, days, end: days.at(-1)?.date ?? schedule.start };
}

export type TodayInPlan =
  | { kind: 'before'; daysUntil: number }
  | {
      kind: 'day';
      /** 1-based position in the plan, and the plan's length. */
      number: number;
      total: number;
      day: PlanDay;
      /** 1-based position within this run of the same phase (day 6 of the break). */
      phaseDay: number;
      /** On a portion day, which of the plan's portions it is ("Reintroduction, portion 2 of 6"). */
      portion: { number: number; total: number } | null;
      /** The next day's step, if any (to say what comes tomorrow). */
      next: PlanDay | null;
    }
  | { kind: 'after' };

/** Where `today` falls in the schedule. */
export function todayInPlan(schedule: Pick<ExperimentPlan, 'days'>, today: DayKey): TodayInPlan {
  const first = schedule.days[0];
  if (first === undefined) return { kind: 'after' };
  if (today < first.date) return { kind: 'before', daysUntil: daysBetween(today, first.date) };
  const index = schedule.days.findIndex((day) => day.date === today);
  if (index < 0) return { kind: 'after' };
  const day = schedule.days[index] as PlanDay;
  let phaseDay = 1;
  while (index - phaseDay >= 0 && schedule.days[index - phaseDay]?.phase === day.phase) phaseDay += 1;
  let portion: { number: number; total: number } | null = null;
  if (day.food === 'eat') {
    const eatDays = schedule.days.filter((planDay) => planDay.food === 'eat');
    portion = { number: eatDays.indexOf(day) + 1, total: eatDays.length };
  }
  return {
    kind: 'day',
    number: index + 1,
    total: schedule.days.length,
    day,
    phaseDay,
    portion,
    next: schedule.days[index + 1] ?? null,
  };
}

/** Whether a first reintroduction block has been completed by `lastDay`: a partial result means something. */
export function hasReintroduced(schedule: Pick<ExperimentPlan, 'days'>, lastDay: DayKey): boolean {
  return schedule.days.some((day) => day.food === 'eat' && day.date <= lastDay);
}
