// Ordinary least squares for several coefficients of one design at once, each with the same
// standard errors as estimateCoefficient (day-clustered, CR1, and classical). One factorisation
// serves every coefficient: the Bayes-factor scoring puts every food of a window in one regression,
// so each food is judged net of all the others eaten with it, for the price of one solve.

import { type CoefficientEstimate, choleskyFactor, choleskySolve } from './least-squares.ts';

export type JointLeastSquaresInput = {
  /** Row-major, rows x columns. */
  design: Float64Array;
  rows: number;
  columns: number;
  response: Float64Array;
  /** The cluster of each row; rows of one cluster must be adjacent. */
  clusters: Int32Array;
  /** The columns whose coefficients are wanted. */
  wanted: readonly number[];
};

// The same relative ridge as least-squares.ts: a column that never varies, or two foods always
// eaten together, keep the factorisation defined and come out with huge standard errors, which is
// the honest answer.

/** One estimate per wanted column (null where the data cannot identify it), or all null. */
export function estimateCoefficients(input: JointLeastSquaresInput): (CoefficientEstimate | null)[] {
  const { design, rows, columns: p, response, clusters, wanted } = input;
  const none = wanted.map(() => null);
  if (rows <= p + 1) return none;
  const gram = new Float64Array(p * p);
  const moment = new Float64Array(p);
  for (let r = 0; r < rows; r += 1) {
    const offset = r * p;
    const y = response[r] as number;
    for (let i = 0; i < p; i += 1) {
      const xi = design[offset + i] as number;
      if (xi === 0) continue;
      moment[i] = (moment[i] as number) + xi * y;
      for (let j = 0; j <= i; j += 1)
        gram[i * p + j] = (gram[i * p + j] as number) + xi * (design[offset + j] as number);
    }
  }
  const lower = choleskyFactor(gram, p);
  if (lower === null) return none;
  const coefficients = choleskySolve(lower, p, moment);
  const residuals = new Float64Array(rows);
  let residualSquares = 0;
  let clusterCount = 0;
  let current = Number.NaN;
  for (let r = 0; r < rows; r += 1) {
    const offset = r * p;
    let fitted = 0;
    for (let i = 0; i < p; i += 1) fitted += (design[offset + i] as number) * (coefficients[i] as number);
    const residual = (response[r] as number) - fitted;
    residuals[r] = residual;
    residualSquares += residual * residual;
    if (clusters[r] !== current) {
      clusterCount += 1;
      current = clusters[r] as number;
    }
  }
  const degreesOfFreedom = rows - p;
  if (clusterCount < 3 || degreesOfFreedom < 1) return none;
  const scaling = (clusterCount / (clusterCount - 1)) * ((rows - 1) / degreesOfFreedom);
  const sigma2 = residualSquares / degreesOfFreedom;
  return wanted.map((column) => {
    const unit = new Float64Array(p);
    unit[column] = 1;
    const inverseRow = choleskySolve(lower, p, unit);
    const diagonal = inverseRow[column] as number;
    if (!(diagonal > 0)) return null;
    let sandwich = 0;
    let clusterSum = 0;
    let cluster = Number.NaN;
    for (let r = 0; r < rows; r += 1) {
      if (clusters[r] !== cluster) {
        sandwich += clusterSum * clusterSum;
        clusterSum = 0;
        cluster = clusters[r] as number;
      }
      const offset = r * p;
      let leverage = 0;
      for (let i = 0; i < p; i += 1) leverage += (design[offset + i] as number) * (inverseRow[i] as number);
      clusterSum += leverage * (residuals[r] as number);
    }
    sandwich += clusterSum * clusterSum;
    const variance = sandwich * scaling;
    const estimate = coefficients[column] as number;
    if (!Number.isFinite(estimate) || !Number.isFinite(variance) || variance <= 0) return null;
    return {
      estimate,
      standardError: Math.sqrt(variance),
      classicalStandardError: Math.sqrt(Math.max(sigma2 * diagonal, 0)),
      degreesOfFreedom,
    };
  });
}
