import { describe, expect, it } from 'vitest';
import { fitLogistic } from './logistic-fit.ts';

describe('logistic fit', () => {
  it('recovers the coefficients that generated the outcomes', () => {
    // Outcomes laid out exactly at the model's probabilities, so the maximum-likelihood answer is
    // the generating one.
    const samples = [];
    for (let x = -3; x <= 3; x += 0.5) {
      const p = 1 / (1 + Math.exp(-(-1 + 2 * x)));
      const positives = Math.round(p * 1000);
      for (let i = 0; i < 1000; i += 1) samples.push({ features: [x], outcome: i < positives });
    }
    const fit = fitLogistic(samples);
    expect(fit.coefficients[0]).toBeCloseTo(-1, 1);
    expect(fit.coefficients[1]).toBeCloseTo(2, 1);
  });
});
