// Fits the engine's calibration on the synthetic training cohort: for each candidate effect-size
// scale, every (food, symptom) pair of every person at every horizon gives its log Bayes factor,
// whether the person suspected the food, and whether the pair was planted; a logistic regression
// of "planted" on the first two is the calibration (its intercept is the prior log-odds, its slope
// tempers the Bayes factor (more so for short journals), its last coefficient is what a
// suspicion is worth). The scale with the
// smallest log-loss wins. Never run on the test cohort: its people judge the result.

import type { ModelSettings } from '#domain/insights/analysis/model-settings.ts';
import { scoreJournal } from '#domain/insights/analyze-journal.ts';
import type { TriggerFood } from '#domain/insights/types.ts';
import { type Calibration, shortJournalWeight } from './engine-variants.ts';
import { preparedJournalAtHorizon } from './horizon.ts';
import { fitLogistic, type LogisticSample } from './logistic-fit.ts';
import { generatePerson, personSeed } from './synthetic-diary.ts';

export type CalibrationFitOptions = {
  seed: number;
  people: number;
  horizons: readonly number[];
  scales: readonly number[];
  settings: ModelSettings;
  tag: (text: string) => readonly TriggerFood[];
  onPerson?: (done: number, total: number) => void;
};

export type ScaleFit = {
  effectScale: number;
  calibration: Calibration;
  logLoss: number;
  pairs: number;
  realShare: number;
};

export type CalibrationFit = { best: ScaleFit; fits: ScaleFit[] };

export function fitCalibration(options: CalibrationFitOptions): CalibrationFit {
  const samples = options.scales.map((): LogisticSample[] => []);
  const longest = Math.max(...options.horizons);
  for (let index = 0; index < options.people; index += 1) {
    const person = generatePerson(personSeed(options.seed, index), { days: longest });
    const planted = new Set(
      person.truth.triggers.map((trigger) => `${trigger.trigger}\u0000${trigger.symptom}`),
    );
    for (const horizon of options.horizons) {
      const data = preparedJournalAtHorizon(person, horizon, options.tag);
      const weight = shortJournalWeight(data.checkInDays);
      options.scales.forEach((effectScale, s) => {
        for (const pair of scoreJournal(data, { ...options.settings, effectScale })) {
          const logBayesFactor = pair.evidence.logBayesFactor;
          (samples[s] as LogisticSample[]).push({
            features: [logBayesFactor, logBayesFactor * weight, pair.suspected ? 1 : 0],
            outcome: planted.has(`${pair.evidence.trigger}\u0000${pair.evidence.symptom}`),
          });
        }
      });
    }
    options.onPerson?.(index + 1, options.people);
  }
  const fits = options.scales.map((effectScale, s): ScaleFit => {
    const rows = samples[s] as LogisticSample[];
    const fit = fitLogistic(rows);
    const [intercept = 0, slope = 1, shortJournalSlope = 0, suspectedBonus = 0] = fit.coefficients;
    return {
      effectScale,
      calibration: { intercept, slope, shortJournalSlope, suspectedBonus },
      logLoss: fit.logLoss,
      pairs: rows.length,
      realShare: rows.filter((row) => row.outcome).length / Math.max(rows.length, 1),
    };
  });
  const best = fits.reduce((winner, fit) => (fit.logLoss < winner.logLoss ? fit : winner));
  return { best, fits };
}
