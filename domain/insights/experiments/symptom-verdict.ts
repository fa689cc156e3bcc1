// From one symptom's regression evidence to what the person is told: a calibrated probability, a
// verdict and the effect with its 80% interval.
//
// How the verdicts are decided:
// - 'raises': the probability that the food raises the symptom at all is at least `raisesFrom`
//   and the best window's estimate is positive. On the training cohort this threshold keeps
//   'raises' right (a real effect of any size) at least 95% of the time.
// - 'no-clear-effect': no effect of `meaningfulEffect` (a point) or more is likely. Since the delay
//   is unknown, every delay window with data must rule it out: in each, estimate + z · SE
//   (a one-sided 95% upper bound at z = 1.645) stays below a point; nearly all windows must have
//   data (`noEffectMinWindows`: with check-ins morning and evening only, nothing falls 0-8 h after
//   a lunch, and the overlapping 4-20 h window speaks for it); and the probability of any effect
//   is below `noEffectBelow`. A small real effect (half a point) may still be there: the
//   words say "no clear effect", not "no effect".
// - 'not-enough-data' otherwise: too few check-ins or portions yet, or evidence that points neither
//   way (the plan may extend itself once for these).

import type { PairEvidence } from '../analysis/pair-evidence.ts';
import { averagedEffect, type DesignEvidence, shareAtLeast } from './design-evidence.ts';
import { logistic } from '../statistics/bayes-factor.ts';
import { Z_80 } from '../statistics/normal.ts';
import type { ExperimentSettings } from './experiment-settings.ts';
import type { ExperimentSymptomResult } from './types.ts';

export function probabilityOf(logBayesFactor: number, settings: ExperimentSettings): number {
  const { intercept, slope } = settings.calibration;
  const value = logistic(intercept + slope * logBayesFactor);
  return Number.isFinite(value) ? value : 0;
}

/** The standard error the evidence is weighed with (as the journal engine: the larger one). */
function errorOf(estimate: { standardError: number; classicalStandardError: number }): number {
  return Math.max(estimate.standardError, estimate.classicalStandardError);
}

export function symptomVerdict(
  symptom: string,
  evidence: PairEvidence | null,
  settings: ExperimentSettings,
): ExperimentSymptomResult {
  const best = evidence?.best ?? null;
  if (evidence === null || best === null || best.estimate === null) {
    return { symptom, probability: probabilityOf(0, settings), verdict: 'not-enough-data', effect: null };
  }
  const probability = probabilityOf(evidence.logBayesFactor, settings);
  const error = errorOf(best.estimate);
  const estimate = best.estimate.estimate;
  const effect = { estimate, low: estimate - Z_80 * error, high: estimate + Z_80 * error };
  let verdict: ExperimentSymptomResult['verdict'] = 'not-enough-data';
  if (probability >= settings.raisesFrom && estimate > 0) verdict = 'raises';
  else if (probability < settings.noEffectBelow && rulesOutMeaningfulEffect(evidence, settings))
    verdict = 'no-clear-effect';
  return { symptom, probability, verdict, effect: finiteEffect(effect) };
}

/** The design model's verdict (decision 027). */
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
    probability * shareAtLeast(evidence, settings.meaningfulEffect, settings.priorScale) <
      settings.noEffectMaxChance &&
    evidence.kernels.length >= Math.min(settings.noEffectMinWindows, settings.kernels.length)
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

function rulesOutMeaningfulEffect(evidence: PairEvidence, settings: ExperimentSettings): boolean {
  let estimable = 0;
  for (const window of evidence.windows) {
    if (window.estimate === null) continue;
    estimable += 1;
    const upper = window.estimate.estimate + settings.noEffectZ * errorOf(window.estimate);
    if (!(upper < settings.meaningfulEffect)) return false;
  }
  return estimable >= Math.min(settings.noEffectMinWindows, evidence.windows.length);
}

function finiteEffect(effect: { estimate: number; low: number; high: number }) {
  return Number.isFinite(effect.estimate) && Number.isFinite(effect.low) && Number.isFinite(effect.high)
    ? effect
    : null;
}
