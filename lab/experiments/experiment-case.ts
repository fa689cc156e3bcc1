// One simulated person running one experiment, as both bench worlds produce it: the analysis input
// at the plan's end (35 days at most), the same journal read on at the end of the plan's one
// extension (the person follows the extension's days too; whether it is used is decided by the
// analysis at 35 days), and the truth the analysis must never see.

import type { AnalyzeExperimentInput, ExperimentPlan } from '#domain/experiments/analysis/types.ts';

export type ExperimentCase = {
  id: string;
  /** The analysis input at the end of the plan (now = the morning after its last day). */
  input: AnalyzeExperimentInput;
  /** The extended plan and the instant after its last day. */
  extended: { plan: ExperimentPlan; now: string; entries: AnalyzeExperimentInput['entries'] };
  /** The tested food's real effect on each plan symptom, in rating points per medium portion (0: none). */
  truth: Readonly<Record<string, number>>;
  /** What the person did, for breaking results down. */
  traits: {
    real: boolean;
    slipRate: number;
    skippedPortions: number;
    treatmentChange: boolean;
    delayHours: { from: number; to: number } | null;
    /** The tested food's kind of reaction, where a world has several (null: none planted). */
    reactionKind?: string | null;
  };
};
