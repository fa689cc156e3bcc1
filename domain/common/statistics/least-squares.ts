// Ordinary least squares for one coefficient of interest, with a standard error that allows the
// errors of one cluster (one local day) to go together. A person's check-ins on the same day share
// the day's mood, stress and sleep; the classical formula treats them as independent and makes
// every estimate look surer than it is, which is what turns noise into reported patterns.

export type LeastSquaresInput = {
  /** Row-major design matrix: rows x columns, the first column usually the intercept. */
  design: Float64Array;
  rows: number;
  columns: number;
  /** Distance between rows in `design` (default `columns`): lets a caller reuse a wider buffer. */
  stride?: number;
  response: Float64Array;
  /** The cluster of each row (e.g. its day number); rows of one cluster must be adjacent. */
  clusters: Int32Array;
  /** The column whose coefficient is wanted. */
  column: number;
  /**
   * Cross-products of the first `fixed.columns` columns, already summed (see fixedCrossProducts):
   * when many regressions share those columns, only the rest are summed per regression.
   */
  fixed?: FixedCrossProducts;
};

export type FixedCrossProducts = { columns: number; gram: Float64Array; moment: Float64Array };

/** The cross-products of the first `columns` columns of a design, to share between regressions. */
export function fixedCrossProducts(
  design: Float64Array,
  rows: number,
  stride: number,
  columns: number,
  response: Float64Array,
): FixedCrossProducts {
  const gram = new Float64Array(columns * columns);
  const moment = new Float64Array(columns);
  accumulate(design, rows, stride, response, 0, columns, columns, gram, moment);
  return { columns, gram, moment };
}

/** Adds rows' cross-products into the lower triangle of `gram` for columns from..to-1. */
function accumulate(
  design: Float64Array,
  rows: number,
  stride: number,
  response: Float64Array,
  from: number,
  to: number,
  p: number,
  gram: Float64Array,
  moment: Float64Array,
): void {
  for (let r = 0; r < rows; r += 1) {
    const offset = r * stride;
    const y = response[r] as number;
    for (let i = from; i < to; i += 1) {
      const xi = design[offset + i] as number;
      if (xi === 0) continue;
      moment[i] = (moment[i] as number) + xi * y;
      for (let j = 0; j <= i; j += 1) {
        gram[i * p + j] = (gram[i * p + j] as number) + xi * (design[offset + j] as number);
      }
    }
  }
}

export type CoefficientEstimate = {
  estimate: number;
  /** Cluster-robust standard error (CR1 small-sample scaling). */
  standardError: number;
  /** The classical standard error, which assumes independent rows. */
  classicalStandardError: number;
  /** Residual degrees of freedom, rows - columns. */
  degreesOfFreedom: number;
};

// A relative ridge on the diagonal keeps Cholesky defined when a covariate never varies (a food
// the person ate at every check-in's window); such a column then gets an estimate near 0 with a
// huge standard error, which is the honest answer: the data cannot tell.
const RIDGE = 1e-10;

/**
 * The coefficient of `column` and its standard error, or null when the data cannot identify it
 * (too few rows or clusters, or the column is a combination of the others).
 */
