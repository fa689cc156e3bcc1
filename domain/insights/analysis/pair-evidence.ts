// The evidence for one symptom against every food: one within-person regression per food and
// delay window, the rating on the food's dose, adjusted for
// - the time of day (mornings are stiffer for many people),
// - the previous rating of the same symptom (yesterday's flare carries over, and a food eaten
//   during a bad spell would otherwise take the blame for it), and the food's dose behind that
//   previous rating (a meal at noon can raise both of tomorrow's check-ins; without this the
//   carry-over term would take part of the food's own effect),
// - the foods whose doses move most with this one's (pizza is gluten, dairy and tomato at once).
// Check-ins whose window touches a day with no meal logged are left out of that window: a day
// with nothing written down is a day whose food is unknown, not a day without food.
// Each estimate becomes a one-sided Bayes factor; the factors are averaged over the windows,
// because the delay is unknown and each window is as likely a priori.

import { logMeanExp, logOneSidedBayesFactor } from '#domain/common/statistics/bayes-factor.ts';
import {
  type CoefficientEstimate,
  estimateCoefficient,
  fixedCrossProducts,
} from '#domain/common/statistics/least-squares.ts';
import type { AssociationStatus, ExposureWindow, TriggerFood } from '../types.ts';
import type { ContextColumn } from './context-covariates.ts';
import { type Exposures, TRIGGER_FOODS } from './exposures.ts';
import type { CheckIn } from './journal-data.ts';
import type { ErrorRobustness, ModelSettings } from './model-settings.ts';

export type WindowEvidence = {
  window: ExposureWindow;
  estimate: CoefficientEstimate | null;
  logBayesFactor: number;
  /** Check-ins with / without the food in this window (among those whose food is known). */
  exposed: number;
  unexposed: number;
  exposedMean: number;
  unexposedMean: number;
};

export type PairEvidence = {
  trigger: TriggerFood;
  symptom: string;
  /** Check-ins that rated the symptom. */
  checkIns: number;
  windows: readonly WindowEvidence[];
  /** log of the window-averaged Bayes factor; 0 (no evidence either way) when nothing was estimable. */
  logBayesFactor: number;
  /** The window with the largest factor among the estimable ones, and its index in the settings. */
  best: WindowEvidence | null;
  bestWindow: number;
  /**
   * A window that only describes (`ModelSettings.describedFrom`) whose evidence of a rise is
   * stronger than the best window's: the pattern's shape and figures are read from it.
   */
  described: WindowEvidence | null;
  /** Share of the symptom's check-ins with the food in the widest window. */
  exposedShare: number;
  /**
   * With `ErrorRobustness.replicateFrom`, for a pair with some evidence: the best window's estimate
   * in the first and the second half of the symptom's check-ins (null where a half cannot estimate
   * it).
   */
  halves?: readonly [CoefficientEstimate | null, CoefficientEstimate | null];
};

const MS_PER_HOUR = 3_600_000;
// A rating two days old says little about today's level; older ones are treated as missing.
const PREVIOUS_RATING_MAX_GAP_MS = 48 * MS_PER_HOUR;
// Intercept, afternoon, evening, night, previous rating (centred), previous rating missing.
const BASE_COLUMNS = 6;

export type BaseDesign = {
  rows: readonly number[];
  /** For each row, the check-in index of the previous rating it is adjusted for, or -1. */
  previousRows: Int32Array;
  /** Columns every regression of the symptom shares. */
  columns: number;
  /** Row-major, `columns` wide. */
  values: Float64Array;
  response: Float64Array;
  /** The local day of each row: a day's check-ins share its mood, sleep and stress. */
  clusters: Int32Array;
};

export const DAY_CLUSTERS_ONLY: ErrorRobustness = {};

/**
 * What the passes over one symptom share (scoreJournal judges a symptom again net of each
 * finding): the base design and each window's companion foods depend only on the journal, not on
 * the findings, so they are computed once. Pass a fresh one per symptom and exposures.
 */
export type SymptomPasses = { base?: BaseDesign; companions: (number[][] | undefined)[] };

/** A food already found to go with the symptom: every other food is judged net of it. */
export type Finding = { food: number; dose: Float64Array };

