// From regression evidence to what the person is told: a calibrated confidence per pair, which
// pairs are shown as patterns (a Bayesian false discovery rule), and the status of every other
// pair, so "no link seen" and "not enough data yet" are never confused.

import { Z_80 } from '#domain/common/statistics/normal.ts';
import type { Association, AssociationStatus, TriggerFood } from '../types.ts';
import { posteriorOf } from './bayes-posterior.ts';
import { shapeOf } from './exposures.ts';
import type { ModelSettings } from './model-settings.ts';
import { type PairEvidence, shownWindow } from './pair-evidence.ts';

export type ScoredPair = {
  evidence: PairEvidence;
  suspected: boolean;
  meals: number;
  confidence: number;
  /** Enough data for the pair to be shown, whatever its confidence. */
  sufficient: boolean;
  /** Why it cannot be judged yet, when it cannot. */
  shortfall: Shortfall | null;
};

export type Shortfall =
  | { kind: 'meals'; have: number; need: number }
  | { kind: 'check-ins'; have: number; need: number }
  | { kind: 'check-in-days'; have: number; need: number }
  | { kind: 'exposed-check-ins'; have: number; need: number }
  | { kind: 'always-eaten'; share: number };

export type ScoreContext = {
  suspected: ReadonlySet<TriggerFood>;
  mealsByFood: (food: TriggerFood) => number;
  checkInDays: number;
  settings: ModelSettings;
};

export function scorePair(evidence: PairEvidence, context: ScoreContext): ScoredPair {
  const { settings } = context;
  const suspected = context.suspected.has(evidence.trigger);
  const meals = context.mealsByFood(evidence.trigger);
  const shortfall = shortfallOf(evidence, meals, context);
  const posterior = (settings.confidence ?? posteriorOf)(
    evidence.logBayesFactor,
    suspected,
    context.checkInDays,
    settings,
  );
  const cap = settings.robustness?.unreplicatedMaxConfidence;
  return {
    evidence,
    suspected,
    meals,
    confidence:
      cap !== undefined && evidence.halves !== undefined && !halvesAgree(evidence, settings)
        ? Math.min(posterior, cap)
        : posterior,
    sufficient: shortfall === null,
    shortfall,
  };
}

function shortfallOf(evidence: PairEvidence, meals: number, context: ScoreContext): Shortfall | null {
  const { report } = context.settings;
  if (meals < report.minMeals) return { kind: 'meals', have: meals, need: report.minMeals };
  if (evidence.checkIns < report.minCheckIns) {
    return { kind: 'check-ins', have: evidence.checkIns, need: report.minCheckIns };
  }
  if (context.checkInDays < report.minCheckInDays) {
    return { kind: 'check-in-days', have: context.checkInDays, need: report.minCheckInDays };
  }
  const best = evidence.best;
  const exposed = best?.exposed ?? 0;
  const unexposed = best?.unexposed ?? evidence.checkIns;
  if (Math.min(exposed, unexposed) >= report.minExposedCheckIns) return null;
  // Too few check-ins without the food: it is eaten so often there is nothing to compare with.
  if (unexposed < exposed || evidence.exposedShare > context.settings.maxExposedShare) {
    return {
      kind: 'always-eaten',
      share: Math.max(evidence.exposedShare, exposed / Math.max(evidence.checkIns, 1)),
    };
  }
  return { kind: 'exposed-check-ins', have: exposed, need: report.minExposedCheckIns };
}

/**
 * The pairs to show: sorted by confidence, the largest leading set whose average chance of being
 * wrong is at most the allowed rate, each at least minConfidence and with enough data.
 */
export function selectReported(pairs: readonly ScoredPair[], settings: ModelSettings): Set<ScoredPair> {
  const candidates = pairs
    .filter(
      (pair) =>
        pair.sufficient && pair.confidence >= settings.report.minConfidence && replicated(pair, settings),
    )
    .sort((a, b) => b.confidence - a.confidence);
  let chosen = 0;
  let wrong = 0;
  for (let i = 0; i < candidates.length; i += 1) {
    wrong += 1 - (candidates[i] as ScoredPair).confidence;
    if (wrong / (i + 1) <= settings.report.maxFalseDiscoveryRate) chosen = i + 1;
  }
  return new Set(candidates.slice(0, chosen));
}

/**
 * With replication on (ModelSettings.robustness.replicateFrom), a pair is shown only when each half
 * of the journal estimates the effect above `replicationMinZ` standard errors on its own.
 */
function replicated(pair: ScoredPair, settings: ModelSettings): boolean {
  if (settings.robustness?.replicateFrom === undefined) return true;
  return halvesAgree(pair.evidence, settings);
}

function halvesAgree(evidence: PairEvidence, settings: ModelSettings): boolean {
  const halves = evidence.halves;
  if (halves === undefined) return false;
  const minZ = settings.robustness?.replicationMinZ ?? 0;
  return halves.every(
    (half) =>
      half !== null && half.estimate > minZ * Math.max(half.standardError, half.classicalStandardError),
  );
}

export function statusOf(pair: ScoredPair, reported: boolean, settings: ModelSettings): AssociationStatus {
  if (reported) return 'pattern';
  if (pair.confidence >= settings.watchConfidence && (pair.evidence.best?.estimate?.estimate ?? 0) > 0) {
    return 'watching';
  }
  return pair.sufficient ? 'no-link' : 'not-enough-data';
}

/** The association as the contract shapes it, with its evidence sentence. */
export function toAssociation(
  pair: ScoredPair,
  reported: boolean,
  settings: ModelSettings,
  evidenceSentence: (pair: ScoredPair, status: AssociationStatus) => string,
): Association {
  const status = statusOf(pair, reported, settings);
  const best = shownWindow(pair.evidence, status);
  const estimate = best?.estimate ?? null;
  return {
    trigger: pair.evidence.trigger,
    symptom: pair.evidence.symptom,
    confidence: pair.confidence,
    reported,
    status,
    suspected: pair.suspected,
    window: best === null ? null : { fromHours: best.window.fromHours, toHours: best.window.toHours },
    ...(best === null ? {} : { shape: shapeOf(best.window) }),
    effect:
      estimate === null
        ? null
        : {
            estimate: round2(estimate.estimate),
            low: round2(estimate.estimate - Z_80 * estimate.standardError),
            high: round2(estimate.estimate + Z_80 * estimate.standardError),
          },
    meals: pair.meals,
    checkIns:
      best === null
        ? { exposed: 0, unexposed: pair.evidence.checkIns }
        : { exposed: best.exposed, unexposed: best.unexposed },
    averages:
      best === null || best.exposed === 0 || best.unexposed === 0
        ? null
        : { exposed: round2(best.exposedMean), unexposed: round2(best.unexposedMean) },
    evidence: evidenceSentence(pair, status),
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
