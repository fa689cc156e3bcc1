// The experiment's evidence about one food and each plan symptom, from a model built for the plan
// (decision 029): the rating is the person's level at that time of day, plus the food's effect
// (one coefficient per medium portion) through a reaction kernel, plus an error that is the day's
// level (AR(1) over calendar days) and the check-in's own noise.
// - The kernel says when a portion acts: from `fromHours` to `toHours` after it. The delay is
//   unknown, so a grid of kernels is weighed, each as likely a priori: the food's Bayes factor is
//   the mean of the kernels' factors (a proper mixture over the delay, not a search).
// - The error model's two numbers (how alike the check-ins of a day are, and how alike
//   consecutive days are) are estimated per symptom by maximum restricted likelihood under "no
//   effect", over a small grid. Modelled this way, the day's shared mood neither inflates the
//   evidence (as independent errors would) nor needs a previous-rating term that would also
//   swallow a reaction lasting a day.
// - Each kernel's coefficient is estimated by generalised least squares (day-level-gls.ts),
//   adjusted for the time of day, recorded treatment changes (steps), stress and sleep when
//   recorded, and optionally the mean of the person's other symptoms, and becomes a one-sided
//   Bayes factor (half-normal prior on the effect).
// Exposures are what was logged, slips included; an avoid or washout day with nothing logged is a
// day without the food (the plan's rule), an eat day is known only when meals were logged.

import { logMeanExp, logOneSidedBayesFactor } from '#domain/common/statistics/bayes-factor.ts';
import { logNormalCdf } from '#domain/common/statistics/normal.ts';
import type { CheckIn, DelayWindow, JournalData, Meal, TriggerFood } from '#domain/insights/public.ts';
import { computeExposures, contextCovariates, foodIndex, MODEL_SETTINGS } from '#domain/insights/public.ts';
import {
  type DayErrorModel,
  dayPrecision,
  gramWithColumn,
  sweepFit,
  type WeighedColumns,
  weighColumns,
  weightedGram,
} from './day-level-gls.ts';
import type { ExperimentData } from './experiment-data.ts';
import type { ExperimentSettings } from './experiment-settings.ts';

export type KernelEvidence = {
  kernel: DelayWindow;
  /** Check-ins in this kernel's regression, and those with the food in the kernel. */
  rows: number;
  exposed: number;
  estimate: number;
  standardError: number;
  logBayesFactor: number;
};

export type DesignEvidence = {
  symptom: string;
  /** log of the kernel-averaged one-sided Bayes factor (0 when nothing was estimable). */
  logBayesFactor: number;
  kernels: readonly KernelEvidence[];
  errorModel: DayErrorModel;
  /**
   * Check-ins after `settings.buildUpDays` days in a row with the food against the others: null
   * when not asked or not estimable (no such run, or too few check-ins after one).
   */
  buildUp: KernelEvidence | null;
};

const TIMES = ['morning', 'afternoon', 'evening', 'night'] as const;

function key(symptom: string): string {
  return symptom.trim().toLowerCase();
}

/** Days whose food is known: those with meals logged, and the plan's days without the food. */
function knownFoodDays(data: ExperimentData, avoidDaysKnown: boolean): Set<number> {
  const known = new Set(data.journal.mealDays);
  if (avoidDaysKnown) for (const [day, planDay] of data.days) if (planDay.food === 'avoid') known.add(day);
  return known;
}

/** Each plan symptom's evidence about the tested food, by the symptom's key. */
export function designEvidence(
  data: ExperimentData,
  settings: ExperimentSettings,
): Map<string, DesignEvidence> {
  const found = new Map<string, DesignEvidence>();
  const food = data.food;
  if (!data.valid || food === null || data.symptoms.length === 0) return found;
  const journal = data.journal;
  const from = data.firstDay - settings.prePlanDays;
  const to = Math.min(data.lastDay, journal.today);
  const checkIns = journal.checkIns.filter((checkIn) => checkIn.day >= from && checkIn.day <= to);
  if (checkIns.length === 0) return found;
  const longest = Math.max(...settings.kernels.map((kernel) => kernel.toHours));
  const meals = journal.meals.filter(
    (meal) => meal.day >= from - Math.ceil(longest / 24) - 1 && meal.day <= to,
  );
  const known = knownFoodDays(data, settings.avoidDaysKnown);
  const exposures = computeExposures(meals, checkIns, known, settings.kernels);
  const index = foodIndex(food);
  const buildUp = buildUpExposure(meals, checkIns, known, food, settings.buildUpDays);
  const window: JournalData = { ...journal, meals, checkIns };
  const context = contextCovariates(window, { ...MODEL_SETTINGS, context: settings.context });
  const firstDay = checkIns[0]?.day ?? 0;
  const columns: Column[] = [...context.columns];
  for (const symptom of data.symptoms) {
    const name = journal.symptoms.find((tracked) => key(tracked) === key(symptom));
    if (name === undefined || found.has(key(symptom))) continue;
    const evidence = symptomEvidence(
      name,
      journal.symptoms,
      checkIns,
      firstDay,
      columns,
      settings,
      (k) => ({ dose: exposures.dose[k]?.[index] as Float64Array, known: exposures.known[k] as Uint8Array }),
      buildUp,
    );
    if (evidence !== null) found.set(key(symptom), evidence);
  }
  return found;
}

