// The baselines' reading of a journal: meals as instants with their tagged foods, check-ins as
// instants with their ratings. Deliberately plain (no doses, no windows beyond one) because the
// baselines stand for what peer apps do.

import type { AnalyzeJournalInput, TriggerFood } from '#domain/insights/types.ts';
import type { TagMeal } from './analyzer.ts';

export type SeriesMeal = { atMs: number; foods: ReadonlySet<TriggerFood> };
export type SeriesCheckIn = { atMs: number; ratings: ReadonlyMap<string, number> };
export type JournalSeries = { meals: SeriesMeal[]; checkIns: SeriesCheckIn[] };

/** Meals and check-ins up to `now`, in time order; a 0 rating ("not rated") is left out. */
export function readSeries(input: AnalyzeJournalInput, tagMeal: TagMeal): JournalSeries {
  const nowMs = Date.parse(input.now);
  const meals: SeriesMeal[] = [];
  const checkIns: SeriesCheckIn[] = [];
  for (const entry of input.entries) {
    const atMs = Date.parse(entry.occurredAt);
    if (!(atMs <= nowMs)) continue;
    if (entry.type === 'food') {
      meals.push({ atMs, foods: new Set(tagMeal(entry.content)) });
      continue;
    }
    if (entry.type !== 'symptom') continue;
    const ratings = new Map<string, number>();
    for (const [symptom, rating] of Object.entries(entry.details.symptomRatings)) {
      if (rating > 0) ratings.set(symptom, rating);
    }
    if (ratings.size > 0) checkIns.push({ atMs, ratings });
  }
  meals.sort((a, b) => a.atMs - b.atMs);
  checkIns.sort((a, b) => a.atMs - b.atMs);
  return { meals, checkIns };
}

/** The foods eaten in the `hours` before each check-in (the check-in's own instant excluded). */
export function foodsBefore(series: JournalSeries, hours: number): ReadonlySet<TriggerFood>[] {
  const span = hours * 3_600_000;
  let first = 0;
  let next = 0;
  return series.checkIns.map((checkIn) => {
    while (first < series.meals.length && (series.meals[first] as SeriesMeal).atMs < checkIn.atMs - span)
      first += 1;
    next = Math.max(next, first);
    while (next < series.meals.length && (series.meals[next] as SeriesMeal).atMs < checkIn.atMs) next += 1;
    const foods = new Set<TriggerFood>();
    for (let index = first; index < next; index += 1) {
      for (const food of (series.meals[index] as SeriesMeal).foods) foods.add(food);
    }
    return foods;
  });
}
