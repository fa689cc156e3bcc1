import { describe, expect, it } from 'vitest';
import { MODEL_SETTINGS } from '#domain/insights/analysis/model-settings.ts';
import { calibratedConfidence, FITTED_CALIBRATION } from './engine-variants.ts';

describe('calibratedConfidence', () => {
  it('lets a short journal say at most "more likely than not", however strong its evidence', () => {
    const cap = MODEL_SETTINGS.shortJournalCap;
    const { belowCheckInDays, maxConfidence } = cap;
    expect(calibratedConfidence(30, true, belowCheckInDays - 1, FITTED_CALIBRATION, cap)).toBe(maxConfidence);
    expect(calibratedConfidence(30, true, 21, FITTED_CALIBRATION, cap)).toBeLessThan(0.8);
    expect(calibratedConfidence(30, true, belowCheckInDays, FITTED_CALIBRATION, cap)).toBeGreaterThan(0.99);
    // Below the cap the fitted map is untouched.
    expect(calibratedConfidence(0, false, 21, FITTED_CALIBRATION, cap)).toBeLessThan(0.05);
  });
});
