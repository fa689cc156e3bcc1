// The doctor report's food experiments section: each food experiment, when it ran, how it ended, and
// its verdict per symptom in the same plain words the app shows.

import type { ExperimentAnalysis, ExperimentFood, ExperimentState } from '#domain/experiments/public.ts';
import {
  adherenceSentence,
  experimentSpan,
  experimentTitle,
  SCORES_NOTE,
  type ScoresBesidePlan,
  STATE_LABELS,
  scoresBesidePlanText,
  stoppedBeforeItBegan,
  verdictSentence,
} from '#domain/experiments/public.ts';

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
  /**
   * Questionnaire scores before and during the plan, beside the verdict; absent or empty when the
   * report leaves scores out (a share link without them), or there are none.
   */
  questionnaireScores?: readonly ScoresBesidePlan[];
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

/** 'Dairy experiment (complete, Mar 1, 2026 to Apr 4, 2026)': when it ran and how it ended. */
function experimentHeading(experiment: ReportExperiment): string {
  const title = experimentTitle(experiment.food);
  if (stoppedBeforeItBegan(experiment)) {
    return `${title} (stopped before it began: it was to start ${dayLabel(experiment.start)})`;
  }
  const span =
    experiment.state === 'running' || experiment.state === 'paused'
      ? `from ${dayLabel(experiment.start)}, planned to ${dayLabel(experiment.end)}`
      : experimentSpan(experiment, dayLabel);
  return `${title} (${STATE_LABELS[experiment.state].toLowerCase()}, ${span})`;
}

/** Why there is no verdict to report. */
function noResultLine(experiment: ReportExperiment): string {
  if (stoppedBeforeItBegan(experiment)) return 'No result: it was stopped before its first day.';
  if (experiment.state === 'running' || experiment.state === 'paused') {
    return `No result yet: its first day is ${dayLabel(experiment.start)}.`;
  }
  return 'No result: nothing was logged during it.';
}

/** One block per experiment, newest first, as the report lists them. */
export function experimentsSection(experiments: readonly ReportExperiment[]): ReportExperimentBlock[] {
  return experiments.map((experiment) => {
    const heading = experimentHeading(experiment);
    const lines: string[] = [];
    if (experiment.analysis === null || experiment.analysis.results.length === 0) {
      lines.push(noResultLine(experiment));
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
    const scores = experiment.questionnaireScores ?? [];
    if (scores.length > 0 && !stoppedBeforeItBegan(experiment)) {
      for (const row of scores) lines.push(scoresBesidePlanText(row));
      lines.push(SCORES_NOTE);
    }
    return { heading, lines };
  });
}
