// The Bayes-factor scoring's confidence (decision 026): Bayes' rule with a fixed prior, and no
// calibration map. The posterior odds that a food raises a symptom are the prior odds (the share
// of real pairs in the training world, higher for a food the person suspects) times the window-
// averaged Bayes factor. Nothing bends the factor to fit a world: a world where the factors are
// honest gets honest probabilities, whichever generator it came from.

import { logistic } from '#domain/common/statistics/bayes-factor.ts';
import type { ModelSettings } from './model-settings.ts';

export function posteriorOf(
  logBayesFactor: number,
  suspected: boolean,
  checkInDays: number,
  settings: ModelSettings,
): number {
  const { priorProbability, suspectedOddsRatio } = settings.bayesFactor;
  const priorLogOdds = Math.log(priorProbability / (1 - priorProbability));
  const confidence = logistic(priorLogOdds + logBayesFactor + (suspected ? Math.log(suspectedOddsRatio) : 0));
  const cap = settings.shortJournalCap;
  return checkInDays < cap.belowCheckInDays ? Math.min(confidence, cap.maxConfidence) : confidence;
}
