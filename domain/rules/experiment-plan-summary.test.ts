import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DESIGNS } from '../insights/experiments/bench/designs.ts';
import {
  type Challenge,
  designDays,
  MAX_EXTENDED_DAYS,
  MAX_PLAN_DAYS,
  type PlanDesign,
} from '../insights/experiments/plan-design.ts';
import { extendExperiment, planExperimentWith } from '../insights/experiments/plan-experiment.ts';
import { extendExperiment as extendDefault, planExperiment } from '../insights/index.ts';
import { foodNoun } from '../insights/wording/names.ts';
import { EXPERIMENT_FOODS, type ExperimentFood, type PlanDay } from '../schemas/experiment.ts';
import { planStretches, planSummary, whatToExpect } from './experiment-wording.ts';

// The summary shown before starting ("35 days in all: 5 days eating as usual (days 1 to 5), then
// ...") must say what the day-by-day plan under it says. These tests read the sentence back into
// days, independently of how it was written, and compare them with the plan's own days: the
// number of days in all, each part's length, the order, the day numbers and the portion sizes.

type Kind = 'usual' | 'without' | 'eat';
type ReadDay = { kind: Kind; sizes: readonly string[] };

const kindOf = (day: PlanDay): Kind =>
  day.food === 'eat' ? 'eat' : day.food === 'avoid' ? 'without' : 'usual';
const SIZES = '([a-z]+(?:, [a-z]+)*(?: and [a-z]+)?)';
const AFTER = '(?:, (each )?followed by (\\d+) days? without it)?';

/** The days the sentence describes, in order, with the sizes each portion part names. */
function readSummary(summary: string, food: ExperimentFood): { total: number; days: ReadDay[] } {
  const whole = /^(\d+) days? in all: (.+)\.$/.exec(summary);
  if (!whole) throw new Error(`not a summary: ${summary}`);
  const noun = foodNoun(food);
  const days: ReadDay[] = [];
  let named = false;
  for (const part of (whole[2] as string).split(', then ')) {
    const ranged = /^(.+) \((?:day (\d+)|days (\d+) to (\d+))\)$/.exec(part);
    if (!ranged) throw new Error(`a part without its days: ${part}`);
    const [, body = '', one, from = one, to = one] = ranged;
    const before = days.length;
    const food = named ? 'it' : noun;
    const usual = /^(\d+) days? eating as usual$/.exec(body);
    const without = new RegExp(`^(\\d+) days? without ${noun}$`).exec(body);
    const singles = new RegExp(`^(\\d+) planned portions? of ${food}, ${SIZES}${AFTER}$`).exec(body);
    const blocks = new RegExp(
      `^(?:(\\d+) stretches of )?(\\d+) days with one portion of ${food} a day, ${SIZES}${AFTER}$`,
    ).exec(body);
    if (usual) {
      for (let i = 0; i < Number(usual[1]); i += 1) days.push({ kind: 'usual', sizes: [] });
    } else if (without) {
      for (let i = 0; i < Number(without[1]); i += 1) days.push({ kind: 'without', sizes: [] });
    } else if (singles || blocks) {
      const [count, eatDays, sizes, each, washout] = singles
        ? [Number(singles[1]), 1, singles[2], singles[3], singles[4]]
        : [Number(blocks?.[1] ?? 1), Number(blocks?.[2]), blocks?.[3], blocks?.[4], blocks?.[5]];
      // "each followed by" only when there is more than one.
      expect(Boolean(each), body).toBe(count > 1 && washout !== undefined);
      const named = (sizes ?? '').split(/, | and /);
      for (let challenge = 0; challenge < count; challenge += 1) {
        for (let i = 0; i < eatDays; i += 1) days.push({ kind: 'eat', sizes: named });
        for (let i = 0; i < Number(washout ?? 0); i += 1) days.push({ kind: 'without', sizes: [] });
      }
    } else {
      throw new Error(`a part the plan does not have: ${body}`);
    }
    named ||= !usual;
    expect([before + 1, days.length], `the day numbers of "${part}"`).toEqual([Number(from), Number(to)]);
  }
  return { total: Number(whole[1]), days };
}

function expectSummaryAgrees(food: ExperimentFood, days: readonly PlanDay[]) {
  const summary = planSummary(food, days);
  const read = readSummary(summary, food);
  expect(read.total, summary).toBe(days.length);
  expect(
    read.days.map((day) => day.kind),
    summary,
  ).toEqual(days.map(kindOf));
  // Each portion part names exactly the sizes its days ask for, smallest first.
  read.days.forEach((day, index) => {
    const planned = days[index] as PlanDay;
    if (day.kind === 'eat') expect(day.sizes, summary).toContain(planned.portion ?? 'medium');
  });
  // What comes first is what the day-by-day plan's first heading says ("Days 1 to 5: Usual days").
  const [first] = planStretches(days);
  expect(read.days[0]?.kind).toBe(first ? kindOf(first.days[0] as PlanDay) : undefined);
  return summary;
}

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

  it("agrees with every design the bench weighs that fits in a plan, and with each one's extension", () => {
    const fitting = Object.entries(DESIGNS).filter(([, design]) => designDays(design) <= MAX_PLAN_DAYS);
    expect(fitting.length).toBeGreaterThan(5);
    for (const [name, design] of fitting) {
      const plan = planExperimentWith(input('dairy'), design);
      expect(plan.days.length, name).toBeGreaterThan(0);
      expectSummaryAgrees('dairy', plan.days);
      const extended = extendExperiment(plan, design);
      if (extended) expectSummaryAgrees('dairy', extended.days);
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
