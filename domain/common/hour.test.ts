import { describe, expect, it } from 'vitest';
import { assertHour } from './hour.ts';

describe('assertHour', () => {
  it('accepts 0 to 23', () => {
    for (let hour = 0; hour <= 23; hour += 1) expect(() => assertHour(hour)).not.toThrow();
  });

  it.each([-1, 24, 7.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (hour) => {
    expect(() => assertHour(hour)).toThrow(RangeError);
  });
});
