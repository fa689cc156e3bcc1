// The experiment's analysis: within-person regressions of each symptom on the tested food's logged
// doses (slips included: exposures are what was eaten and logged, not what the plan said), over
// the plan's days, adjusted as the journal engine adjusts (time of day, the previous rating and
// the food behind it, the person's other symptoms, recorded treatment changes as steps, stress and
// sleep when recorded). The plan makes the food come and go on its own, so stress, flares and a
// new medicine no longer line up with it by habit. Pure: no clock, no IO.

import type { ContextCovariates } from '../analysis/context-covariates.ts';
import { contextCovariates } from '../analysis/context-covariates.ts';
import { computeExposures, foodIndex } from '../analysis/exposures.ts';
import type { JournalData } from '../analysis/journal-data.ts';
import { type PairEvidence, symptomEvidence } from '../analysis/pair-evidence.ts';
import { tagMeal } from '../tagging/tag-meal.ts';
import type { TriggerFood } from '../types.ts';
import { adherenceOf } from './adherence.ts';
import { type ExperimentData, prepareExperiment } from './experiment-data.ts';
import { EXPERIMENT_SETTINGS, type ExperimentSettings } from './experiment-settings.ts';
import { designEvidence } from './design-evidence.ts';
import { designVerdict, symptomVerdict } from './symptom-verdict.ts';
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
  let results: AnalyzeExperimentResult['results'];
  if (settings.method === 'design-model') {
    const evidence = designEvidence(data, settings);
    results = planSymptoms.map((symptom) =>
      designVerdict(String(symptom), evidence.get(key(String(symptom))) ?? null, settings),
    );
  } else {
    const evidence = experimentEvidence(data, settings);
    results = planSymptoms.map((symptom) =>
      symptomVerdict(String(symptom), evidence.get(key(String(symptom))) ?? null, settings),
    );
  }
  return {
    status: data.valid && data.journal.today > data.lastDay ? 'finished' : 'running',
    results,
    adherence: adherenceOf(data),
  };
}

/** Each plan symptom's log Bayes factor (by its key), as the settings' method computes it: the calibration's input. */
export function experimentLogBayesFactors(data: ExperimentData, settings: ExperimentSettings): Map<string, number> {
  const evidence =
    settings.method === 'design-model' ? designEvidence(data, settings) : experimentEvidence(data, settings);
  return new Map([...evidence].map(([symptom, item]) => [symptom, item.logBayesFactor]));
}

/**
 * The recorded treatment changes and a step on the first day without the food: the days before
 * the break (the journal's and the baseline's) and the days from it on are compared separately,
 * so a change of level that happens to come with the break (a medicine nobody recorded, a calmer
 * month) is not the food's. The food's effect then rests on its coming and going within each
 * side: habit before, the challenges after.
 */
function withBreakStep(data: ExperimentData): JournalData['treatmentChanges'] {
  let breakDay: number | null = null;
  for (const [day, planDay] of data.days) {
    if (planDay.phase !== 'baseline' && (breakDay === null || day < breakDay)) breakDay = day;
  }
  if (breakDay === null) return data.journal.treatmentChanges;
  return [{ day: breakDay, medication: '', change: 'break' }, ...data.journal.treatmentChanges];
}

/** The pair's evidence with its windows' factors combined as the settings say. */
function combined(pair: PairEvidence, settings: ExperimentSettings): PairEvidence {
  if (settings.combineWindows === 'mean' || pair.best === null) return pair;
  return { ...pair, logBayesFactor: pair.best.logBayesFactor };
}

/**
 * Days whose food is known for this analysis. The journal engine knows a day's food only when a
 * meal was logged that day. In a plan, a day without the food is the rule: an avoid or washout day
 * with nothing logged is taken as a day without it (a slip nobody logged is possible, as it is on
 * a day with meals logged), while an eat day is known only when its meals were logged, since a
 * skipped portion is as likely as a forgotten entry.
 */
function knownFoodDays(data: ExperimentData): Set<number> {
  const known = new Set(data.journal.mealDays);
  for (const [day, planDay] of data.days) if (planDay.food === 'avoid') known.add(day);
  return known;
}

function key(symptom: string): string {
  return symptom.trim().toLowerCase();
}

/** Each plan symptom's evidence about the tested food, by the symptom's key. */
export function experimentEvidence(
  data: ExperimentData,
  settings: ExperimentSettings,
): Map<string, PairEvidence> {
  const found = new Map<string, PairEvidence>();
  const food = data.food;
  if (!data.valid || food === null || data.symptoms.length === 0) return found;
  const journal = data.journal;
  const from = data.firstDay - settings.prePlanDays;
  const to = Math.min(data.lastDay, journal.today);
  const checkIns = journal.checkIns.filter((checkIn) => checkIn.day >= from && checkIn.day <= to);
  if (checkIns.length === 0) return found;
  // Meals from two and a half days before the first check-in: the longest window looks that far back.
  const meals = journal.meals.filter((meal) => meal.day >= from - 3 && meal.day <= to);
  const window: JournalData = {
    ...journal,
    meals,
    checkIns,
    checkInDays: new Set(checkIns.map((checkIn) => checkIn.day)).size,
    treatmentChanges: settings.stepAtBreak ? withBreakStep(data) : journal.treatmentChanges,
  };
  const exposures = computeExposures(
    meals,
    checkIns,
    settings.avoidDaysKnown ? knownFoodDays(data) : journal.mealDays,
    settings.model.windows,
    settings.model.doseCap,
  );
  const context: ContextCovariates = contextCovariates(window, settings.model);
  const index = foodIndex(food);
  let mealsWithFood = 0;
  for (const meal of meals) if (meal.foods.includes(food)) mealsWithFood += 1;
  const mealsByFood = (other: TriggerFood) => (other === food ? mealsWithFood : 0);
  for (const symptom of data.symptoms) {
    const name = journal.symptoms.find((tracked) => key(tracked) === key(symptom));
    if (name === undefined || found.has(key(symptom))) continue;
    const byFood = symptomEvidence(
      name,
      journal.symptoms,
      checkIns,
      exposures,
      mealsByFood,
      settings.model,
      [],
      context.columns,
    );
    const pair = byFood[index];
    if (pair !== undefined) found.set(key(symptom), combined(pair, settings));
  }
  return found;
}
