// Generalised least squares for ratings whose errors share the day: each check-in's error is the
// day's level (an AR(1) process over calendar days: a bad day tends to follow a bad day) plus the
// check-in's own noise. Covariance / σ² = I + λ·Z·R·Zᵀ, R[d][d'] = ρ^|d - d'|, Z mapping each
// check-in to its day. R⁻¹ is tridiagonal, so by Woodbury every product with the inverse
// covariance is one tridiagonal solve over the days: O(days + check-ins), where a dense
// covariance would cost O(check-ins³). This is what lets the experiment analysis weigh a whole
// day's reaction without a previous-rating term that would also eat a reaction lasting a day.
// Pure arithmetic, no allocation beyond a few arrays per call.

export type DayErrorModel = {
  /** Day-to-day correlation of the day level, 0 <= ρ < 1. */
  rho: number;
  /** Variance of the day level over the check-in noise's, >= 0 (0: independent check-ins). */
  lambda: number;
};

/** The inverse covariance of a set of check-ins (their day indices), factored once. */
export type DayPrecision = {
  rows: number;
  dayOf: Int32Array;
  days: number;
  /** The tridiagonal M = (λR)⁻¹ + ZᵀZ, LDLᵀ-factored: diagonal and sub-diagonal of L. */
  diagonal: Float64Array;
  lower: Float64Array;
  /** log det of the covariance / σ². */
  logDeterminant: number;
  independent: boolean;
};

/** Factor the precision for check-ins on days `dayOf` (0-based, < days); null when degenerate. */
export function dayPrecision(dayOf: Int32Array, days: number, model: DayErrorModel): DayPrecision | null {
  const rows = dayOf.length;
  const diagonal = new Float64Array(days);
  const lower = new Float64Array(days);
  if (model.lambda <= 0 || days === 0) {
    return { rows, dayOf, days, diagonal, lower, logDeterminant: 0, independent: true };
  }
  const { rho, lambda } = model;
  const scale = 1 / (lambda * (1 - rho * rho));
  const counts = new Float64Array(days);
  for (let i = 0; i < rows; i += 1) counts[dayOf[i] as number] = (counts[dayOf[i] as number] as number) + 1;
  // Tridiagonal M: (λR)⁻¹ has 1, 1+ρ², ..., 1+ρ², 1 on the diagonal and -ρ beside it, times scale.
  let logDetM = 0;
  let previousD = 0;
  for (let d = 0; d < days; d += 1) {
    const edge = d === 0 || d === days - 1;
    const main = scale * (days === 1 ? 1 - rho * rho : edge ? 1 : 1 + rho * rho) + (counts[d] as number);
    const off = d > 0 ? -rho * scale : 0;
    const l = d > 0 ? off / previousD : 0;
    const value = main - l * l * previousD;
    if (!(value > 0)) return null;
    diagonal[d] = value;
    lower[d] = l;
    logDetM += Math.log(value);
    previousD = value;
  }
  // log det(I + λZRZᵀ) = log det M + log det(λR), log det R = (days - 1)·log(1 - ρ²).
  const logDeterminant = logDetM + days * Math.log(lambda) + (days - 1) * Math.log(1 - rho * rho);
  return { rows, dayOf, days, diagonal, lower, logDeterminant, independent: false };
}

/** M⁻¹·(Zᵀv): the day sums of v, solved through the factor. */
function daySolve(precision: DayPrecision, values: Float64Array): Float64Array {
  const { days, dayOf, diagonal, lower, rows } = precision;
  const solution = new Float64Array(days);
  for (let i = 0; i < rows; i += 1) {
    const day = dayOf[i] as number;
    solution[day] = (solution[day] as number) + (values[i] as number);
  }
  for (let d = 1; d < days; d += 1)
    solution[d] = (solution[d] as number) - (lower[d] as number) * (solution[d - 1] as number);
  for (let d = 0; d < days; d += 1) solution[d] = (solution[d] as number) / (diagonal[d] as number);
  for (let d = days - 2; d >= 0; d -= 1)
    solution[d] = (solution[d] as number) - (lower[d + 1] as number) * (solution[d + 1] as number);
  return solution;
}

/** Columns with their day sums and solves kept, so that one more column costs one pass. */
export type WeighedColumns = {
  precision: DayPrecision;
  columns: readonly Float64Array[];
  sums: readonly Float64Array[];
  solved: readonly Float64Array[];
  /** uᵀ·Σ⁻¹·v (Σ / σ²) of every pair of the columns, row-major. */
  gram: Float64Array;
};

/** The cross-products uᵀ·Σ⁻¹·v (Σ / σ²) of every pair of columns. */
export function weightedGram(precision: DayPrecision, columns: readonly Float64Array[]): Float64Array {
  return weighColumns(precision, columns).gram;
}

