// The journal as the experiment analysis reads it: every entry passes through the engine's own
// preparation (tagMeal on each meal, the person's calendar days, ratings of tracked symptoms), and
// the plan's dates become the same day numbers.

import { daysBetween, isZonedDayKey } from '#domain/common/day-key.ts';
import type { TriggerFood } from '#domain/insights/public.ts';
import { isTriggerFood, type JournalData, prepareJournal } from '#domain/insights/public.ts';
import { tagMeal } from '#domain/meal-tagging/public.ts';
import type { AnalyzeExperimentInput, ExperimentDay } from './types.ts';

export type ExperimentData = {
  journal: JournalData;
  /** The tested food, or null when the plan names none the engine knows. */
  food: TriggerFood | null;
  /** The plan's symptoms, as tracked names (those the journal can rate). */
  symptoms: readonly string[];
  /** Day numbers (days since 1970-01-01 on the person's calendar) of the plan's first and last day. */
  firstDay: number;
  lastDay: number;
  /** The plan's days by day number. */
  days: ReadonlyMap<number, ExperimentDay>;
  valid: boolean;
};

const MS_PER_DAY = 86_400_000;

/** The first and last day numbers of the plan's readable days, or null. */
function planSpan(days: unknown): { first: number; last: number } | null {
  if (!Array.isArray(days)) return null;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const day of days as unknown[]) {
    const date = typeof day === 'object' && day !== null ? (day as { date?: unknown }).date : undefined;
    if (!isZonedDayKey(date)) continue;
    const number = dayNumber(date);
    first = Math.min(first, number);
    last = Math.max(last, number);
  }
  return Number.isFinite(first) ? { first, last } : null;
}

/**
 * Only the entries the analysis can read: from the look-back before the plan (and the longest
 * delay window before that) to just after its end, with two days' margin for any zone. A journal
 * of years then costs what its weeks around the plan cost (tagging every meal is most of the work).
 */
function entriesWithin(
  entries: AnalyzeExperimentInput['entries'],
  span: { first: number; last: number } | null,
  lookBackDays: number,
): AnalyzeExperimentInput['entries'] {
  if (!Array.isArray(entries) || span === null) return [];
  const from = (span.first - lookBackDays - 5) * MS_PER_DAY;
  const to = (span.last + 3) * MS_PER_DAY;
  return entries.filter((entry) => {
    const at = Date.parse(entry?.occurredAt);
    return at >= from && at < to;
  });
}

export function dayNumber(dayKey: string): number {
  return daysBetween('1970-01-01', dayKey);
}

export function prepareExperiment(
  input: AnalyzeExperimentInput,
  tag: (text: string) => readonly TriggerFood[] = tagMeal,
  lookBackDays = 28,
): ExperimentData {
  const plan = input.plan ?? ({} as Partial<AnalyzeExperimentInput['plan']>);
  const span = planSpan(plan.days);
  const planSymptoms = Array.isArray(plan.symptoms)
    ? plan.symptoms.filter((name): name is string => typeof name === 'string')
    : [];
  const profileSymptoms = Array.isArray(input.profile?.symptoms)
    ? input.profile.symptoms.filter((name): name is string => typeof name === 'string')
    : [];
  const journal = prepareJournal({
    entries: entriesWithin(input.entries, span, lookBackDays),
    // The plan's symptoms first; the profile's others are adjusted for (they share the day's mood).
    symptoms: [...planSymptoms, ...profileSymptoms],
    suspectedTriggers: Array.isArray(input.profile?.suspectedTriggers) ? input.profile.suspectedTriggers : [],
    now: input.now,
    timeZone: input.timeZone,
    isTriggerFood,
    tag,
    treatmentChanges: input.treatmentChanges,
  });
  const food = typeof plan.food === 'string' && isTriggerFood(plan.food) ? plan.food : null;
  const days = new Map<number, ExperimentDay>();
  let firstDay = 0;
  let lastDay = -1;
  let valid = food !== null && isZonedDayKey(plan.start) && Array.isArray(plan.days);
  if (valid) {
    firstDay = dayNumber(plan.start as string);
    for (const day of plan.days as unknown[]) {
      if (typeof day !== 'object' || day === null) continue;
      const { date } = day as ExperimentDay;
      if (!isZonedDayKey(date)) continue;
      const number = dayNumber(date);
      days.set(number, day as ExperimentDay);
      lastDay = Math.max(lastDay, number);
      firstDay = Math.min(firstDay, number);
    }
    valid = days.size > 0;
  }
  const tracked = new Set(journal.symptoms.map((name) => name.trim().toLowerCase()));
  return {
    journal,
    food,
    // Names as the plan gives them; one the journal cannot rate gets 'not-enough-data'.
    symptoms: planSymptoms.filter((name) => tracked.has(name.trim().toLowerCase())),
    firstDay,
    lastDay,
    days,
    valid,
  };
}
