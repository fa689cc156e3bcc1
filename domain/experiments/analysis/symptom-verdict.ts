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
//   not ruled out by silence). When the settings ask it (ruledOut), the data itself must
//   also exclude a point: every kernel's one-sided upper end below it, and half a point excluded
//   after days in a row with the food (`buildUpRuleOut`), since a build-up is invisible to single
//   portions and one that reaches a point over a week shows about half of it after three or four
//   days. A small real effect (half a point) may still be there: the words say "no clear
//   effect", not "no effect".
// - 'not-enough-data' otherwise: too few check-ins or portions yet, a point not excluded when
//   asked, or evidence that points neither way (the plan may extend itself once for these).

import { logistic } from '#domain/common/statistics/bayes-factor.ts';
import { Z_80 } from '#domain/common/statistics/normal.ts';
import { averagedEffect, type DesignEvidence, shareAtLeast } from './design-evidence.ts';
import type { ExperimentSettings } from './experiment-settings.ts';
import type { ExperimentReach, ExperimentSymptomResult, ReactionReach } from './types.ts';
import { REACTION_REACHES } from './types.ts';

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
    return {
      symptom,
      probability: probabilityOf(0, settings),
      verdict: 'not-enough-data',
      effect: null,
      reach: { ruledOut: [], open: [], notTested: [...REACTION_REACHES] },
    };
  }
  const probability = probabilityOf(evidence.logBayesFactor, settings);
  const { estimate, standardError } = effect;
  const reach = reachOf(evidence, settings);
  let verdict: ExperimentSymptomResult['verdict'] = 'not-enough-data';
  if (probability >= settings.raisesFrom && estimate > 0) verdict = 'raises';
  else if (
    evidence.kernels.length >= Math.min(settings.noEffectMinKernels, settings.kernels.length) &&
    probability * shareAtLeast(evidence, settings.meaningfulEffect, settings.priorScale) <
      settings.noEffectMaxChance &&
    ruledOut(evidence, effect, settings)
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
    reach,
  };
}

/**
 * For each kind of reaction, what the data says of one of `meaningfulEffect` or more: ruled out
 * (the one-sided upper end below it; for days in a row, below `buildUpRuleOut`), open, or not
 * tested (no data at those delays, or no days in a row with the food). A week of daily eating is
 * never part of a plan, so it is never tested.
 */
function reachOf(evidence: DesignEvidence, settings: ExperimentSettings): ExperimentReach {
  const excludes = (item: Estimate) => upperEndBelow(item, settings.meaningfulEffect, settings);
  const reach: ExperimentReach = { ruledOut: [], open: [], notTested: ['after-a-week-of-daily-eating'] };
  const place = (kind: ReactionReach, tested: boolean, excluded: boolean) => {
    if (!tested) reach.notTested.unshift(kind);
    else (excluded ? reach.ruledOut : reach.open).push(kind);
  };
  const everyKernel = evidence.kernels.length >= settings.kernels.length;
  place('after-a-portion', evidence.kernels.length > 0, everyKernel && evidence.kernels.every(excludes));
  place(
    'after-days-in-a-row',
    evidence.buildUp !== null,
    evidence.buildUp !== null && upperEndBelow(evidence.buildUp, settings.buildUpRuleOut, settings),
  );
  reach.notTested.sort((a, b) => REACTION_REACHES.indexOf(a) - REACTION_REACHES.indexOf(b));
  return reach;
}

/** Whether the data could have shown an effect of `meaningfulEffect` or more, and did not. */
function ruledOut(evidence: DesignEvidence, effect: Estimate, settings: ExperimentSettings): boolean {
  const below = (item: Estimate) => upperEndBelow(item, settings.meaningfulEffect, settings);
  if (settings.ruleOutZ > 0) {
    if (settings.ruleOutScope === 'averaged' && !below(effect)) return false;
    if (settings.ruleOutScope === 'all') {
      if (evidence.kernels.length < settings.kernels.length) return false;
      if (!evidence.kernels.every(below)) return false;
    }
  }
  if (settings.buildUpDays > 0) {
    const buildUp = evidence.buildUp;
    if (buildUp === null || !upperEndBelow(buildUp, settings.buildUpRuleOut, settings)) return false;
  }
  return true;
}

type Estimate = { estimate: number; standardError: number };

/**
 * Whether an estimate's one-sided upper end lies below `limit`: at `ruleOutZ`, or at 95% where the
 * settings ask no rule-out of the verdict (the result's reach still says what the data excludes).
 */
function upperEndBelow(item: Estimate, limit: number, settings: ExperimentSettings): boolean {
  const z = settings.ruleOutZ > 0 ? settings.ruleOutZ : 1.645;
  return item.estimate + z * item.standardError < limit;
}

function finiteEffect(effect: { estimate: number; low: number; high: number }) {
  return Number.isFinite(effect.estimate) && Number.isFinite(effect.low) && Number.isFinite(effect.high)
    ? effect
    : null;
}
