// Every number the experiment analysis rests on, with where it came from. "Fitted" or "chosen"
// means on the TRAINING experiment cohort (bench/training-world.ts, `npm run bench:experiments --
// --fit`, seed 2601), never on the held-out one (bench/held-out-world.ts), which is only ever
// reported. Decision 027 has the figures behind each choice.

import { MODEL_SETTINGS, type ModelSettings } from '../analysis/model-settings.ts';
import type { DelayWindow } from '../types.ts';

export type ExperimentSettings = {
  /** Reaction kernels weighed, each as likely a priori: from `fromHours` to `toHours` after a portion. */
  kernels: readonly DelayWindow[];
  /** Grid over which the day-level error model is estimated (day-level-gls.ts). */
  errorGrid: { rho: readonly number[]; lambda: readonly number[] };
  /** Estimate the error model again beside the best kernel's exposure (design-evidence.ts). */
  errorModelWithBestKernel: boolean;
  /** Half-normal prior scale of the effect per medium portion, in rating points. */
  priorScale: number;
  /** Adjust for the mean of the person's other symptoms at the same check-in. */
  adjustOtherSymptoms: boolean;
  /** What moves every symptom (contextCovariates): recorded treatment changes, stress, sleep. */
  context: ModelSettings['context'];
  /** Rated check-ins a kernel's regression needs, and check-ins with and without the food in it. */
  minCheckIns: number;
  minExposed: number;
  /** Floor of the residual variance (ratings are whole points: a flat record is not proof). */
  minResidualVariance: number;
  /** Avoid and washout days with nothing logged count as days without the food. */
  avoidDaysKnown: boolean;
  /** Days of journal before the plan's first day whose check-ins and meals join the analysis. */
  prePlanDays: number;
  /** probability = logistic(intercept + slope · log BF) (see probabilityOf). */
  calibration: { intercept: number; slope: number };
  /** 'raises' from this probability on (with a positive estimate). */
  raisesFrom: number;
  /** A real effect that matters to the person, in rating points per medium portion. */
  meaningfulEffect: number;
  /** 'no-clear-effect' when the chance of an effect of `meaningfulEffect` or more is below this... */
  noEffectMaxChance: number;
  /** ...and at least this many kernels had data. */
  noEffectMinKernels: number;
};

const kernelGrid = (starts: readonly number[], lengths: readonly number[]): DelayWindow[] =>
  starts.flatMap((fromHours) => lengths.map((length) => ({ fromHours, toHours: fromHours + length })));

export const EXPERIMENT_SETTINGS: ExperimentSettings = {
  // The reactions start from a few hours to two days after eating and last up to a day or
  // two: onsets every 6 h from 0 to 36 h, lasting 8, 16 or 24 h (reaching 60 h), 21 kernels.
  kernels: kernelGrid([0, 6, 12, 18, 24, 30, 36], [8, 16, 24]),
  errorGrid: { rho: [0, 0.3, 0.5, 0.7, 0.85, 0.95], lambda: [0, 0.25, 0.5, 1, 2, 4] },
  errorModelWithBestKernel: false,
  priorScale: 1,
  adjustOtherSymptoms: false,
  context: {
    ...MODEL_SETTINGS.context,
    // A plan alternates the food on purpose: a step found in five weeks of ratings is more likely
    // the food itself (the break) than a change of life. Recorded changes stay.
    detectShifts: false,
    minCheckInsPerSide: 5,
  },
  minCheckIns: 12,
  minExposed: 3,
  minResidualVariance: 0.05,
  // Chosen in decision 024 and again in 027: a plan day without the food is the rule.
  avoidDaysKnown: true,
  prePlanDays: 28,
  calibration: { intercept: -1.862, slope: 1.045 },
  raisesFrom: 0.9,
  meaningfulEffect: 1,
  noEffectMaxChance: 0.05,
  noEffectMinKernels: 6,
};
