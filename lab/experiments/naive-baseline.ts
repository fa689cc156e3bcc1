// What peer apps show: the symptom's average before the break (the baseline days, eating as usual)
// against its average during the break (the avoid days), nothing adjusted. Its "probability" is the
// chance the before-average is really higher, from a normal approximation with a flat prior; its
// verdicts use the conventional one-sided 5% test. For the bench only, beside the real analysis.

import { normalCdf } from '#domain/common/statistics/normal.ts';
import { prepareExperiment } from '#domain/experiments/analysis/experiment-data.ts';
import type {
  AnalyzeExperimentInput,
  AnalyzeExperimentResult,
  ExperimentSymptomResult,
} from '#domain/experiments/analysis/types.ts';

const Z_95 = 1.6448536269514722;
const Z_80 = 1.2815515655446004;

export function naiveBeforeAfter(input: AnalyzeExperimentInput): AnalyzeExperimentResult {
  const data = prepareExperiment(input);
  const results = input.plan.symptoms.map((symptom): ExperimentSymptomResult => {
    const before: number[] = [];
    const during: number[] = [];
    for (const checkIn of data.journal.checkIns) {
      const phase = data.days.get(checkIn.day)?.phase;
      const name = data.journal.symptoms.find(
        (tracked) => tracked.trim().toLowerCase() === symptom.trim().toLowerCase(),
      );
      const rating = name === undefined ? undefined : checkIn.ratings.get(name);
      if (rating === undefined) continue;
      if (phase === 'baseline') before.push(rating);
      else if (phase === 'avoid') during.push(rating);
    }
    if (before.length < 3 || during.length < 3)
      return { symptom, probability: 0.5, verdict: 'not-enough-data', effect: null };
    const difference = mean(before) - mean(during);
    const error = Math.sqrt(variance(before) / before.length + variance(during) / during.length) || 1e-6;
    const z = difference / error;
    const verdict =
      z > Z_95 ? 'raises' : difference + Z_95 * error < 1 ? 'no-clear-effect' : 'not-enough-data';
    return {
      symptom,
      probability: normalCdf(z),
      verdict,
      effect: { estimate: difference, low: difference - Z_80 * error, high: difference + Z_80 * error },
    };
  });
  return { status: 'finished', results, adherence: { days: 0, followed: 0 } };
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function variance(values: readonly number[]): number {
  const average = mean(values);
  return values.reduce((sum, value) => sum + (value - average) ** 2, 0) / Math.max(1, values.length - 1);
}
