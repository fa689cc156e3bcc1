import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  maxRating,
  RATING_LABELS,
  RATING_VALUES,
  severityFeedback,
  toggleRating,
} from './severity-feedback.ts';

describe('ratings', () => {
  it('run 1 to 5 with the spec’s labels', () => {
    expect(RATING_VALUES.map((rating) => RATING_LABELS[rating])).toEqual([
      'Very Mild',
      'Mild',
      'Moderate',
      'Severe',
      'Very Severe',
    ]);
  });
});

describe('toggleRating', () => {
  it('selects a clicked rating', () => {
    expect(toggleRating(0, 3)).toBe(3);
    expect(toggleRating(2, 5)).toBe(5);
  });

  it('clears the rating when the selected one is clicked again', () => {
    expect(toggleRating(4, 4)).toBe(0);
  });

  it('returns to where it started after two clicks on the same rating from nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RATING_VALUES),
        (rating) => toggleRating(toggleRating(0, rating), rating) === 0,
      ),
    );
  });
});

describe('maxRating', () => {
  it('is the highest rating, 0 with none', () => {
    expect(maxRating({ Fatigue: 2, 'Joint pain': 4, Headaches: 0 })).toBe(4);
    expect(maxRating({})).toBe(0);
    expect(maxRating({ Fatigue: 0 })).toBe(0);
  });
});

describe('severityFeedback', () => {
  it.each([
    [1, 'Symptom logged. Keep tracking patterns.', 3000],
    [3, 'Symptom logged. Keep tracking patterns.', 3000],
    [4, 'Symptom saved. Be gentle with yourself today.', 3000],
    [5, 'Symptom saved. Please consider consulting your doctor if needed.', 4000],
  ])('at a maximum of %i says %s for %i ms', (max, message, durationMs) => {
    expect(severityFeedback(max)).toEqual({ message, durationMs });
  });

  it('has nothing to say when nothing was rated', () => {
    expect(severityFeedback(0)).toBeNull();
  });
});