type Column = { values: Float64Array };

function symptomEvidence(
  name: string,
  symptoms: readonly string[],
  checkIns: readonly CheckIn[],
  firstDay: number,
  contextColumns: readonly Column[],
  settings: ExperimentSettings,
  exposureOf: (kernel: number) => { dose: Float64Array; known: Uint8Array },
  buildUpExposureOf: { dose: Float64Array; known: Uint8Array } | null,
): DesignEvidence | null {
  // The symptom's rated check-ins.
  const rated: number[] = [];
  checkIns.forEach((checkIn, i) => {
    if (checkIn.ratings.has(name)) rated.push(i);
  });
  if (rated.length < settings.minCheckIns) return null;
  const others = symptoms.filter((other) => other !== name);
  const otherMean = settings.adjustOtherSymptoms ? otherSymptomColumn(checkIns, others) : null;
  // Adjustment columns over the rated check-ins: intercept, times of day present (but one),
  // context columns that vary, the other symptoms' mean.
  const baseAll: Float64Array[] = [Float64Array.from(checkIns, () => 1)];
  const present = TIMES.filter((time) => rated.some((i) => (checkIns[i] as CheckIn).timeOfDay === time));
  for (const time of present.slice(1))
    baseAll.push(Float64Array.from(checkIns, (checkIn) => (checkIn.timeOfDay === time ? 1 : 0)));
  for (const column of contextColumns) baseAll.push(column.values);
  if (otherMean !== null) baseAll.push(otherMean.values, otherMean.missing);
  const response = Float64Array.from(checkIns, (checkIn) => checkIn.ratings.get(name) ?? 0);

  // Kernels whose known days are the same share their rows: their adjustment columns are cut once.
  const picked = new Map<string, Float64Array[]>();
  const pick = (rows: readonly number[]) => {
    const signature = rows.join(',');
    const cached = picked.get(signature);
    if (cached !== undefined) return cached;
    const columns: Float64Array[] = [];
    baseAll.forEach((column, c) => {
      const cut = new Float64Array(rows.length);
      for (let r = 0; r < rows.length; r += 1) cut[r] = column[rows[r] as number] as number;
      if (c === 0 || varies(cut)) columns.push(cut);
    });
    picked.set(signature, columns);
    return columns;
  };

  const days = (checkIns.at(-1)?.day ?? firstDay) - firstDay + 1;
  const dayIndices = (rows: readonly number[]) =>
    Int32Array.from(rows, (i) => (checkIns[i] as CheckIn).day - firstDay);
  const responseOf = (rows: readonly number[]) => Float64Array.from(rows, (i) => response[i] as number);

  // The error model that best explains the ratings (restricted likelihood over the grid), with
  // the adjustment columns.
  const estimateErrorModel = (rows: readonly number[]): DayErrorModel => {
    const columns = pick(rows);
    const dayOf = dayIndices(rows);
    const ratings = responseOf(rows);
    let chosen: DayErrorModel = { rho: 0, lambda: 0 };
    let bestLikelihood = Number.NEGATIVE_INFINITY;
    settings.errorGrid.rho.forEach((rho, r) => {
      for (const lambda of settings.errorGrid.lambda) {
        // Without a day level its correlation means nothing: independent check-ins are tried once.
        if (lambda === 0 && r > 0) continue;
        const model = { rho, lambda };
        const likelihood = restrictedLikelihood(dayOf, days, model, columns, ratings);
        if (likelihood > bestLikelihood) {
          bestLikelihood = likelihood;
          chosen = model;
        }
      }
    });
    return chosen;
  };

  type KernelData = { k: number; rows: number[]; exposure: Float64Array; exposed: number };
  const kernelData: KernelData[] = [];
  settings.kernels.forEach((_, k) => {
    const { dose, known } = exposureOf(k);
    const rows = rated.filter((i) => known[i] === 1);
    if (rows.length < settings.minCheckIns) return;
    const exposure = Float64Array.from(rows, (i) => dose[i] as number);
    let exposed = 0;
    for (const value of exposure) if (value > 0) exposed += 1;
    if (exposed < settings.minExposed || rows.length - exposed < settings.minExposed) return;
    kernelData.push({ k, rows, exposure, exposed });
  });
  if (kernelData.length === 0) return null;

  const errorModel = estimateErrorModel(rated);
  // One kernel's coefficient by GLS, as a one-sided Bayes factor (null when not estimable).
  // Kernels whose known days are the same share their rows: the adjustment columns' and the
  // ratings' weighted cross-products are computed once, and each kernel adds its exposure's.
  const weighedByRows = new Map<string, WeighedColumns | null>();
  const weighedFor = (rows: readonly number[]): WeighedColumns | null => {
    const signature = rows.join(',');
    let weighed = weighedByRows.get(signature);
    if (weighed === undefined) {
      const precision = dayPrecision(dayIndices(rows), days, errorModel);
      weighed = precision === null ? null : weighColumns(precision, [...pick(rows), responseOf(rows)]);
      weighedByRows.set(signature, weighed);
    }
    return weighed;
  };
  const fitKernel = (
    kernel: DelayWindow,
    rows: number[],
    exposure: Float64Array,
    exposed: number,
  ): KernelEvidence | null => {
    const weighed = weighedFor(rows);
    if (weighed === null) return null;
    const size = weighed.columns.length + 1;
    const fit = sweepFit(gramWithColumn(weighed, exposure, size - 2), size, size - 1, size - 2);
    const residualDf = rows.length - (size - 1);
    if (fit === null || residualDf < 3 || !(fit.unscaledVariance > 0)) return null;
    const variance = Math.max(fit.rss / residualDf, settings.minResidualVariance);
    const standardError = Math.sqrt(variance * fit.unscaledVariance);
    const estimate = fit.coefficient;
    if (!Number.isFinite(estimate) || !(standardError > 0)) return null;
    const logBayesFactor = logOneSidedBayesFactor(estimate, standardError, settings.priorScale);
    return { kernel, rows: rows.length, exposed, estimate, standardError, logBayesFactor };
  };
  const kernels: KernelEvidence[] = [];
  // Kernels without data speak neither way: they keep their prior weight with a factor of 1.
  const factors = settings.kernels.map(() => 0);
  for (const { k, rows, exposure, exposed } of kernelData) {
    const fitted = fitKernel(settings.kernels[k] as DelayWindow, rows, exposure, exposed);
    if (fitted === null) continue;
    factors[k] = fitted.logBayesFactor;
    kernels.push(fitted);
  }
  if (kernels.length === 0) return null;
  let buildUp: KernelEvidence | null = null;
  if (buildUpExposureOf !== null) {
    const { dose, known } = buildUpExposureOf;
    const rows = rated.filter((i) => known[i] === 1);
    const exposure = Float64Array.from(rows, (i) => dose[i] as number);
    let exposed = 0;
    for (const value of exposure) if (value > 0) exposed += 1;
    if (exposed >= settings.minExposed && rows.length - exposed >= settings.minExposed)
      buildUp = fitKernel({ fromHours: 0, toHours: settings.buildUpDays * 24 }, rows, exposure, exposed);
  }
  return { symptom: name, logBayesFactor: logMeanExp(factors), kernels, errorModel, buildUp };
}

