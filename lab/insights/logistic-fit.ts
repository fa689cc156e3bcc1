// Maximum-likelihood logistic regression by Newton's method, for the lab's calibration fits: on the
// synthetic training cohort, the probability that a pair is real given its log Bayes factor and
// whether the person suspected the food. A handful of features and a few thousand rows, so the
// normal equations are solved directly.

export type LogisticSample = { features: readonly number[]; outcome: boolean };

export type LogisticFit = { coefficients: number[]; logLoss: number; iterations: number };

// A whisper of L2 keeps Newton's step defined when the classes are separable on the training rows.
const L2 = 1e-6;

/** Coefficients for intercept followed by each feature. */
export function fitLogistic(samples: readonly LogisticSample[], maxIterations = 50): LogisticFit {
  const width = (samples[0]?.features.length ?? 0) + 1;
  const beta = new Array<number>(width).fill(0);
  let iterations = 0;
  for (; iterations < maxIterations; iterations += 1) {
    const gradient = new Array<number>(width).fill(0);
    const hessian = Array.from({ length: width }, () => new Array<number>(width).fill(0));
    for (const sample of samples) {
      const x = [1, ...sample.features];
      const p = sigmoid(dot(beta, x));
      const weight = Math.max(p * (1 - p), 1e-12);
      const error = (sample.outcome ? 1 : 0) - p;
      for (let i = 0; i < width; i += 1) {
        gradient[i] = (gradient[i] as number) + error * (x[i] as number);
        const row = hessian[i] as number[];
        for (let j = 0; j < width; j += 1)
          row[j] = (row[j] as number) + weight * (x[i] as number) * (x[j] as number);
      }
    }
    for (let i = 0; i < width; i += 1) {
      gradient[i] = (gradient[i] as number) - L2 * (beta[i] as number);
      (hessian[i] as number[])[i] = ((hessian[i] as number[])[i] as number) + L2;
    }
    const step = solve(hessian, gradient);
    let largest = 0;
    for (let i = 0; i < width; i += 1) {
      beta[i] = (beta[i] as number) + (step[i] as number);
      largest = Math.max(largest, Math.abs(step[i] as number));
    }
    if (largest < 1e-9) break;
  }
  let logLoss = 0;
  for (const sample of samples) {
    const p = Math.min(1 - 1e-15, Math.max(1e-15, sigmoid(dot(beta, [1, ...sample.features]))));
    logLoss -= sample.outcome ? Math.log(p) : Math.log(1 - p);
  }
  return { coefficients: beta, logLoss: samples.length > 0 ? logLoss / samples.length : 0, iterations };
}

function sigmoid(x: number): number {
  return x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x));
}

function dot(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += (a[i] as number) * (b[i] as number);
  return sum;
}

/** Gaussian elimination with partial pivoting; the matrix is small and positive definite. */
function solve(matrix: readonly (readonly number[])[], right: readonly number[]): number[] {
  const n = right.length;
  const a = matrix.map((row, i) => [...row, right[i] as number]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) {
      if (Math.abs((a[row] as number[])[col] as number) > Math.abs((a[pivot] as number[])[col] as number))
        pivot = row;
    }
    [a[col], a[pivot]] = [a[pivot] as number[], a[col] as number[]];
    const pivotRow = a[col] as number[];
    const diagonal = pivotRow[col] as number;
    if (diagonal === 0) continue;
    for (let row = col + 1; row < n; row += 1) {
      const current = a[row] as number[];
      const factor = (current[col] as number) / diagonal;
      for (let k = col; k <= n; k += 1)
        current[k] = (current[k] as number) - factor * (pivotRow[k] as number);
    }
  }
  const solution = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row -= 1) {
    const current = a[row] as number[];
    let sum = current[n] as number;
    for (let k = row + 1; k < n; k += 1) sum -= (current[k] as number) * (solution[k] as number);
    solution[row] = current[row] === 0 ? 0 : sum / (current[row] as number);
  }
  return solution;
}
