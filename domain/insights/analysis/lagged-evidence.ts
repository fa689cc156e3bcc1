// The Bayes-factor scoring's evidence (decision 026): for one symptom, a lagged regression of each
// check-in's rating in each delay window on the foods' doses, adjusted for
// - the person's level (the intercept) and the time of day,
// - carry-over: the previous rating of the same symptom (within 48 hours), so yesterday's flare is
//   not blamed on today's food,
// - what moves every symptom whatever the person eats (context-covariates.ts, decision 018):
//   steps at recorded treatment changes and at a shift found in the ratings, stress and sleep.
// With `joint`, every food eaten often enough in the window is in the same regression, so each is
// judged net of the others (pizza is gluten, dairy and tomato at once); without it, each food has
// a regression of its own, as in the simpler method. Each estimate gives a one-sided
// Bayes factor with a fixed prior on the effect; the factors are averaged over the windows (the
// delay is unknown and each window is as likely a priori). Nothing here is fitted.
// The result has pair-evidence.ts's shape, so the status rules, the evidence sentences and the
// false-discovery selection read it unchanged.

import { logMeanExp, logOneSidedBayesFactor } from '../statistics/bayes-factor.ts';
import { estimateCoefficients } from '../statistics/joint-least-squares.ts';
import type { CoefficientEstimate } from '../statistics/least-squares.ts';
import type { DelayWindow, TriggerFood } from '../types.ts';
import type { ContextColumn } from './context-covariates.ts';
import { type Exposures, TRIGGER_FOODS } from './exposures.ts';
import type { CheckIn } from './journal-data.ts';
import type { ModelSettings } from './model-settings.ts';
import type { PairEvidence, WindowEvidence } from './pair-evidence.ts';

const MS_PER_HOUR = 3_600_000;
// A rating two days old says little about today's level; older ones are treated as missing.
const PREVIOUS_RATING_MAX_GAP_MS = 48 * MS_PER_HOUR;

export type LaggedEvidenceSettings = {
  /**
   * Whose regressions give the factors: these ('lagged'), or pair-evidence.ts's (each food with
   * its two closest companions, judged again net of the strongest findings) with the same prior.
   */
  evidence: 'lagged' | 'companions';
  /** All estimable foods of a window in one regression (true) or one regression per food. */
  joint: boolean;
  /**
   * Also adjust for each food's dose behind the previous rating: a meal that acts on two
   * check-ins in a row raises the previous rating too, and without this the carry-over term
   * takes part of the food's own effect.
   */
  previousDose: boolean;
  /** Also adjust for the person's other symptoms at the same check-in. */
  otherSymptoms: boolean;
};

type Base = {
  /** Check-in indexes of the symptom's ratings, in time order. */
  rows: number[];
  /** For each row, the check-in index of the previous rating it is adjusted for, or -1. */
  previous: Int32Array;
  columns: number;
  /** Row-major, `columns` wide: intercept, time of day, carry-over, context. */
  values: Float64Array;
  response: Float64Array;
  clusters: Int32Array;
};

export function laggedSymptomEvidence(
  symptom: string,
  symptoms: readonly string[],
  checkIns: readonly CheckIn[],
  exposures: Exposures,
  mealsByFood: (food: TriggerFood) => number,
  settings: ModelSettings,
  lagged: LaggedEvidenceSettings,
  context: readonly ContextColumn[],
): PairEvidence[] {
  const base = baseColumns(symptom, symptoms, checkIns, settings, lagged, context);
  const n = base.rows.length;
  const windows = settings.windows;
  const estimated = TRIGGER_FOODS.map((food) => mealsByFood(food) >= settings.minMealsToEstimate);
  const byWindow = windows.map((window, w) =>
    windowEvidence(
      window,
      base,
      exposures.dose[w] as readonly Float64Array[],
      exposures.known[w] as Uint8Array,
      estimated,
      settings,
      lagged,
    ),
  );
  const widest = widestWindowIndex(windows);
  return TRIGGER_FOODS.map((trigger, food) => {
    const evidence = byWindow.map((list) => list[food] as WindowEvidence);
    let best: WindowEvidence | null = null;
    let bestWindow = -1;
    evidence.forEach((window, w) => {
      if (window.estimate !== null && (best === null || window.logBayesFactor > best.logBayesFactor)) {
        best = window;
        bestWindow = w;
      }
    });
    return {
      trigger,
      symptom,
      checkIns: n,
      windows: evidence,
      // A window with too little data carries no evidence (factor 1) and still counts in the
      // average: the delay is as likely to be there as anywhere.
      logBayesFactor: best === null ? 0 : logMeanExp(evidence.map((window) => window.logBayesFactor)),
      best,
      bestWindow,
      exposedShare: n > 0 ? (evidence[widest] as WindowEvidence).exposed / n : 0,
    };
  });
}

