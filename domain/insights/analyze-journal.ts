// The engine: a person's journal in, calibrated associations and plain words out. Pure: the same
// input gives the same output, with no clock, randomness or IO (the caller passes `now`).

import { tagMeal } from '#domain/meal-tagging/public.ts';
import { type ScoredPair, scorePair, selectReported, toAssociation } from './analysis/associations.ts';
import {
  type ContextColumn,
  type ContextCovariates,
  contextCovariates,
} from './analysis/context-covariates.ts';
import {
  computeExposures,
  type Exposures,
  foodIndex,
  mealCounts,
  mealsFollowedByCheckIn,
} from './analysis/exposures.ts';
import { type JournalData, prepareJournal } from './analysis/journal-data.ts';
import { MODEL_SETTINGS, type ModelSettings } from './analysis/model-settings.ts';
import {
  type Finding,
  type PairEvidence,
  type SymptomPasses,
  shownWindow,
  symptomEvidence,
} from './analysis/pair-evidence.ts';
import { isTriggerFood } from './analysis/trigger-food.ts';
import type {
  AnalyzeJournalInput,
  AnalyzeJournalResult,
  Association,
  AssociationStatus,
  InsightPattern,
  TriggerFood,
} from './types.ts';
import { contextNotes, foodNote } from './wording/context-notes.ts';
import { dailySummary } from './wording/daily-summary.ts';
import { dataSufficiency } from './wording/data-sufficiency.ts';
import { evidenceSentence } from './wording/evidence-sentence.ts';
import { capitalise, foodNoun, symptomNoun } from './wording/names.ts';
import { recommendations } from './wording/recommendations.ts';

export function analyzeJournal(input: AnalyzeJournalInput): AnalyzeJournalResult {
  return analyzeJournalWith(input, MODEL_SETTINGS);
}

/**
 * The engine with explicit settings and tagger: the fit and the bench vary them (the bench also
 * runs it with each meal's true foods, to tell tagging errors from modelling errors); the app never
 * does.
 */
export function analyzeJournalWith(
  input: AnalyzeJournalInput,
  settings: ModelSettings,
  tag: (text: string) => readonly TriggerFood[] = tagMeal,
): AnalyzeJournalResult {
  const data = prepareJournal({
    entries: Array.isArray(input.entries) ? input.entries : [],
    symptoms: input.profile?.symptoms ?? [],
    suspectedTriggers: input.profile?.suspectedTriggers ?? [],
    now: input.now,
    timeZone: input.timeZone,
    isTriggerFood,
    tag,
    treatmentChanges: input.treatmentChanges,
  });
  const context = contextCovariates(data, settings);
  const scored = scoreJournal(data, settings, context);
  const reported = selectReported(scored, settings);
  const notes = contextNotes(data, context);
  const associations = scored.map((pair) =>
    toAssociation(pair, reported.has(pair), settings, (scoredPair, status) => {
      const sentence = evidenceSentence(
        scoredPair,
        status,
        status === 'pattern' || status === 'watching'
          ? mealsInShownWindow(data, scoredPair, status)
          : undefined,
      );
      // Only where the evidence rests on a comparison: a note on a pair without data says nothing.
      const note = status === 'not-enough-data' ? null : foodNote(data, notes, scoredPair.evidence.trigger);
      return note === null ? sentence : `${sentence} ${note}`;
    }),
  );
  const reportedAssociations = associations.filter((association) => association.reported);
  const patterns = [...reportedAssociations].sort((a, b) => b.confidence - a.confidence).map(toPattern);
  const sufficiency = { ...dataSufficiency(data, settings), notes: notes.map((note) => note.text) };
  return {
    associations,
    patterns,
    dailySummary: dailySummary(data, reportedAssociations),
    recommendations: recommendations({ data, associations, sufficiency }),
    dataSufficiency: sufficiency,
  };
}

