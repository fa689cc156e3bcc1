// Wakefield's approximate Bayes factor, one-sided: how much more likely an estimate is if the
// food raises the symptom (by an effect drawn from a half-normal prior of scale `priorScale`
// rating points) than if it does nothing. Only the estimate and its standard error are needed,
// so one factor costs a few floating-point operations.
//
// Under "no effect" the estimate is N(0, V). Under "raises it" the true effect b is half-normal,
// density 2·N(b; 0, W) on b > 0, so the estimate's marginal density is
//   2 · N(est; 0, V + W) · Φ(m / s),  m = est·W / (V + W),  s² = V·W / (V + W),
// Φ(m / s) being the posterior chance that b > 0 under the unrestricted normal prior.

import { logNormalCdf } from './normal.ts';

/** log BF10 (evidence for a positive effect over none), finite for every finite input. */
export function logOneSidedBayesFactor(estimate: number, standardError: number, priorScale: number): number {
  const v = standardError * standardError;
  const w = priorScale * priorScale;
  const total = v + w;
  const z2 = (estimate * estimate) / v;
  // log N(est; 0, V+W) - log N(est; 0, V) = ½·log(V / (V+W)) + ½·est²·W / (V·(V+W))
  const logRatio = 0.5 * Math.log(v / total) + 0.5 * z2 * (w / total);
  const posteriorMean = (estimate * w) / total;
  const posteriorSd = Math.sqrt((v * w) / total);
  return Math.LN2 + logRatio + logNormalCdf(posteriorMean / posteriorSd);
}

/** log of the mean of exp(values): Bayes factors are averaged, not their logarithms. */
export function logMeanExp(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let largest = Number.NEGATIVE_INFINITY;
  for (const value of values) largest = Math.max(largest, value);
  if (largest === Number.NEGATIVE_INFINITY) return largest;
  let sum = 0;
  for (const value of values) sum += Math.exp(value - largest);
  return largest + Math.log(sum / values.length);
}

/** The logistic function, stable for large |x|. */
export function logistic(x: number): number {
  if (x >= 0) return 1 / (1 + Math.exp(-x));
  const e = Math.exp(x);
  return e / (1 + e);
}
