import { describe, expect, it } from 'vitest';
import { designDays, MAX_PLAN_DAYS } from '#domain/experiments/analysis/plan-design.ts';
import { extendExperiment, planExperimentWith } from '#domain/experiments/analysis/plan-experiment.ts';
import { expectSummaryAgrees } from '#domain/experiments/test-support/plan-summary-reader.ts';
import { DESIGNS } from './designs.ts';

const input = { food: 'dairy' as const, symptoms: ['Fatigue'], start: '2026-03-01', timeZone: 'UTC' };

// The designs the bench weighs are the ones the app may adopt next: their summaries must already
// agree with their plans.
describe('the plan summary of every bench design', () => {
  it("agrees with every design the bench weighs that fits in a plan, and with each one's extension", () => {
    const fitting = Object.entries(DESIGNS).filter(([, design]) => designDays(design) <= MAX_PLAN_DAYS);
    expect(fitting.length).toBeGreaterThan(5);
    for (const [name, design] of fitting) {
      const plan = planExperimentWith(input, design);
      expect(plan.days.length, name).toBeGreaterThan(0);
      expectSummaryAgrees('dairy', plan.days);
      const extended = extendExperiment(plan, design);
      if (extended) expectSummaryAgrees('dairy', extended.days);
    }
  });
});