/** Every (food, tracked symptom) pair with its evidence and confidence, in catalogue order. */
export function scoreJournal(
  data: JournalData,
  settings: ModelSettings,
  covariates: ContextCovariates = contextCovariates(data, settings),
): ScoredPair[] {
  const slow = settings.slowShapes;
  if (slow !== undefined && slow.windows.length > 0 && data.checkInDays >= slow.fromCheckInDays) {
    return scoreJournal(
      data,
      {
        ...settings,
        windows: [...settings.windows, ...slow.windows],
        slowShapes: undefined,
        ...(slow.searched ? {} : { describedFrom: settings.windows.length }),
      },
      covariates,
    );
  }
  const exposures = computeExposures(
    data.meals,
    data.checkIns,
    data.mealDays,
    settings.windows,
    settings.doseCap,
    settings.doseShape,
  );
  const context = covariates.columns;
  const counts = mealCounts(data.meals);
  const mealsByFood = (food: TriggerFood) => counts[foodIndex(food)] as number;
  const scoring = {
    suspected: data.suspected,
    mealsByFood,
    checkInDays: data.checkInDays,
    settings,
  };
  return data.symptoms.flatMap((symptom) =>
    symptomEvidenceNetOfFindings(symptom, data, exposures, mealsByFood, settings, context).map((evidence) =>
      scorePair(evidence, scoring),
    ),
  );
}

/**
 * Evidence for a symptom, judged in passes: after each, the strongest food not yet held fixed (if
 * its evidence is strong) becomes a finding, and every other food is estimated again net of it.
 * A finding keeps the evidence of the pass that found it.
 */
function symptomEvidenceNetOfFindings(
  symptom: string,
  data: JournalData,
  exposures: Exposures,
  mealsByFood: (food: TriggerFood) => number,
  settings: ModelSettings,
  context: readonly ContextColumn[],
): PairEvidence[] {
  const passes: SymptomPasses = { companions: [] };
  let evidence = symptomEvidence(
    symptom,
    data.symptoms,
    data.checkIns,
    exposures,
    mealsByFood,
    settings,
    [],
    context,
    settings.robustness,
    passes,
  );
  const findings: Finding[] = [];
  while (findings.length < settings.findings.maxPerSymptom) {
    let strongest = -1;
    evidence.forEach((pair, food) => {
      if (findings.some((finding) => finding.food === food) || pair.bestWindow < 0) return;
      if (pair.logBayesFactor < settings.findings.minLogBayesFactor) return;
      if (strongest < 0 || pair.logBayesFactor > (evidence[strongest] as PairEvidence).logBayesFactor)
        strongest = food;
    });
    if (strongest < 0) break;
    const found = evidence[strongest] as PairEvidence;
    findings.push({
      food: strongest,
      dose: (exposures.dose[found.bestWindow] as readonly Float64Array[])[strongest] as Float64Array,
    });
    const again = symptomEvidence(
      symptom,
      data.symptoms,
      data.checkIns,
      exposures,
      mealsByFood,
      settings,
      findings,
      context,
      settings.robustness,
      passes,
    );
    evidence = evidence.map((pair, food) =>
      findings.some((finding) => finding.food === food) ? pair : (again[food] as PairEvidence),
    );
  }
  return evidence;
}

function mealsInShownWindow(
  data: JournalData,
  pair: ScoredPair,
  status: AssociationStatus,
): number | undefined {
  const best = shownWindow(pair.evidence, status);
  if (best === null) return undefined;
  const times = data.checkIns
    .filter((checkIn) => checkIn.ratings.has(pair.evidence.symptom))
    .map((checkIn) => checkIn.at);
  return mealsFollowedByCheckIn(data.meals, times, pair.evidence.trigger, best.window);
}

function toPattern(association: Association): InsightPattern {
  return {
    title: `${capitalise(foodNoun(association.trigger))} and ${symptomNoun(association.symptom)}`,
    confidence: association.confidence,
    description: association.evidence,
    trigger: association.trigger,
    symptom: association.symptom,
  };
}
