// Two analyzers that stand for what the design says peer apps do, run next to the engine so its
// figures have something to beat. Both read meals through the same tagger as the engine, so the
// comparison is about the statistics, not the tagging.

import type { AnalyzeJournalInput, TriggerFood } from '#domain/insights/types.ts';
import { type Analyzer, type BenchmarkAssociation, type TagMeal, TRIGGER_FOODS } from './analyzer.ts';
import { foodsBefore, readSeries, type SeriesMeal } from './journal-series.ts';
import { studentTUpperTail } from './student-t.ts';

/** A food "comes before" a check-in when eaten in the 24 hours before it: one window, one day. */
const WINDOW_HOURS = 24;
const SIGNIFICANCE = 0.05;
const TOP_PAIRS = 3;
const MIN_CO_OCCURRENCES = 3;
/** A rating this high is a bad one whatever the person's usual level. */
const BAD_RATING = 3;

type Sample = { count: number; mean: number; variance: number };

function sample(values: readonly number[]): Sample {
  const count = values.length;
  const mean = values.reduce((sum, value) => sum + value, 0) / count;
  const variance =
    count > 1 ? values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (count - 1) : Number.NaN;
  return { count, mean, variance };
}

/** One-sided Welch t-test of "exposed is higher": the p-value, or null when it cannot be computed. */
export function welchOneSidedP(exposed: readonly number[], unexposed: readonly number[]): number | null {
  if (exposed.length < 2 || unexposed.length < 2) return null;
  const a = sample(exposed);
  const b = sample(unexposed);
  const termA = a.variance / a.count;
  const termB = b.variance / b.count;
  const standardError = Math.sqrt(termA + termB);
  if (!(standardError > 0)) return null;
  const t = (a.mean - b.mean) / standardError;
  const df = (termA + termB) ** 2 / (termA ** 2 / (a.count - 1) + termB ** 2 / (b.count - 1));
  return studentTUpperTail(t, df);
}

/**
 * (a) For each food and symptom, check-ins with the food in the 24 h before against those without,
 * an uncorrected one-sided Welch t-test, reported when p < 0.05, confidence 1 - p. Nothing corrects
 * for the ~60 tests per person, for foods eaten together, or for yesterday's symptoms.
 */
export function createTTestBaseline(tagMeal: TagMeal): Analyzer {
  return (input: AnalyzeJournalInput) => {
    const series = readSeries(input, tagMeal);
    const before = foodsBefore(series, WINDOW_HOURS);
    const associations: BenchmarkAssociation[] = [];
    for (const symptom of input.profile.symptoms) {
      for (const trigger of TRIGGER_FOODS) {
        const exposed: number[] = [];
        const unexposed: number[] = [];
        series.checkIns.forEach((checkIn, index) => {
          const rating = checkIn.ratings.get(symptom);
          if (rating === undefined) return;
          (before[index]?.has(trigger) ? exposed : unexposed).push(rating);
        });
        const p = welchOneSidedP(exposed, unexposed);
        if (p === null) continue;
        associations.push({ trigger, symptom, confidence: 1 - p, reported: p < SIGNIFICANCE });
      }
    }
    return { associations };
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * (b) Co-occurrence counting, as peer apps show it ("5 of 8 dairy meals were followed by
 * bloating"): for each food and symptom, the share of the food's meals followed within 24 h by a
 * bad check-in (rating 3 or more, or above the person's median). The person is shown their top 3
 * pairs with at least 3 such meals; the confidence is the share itself.
 */
export function createCoOccurrenceBaseline(tagMeal: TagMeal): Analyzer {
  return (input: AnalyzeJournalInput) => {
    const series = readSeries(input, tagMeal);
    const scored: (BenchmarkAssociation & { followed: number })[] = [];
    for (const symptom of input.profile.symptoms) {
      const rated = series.checkIns.filter((checkIn) => checkIn.ratings.has(symptom));
      if (rated.length === 0) continue;
      const usual = median(rated.map((checkIn) => checkIn.ratings.get(symptom) as number));
      const badTimes = rated
        .filter((checkIn) => {
          const rating = checkIn.ratings.get(symptom) as number;
          return rating >= BAD_RATING || rating > usual;
        })
        .map((checkIn) => checkIn.atMs);
      const followedByBad = (meal: SeriesMeal): boolean => {
        // badTimes is in time order: the first bad check-in after the meal decides.
        const next = badTimes.find((atMs) => atMs > meal.atMs);
        return next !== undefined && next - meal.atMs <= WINDOW_HOURS * 3_600_000;
      };
      const followed = new Map<TriggerFood, number>();
      const eaten = new Map<TriggerFood, number>();
      for (const meal of series.meals) {
        const bad = followedByBad(meal);
        for (const food of meal.foods) {
          eaten.set(food, (eaten.get(food) ?? 0) + 1);
          if (bad) followed.set(food, (followed.get(food) ?? 0) + 1);
        }
      }
      for (const [trigger, meals] of eaten) {
        const count = followed.get(trigger) ?? 0;
        scored.push({ trigger, symptom, confidence: count / meals, reported: false, followed: count });
      }
    }
    const shown = scored
      .filter((pair) => pair.followed >= MIN_CO_OCCURRENCES)
      .sort((a, b) => b.confidence - a.confidence || b.followed - a.followed)
      .slice(0, TOP_PAIRS);
    for (const pair of shown) pair.reported = true;
    return {
      associations: scored.map(({ trigger, symptom, confidence, reported }) => ({
        trigger,
        symptom,
        confidence,
        reported,
      })),
    };
  };
}