export function estimateCoefficient(input: LeastSquaresInput): CoefficientEstimate | null {
  const { design, rows, columns: p, response, clusters, column } = input;
  const stride = input.stride ?? p;
  if (rows <= p + 1) return null;
  const gram = new Float64Array(p * p);
  const moment = new Float64Array(p);
  const fixed = input.fixed !== undefined && input.fixed.columns <= p ? input.fixed : null;
  const shared = fixed?.columns ?? 0;
  if (fixed !== null) {
    for (let i = 0; i < shared; i += 1) {
      moment[i] = fixed.moment[i] as number;
      for (let j = 0; j <= i; j += 1) gram[i * p + j] = fixed.gram[i * shared + j] as number;
    }
  }
  accumulate(design, rows, stride, response, shared, p, p, gram, moment);
  for (let i = 0; i < p; i += 1) {
    for (let j = 0; j < i; j += 1) gram[j * p + i] = gram[i * p + j] as number;
  }
  const factor = choleskyFactor(gram, p);
  if (factor === null) return null;
  const coefficients = choleskySolve(factor, p, moment);
  const unit = new Float64Array(p);
  unit[column] = 1;
  // Row `column` of the inverse: the weights that turn each row's residual into its share of the
  // coefficient's error.
  const inverseRow = choleskySolve(factor, p, unit);
  if ((inverseRow[column] as number) <= 0) return null;

  let clusterCount = 0;
  let residualSquares = 0;
  let sandwich = 0;
  let clusterSum = 0;
  let currentCluster = Number.NaN;
  for (let r = 0; r < rows; r += 1) {
    const offset = r * stride;
    let fitted = 0;
    let leverage = 0;
    for (let i = 0; i < p; i += 1) {
      const x = design[offset + i] as number;
      fitted += x * (coefficients[i] as number);
      leverage += x * (inverseRow[i] as number);
    }
    const residual = (response[r] as number) - fitted;
    residualSquares += residual * residual;
    const cluster = clusters[r] as number;
    if (cluster !== currentCluster) {
      sandwich += clusterSum * clusterSum;
      clusterSum = 0;
      clusterCount += 1;
      currentCluster = cluster;
    }
    clusterSum += leverage * residual;
  }
  sandwich += clusterSum * clusterSum;
  const degreesOfFreedom = rows - p;
  if (clusterCount < 3 || degreesOfFreedom < 1) return null;
  const scaling = (clusterCount / (clusterCount - 1)) * ((rows - 1) / degreesOfFreedom);
  const variance = sandwich * scaling;
  const estimate = coefficients[column] as number;
  if (!Number.isFinite(estimate) || !Number.isFinite(variance) || variance <= 0) return null;
  const classicalVariance = (residualSquares / degreesOfFreedom) * (inverseRow[column] as number);
  return {
    estimate,
    standardError: Math.sqrt(variance),
    classicalStandardError: Math.sqrt(Math.max(classicalVariance, 0)),
    degreesOfFreedom,
  };
}

/** The lower-triangular Cholesky factor of a symmetric matrix, or null if not positive definite. */
export function choleskyFactor(matrix: Float64Array, size: number): Float64Array | null {
  const lower = new Float64Array(size * size);
  let largestDiagonal = 0;
  for (let i = 0; i < size; i += 1)
    largestDiagonal = Math.max(largestDiagonal, matrix[i * size + i] as number);
  const ridge = RIDGE * (largestDiagonal || 1);
  for (let i = 0; i < size; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let sum = matrix[i * size + j] as number;
      for (let k = 0; k < j; k += 1) sum -= (lower[i * size + k] as number) * (lower[j * size + k] as number);
      if (i === j) {
        const diagonal = sum + ridge;
        if (!(diagonal > 0)) return null;
        lower[i * size + i] = Math.sqrt(diagonal);
      } else {
        lower[i * size + j] = sum / (lower[j * size + j] as number);
      }
    }
  }
  return lower;
}

export function choleskySolve(lower: Float64Array, size: number, right: Float64Array): Float64Array {
  const forward = new Float64Array(size);
  for (let i = 0; i < size; i += 1) {
    let sum = right[i] as number;
    for (let k = 0; k < i; k += 1) sum -= (lower[i * size + k] as number) * (forward[k] as number);
    forward[i] = sum / (lower[i * size + i] as number);
  }
  const solution = new Float64Array(size);
  for (let i = size - 1; i >= 0; i -= 1) {
    let sum = forward[i] as number;
    for (let k = i + 1; k < size; k += 1) sum -= (lower[k * size + i] as number) * (solution[k] as number);
    solution[i] = sum / (lower[i * size + i] as number);
  }
  return solution;
}
