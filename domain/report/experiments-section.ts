// The doctor report's section for issue 26: each food experiment, when it ran, how it ended, and
// its verdict per symptom in the same plain words the app shows.

import {
  adherenceSentence,
  experimentTitle,
  STATE_LABELS,
  verdictSentence,
} from '../rules/experiment-wording.ts';
import type { ExperimentAnalysis, ExperimentFood, ExperimentState } from '../schemas/experiment.ts';

export type ReportExperiment = {
  food: ExperimentFood;
  state: ExperimentState;
  /** The first and last day as followed, and the day it ended (null while under way). */
  start: string;
  end: string;
  endedOn: string | null;
  analysis: ExperimentAnalysis | null;
  /** With an extension: the result at the original end. */
  firstAnalysis: ExperimentAnalysis | null;
};

export type ReportExperimentBlock = { heading: string; lines: string[] };

const dayLabel = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

export const EXPERIMENTS_INTRO =
  'A food experiment leaves one food out for a while, then brings it back in planned portions, with a check-in every day. Each result says how likely it is that the food raises the symptom, and by how many rating points (0-5 scale) after a medium portion.';

/** One block per experiment, newest first, as the report lists them. */
export function experimentsSection(experiments: readonly ReportExperiment[]): ReportExperimentBlock[] {
  return experiments.map((experiment) => {
    // Stopped before its first day: it ended on its start, as far as a reader is concerned.
    const last = [experiment.start, experiment.endedOn ?? experiment.end].sort().at(-1) as string;
    const span =
      experiment.state === 'running' || experiment.state === 'paused'
        ? `from ${dayLabel(experiment.start)}, planned to ${dayLabel(experiment.end)}`
        : `${dayLabel(experiment.start)} to ${dayLabel(last)}`;
    const heading = `${experimentTitle(experiment.food)} (${STATE_LABELS[experiment.state].toLowerCase()}, ${span})`;
    const lines: string[] = [];
    if (experiment.analysis === null || experiment.analysis.results.length === 0) {
      lines.push('No result: it ended before its first day, or nothing was logged.');
    } else {
      for (const result of experiment.analysis.results) lines.push(verdictSentence(result, experiment.food));
      lines.push(adherenceSentence(experiment.analysis.adherence));
    }
    if (experiment.firstAnalysis) {
      lines.push(
        `It was extended because a verdict was still open. At the original end: ${experiment.firstAnalysis.results
          .map((result) => verdictSentence(result, experiment.food))
          .join(' ')}`,
      );
    }
    return { heading, lines };
  });
}
