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
