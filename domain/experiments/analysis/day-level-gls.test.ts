import { describe, expect, it } from 'vitest';
import { dayPrecision, gramWithColumn, sweepFit, weighColumns, weightedGram } from './day-level-gls.ts';

// The dense covariance I + λ·Z·R·Zᵀ, its inverse and log determinant by Gauss-Jordan: the
// reference the O(days) Woodbury products must agree with.
function denseCovariance(dayOf: readonly number[], rho: number, lambda: number): number[][] {
  return dayOf.map((a, i) => dayOf.map((b, j) => (i === j ? 1 : 0) + lambda * rho ** Math.abs(a - b)));
}

function invertWithLogDet(matrix: number[][]): { inverse: number[][]; logDet: number } {
  const n = matrix.length;
  const a = matrix.map((row, i) => [...row, ...row.map((_, j) => (i === j ? 1 : 0))]);
  let logDet = 0;
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1)
      if (Math.abs(a[row]?.[col] as number) > Math.abs(a[pivot]?.[col] as number)) pivot = row;
    [a[col], a[pivot]] = [a[pivot] as number[], a[col] as number[]];
    const value = a[col]?.[col] as number;
    logDet += Math.log(Math.abs(value));
    const pivotRow = (a[col] as number[]).map((x) => x / value);
    a[col] = pivotRow;
    for (let row = 0; row < n; row += 1) {
      if (row === col) continue;
      const factor = a[row]?.[col] as number;
      a[row] = (a[row] as number[]).map((x, j) => x - factor * (pivotRow[j] as number));
    }
  }
  return { inverse: a.map((row) => row.slice(n)), logDet };
}

function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('day-level GLS', () => {
  const random = seeded(7);
  // Check-ins on days 0-9 with gaps (day 4 has none) and up to three a day.
  const dayOf = [0, 0, 1, 2, 2, 2, 3, 5, 5, 6, 7, 9, 9];
  const columns = [
    Float64Array.from(dayOf, () => 1),
    Float64Array.from(dayOf, () => random() - 0.5),
    Float64Array.from(dayOf, () => random() * 3),
  ];

  for (const model of [
    { rho: 0, lambda: 0 },
    { rho: 0.6, lambda: 0.8 },
  ]) {
    it(`adds a column to weighed ones to the bit, at ρ = ${model.rho}, λ = ${model.lambda}`, () => {
      const precision = dayPrecision(Int32Array.from(dayOf), 10, model) as NonNullable<
        ReturnType<typeof dayPrecision>
      >;
      const extra = Float64Array.from(dayOf, () => random() * 2 - 1);
      const all = [columns[0], columns[1], extra, columns[2]] as Float64Array[];
      const weighed = weighColumns(precision, columns);
      expect(gramWithColumn(weighed, extra, 2)).toEqual(weightedGram(precision, all));
    });
  }

  for (const [rho, lambda] of [
    [0, 0],
    [0, 1.5],
    [0.6, 0.8],
    [0.95, 4],
  ] as const) {
    it(`agrees with the dense inverse and determinant at ρ = ${rho}, λ = ${lambda}`, () => {
      const precision = dayPrecision(Int32Array.from(dayOf), 10, { rho, lambda });
      expect(precision).not.toBeNull();
      const gram = weightedGram(precision as NonNullable<typeof precision>, columns);
      const { inverse, logDet } = invertWithLogDet(denseCovariance(dayOf, rho, lambda));
      for (let a = 0; a < columns.length; a += 1) {
        for (let b = 0; b < columns.length; b += 1) {
          let expected = 0;
          for (let i = 0; i < dayOf.length; i += 1)
            for (let j = 0; j < dayOf.length; j += 1)
              expected +=
                (columns[a]?.[i] as number) * (inverse[i]?.[j] as number) * (columns[b]?.[j] as number);
          expect(gram[a * columns.length + b]).toBeCloseTo(expected, 8);
        }
      }
      expect(precision?.logDeterminant).toBeCloseTo(logDet, 8);
    });
  }

  it('sweeps to the least-squares coefficient, its unscaled variance and the residual sum of squares', () => {
    // y = 2 + 3x exactly, plus one known residual pattern orthogonal to both columns.
    const x = [0, 1, 2, 3, 4];
    const noise = [1, -1, 0, -1, 1];
    const y = x.map((value, i) => 2 + 3 * value + (noise[i] as number));
    const cols = [Float64Array.from(x, () => 1), Float64Array.from(x), Float64Array.from(y)];
    const precision = dayPrecision(Int32Array.from([0, 1, 2, 3, 4]), 5, { rho: 0, lambda: 0 });
    const fit = sweepFit(weightedGram(precision as NonNullable<typeof precision>, cols), 3, 2, 1);
    expect(fit?.coefficient).toBeCloseTo(3, 10);
    expect(fit?.rss).toBeCloseTo(4, 10);
    // Var(slope) / σ² = 1 / Σ(x - x̄)² = 1 / 10.
    expect(fit?.unscaledVariance).toBeCloseTo(0.1, 10);
  });

  it('skips a column the earlier ones explain, and refuses when it is the one wanted', () => {
    const x = [0, 1, 2, 3, 4, 5];
    const one = Float64Array.from(x, () => 1);
    const cols = [one, Float64Array.from(one), Float64Array.from(x), Float64Array.from(x, (v) => 1 + 2 * v)];
    const precision = dayPrecision(Int32Array.from(x), 6, { rho: 0.5, lambda: 1 });
    const gram = weightedGram(precision as NonNullable<typeof precision>, cols);
    expect(sweepFit(gram, 4, 3, 2)?.coefficient).toBeCloseTo(2, 8);
    expect(sweepFit(gram, 4, 3, 1)).toBeNull();
  });
});
