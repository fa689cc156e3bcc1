import { describe, expect, it } from 'vitest';
import { MEAL_SIZE_LABELS, MEAL_SIZES, MEAL_SOURCE_LABELS, MEAL_SOURCES } from './meal-options.ts';

describe('meal options', () => {
  it('offer the three portion sizes with their labels', () => {
    expect(MEAL_SIZES.map((size) => [size, MEAL_SIZE_LABELS[size]])).toEqual([
      ['small', 'Small'],
      ['medium', 'Medium'],
      ['large', 'Large'],
    ]);
  });

  it('offer the three sources with their labels', () => {
    expect(MEAL_SOURCES.map((source) => [source, MEAL_SOURCE_LABELS[source]])).toEqual([
      ['home', 'Home'],
      ['restaurant', 'Restaurant'],
      ['delivery', 'Delivery'],
    ]);
  });
});
