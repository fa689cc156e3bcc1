// The day-by-day plan of an experiment, from its first day: pure calendar arithmetic, so the same
// input always gives the same plan, in any zone (days are the person's calendar days).

import { isTriggerFoodId } from '#domain/catalogues/trigger-foods.ts';
import { addDays, daysBetween, isZonedDayKey } from '#domain/common/day-key.ts';
import {
  type Challenge,
  challengeDays,
  DEFAULT_DESIGN,
  designDays,
  MAX_EXTENDED_DAYS,
  MAX_PLAN_DAYS,
  type PlanDesign,
} from './plan-design.ts';
import type { ExperimentDay, ExperimentPlan, PlanExperimentInput } from './types.ts';

export function planExperiment(input: PlanExperimentInput): ExperimentPlan {
  return planExperimentWith(input, DEFAULT_DESIGN);
}

/**
 * The plan with an explicit design (the bench compares designs; the app uses the default).
 * Throws a RangeError naming the field for input no plan can be made from: the server validates
 * the request first and answers 400 with its own words.
 */
export function planExperimentWith(input: PlanExperimentInput, design: PlanDesign): ExperimentPlan {
  if (typeof input.food !== 'string' || input.food === 'none' || !isTriggerFoodId(input.food))
    throw new RangeError(`food: not a trigger food of the catalogue: ${JSON.stringify(input.food)}`);
  if (!isZonedDayKey(input.start) || !isZonedDayKey(safeAdd(input.start, MAX_EXTENDED_DAYS)))
    throw new RangeError(`start: not a day in the form YYYY-MM-DD: ${JSON.stringify(input.start)}`);
  if (!Array.isArray(input.symptoms) || input.symptoms.some((symptom) => typeof symptom !== 'string'))
    throw new RangeError('symptoms: a list of symptom names is needed');
  if (designDays(design) > MAX_PLAN_DAYS)
    throw new RangeError(`design: ${designDays(design)} days do not fit in ${MAX_PLAN_DAYS}`);
  const days: ExperimentDay[] = [];
  const push = (day: Omit<ExperimentDay, 'date'>) => {
    days.push({ date: addDays(input.start, days.length), ...day });
  };
  for (let index = 0; index < design.baselineDays; index += 1) push({ phase: 'baseline', food: 'as-usual' });
  for (let index = 0; index < design.avoidDays; index += 1) push({ phase: 'avoid', food: 'avoid' });
  appendChallenges(design.challenges, push);
  return {
    food: input.food,
    symptoms: [...input.symptoms],
    start: input.start,
    end: days.at(-1)?.date ?? input.start,
    days,
  };
}

/**
 * The plan extended once by the design's extension (more challenges, up to 49 days in all), or
 * null when it cannot be: it was extended already or would pass the limit. The caller decides when
 * (analyzeExperiment's verdicts still 'not-enough-data' at the plan's end, see shouldExtend).
 */
export function extendExperiment(
  plan: ExperimentPlan,
  design: PlanDesign = DEFAULT_DESIGN,
): ExperimentPlan | null {
  const length = plan.days.length;
  const added = challengeDays(design.extension);
  if (length > MAX_PLAN_DAYS || added === 0 || length + added > MAX_EXTENDED_DAYS) return null;
  const days = plan.days.map((day) => ({ ...day }));
  const push = (day: Omit<ExperimentDay, 'date'>) => {
    days.push({ date: addDays(plan.start, days.length), ...day });
  };
  appendChallenges(design.extension, push);
  return { ...plan, symptoms: [...plan.symptoms], end: days.at(-1)?.date ?? plan.end, days };
}

function appendChallenges(
  challenges: readonly Challenge[],
  push: (day: Omit<ExperimentDay, 'date'>) => void,
) {
  for (const challenge of challenges) {
    for (let index = 0; index < challenge.eatDays; index += 1)
      push({ phase: 'reintroduce', food: 'eat', portion: challenge.portion });
    for (let index = 0; index < challenge.washoutDays; index += 1) push({ phase: 'washout', food: 'avoid' });
  }
}

function safeAdd(start: unknown, days: number): string | null {
  if (!isZonedDayKey(start)) return null;
  try {
    return addDays(start, days);
  } catch {
    return null;
  }
}

/** The plan's day number of a date (0 = start), or -1 outside it. */
export function planDayIndex(plan: ExperimentPlan, date: string): number {
  const index = daysBetween(plan.start, date);
  return index >= 0 && index < plan.days.length ? index : -1;
}

/**
 * Whether a plan should offer its one extension: it has not been extended, and some symptom's
 * verdict is still open ('not-enough-data') once its days are over or on its last day.
 */
export function shouldExtendExperiment(
  plan: ExperimentPlan,
  result: { status: 'running' | 'finished'; results: ReadonlyArray<{ verdict: string }> },
): boolean {
  return (
    plan.days.length <= MAX_PLAN_DAYS &&
    result.status === 'finished' &&
    result.results.some((item) => item.verdict === 'not-enough-data')
  );
}
