import { describe, expect, it } from 'vitest';
import { studentTUpperTail } from './student-t.ts';

describe('studentTUpperTail', () => {
  it('matches tabulated values', () => {
    expect(studentTUpperTail(0, 5)).toBeCloseTo(0.5, 10);
    // Cauchy: P(T > 1) = 1/4.
    expect(studentTUpperTail(1, 1)).toBeCloseTo(0.25, 8);
    expect(studentTUpperTail(2.228, 10)).toBeCloseTo(0.025, 4);
    expect(studentTUpperTail(1.96, 1e6)).toBeCloseTo(0.025, 4);
    expect(studentTUpperTail(-2.228, 10)).toBeCloseTo(0.975, 4);
    expect(studentTUpperTail(3.5, 7.5)).toBeGreaterThan(0);
  });
});
