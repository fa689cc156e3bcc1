import { describe, expect, it } from 'vitest';
import { TRIGGER_FOODS } from './analyzer.ts';
import {
  auroc,
  brierScore,
  computeFigures,
  expectedCalibrationError,
  percentile,
  reliabilityTable,
  type Scored,
} from './metrics.ts';
import type { PlantedTrigger } from './planted-triggers.ts';
import { createRandom } from './random.ts';

const glutenFatigue: PlantedTrigger = {
  trigger: 'gluten',
  symptom: 'Fatigue',
  effect: 1.5,
  delayHours: { fromHours: 12, toHours: 36 },
  shape: 'sum',
};

describe('computeFigures', () => {
  const figures = computeFigures([
    {
      symptoms: ['Fatigue', 'Joint pain'],
      truth: [glutenFatigue, { ...glutenFatigue, trigger: 'dairy', effect: 0.5 }],
      associations: [
        { trigger: 'gluten', symptom: 'Fatigue', confidence: 0.9, reported: true },
        { trigger: 'eggs', symptom: 'Fatigue', confidence: 0.8, reported: true },
        { trigger: 'dairy', symptom: 'Fatigue', confidence: 0.3, reported: false },
      ],
      ms: 2,
    },
    { symptoms: ['Fatigue'], truth: [], associations: [], ms: 4 },
    {
      symptoms: ['Headaches'],
      truth: [],
      associations: [{ trigger: 'sugar', symptom: 'Headaches', confidence: 0.6, reported: true }],
      ms: 10,
    },
  ]);

  it('counts reported pairs that are planted over all reported', () => {
    expect(figures.reported).toBe(3);
    expect(figures.reportedReal).toBe(1);
    expect(figures.precision).toBeCloseTo(1 / 3);
    expect(figures.patternsPerPerson).toBe(1);
  });

  it('counts trigger-free people shown anything, and recall by effect size', () => {
    expect(figures.peopleWithoutTriggers).toBe(2);
    expect(figures.triggerFreeShown).toBe(0.5);
    expect(figures.recallByEffect['1.5']).toEqual({ planted: 1, found: 1, recall: 1 });
    expect(figures.recallByEffect['0.5']).toEqual({ planted: 1, found: 0, recall: 0 });
    expect(figures.recallByEffect['1'].recall).toBeNaN();
    expect(figures.recall.recall).toBe(0.5);
  });

  it('evaluates every food for every tracked symptom, silence counting as confidence 0', () => {
    expect(figures.pairs).toBe(TRIGGER_FOODS.length * 4);
    expect(figures.reliability[0]?.count).toBe(TRIGGER_FOODS.length * 4 - 4);
  });

  it("counts recall of a point or more by the true window's shape, leaving out smaller effects and unknown windows", () => {
    const byShape = computeFigures([
      {
        symptoms: ['Fatigue'],
        truth: [
          { ...glutenFatigue, window: { fromHours: 0, toHours: 8 } },
          { ...glutenFatigue, trigger: 'dairy', effect: 1, window: { fromHours: 24, toHours: 48 } },
          { ...glutenFatigue, trigger: 'eggs', effect: 0.5, window: { fromHours: 24, toHours: 48 } },
          { ...glutenFatigue, trigger: 'soy', effect: 1 },
        ],
        associations: [
          { trigger: 'gluten', symptom: 'Fatigue', confidence: 0.9, reported: true },
          { trigger: 'eggs', symptom: 'Fatigue', confidence: 0.9, reported: true },
          { trigger: 'soy', symptom: 'Fatigue', confidence: 0.9, reported: true },
        ],
        ms: 1,
      },
    ]).recallByShape;
    expect(byShape['same-day']).toEqual({ planted: 1, found: 1, recall: 1 });
    expect(byShape.delayed).toEqual({ planted: 1, found: 0, recall: 0 });
    expect(byShape.cumulative.planted).toBe(0);
  });

  it('takes nearest-rank percentiles of the call times', () => {
    expect(figures.msP50).toBe(4);
    expect(figures.msP95).toBe(10);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('auroc', () => {
  it('is 1 for a perfect ranking, 0 for a reversed one and 0.5 for ties', () => {
    const perfect: Scored[] = [0.1, 0.2, 0.3, 0.7, 0.8].map((confidence) => ({
      confidence,
      real: confidence > 0.5,
    }));
    expect(auroc(perfect)).toBe(1);
    expect(auroc(perfect.map(({ confidence, real }) => ({ confidence, real: !real })))).toBe(0);
    expect(auroc(perfect.map(({ real }) => ({ confidence: 0.5, real })))).toBe(0.5);
    expect(auroc([{ confidence: 0.5, real: true }])).toBeNaN();
  });

  it('is about 0.5 for a random ranking', () => {
    const random = createRandom(1);
    const scored = Array.from({ length: 4000 }, () => ({
      confidence: random.next(),
      real: random.bernoulli(0.2),
    }));
    expect(auroc(scored)).toBeGreaterThan(0.46);
    expect(auroc(scored)).toBeLessThan(0.54);
  });

  it('counts a tie between a real and a false pair as half', () => {
    expect(
      auroc([
        { confidence: 0.5, real: true },
        { confidence: 0.5, real: false },
        { confidence: 0.2, real: false },
      ]),
    ).toBe(0.75);
  });
});

describe('calibration', () => {
  it('gives a calibrated toy an ECE near 0 and an overconfident one its gap', () => {
    const random = createRandom(2);
    const calibrated = Array.from({ length: 40_000 }, () => {
      const confidence = random.next();
      return { confidence, real: random.bernoulli(confidence) };
    });
    expect(expectedCalibrationError(calibrated)).toBeLessThan(0.015);
    const overconfident = Array.from({ length: 100 }, (_, index) => ({
      confidence: 0.9,
      real: index % 2 === 0,
    }));
    expect(expectedCalibrationError(overconfident)).toBeCloseTo(0.4);
  });

  it('bins confidence in ten equal widths, 1 in the last', () => {
    const table = reliabilityTable([
      { confidence: 0, real: false },
      { confidence: 0.95, real: true },
      { confidence: 1, real: true },
    ]);
    expect(table).toHaveLength(10);
    expect(table[0]).toMatchObject({ count: 1, observedRate: 0 });
    expect(table[9]).toMatchObject({ count: 2, meanConfidence: 0.975, observedRate: 1 });
    expect(table[5]?.count).toBe(0);
  });

  it('scores Brier 0 for certainty that is right and 1 for certainty that is wrong', () => {
    expect(brierScore([{ confidence: 1, real: true }])).toBe(0);
    expect(brierScore([{ confidence: 1, real: false }])).toBe(1);
  });
});
