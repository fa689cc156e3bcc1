// The standard normal distribution, computed in log space where it matters: a Bayes factor for a
// strongly negative estimate multiplies by a cumulative probability of 1e-40 and must neither
// underflow to 0 nor turn into NaN.

// Numerical Recipes' erfcc (Chebyshev fit): fractional error below 1.2e-7 for every x, and the
// form t * exp(...) gives the logarithm directly, so far tails stay exact in log space.
function logErfcNonNegative(x: number): number {
  const t = 1 / (1 + 0.5 * x);
  const polynomial =
    -x * x -
    1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t *
                      (0.27886807 +
                        t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  return Math.log(t) + polynomial;
}

/** log Φ(z), the log of the standard normal cumulative probability, finite for every finite z. */
export function logNormalCdf(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  if (z === Number.POSITIVE_INFINITY) return 0;
  if (z === Number.NEGATIVE_INFINITY) return Number.NEGATIVE_INFINITY;
  const x = -z / Math.SQRT2;
  // Φ(z) = erfc(-z / √2) / 2; for z > 0 the complement is small and log1p keeps its precision.
  if (x >= 0) return logErfcNonNegative(x) - Math.LN2;
  return Math.log1p(-Math.exp(logErfcNonNegative(-x)) / 2);
}

/** Φ(z). */
export function normalCdf(z: number): number {
  return Math.exp(logNormalCdf(z));
}

/** The z with Φ(z) = 0.9: an 80% two-sided interval is estimate ± this many standard errors. */
export const Z_80 = 1.2815515655446004;

/** The standard normal quantile (Acklam's rational approximation, relative error < 1.2e-9). */
export function normalQuantile(p: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      ((((((c[0] as number) * q + (c[1] as number)) * q + (c[2] as number)) * q + (c[3] as number)) * q +
        (c[4] as number)) *
        q +
        (c[5] as number)) /
      (((((d[0] as number) * q + (d[1] as number)) * q + (d[2] as number)) * q + (d[3] as number)) * q + 1)
    );
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    (((((((a[0] as number) * r + (a[1] as number)) * r + (a[2] as number)) * r + (a[3] as number)) * r +
      (a[4] as number)) *
      r +
      (a[5] as number)) *
      q) /
    ((((((b[0] as number) * r + (b[1] as number)) * r + (b[2] as number)) * r + (b[3] as number)) * r +
      (b[4] as number)) *
      r +
      1)
  );
}