/**
 * Each check-in's build-up exposure: 1 after `days` whole days in a row with the food (the days
 * before the check-in's own), 0 after none of them with it; known only when those days' food is
 * known. Null when not asked.
 */
function buildUpExposure(
  meals: readonly Meal[],
  checkIns: readonly CheckIn[],
  known: ReadonlySet<number>,
  food: TriggerFood,
  days: number,
): { dose: Float64Array; known: Uint8Array } | null {
  if (days <= 0) return null;
  const eaten = new Set(meals.filter((meal) => meal.foods.includes(food)).map((meal) => meal.day));
  const dose = new Float64Array(checkIns.length);
  const isKnown = new Uint8Array(checkIns.length);
  checkIns.forEach((checkIn, c) => {
    let withFood = 0;
    for (let back = 1; back <= days; back += 1) {
      const day = checkIn.day - back;
      if (!known.has(day)) return;
      if (eaten.has(day)) withFood += 1;
    }
    // Partial runs are neither: they would mix a single portion's reaction into the build-up.
    if (withFood === days) dose[c] = 1;
    else if (withFood > 0) return;
    isKnown[c] = 1;
  });
  return { dose, known: isKnown };
}

function varies(column: Float64Array): boolean {
  for (let i = 1; i < column.length; i += 1) if (column[i] !== column[0]) return true;
  return false;
}