function windowEvidence(
  window: DelayWindow,
  base: Base,
  byFood: readonly Float64Array[],
  known: Uint8Array,
  estimated: readonly boolean[],
  settings: ModelSettings,
  lagged: LaggedEvidenceSettings,
): WindowEvidence[] {
  const rows: number[] = [];
  for (let r = 0; r < base.rows.length; r += 1) if (known[base.rows[r] as number] === 1) rows.push(r);
  const n = rows.length;
  const counts = byFood.map((dose) => {
    let exposed = 0;
    let exposedSum = 0;
    let unexposedSum = 0;
    for (const r of rows) {
      const y = base.response[r] as number;
      if ((dose[base.rows[r] as number] as number) > 0) {
        exposed += 1;
        exposedSum += y;
      } else {
        unexposedSum += y;
      }
    }
    return { exposed, exposedSum, unexposedSum };
  });
  const estimable = counts.map(
    (count, food) =>
      estimated[food] === true &&
      count.exposed >= settings.minExposedPerWindow &&
      n - count.exposed >= settings.minExposedPerWindow,
  );
  const estimates: (CoefficientEstimate | null)[] = byFood.map(() => null);
  const foods = estimable.flatMap((yes, food) => (yes ? [food] : []));
  if (foods.length > 0) {
    if (lagged.joint) {
      const result = regress(base, rows, foods, byFood, lagged.previousDose);
      foods.forEach((food, k) => {
        estimates[food] = result[k] ?? null;
      });
    } else {
      for (const food of foods) {
        estimates[food] = regress(base, rows, [food], byFood, lagged.previousDose)[0] ?? null;
      }
    }
  }
  return counts.map((count, food): WindowEvidence => {
    const estimate = estimates[food] ?? null;
    const unexposed = n - count.exposed;
    return {
      window,
      estimate,
      logBayesFactor:
        estimate === null
          ? 0
          : logOneSidedBayesFactor(
              estimate.estimate,
              Math.max(estimate.standardError, estimate.classicalStandardError),
              settings.effectScale,
            ),
      exposed: count.exposed,
      unexposed,
      exposedMean: count.exposed > 0 ? count.exposedSum / count.exposed : Number.NaN,
      unexposedMean: unexposed > 0 ? count.unexposedSum / unexposed : Number.NaN,
    };
  });
}

/** The regression of the base columns and the given foods' doses (and, if asked, previous doses). */
function regress(
  base: Base,
  rows: readonly number[],
  foods: readonly number[],
  byFood: readonly Float64Array[],
  previousDose: boolean,
): (CoefficientEstimate | null)[] {
  const n = rows.length;
  const width = base.columns;
  const extra = foods.length * (previousDose ? 2 : 1);
  const p = width + extra;
  const design = new Float64Array(n * p);
  const response = new Float64Array(n);
  const clusters = new Int32Array(n);
  rows.forEach((r, at) => {
    const offset = at * p;
    for (let k = 0; k < width; k += 1) design[offset + k] = base.values[r * width + k] as number;
    const checkIn = base.rows[r] as number;
    const previous = base.previous[r] as number;
    foods.forEach((food, k) => {
      const dose = byFood[food] as Float64Array;
      design[offset + width + k] = dose[checkIn] as number;
      if (previousDose)
        design[offset + width + foods.length + k] = previous >= 0 ? (dose[previous] as number) : 0;
    });
    response[at] = base.response[r] as number;
    clusters[at] = base.clusters[r] as number;
  });
  return estimateCoefficients({
    design,
    rows: n,
    columns: p,
    response,
    clusters,
    wanted: foods.map((_, k) => width + k),
  });
}

