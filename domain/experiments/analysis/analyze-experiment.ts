// The experiment's analysis: for each plan symptom, a model built for the plan (design-evidence.ts,
// decision 029) weighs the logged portions of the tested food (slips included: exposures are what
// was eaten and logged, not what the plan said) through a grid of reaction kernels, with the
// day's shared level as an AR(1) error, adjusted for the time of day, recorded treatment changes,
// stress and sleep when recorded and the person's other symptoms. The plan makes the food come and
// go on its own, so stress, flares and a new medicine no longer line up with it by habit. Pure: no
// clock, no IO.

import type { TriggerFood } from '#domain/insights/public.ts';
import { tagMeal } from '#domain/meal-tagging/public.ts';
import { adherenceOf } from './adherence.ts';
import { designEvidence } from './design-evidence.ts';
import { type ExperimentData, prepareExperiment } from './experiment-data.ts';
import { EXPERIMENT_SETTINGS, type ExperimentSettings } from './experiment-settings.ts';
import { designVerdict } from './symptom-verdict.ts';
import type { AnalyzeExperimentInput, AnalyzeExperimentResult } from './types.ts';

export function analyzeExperiment(input: AnalyzeExperimentInput): AnalyzeExperimentResult {
  return analyzeExperimentWith(input, EXPERIMENT_SETTINGS);
}

/** With explicit settings and tagger: the bench and its fit vary them; the app never does. */
export function analyzeExperimentWith(
  input: AnalyzeExperimentInput,
  settings: ExperimentSettings,
  tag: (text: string) => readonly TriggerFood[] = tagMeal,
): AnalyzeExperimentResult {
  const data = prepareExperiment(input, tag, settings.prePlanDays);
  const planSymptoms = Array.isArray(input.plan?.symptoms) ? input.plan.symptoms : [];
  const evidence = designEvidence(data, settings);
  return {
    status: data.valid && data.journal.today > data.lastDay ? 'finished' : 'running',
    results: planSymptoms.map((symptom) =>
      designVerdict(String(symptom), evidence.get(key(String(symptom))) ?? null, settings),
    ),
    adherence: adherenceOf(data),
  };
}

/** Each plan symptom's log Bayes factor, by its key: the calibration's input (the bench fits it). */
export function experimentLogBayesFactors(
  data: ExperimentData,
  settings: ExperimentSettings,
): Map<string, number> {
  return new Map(
    [...designEvidence(data, settings)].map(([symptom, item]) => [symptom, item.logBayesFactor]),
  );
}

function key(symptom: string): string {
  return symptom.trim().toLowerCase();
}
