// Engine variants the app does not run but the lab still compares with, built from the app's
// settings through its one entry for them (ModelSettings.confidence), so none of them is a branch
// of the product:
// - FIXED_PRIOR_SETTINGS: decision 026's engine, before decision 027 added the blended exposures
//   and the replication in both halves;
// - CALIBRATED_SETTINGS: decision 010's engine, whose confidence is a logistic map of the Bayes
//   factor fitted on the training family (`npm run bench:insights:fit` fits it) instead of Bayes'
//   rule with a fixed prior.

import { logistic } from '#domain/common/statistics/bayes-factor.ts';
import { MODEL_SETTINGS, type ModelSettings } from '#domain/insights/analysis/model-settings.ts';

/**
 * confidence = logistic(intercept + (slope + shortJournalSlope · w) · log BF + suspectedBonus ·
 * [the person suspects it]), w = 30 / max(days with check-ins, 30) (see shortJournalWeight).
 */
export type Calibration = {
  intercept: number;
  slope: number;
  shortJournalSlope: number;
  suspectedBonus: number;
};

/**
 * Fitted on 240 people of the extended training family, 30-120 days, with treatment steps, shift
 * detection and the check-in factors on: intercept is the prior log-odds of a pair being real
 * (-4.8: about 1 in 120); slope and shortJournalSlope temper the Bayes factor, less for long
 * journals than for short ones, whose factors were overconfident; a suspicion multiplies the odds
 * by about 15. Never fitted on the held-out family.
 */
export const FITTED_CALIBRATION: Calibration = {
  intercept: -4.8,
  slope: 1.437,
  shortJournalSlope: -0.734,
  suspectedBonus: 2.723,
};

export const FIXED_PRIOR_SETTINGS: ModelSettings = {
  ...MODEL_SETTINGS,
  doseShape: undefined,
  robustness: undefined,
};

/**
 * The calibrated probability that the food raises the symptom: the evidence, tempered by how long
 * the journal is, and the prior. Bayes factors from a few weeks rest on few days, and on the
 * training cohort they were overconfident exactly there (confidences of 0.98 were right 0.73 of
 * the time at 30 days); the calibration learns how much to discount them.
 */
export function calibratedConfidence(
  logBayesFactor: number,
  suspected: boolean,
  checkInDays: number,
  calibration: Calibration,
  cap: ModelSettings['shortJournalCap'],
): number {
  const { intercept, slope, shortJournalSlope, suspectedBonus } = calibration;
  const confidence = logistic(
    intercept +
      (slope + shortJournalSlope * shortJournalWeight(checkInDays)) * logBayesFactor +
      (suspected ? suspectedBonus : 0),
  );
  return checkInDays < cap.belowCheckInDays ? Math.min(confidence, cap.maxConfidence) : confidence;
}

/** 1 for a journal of 30 days of check-ins or fewer, falling as 30 / days beyond. */
export function shortJournalWeight(checkInDays: number): number {
  return SHORT_JOURNAL_DAYS / Math.max(checkInDays, SHORT_JOURNAL_DAYS);
}

const SHORT_JOURNAL_DAYS = 30;

/** The settings with their confidence read off `calibration` instead of Bayes' rule. */
export function withCalibration(settings: ModelSettings, calibration: Calibration): ModelSettings {
  return {
    ...settings,
    confidence: (logBayesFactor, suspected, checkInDays, current) =>
      calibratedConfidence(logBayesFactor, suspected, checkInDays, calibration, current.shortJournalCap),
  };
}

export const CALIBRATED_SETTINGS: ModelSettings = withCalibration(FIXED_PRIOR_SETTINGS, FITTED_CALIBRATION);