/**
 * Evidence for every food against one symptom. `checkIns` and `exposures` share their indexes;
 * foods eaten fewer than `minMealsToEstimate` times are not estimated (no evidence either way).
 * `findings` are adjusted for in every other food's regressions (see scoreJournal).
 */
export function symptomEvidence(
  symptom: string,
  symptoms: readonly string[],
  checkIns: readonly CheckIn[],
  exposures: Exposures,
  mealsByFood: (food: TriggerFood) => number,
  settings: ModelSettings,
  findings: readonly Finding[] = [],
  context: readonly ContextColumn[] = [],
  robustness: ErrorRobustness = DAY_CLUSTERS_ONLY,
  passes: SymptomPasses = { companions: [] },
): PairEvidence[] {
  passes.base ??= baseDesign(symptom, symptoms, checkIns, settings, context);
  const base = passes.base;
  const n = base.rows.length;
  const windows = settings.windows;
  const searched = settings.describedFrom ?? windows.length;
  const widest = widestWindowIndex(windows.slice(0, searched));
  const estimated = TRIGGER_FOODS.map((food) => mealsByFood(food) >= settings.minMealsToEstimate);
  const inWindow = (w: number, regressed: readonly boolean[]) =>
    evidenceInWindow(
      windows[w] as ExposureWindow,
      base,
      exposures.dose[w] as readonly Float64Array[],
      exposures.known[w] as Uint8Array,
      estimated,
      findings,
      settings,
      passes.companions,
      w,
      regressed,
    );
  const windowEvidence = windows.slice(0, searched).map((_, w) => inWindow(w, estimated));
  // A describing window can only name the shape of a pattern or one being watched, and those
  // need evidence of a rise in the searched windows: the other foods are not regressed in it.
  const searchedFactors = TRIGGER_FOODS.map((_, food) =>
    logMeanExp(windowEvidence.map((byFood) => (byFood[food] as WindowEvidence).logBayesFactor)),
  );
  const rising = searchedFactors.map((factor, food) => estimated[food] === true && factor > 0);
  for (let w = searched; w < windows.length; w += 1) windowEvidence.push(inWindow(w, rising));

  return TRIGGER_FOODS.map((trigger, food) => {
    const evidence = windowEvidence.map((byFood) => byFood[food] as WindowEvidence);
    let best: WindowEvidence | null = null;
    let bestWindow = -1;
    evidence.forEach((window, w) => {
      if (w >= searched) return;
      if (window.estimate !== null && (best === null || window.logBayesFactor > best.logBayesFactor)) {
        best = window;
        bestWindow = w;
      }
    });
    const widestEvidence = evidence[widest] as WindowEvidence;
    // A window with too little data carries no evidence (factor 1), so it still counts in the
    // average: the delay is as likely to be there as anywhere.
    const logBayesFactor = best === null ? 0 : (searchedFactors[food] as number);
    const replicateFrom = robustness.replicateFrom;
    return {
      trigger,
      symptom,
      checkIns: n,
      windows: evidence,
      logBayesFactor,
      best,
      bestWindow,
      described: describedWindow(evidence.slice(searched), best),
      exposedShare: n > 0 ? widestEvidence.exposed / n : 0,
      ...(replicateFrom !== undefined && best !== null && logBayesFactor >= replicateFrom
        ? {
            halves: halfEstimates(food, bestWindow, base, exposures, estimated, findings, settings),
          }
        : {}),
    };
  });
}

/**
 * The best window's estimate in each half of the symptom's check-ins (split at the middle one, in
 * time order): a drift, a change of treatment or a season that made the whole journal's link shows
 * in one half only, while a food that raises the symptom does so in both. Each half adjusts for
 * what the whole journal's regression does (base columns, the food behind the previous rating, the
 * findings) but not for companion foods: only the tested food takes part in the companion search.
 * The check is of stability over time; telling a food from its companions is the whole journal's.
 */