function baseColumns(
  symptom: string,
  symptoms: readonly string[],
  checkIns: readonly CheckIn[],
  settings: ModelSettings,
  lagged: LaggedEvidenceSettings,
  context: readonly ContextColumn[],
): Base {
  const rows: number[] = [];
  for (let c = 0; c < checkIns.length; c += 1)
    if ((checkIns[c] as CheckIn).ratings.has(symptom)) rows.push(c);
  const n = rows.length;
  const response = new Float64Array(n);
  const clusters = new Int32Array(n);
  let mean = 0;
  for (let r = 0; r < n; r += 1) {
    const checkIn = checkIns[rows[r] as number] as CheckIn;
    response[r] = checkIn.ratings.get(symptom) as number;
    clusters[r] = checkIn.day;
    mean += response[r] as number;
  }
  mean = n > 0 ? mean / n : 0;
  const others = lagged.otherSymptoms ? symptoms.filter((name) => name !== symptom) : [];
  const otherMeans = others.map((name) => {
    let sum = 0;
    let count = 0;
    for (const row of rows) {
      const rating = (checkIns[row] as CheckIn).ratings.get(name);
      if (rating === undefined) continue;
      sum += rating;
      count += 1;
    }
    return count > 0 ? sum / count : 0;
  });
  const used = context.filter((column) => usable(column, rows, settings));
  // Intercept, afternoon, evening, night, previous rating (centred), previous rating missing,
  // the other symptoms (centred) and one column for any of them missing, then the context.
  const otherStart = 6;
  const contextStart = otherStart + (others.length > 0 ? others.length + 1 : 0);
  const columns = contextStart + used.length;
  const values = new Float64Array(n * columns);
  const previous = new Int32Array(n).fill(-1);
  for (let r = 0; r < n; r += 1) {
    const checkIn = checkIns[rows[r] as number] as CheckIn;
    const offset = r * columns;
    values[offset] = 1;
    values[offset + 1] = checkIn.timeOfDay === 'afternoon' ? 1 : 0;
    values[offset + 2] = checkIn.timeOfDay === 'evening' ? 1 : 0;
    values[offset + 3] = checkIn.timeOfDay === 'night' ? 1 : 0;
    const before = r > 0 ? (checkIns[rows[r - 1] as number] as CheckIn) : null;
    if (before !== null && checkIn.at - before.at <= PREVIOUS_RATING_MAX_GAP_MS) {
      values[offset + 4] = (response[r - 1] as number) - mean;
      previous[r] = rows[r - 1] as number;
    } else {
      values[offset + 5] = 1;
    }
    if (others.length > 0) {
      let missing = 0;
      others.forEach((name, k) => {
        const rating = checkIn.ratings.get(name);
        if (rating === undefined) missing = 1;
        else values[offset + otherStart + k] = rating - (otherMeans[k] as number);
      });
      values[offset + otherStart + others.length] = missing;
    }
    used.forEach((column, k) => {
      values[offset + contextStart + k] = column.values[rows[r] as number] as number;
    });
  }
  return { rows, previous, columns, values, response, clusters };
}

/** As in pair-evidence.ts: a step needs check-ins on both sides, a factor more than one value. */
function usable(column: ContextColumn, rows: readonly number[], settings: ModelSettings): boolean {
  if (rows.length === 0) return false;
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

function widestWindowIndex(windows: readonly DelayWindow[]): number {
  let widest = 0;
  windows.forEach((window, index) => {
    const current = windows[widest] as DelayWindow;
    if (window.toHours - window.fromHours > current.toHours - current.fromHours) widest = index;
  });
  return widest;
}
