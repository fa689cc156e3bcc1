export { analyzeExperiment } from './analysis/analyze-experiment.ts';
export { type FoodExamples, foodExamples } from './analysis/food-examples.ts';
export { MAX_EXTENDED_DAYS, MAX_PLAN_DAYS } from './analysis/plan-design.ts';
export { extendExperiment, planExperiment, shouldExtendExperiment } from './analysis/plan-experiment.ts';
export type {
  AnalyzeExperimentInput,
  AnalyzeExperimentResult,
  ExperimentDay,
  ExperimentFoodRule,
  ExperimentPhase,
  ExperimentPlan,
  ExperimentPortion,
  ExperimentReach,
  ExperimentSymptomResult,
  ExperimentVerdict,
  PlanExperimentInput,
  ReactionReach,
} from './analysis/types.ts';
export { REACTION_REACHES } from './analysis/types.ts';
export type {
  ExperimentAnalysis,
  ExperimentFood,
  ExperimentState,
  PlanDay,
  SymptomResult,
} from './experiment-schema.ts';
export {
  EXPERIMENT_FOODS,
  EXPERIMENT_STATES,
  experimentAnalysisSchema,
  experimentPlanSchema,
  MAX_EXPERIMENT_SYMPTOMS,
} from './experiment-schema.ts';
export {
  SCORES_NOTE,
  SCORES_WINDOWS,
  type ScoredResponse,
  type ScoresBesidePlan,
  scoresBesidePlan,
  scoresBesidePlanText,
  scoreWithBand,
} from './questionnaire-scores.ts';
export {
  adherenceSentence,
  dayRuleText,
  experimentSpan,
  experimentStateLabel,
  experimentTitle,
  PHASE_LABELS,
  STATE_LABELS,
  stoppedBeforeItBegan,
  verdictBadge,
  verdictSentence,
} from './wording.ts';