function halfEstimates(
  food: number,
  w: number,
  base: BaseDesign,
  exposures: Exposures,
  estimated: readonly boolean[],
  findings: readonly Finding[],
  settings: ModelSettings,
): [CoefficientEstimate | null, CoefficientEstimate | null] {
  const known = exposures.known[w] as Uint8Array;
  const middle = Math.floor(base.rows.length / 2);
  const only = estimated.map((value, index) => value && index === food);
  const half = (from: number, to: number) => {
    const mask = new Uint8Array(known.length);
    for (let r = from; r < to; r += 1) {
      const row = base.rows[r] as number;
      mask[row] = known[row] as number;
    }
    const evidence = evidenceInWindow(
      settings.windows[w] as ExposureWindow,
      base,
      exposures.dose[w] as readonly Float64Array[],
      mask,
      only,
      findings,
      settings,
    );
    return (evidence[food] as WindowEvidence).estimate;
  };
  return [half(0, middle), half(middle, base.rows.length)];
}

/** One window: the regression of every estimable food, sharing one design buffer. */
function evidenceInWindow(
  window: ExposureWindow,
  base: BaseDesign,
  byFood: readonly Float64Array[],
  known: Uint8Array,
  estimated: readonly boolean[],
  findings: readonly Finding[],
  settings: ModelSettings,
  companionsByWindow?: (number[][] | undefined)[],
  w = -1,
  regressed: readonly boolean[] = estimated,
): WindowEvidence[] {
  // The rows whose food is known in this window, in time order (clusters stay adjacent).
  const rows: number[] = [];
  for (let r = 0; r < base.rows.length; r += 1) if (known[base.rows[r] as number] === 1) rows.push(r);
  const n = rows.length;
  const width = base.columns;
  const stride = width + 2 + settings.maxCompanionFoods + findings.length;
  const design = new Float64Array(n * stride);
  const response = new Float64Array(n);
  const clusters = new Int32Array(n);
  rows.forEach((r, at) => {
    for (let k = 0; k < width; k += 1) design[at * stride + k] = base.values[r * width + k] as number;
    response[at] = base.response[r] as number;
    clusters[at] = base.clusters[r] as number;
  });
  // The base columns are the same for every food in this window: their sums are shared.
  const fixed = fixedCrossProducts(design, n, stride, width, response);
  const checkInOf = rows.map((r) => base.rows[r] as number);
  const previousOf = rows.map((r) => base.previousRows[r] as number);
  let companions = companionsByWindow?.[w];
  if (companions === undefined) {
    companions = companionTable(checkInOf, byFood, estimated, settings);
    if (companionsByWindow !== undefined && w >= 0) companionsByWindow[w] = companions;
  }
  const companionOf = companions;

  return byFood.map((dose, food): WindowEvidence => {
    let exposed = 0;
    let exposedSum = 0;
    let unexposedSum = 0;
    for (let at = 0; at < n; at += 1) {
      if ((dose[checkInOf[at] as number] as number) > 0) {
        exposed += 1;
        exposedSum += response[at] as number;
      } else {
        unexposedSum += response[at] as number;
      }
    }
    const unexposed = n - exposed;
    const estimable =
      regressed[food] === true &&
      exposed >= settings.minExposedPerWindow &&
      unexposed >= settings.minExposedPerWindow;
    let estimate: CoefficientEstimate | null = null;
    if (estimable) {
      const companionFoods = companionOf[food] as number[];
      const partners = [
        ...companionFoods.map((index) => byFood[index] as Float64Array),
        ...findings
          .filter((finding) => finding.food !== food && !companionFoods.includes(finding.food))
          .map((finding) => finding.dose),
      ];
      for (let at = 0; at < n; at += 1) {
        const offset = at * stride + width;
        design[offset] = dose[checkInOf[at] as number] as number;
        const previous = previousOf[at] as number;
        design[offset + 1] = previous >= 0 ? (dose[previous] as number) : 0;
        for (let k = 0; k < partners.length; k += 1) {
          design[offset + 2 + k] = (partners[k] as Float64Array)[checkInOf[at] as number] as number;
        }
      }
      estimate = estimateCoefficient({
        design,
        rows: n,
        columns: width + 2 + partners.length,
        stride,
        response,
        clusters,
        column: width,
        fixed,
      });
    }
    return {
      window,
      estimate,
      logBayesFactor:
        estimate === null
          ? 0
          : logOneSidedBayesFactor(estimate.estimate, evidenceError(estimate), settings.effectScale),
      exposed,
      unexposed,
      exposedMean: exposed > 0 ? exposedSum / exposed : Number.NaN,
      unexposedMean: unexposed > 0 ? unexposedSum / unexposed : Number.NaN,
    };
  });
}

