import { describe, expect, it } from 'vitest';
import { posteriorOf } from './bayes-posterior.ts';
import { MODEL_SETTINGS } from './model-settings.ts';

describe('posteriorOf', () => {
  const settings = MODEL_SETTINGS;
  const { priorProbability, suspectedOddsRatio } = settings.bayesFactor;
  const long = settings.shortJournalCap.belowCheckInDays;

  it('is the prior when the journal says nothing either way, higher for a suspected food', () => {
    expect(posteriorOf(0, false, long, settings)).toBeCloseTo(priorProbability, 12);
    const odds = priorProbability / (1 - priorProbability);
    const suspected = posteriorOf(0, true, long, settings);
    expect(suspected / (1 - suspected)).toBeCloseTo(odds * suspectedOddsRatio, 10);
  });

  it("is Bayes' rule: the prior odds times the factor, with no map fitted to a world", () => {
    const odds = priorProbability / (1 - priorProbability);
    const posterior = posteriorOf(Math.log(500), false, long, settings);
    expect(posterior / (1 - posterior)).toBeCloseTo(odds * 500, 8);
  });

  it('lets a short journal say at most "more likely than not"', () => {
    expect(posteriorOf(40, true, long - 1, settings)).toBe(settings.shortJournalCap.maxConfidence);
    expect(posteriorOf(40, true, long, settings)).toBeGreaterThan(0.99);
  });
});