export function weighColumns(precision: DayPrecision, columns: readonly Float64Array[]): WeighedColumns {
  const count = columns.length;
  const gram = new Float64Array(count * count);
  const sums = columns.map((column) => daySums(precision, column));
  const solved = columns.map((column) => (precision.independent ? EMPTY : daySolve(precision, column)));
  for (let a = 0; a < count; a += 1) {
    for (let b = 0; b <= a; b += 1) {
      const value = crossProduct(precision, columns, sums, solved, a, b);
      gram[a * count + b] = value;
      gram[b * count + a] = value;
    }
  }
  return { precision, columns, sums, solved, gram };
}

/**
 * The Gram matrix of the weighed columns with `extra` inserted at index `at`: the kept entries are
 * reused as they are, so the result is the same to the bit as weighing all the columns afresh.
 */
export function gramWithColumn(weighed: WeighedColumns, extra: Float64Array, at: number): Float64Array {
  const { precision } = weighed;
  const columns = [...weighed.columns.slice(0, at), extra, ...weighed.columns.slice(at)];
  const sums = [...weighed.sums.slice(0, at), daySums(precision, extra), ...weighed.sums.slice(at)];
  const solved = [
    ...weighed.solved.slice(0, at),
    precision.independent ? EMPTY : daySolve(precision, extra),
    ...weighed.solved.slice(at),
  ];
  const count = columns.length;
  const kept = weighed.columns.length;
  const old = (index: number) => (index < at ? index : index - 1);
  const gram = new Float64Array(count * count);
  for (let a = 0; a < count; a += 1) {
    for (let b = 0; b <= a; b += 1) {
      const value =
        a === at || b === at
          ? crossProduct(precision, columns, sums, solved, a, b)
          : (weighed.gram[old(a) * kept + old(b)] as number);
      gram[a * count + b] = value;
      gram[b * count + a] = value;
    }
  }
  return gram;
}

const EMPTY = new Float64Array(0);

function daySums(precision: DayPrecision, column: Float64Array): Float64Array {
  if (precision.independent) return EMPTY;
  const sum = new Float64Array(precision.days);
  for (let i = 0; i < precision.rows; i += 1) {
    const day = precision.dayOf[i] as number;
    sum[day] = (sum[day] as number) + (column[i] as number);
  }
  return sum;
}

function crossProduct(
  precision: DayPrecision,
  columns: readonly Float64Array[],
  sums: readonly Float64Array[],
  solved: readonly Float64Array[],
  a: number,
  b: number,
): number {
  const left = columns[a] as Float64Array;
  const right = columns[b] as Float64Array;
  let value = 0;
  for (let i = 0; i < precision.rows; i += 1) value += (left[i] as number) * (right[i] as number);
  if (!precision.independent) {
    const sum = sums[a] as Float64Array;
    const solution = solved[b] as Float64Array;
    for (let d = 0; d < precision.days; d += 1) value -= (sum[d] as number) * (solution[d] as number);
  }
  return value;
}

/**
 * Sweep the first `columns` of a Gram matrix whose last row/column is the response: the residual
 * sum of squares of the response on them, the coefficient of column `of` and its unscaled
 * variance. Columns the earlier ones explain are skipped; null when the wanted one is among them.
 */
export function sweepFit(
  gram: Float64Array,
  size: number,
  columns: number,
  of: number,
): { rss: number; coefficient: number; unscaledVariance: number } | null {
  const matrix = Float64Array.from(gram);
  const response = size - 1;
  for (let k = 0; k < columns; k += 1) {
    const pivot = matrix[k * size + k] as number;
    const scale = Math.abs(gram[k * size + k] as number) || 1;
    // A column the earlier ones already explain (two "not recorded" markers of the same check-ins)
    // is left out, as an aliased term; only the coefficient wanted must be estimable.
    if (!(pivot > 1e-9 * scale)) {
      if (k === of) return null;
      continue;
    }
    // The classic sweep operator (Goodnight): after sweeping k, row/column k hold the inverse part.
    const inverse = 1 / pivot;
    for (let i = 0; i < size; i += 1) {
      if (i === k) continue;
      const factor = (matrix[i * size + k] as number) * inverse;
      if (factor === 0) continue;
      for (let j = 0; j < size; j += 1) {
        if (j === k) continue;
        matrix[i * size + j] = (matrix[i * size + j] as number) - factor * (matrix[k * size + j] as number);
      }
    }
    for (let j = 0; j < size; j += 1) {
      if (j === k) continue;
      matrix[k * size + j] = (matrix[k * size + j] as number) * inverse;
      matrix[j * size + k] = (matrix[j * size + k] as number) * inverse;
    }
    matrix[k * size + k] = -inverse;
  }
  return {
    rss: matrix[response * size + response] as number,
    coefficient: matrix[of * size + response] as number,
    unscaledVariance: -(matrix[of * size + of] as number),
  };
}
