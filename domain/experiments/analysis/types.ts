// The experiment contract: a guided break from one food and its reintroduction, and its
// analysis per symptom. Tools outside the app call it beside analyzeJournal, so its names, fields
// and literal unions are fixed; fields are only ever added.

import type { TriggerFoodId } from '#domain/catalogues/trigger-foods.ts';
import type { DayKey } from '#domain/common/day-key.ts';
import type { TreatmentChange } from '#domain/insights/public.ts';
import type { JournalEntryDto } from '#domain/journal/public.ts';

export type ExperimentPhase = 'baseline' | 'avoid' | 'reintroduce' | 'washout';
/** 'as-usual': eat as usual; 'avoid': none of the food; 'eat': one portion of the planned size, none otherwise. */
export type ExperimentFoodRule = 'as-usual' | 'avoid' | 'eat';
export type ExperimentPortion = 'small' | 'medium' | 'large';

export type ExperimentDay = {
  date: DayKey;
  phase: ExperimentPhase;
  food: ExperimentFoodRule;
  portion?: ExperimentPortion;
};

export type PlanExperimentInput = {
  food: TriggerFoodId;
  symptoms: string[];
  start: DayKey;
  timeZone: string;
};

export type ExperimentPlan = {
  food: TriggerFoodId;
  symptoms: string[];
  /** The first day; `days[0].date`. */
  start: DayKey;
  /** The last day, inclusive. */
  end: DayKey;
  /** One per calendar day from `start` to `end`, consecutive. */
  days: ExperimentDay[];
};

export type AnalyzeExperimentInput = {
  plan: ExperimentPlan;
  /** The whole journal (before, during and after the plan), exactly as the API returns it. */
  entries: JournalEntryDto[];
  profile: { symptoms: string[]; suspectedTriggers: string[]; dietaryRestrictions: string[] };
  /** ISO instant; nothing after it is read. */
  now: string;
  timeZone: string;
  treatmentChanges?: Array<TreatmentChange>;
};

export type ExperimentVerdict = 'raises' | 'no-clear-effect' | 'not-enough-data';

/**
 * The kinds of reaction an experiment can speak about: one within about two and a half days of a
 * portion (the kernels reach 60 h), one that builds over three days in a row of the food, and one
 * that builds over a week or more of daily eating, which no plan of 49 days can test honestly.
 */
export const REACTION_REACHES = [
  'after-a-portion',
  'after-days-in-a-row',
  'after-a-week-of-daily-eating',
] as const;
export type ReactionReach = (typeof REACTION_REACHES)[number];

/** Of each kind, whether the data rules out a reaction of a point or more, leaves it open, or never tested it. */
export type ExperimentReach = {
  ruledOut: ReactionReach[];
  open: ReactionReach[];
  notTested: ReactionReach[];
};

export type ExperimentSymptomResult = {
  symptom: string;
  /** P(this food really raises this symptom at all), 0..1: what analyzeJournal's confidence means. */
  probability: number;
  verdict: ExperimentVerdict;
  /** Rating points per medium portion, with an 80% interval; null without data. */
  effect: { estimate: number; low: number; high: number } | null;
  /** What the data could and could not show (absent from results of tools written before it). */
  reach?: ExperimentReach;
};

export type AnalyzeExperimentResult = {
  /** 'finished' once the plan's last day has ended in `timeZone` at `now`. */
  status: 'running' | 'finished';
  /** One per symptom of the plan, in the plan's order. */
  results: ExperimentSymptomResult[];
  /** Plan days so far (ended) with a rule (avoid or eat), and those the logged meals show kept. */
  adherence: { days: number; followed: number };
};
