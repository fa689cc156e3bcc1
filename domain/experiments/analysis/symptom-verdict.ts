// From one symptom's evidence (design-evidence.ts) to what the person is told: a calibrated
// probability, a verdict and the effect with its 80% interval.
//
// How the verdicts are decided:
// - 'raises': the probability that the food raises the symptom at all is at least `raisesFrom`
//   and the kernel-averaged estimate is positive. On the training cohort this threshold keeps
//   'raises' right (a real effect of any size) at least 95% of the time.
// - 'no-clear-effect': no effect of `meaningfulEffect` (a point) or more is likely: the chance of
//   one, the probability of any effect times the share of the kernels' posteriors (half-normal
//   prior, weighted by each kernel's factor) at a point or more, is below `noEffectMaxChance`,
//   and at least `noEffectMinKernels` kernels had data (so the delays the plan could not see are
//   not ruled out by silence). A small real effect (half a point) may still be there: the words
//   say "no clear effect", not "no effect".
// - 'not-enough-data' otherwise: too few check-ins or portions yet, or evidence that points neither
//   way (the plan may extend itself once for these).

import { logistic } from '#domain/common/statistics/bayes-factor.ts';
import { Z_80 } from '#domain/common/statistics/normal.ts';
import { averagedEffect, type DesignEvidence, shareAtLeast } from './design-evidence.ts';
import type { ExperimentSettings } from './experiment-settings.ts';
import type { ExperimentSymptomResult } from './types.ts';

export function probabilityOf(logBayesFactor: number, settings: ExperimentSettings): number {
  const { intercept, slope } = settings.calibration;
  const value = logistic(intercept + slope * logBayesFactor);
  return Number.isFinite(value) ? value : 0;
}

export function designVerdict(
  symptom: string,
  evidence: DesignEvidence | null,
  settings: ExperimentSettings,
): ExperimentSymptomResult {
  const effect = evidence === null ? null : averagedEffect(evidence);
  if (evidence === null || effect === null) {
    return { symptom, probability: probabilityOf(0, settings), verdict: 'not-enough-data', effect: null };
  }
  const probability = probabilityOf(evidence.logBayesFactor, settings);
  const { estimate, standardError } = effect;
  let verdict: ExperimentSymptomResult['verdict'] = 'not-enough-data';
  if (probability >= settings.raisesFrom && estimate > 0) verdict = 'raises';
  else if (
    evidence.kernels.length >= Math.min(settings.noEffectMinKernels, settings.kernels.length) &&
    probability * shareAtLeast(evidence, settings.meaningfulEffect, settings.priorScale) <
      settings.noEffectMaxChance
  )
    verdict = 'no-clear-effect';
  return {
    symptom,
    probability,
    verdict,
    effect: finiteEffect({
      estimate,
      low: estimate - Z_80 * standardError,
      high: estimate + Z_80 * standardError,
    }),
  };
}

function finiteEffect(effect: { estimate: number; low: number; high: number }) {
  return Number.isFinite(effect.estimate) && Number.isFinite(effect.low) && Number.isFinite(effect.high)
    ? effect
    : null;
}