/** The other symptoms' mean rating at each check-in, centred, with a column marking none rated. */
function otherSymptomColumn(
  checkIns: readonly CheckIn[],
  others: readonly string[],
): { values: Float64Array; missing: Float64Array } | null {
  if (others.length === 0) return null;
  const raw = checkIns.map((checkIn) => {
    let sum = 0;
    let count = 0;
    for (const other of others) {
      const rating = checkIn.ratings.get(other);
      if (rating === undefined) continue;
      sum += rating;
      count += 1;
    }
    return count > 0 ? sum / count : null;
  });
  const known = raw.filter((value): value is number => value !== null);
  if (known.length === 0) return null;
  const mean = known.reduce((sum, value) => sum + value, 0) / known.length;
  return {
    values: Float64Array.from(raw, (value) => (value === null ? 0 : value - mean)),
    missing: Float64Array.from(raw, (value) => (value === null ? 1 : 0)),
  };
}

/** The restricted log-likelihood of the null model, σ² profiled out. */
function restrictedLikelihood(
  dayOf: Int32Array,
  days: number,
  model: DayErrorModel,
  columns: readonly Float64Array[],
  response: Float64Array,
): number {
  const precision = dayPrecision(dayOf, days, model);
  if (precision === null) return Number.NEGATIVE_INFINITY;
  const all = [...columns, response];
  const size = all.length;
  const gram = weightedGram(precision, all);
  const fit = sweepFit(gram, size, size - 1, 0);
  if (fit === null) return Number.NEGATIVE_INFINITY;
  const p = size - 1;
  const df = dayOf.length - p;
  if (df < 3 || !(fit.rss > 0)) return Number.NEGATIVE_INFINITY;
  // log det of the adjustment columns' weighted Gram (the "restricted" part), by Cholesky.
  let logDetGram = 0;
  const matrix = new Float64Array(p * p);
  for (let a = 0; a < p; a += 1)
    for (let b = 0; b < p; b += 1) matrix[a * p + b] = gram[a * size + b] as number;
  for (let i = 0; i < p; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let sum = matrix[i * p + j] as number;
      for (let k = 0; k < j; k += 1) sum -= (matrix[i * p + k] as number) * (matrix[j * p + k] as number);
      if (i === j) {
        if (!(sum > 0)) return Number.NEGATIVE_INFINITY;
        matrix[i * p + i] = Math.sqrt(sum);
        logDetGram += Math.log(sum);
      } else matrix[i * p + j] = sum / (matrix[j * p + j] as number);
    }
  }
  return -0.5 * (precision.logDeterminant + logDetGram + df * Math.log(fit.rss / df));
}

/**
 * The chance the food raises the symptom by `threshold` points per medium portion or more, given
 * that it raises it at all: each kernel's posterior under the half-normal prior (a normal
 * truncated at zero), weighted by the kernel's factor.
 */
export function shareAtLeast(evidence: DesignEvidence, threshold: number, priorScale: number): number {
  if (evidence.kernels.length === 0) return 0;
  let largest = Number.NEGATIVE_INFINITY;
  for (const kernel of evidence.kernels) largest = Math.max(largest, kernel.logBayesFactor);
  let weights = 0;
  let share = 0;
  for (const kernel of evidence.kernels) {
    const weight = Math.exp(kernel.logBayesFactor - largest);
    const v = kernel.standardError ** 2;
    const w = priorScale ** 2;
    const mean = (kernel.estimate * w) / (v + w);
    const sd = Math.sqrt((v * w) / (v + w));
    const above = Math.exp(logNormalCdf((mean - threshold) / sd) - logNormalCdf(mean / sd));
    weights += weight;
    share += weight * (Number.isFinite(above) ? Math.min(1, above) : 0);
  }
  return weights > 0 ? share / weights : 0;
}

/** The effect per medium portion, averaged over the kernels by their factors, with its spread. */
export function averagedEffect(evidence: DesignEvidence): { estimate: number; standardError: number } | null {
  if (evidence.kernels.length === 0) return null;
  let largest = Number.NEGATIVE_INFINITY;
  for (const kernel of evidence.kernels) largest = Math.max(largest, kernel.logBayesFactor);
  let weights = 0;
  let mean = 0;
  let square = 0;
  for (const kernel of evidence.kernels) {
    const weight = Math.exp(kernel.logBayesFactor - largest);
    weights += weight;
    mean += weight * kernel.estimate;
    square += weight * (kernel.standardError ** 2 + kernel.estimate ** 2);
  }
  mean /= weights;
  const variance = Math.max(square / weights - mean * mean, 0);
  return { estimate: mean, standardError: Math.sqrt(variance) };
}
