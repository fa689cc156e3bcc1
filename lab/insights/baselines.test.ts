import { describe, expect, it } from 'vitest';
import type { TriggerFood } from '#domain/insights/types.ts';
import type { Analyzer, TagMeal } from './analyzer.ts';
import { createCoOccurrenceBaseline, createTTestBaseline, welchOneSidedP } from './baselines.ts';
import { TEST_COHORT_SEED, TRAINING_COHORT_SEED } from './cohort-seeds.ts';
import { GOALS, judgeGoals } from './goals.ts';
import { figuresOf, runBenchmark } from './run-benchmark.ts';
import { generateCohort, personSeed } from './synthetic-diary.ts';

const seed = 21;
const people = 60;

/**
 * A stand-in for tagMeal until it lands: it knows each description's true foods from the
 * generator, so these figures show the statistics' errors alone, with perfect tagging.
 */
function truthTagger(): TagMeal {
  const foodsOf = new Map<string, readonly TriggerFood[]>();
  for (const person of generateCohort({ seed, people, days: 60 })) {
    for (const meal of person.truth.meals) foodsOf.set(meal.text, meal.triggers);
  }
  return (text) => foodsOf.get(text) ?? [];
}

describe('welchOneSidedP', () => {
  it('is small when the exposed ratings are clearly higher, large when lower, null without spread', () => {
    expect(welchOneSidedP([4, 5, 4, 5, 4], [1, 2, 1, 2, 1]) as number).toBeLessThan(0.001);
    expect(welchOneSidedP([1, 2, 1, 2, 1], [4, 5, 4, 5, 4]) as number).toBeGreaterThan(0.999);
    expect(welchOneSidedP([3, 3], [3, 3])).toBeNull();
    expect(welchOneSidedP([3], [1, 2, 3])).toBeNull();
  });
});

describe('the baselines on a synthetic cohort', () => {
  const tagMeal = truthTagger();
  const result = runBenchmark({
    analyzers: {
      't-test': createTTestBaseline(tagMeal),
      'co-occurrence': createCoOccurrenceBaseline(tagMeal),
    },
    seed,
    people,
    horizons: [60],
  });

  it('t-test: several "triggers" per person, most of them false (the design: ~5, 9 in 10 false)', () => {
    const figures = figuresOf(result, 't-test', 60);
    expect(figures?.patternsPerPerson).toBeGreaterThan(2.5);
    expect(figures?.patternsPerPerson).toBeLessThan(8);
    expect(figures?.precision).toBeLessThan(0.3);
    expect(figures?.triggerFreeShown).toBeGreaterThan(0.5);
  });

  it('co-occurrence: at most three pairs per person, mostly false, confidences far from calibrated', () => {
    const figures = figuresOf(result, 'co-occurrence', 60);
    expect(figures?.patternsPerPerson).toBeLessThanOrEqual(3);
    expect(figures?.patternsPerPerson).toBeGreaterThan(1);
    expect(figures?.precision).toBeLessThan(0.3);
    expect(figures?.ece).toBeGreaterThan(0.1);
  });
});

describe('runBenchmark', () => {
  // An analyzer that reads the answer from the cohort: every figure should be perfect. The runner
  // generates its own copies of the people, so the oracle finds a person by their profile's content.
  const cohort = generateCohort({ seed: 5, people: 12, days: 60 });
  const truthOf = new Map(
    cohort.map((person) => [JSON.stringify(person.profile) + person.timeZone, person.truth.triggers]),
  );
  const oracle: Analyzer = (input) => ({
    associations: (truthOf.get(JSON.stringify(input.profile) + input.timeZone) ?? []).map((planted) => ({
      trigger: planted.trigger,
      symptom: planted.symptom,
      confidence: 1,
      reported: true,
    })),
  });
  const result = runBenchmark({ analyzers: { oracle }, seed: 5, people: 12, horizons: [60, 30] });

  it('runs each horizon, shortest first, and scores a perfect analyzer perfectly', () => {
    expect(result.horizons).toEqual([30, 60]);
    for (const horizon of [30, 60]) {
      const figures = figuresOf(result, 'oracle', horizon);
      expect(figures?.people).toBe(12);
      expect(figures?.recall.recall).toBe(1);
      expect(figures?.triggerFreeShown).toBe(0);
      expect(figures?.ece).toBe(0);
      expect(figures?.auroc).toBe(1);
    }
    expect(figuresOf(result, 'oracle', 90)).toBeUndefined();
  });

  it('judges the goals: a perfect, fast analyzer with the baselines far behind meets them', () => {
    const verdicts = judgeGoals(result, 'oracle', []);
    expect(verdicts.length).toBeGreaterThan(2);
    expect(verdicts.every((entry) => entry.met)).toBe(true);
    expect(GOALS.precision).toBe(0.92);
  });
});

describe('cohort seeds', () => {
  it('keep training and test people apart', () => {
    const training = new Set(
      Array.from({ length: 2000 }, (_, index) => personSeed(TRAINING_COHORT_SEED, index)),
    );
    const shared = Array.from({ length: 2000 }, (_, index) => personSeed(TEST_COHORT_SEED, index)).filter(
      (value) => training.has(value),
    );
    expect(shared).toEqual([]);
  });
});