/**
 * The standard error the evidence is weighed with: the larger of the day-clustered and the
 * classical one. The clustered error is honest about days but unreliable when a food was eaten on
 * only a few of them (it can come out far too small); on the training cohort, taking the larger
 * cut the share of unplanted pairs with a Bayes factor above 55 from 1.2% to 0.05% while keeping
 * most of the planted ones (docs/insights.md).
 */
function evidenceError(estimate: CoefficientEstimate): number {
  return Math.max(estimate.standardError, estimate.classicalStandardError);
}

/**
 * The window a pair is described by: for a pattern or one being watched, a describing window
 * whose evidence was stronger than the best one's; otherwise the best window.
 */
export function shownWindow(evidence: PairEvidence, status: AssociationStatus): WindowEvidence | null {
  const describes = status === 'pattern' || status === 'watching';
  return describes && evidence.described !== null ? evidence.described : evidence.best;
}

function describedWindow(
  candidates: readonly WindowEvidence[],
  best: WindowEvidence | null,
): WindowEvidence | null {
  if (best === null) return null;
  let chosen: WindowEvidence | null = null;
  for (const window of candidates) {
    if ((window.estimate?.estimate ?? 0) <= 0) continue;
    if (window.logBayesFactor > (chosen ?? best).logBayesFactor) chosen = window;
  }
  return chosen;
}

function widestWindowIndex(windows: readonly ExposureWindow[]): number {
  let widest = 0;
  windows.forEach((window, index) => {
    // The widest delay window says how often the food comes before a check-in at all; a
    // cumulative window counts days, not portions.
    if (window.cumulative === true) return;
    const current = windows[widest] as ExposureWindow;
    if (window.toHours - window.fromHours > current.toHours - current.fromHours) widest = index;
  });
  return widest;
}

function baseDesign(
  symptom: string,
  symptoms: readonly string[],
  checkIns: readonly CheckIn[],
  settings: ModelSettings,
  context: readonly ContextColumn[],
): BaseDesign {
  const rows: number[] = [];
  for (let c = 0; c < checkIns.length; c += 1) {
    if ((checkIns[c] as CheckIn).ratings.has(symptom)) rows.push(c);
  }
  const n = rows.length;
  const others = settings.adjustForOtherSymptoms ? symptoms.filter((name) => name !== symptom) : [];
  const usedContext = context.filter((column) => usable(column, rows, settings));
  const otherColumns = others.length > 0 ? others.length + 1 : 0;
  const contextStart = BASE_COLUMNS + otherColumns;
  const columns = contextStart + usedContext.length;
  const response = new Float64Array(n);
  const clusters = new Int32Array(n);
  const otherSums = others.map(() => ({ sum: 0, count: 0 }));
  let mean = 0;
  for (let r = 0; r < n; r += 1) {
    const checkIn = checkIns[rows[r] as number] as CheckIn;
    response[r] = checkIn.ratings.get(symptom) as number;
    clusters[r] = checkIn.day;
    mean += response[r] as number;
    others.forEach((name, k) => {
      const rating = checkIn.ratings.get(name);
      if (rating === undefined) return;
      const running = otherSums[k] as { sum: number; count: number };
      running.sum += rating;
      running.count += 1;
    });
  }
  mean = n > 0 ? mean / n : 0;
  const otherMeans = otherSums.map((running) => (running.count > 0 ? running.sum / running.count : 0));

  const values = new Float64Array(n * columns);
  const previousRows = new Int32Array(n).fill(-1);
  for (let r = 0; r < n; r += 1) {
    const checkIn = checkIns[rows[r] as number] as CheckIn;
    const offset = r * columns;
    values[offset] = 1;
    values[offset + 1] = checkIn.timeOfDay === 'afternoon' ? 1 : 0;
    values[offset + 2] = checkIn.timeOfDay === 'evening' ? 1 : 0;
    values[offset + 3] = checkIn.timeOfDay === 'night' ? 1 : 0;
    usedContext.forEach((column, k) => {
      values[offset + contextStart + k] = column.values[rows[r] as number] as number;
    });
    const previous = r > 0 ? (checkIns[rows[r - 1] as number] as CheckIn) : null;
    if (previous !== null && checkIn.at - previous.at <= PREVIOUS_RATING_MAX_GAP_MS) {
      values[offset + 4] = (response[r - 1] as number) - mean;
      previousRows[r] = rows[r - 1] as number;
    } else {
      values[offset + 5] = 1;
    }
    if (others.length === 0) continue;
    let missing = 0;
    others.forEach((name, k) => {
      const rating = checkIn.ratings.get(name);
      if (rating === undefined) missing = 1;
      else values[offset + BASE_COLUMNS + k] = rating - (otherMeans[k] as number);
    });
    values[offset + BASE_COLUMNS + others.length] = missing;
  }
  return { rows, previousRows, columns, values, response, clusters };
}

