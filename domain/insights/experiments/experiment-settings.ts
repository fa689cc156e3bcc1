// Every number the experiment analysis rests on, with where it came from. "Fitted" means fitted on
// the TRAINING experiment cohort (bench/training-world.ts, `npm run bench:experiments -- --fit`),
// never on the held-out one (bench/held-out-world.ts), which is only ever reported.

import { DELAY_WINDOWS } from '../analysis/exposures.ts';
import { MODEL_SETTINGS, type ModelSettings } from '../analysis/model-settings.ts';

export type ExperimentSettings = {
  /** The regression's settings (pair-evidence.ts), as the journal engine's with the changes below. */
  model: ModelSettings;
  /** Days of journal before the plan's first day whose check-ins join the analysis. */
  prePlanDays: number;
  /** probability = logistic(intercept + slope · log BF) (see probabilityOf). */
  calibration: { intercept: number; slope: number };
  /** 'raises' from this probability on (with a positive estimate). */
  raisesFrom: number;
  /** A real effect that matters to the person, in rating points per medium portion. */
  meaningfulEffect: number;
  /**
   * 'no-clear-effect' when in every delay window with data the one-sided upper bound estimate +
   * z · SE stays below `meaningfulEffect`, enough windows had data, and the probability is below
   * `noEffectBelow`.
   */
  noEffectZ: number;
  /** Windows (of the eight) that must have data before an effect can be ruled out. */
  noEffectMinWindows: number;
  noEffectBelow: number;
};

export const EXPERIMENT_SETTINGS: ExperimentSettings = {
  model: {
    ...MODEL_SETTINGS,
    windows: DELAY_WINDOWS,
    // The tested food is the only one estimated: the plan makes it vary on its own, so the foods
    // eaten with it by habit no longer need to be told apart from it.
    minMealsToEstimate: 3,
    minExposedPerWindow: 4,
    maxCompanionFoods: 0,
    context: {
      ...MODEL_SETTINGS.context,
      // A plan alternates the food on purpose: a step found in five weeks of ratings is more likely
      // the food itself (baseline against avoid) than a change of life. Recorded changes stay.
      detectShifts: false,
      minCheckInsPerSide: 5,
    },
  },
  prePlanDays: 0,
  calibration: { intercept: -1.1, slope: 1 },
  raisesFrom: 0.9,
  meaningfulEffect: 1,
  noEffectZ: 1.645,
  noEffectMinWindows: 6,
  noEffectBelow: 0.5,
};
