import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extendExperiment as extendDefault, planExperiment } from '../insights/index.ts';
import { type Challenge, MAX_EXTENDED_DAYS, MAX_PLAN_DAYS, type PlanDesign } from './analysis/plan-design.ts';
import { extendExperiment, planExperimentWith } from './analysis/plan-experiment.ts';
import { EXPERIMENT_FOODS, type ExperimentFood } from './experiment-schema.ts';
import { expectSummaryAgrees, readSummary } from './test-support/plan-summary-reader.ts';
import { planSummary, whatToExpect } from './wording.ts';

// The summary shown before starting must say what the day-by-day plan under it says.

const start = '2026-03-01';
const input = (food: ExperimentFood) => ({ food, symptoms: ['Fatigue'], start, timeZone: 'UTC' });

describe('the plan summary shown before starting', () => {
  it('agrees with the plan for every food, planned and extended', () => {
    for (const food of EXPERIMENT_FOODS) {
      const plan = planExperiment(input(food));
      expect(whatToExpect(food, plan)[0]).toBe(expectSummaryAgrees(food, plan.days));
      const extended = extendDefault(plan);
      expect(extended).not.toBeNull();
      expectSummaryAgrees(food, extended?.days ?? []);
    }
  });

  it('agrees with any plan a design within the limits makes', () => {
    const challenge: fc.Arbitrary<Challenge> = fc.record({
      portion: fc.constantFrom('small', 'medium', 'large'),
      eatDays: fc.integer({ min: 1, max: 4 }),
      washoutDays: fc.integer({ min: 0, max: 5 }),
    });
    const design: fc.Arbitrary<PlanDesign> = fc
      .record({
        baselineDays: fc.integer({ min: 0, max: 8 }),
        avoidDays: fc.integer({ min: 0, max: 10 }),
        challenges: fc.array(challenge, { minLength: 1, maxLength: 8 }),
        extension: fc.array(challenge, { maxLength: 4 }),
      })
      .filter(
        (each) =>
          each.baselineDays +
            each.avoidDays +
            each.challenges.reduce((sum, c) => sum + c.eatDays + c.washoutDays, 0) <=
          MAX_PLAN_DAYS,
      );
    fc.assert(
      fc.property(design, fc.constantFrom(...EXPERIMENT_FOODS), (shape, food) => {
        const plan = planExperimentWith(input(food), shape);
        expectSummaryAgrees(food, plan.days);
        const extended = extendExperiment(plan, shape);
        if (extended) {
          expect(extended.days.length).toBeLessThanOrEqual(MAX_EXTENDED_DAYS);
          expectSummaryAgrees(food, extended.days);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('is read back by this test, so a summary that drops a part fails it', () => {
    const plan = planExperiment(input('dairy'));
    // The summary as it read before: without the usual days it says 24 + 6 = 30 of 35 days.
    const withoutUsualDays = plan.days.filter((day) => day.phase !== 'baseline');
    expect(() => expectSummaryAgrees('dairy', plan.days)).not.toThrow();
    expect(planSummary('dairy', withoutUsualDays)).not.toBe(planSummary('dairy', plan.days));
    const wrong = planSummary('dairy', plan.days).replace('5 days eating as usual (days 1 to 5), then ', '');
    expect(() => readSummary(wrong, 'dairy')).toThrow();
  });
});