/**
 * A context column is kept for a symptom when it varies among the symptom's check-ins: a step needs
 * enough check-ins on each side to compare, a factor needs more than one value.
 */
function usable(column: ContextColumn, rows: readonly number[], settings: ModelSettings): boolean {
  if (column.kind === 'treatment' || column.kind === 'shift') {
    let after = 0;
    for (const row of rows) after += column.values[row] as number;
    const minSide = settings.context.minCheckInsPerSide;
    return after >= minSide && rows.length - after >= minSide;
  }
  const first = column.values[rows[0] as number];
  for (const row of rows) if (column.values[row] !== first) return true;
  return false;
}

/**
 * For each food, the foods whose doses in this window move most with its own (by absolute
 * correlation over the symptom's check-ins), so the regression can tell them apart instead of
 * crediting one with the other's effect. Few and strong: every companion costs precision, and on
 * the training cohort two at |r| >= 0.5 beat none, one, three and four (docs/insights.md).
 */
function companionTable(
  rows: readonly number[],
  byFood: readonly Float64Array[],
  estimated: readonly boolean[],
  settings: ModelSettings,
): number[][] {
  const foods = byFood.length;
  const n = rows.length;
  // Each estimated food's doses over the rows, centred and gathered once, so every pair is a
  // plain dot product (this table is the engine's largest cost after the regressions).
  const centred: (Float64Array | null)[] = byFood.map((dose, f) => {
    if (estimated[f] !== true || n === 0) return null;
    const values = new Float64Array(n);
    let sum = 0;
    for (let i = 0; i < n; i += 1) {
      const value = dose[rows[i] as number] as number;
      values[i] = value;
      sum += value;
    }
    const mean = sum / n;
    let squares = 0;
    for (let i = 0; i < n; i += 1) {
      const value = (values[i] as number) - mean;
      values[i] = value;
      squares += value * value;
    }
    return squares === 0 ? null : values;
  });
  const spreads = centred.map((values) => {
    if (values === null) return 0;
    let squares = 0;
    for (let i = 0; i < n; i += 1) squares += (values[i] as number) * (values[i] as number);
    return Math.sqrt(squares);
  });
  const strength: number[][] = Array.from({ length: foods }, () => new Array<number>(foods).fill(0));
  // Only foods that are estimated take part: a food eaten a handful of times can neither be
  // confused with another for long nor needs a partner of its own.
  for (let a = 0; a < foods; a += 1) {
    const valuesA = centred[a] ?? null;
    if (valuesA === null) continue;
    for (let b = a + 1; b < foods; b += 1) {
      const valuesB = centred[b] ?? null;
      if (valuesB === null) continue;
      let covariance = 0;
      for (let i = 0; i < n; i += 1) covariance += (valuesA[i] as number) * (valuesB[i] as number);
      const value = Math.abs(covariance / ((spreads[a] as number) * (spreads[b] as number)));
      (strength[a] as number[])[b] = value;
      (strength[b] as number[])[a] = value;
    }
  }
  return strength.map((row, food) =>
    row
      .map((value, index) => ({ index, value }))
      .filter((candidate) => candidate.index !== food && candidate.value >= settings.companionMinCorrelation)
      .sort((a, b) => b.value - a.value || a.index - b.index)
      .slice(0, settings.maxCompanionFoods)
      .map((candidate) => candidate.index),
  );
}
