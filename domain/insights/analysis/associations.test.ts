import { describe, expect, it } from 'vitest';
import { confidenceOf } from './associations.ts';
import { CALIBRATED_SETTINGS } from './model-settings.ts';

describe('confidenceOf', () => {
  it('lets a short journal say at most "more likely than not", however strong its evidence', () => {
    const { belowCheckInDays, maxConfidence } = CALIBRATED_SETTINGS.shortJournalCap;
    expect(confidenceOf(30, true, belowCheckInDays - 1, CALIBRATED_SETTINGS)).toBe(maxConfidence);
    expect(confidenceOf(30, true, 21, CALIBRATED_SETTINGS)).toBeLessThan(0.8);
    expect(confidenceOf(30, true, belowCheckInDays, CALIBRATED_SETTINGS)).toBeGreaterThan(0.99);
    // Below the cap the fitted map is untouched.
    expect(confidenceOf(0, false, 21, CALIBRATED_SETTINGS)).toBeLessThan(0.05);
  });
});
