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

import { contextCovariates } from '../analysis/context-covariates.ts';
import { computeExposures, foodIndex } from '../analysis/exposures.ts';
import type { CheckIn, JournalData, Meal } from '../analysis/journal-data.ts';
import { MODEL_SETTINGS } from '../analysis/model-settings.ts';
import { logMeanExp, logOneSidedBayesFactor } from '../statistics/bayes-factor.ts';
import { logNormalCdf, normalQuantile } from '../statistics/normal.ts';
import type { DelayWindow } from '../types.ts';
import { type DayErrorModel, dayPrecision, sweepFit, weightedGram } from './day-level-gls.ts';
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
   * With `settings.randomisation`: the share of re-assignments of the reintroduction's portions to
   * other days of it whose kernel-averaged factor is at least the observed one (the observed
   * assignment counted), so the evidence does not rest on the error model being right.
   */
  randomisationP?: number;
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
  const exposures = computeExposures(
    meals,
    checkIns,
    knownFoodDays(data, settings.avoidDaysKnown),
    settings.kernels,
  );
  const index = foodIndex(food);
  const window: JournalData = { ...journal, meals, checkIns };
  const context = contextCovariates(window, { ...MODEL_SETTINGS, context: settings.context });
  const firstDay = checkIns[0]?.day ?? 0;
  const columns: Column[] = [...context.columns];
  if (settings.challengeStep) {
    // A step at the first portion: the challenges are compared with the washouts between them
    // only, so a change of level that comes with them (an unrecorded medicine, a worse month) is
    // not the food's.
    let firstPortion: number | null = null;
    for (const [day, planDay] of data.days)
      if (planDay.food === 'eat' && (firstPortion === null || day < firstPortion)) firstPortion = day;
    if (firstPortion !== null) {
      const from = firstPortion;
      columns.push({ values: Float64Array.from(checkIns, (checkIn) => (checkIn.day >= from ? 1 : 0)) });
    }
  }
  columns.push(...slowChangeColumns(checkIns, journal.treatmentChanges, settings));
  for (const symptom of data.symptoms) {
    const name = journal.symptoms.find((tracked) => key(tracked) === key(symptom));
    if (name === undefined || found.has(key(symptom))) continue;
    const evidence = symptomEvidence(
      name,
      journal.symptoms,
      checkIns,
      firstDay,
      data.firstDay,
      columns,
      settings,
      (k) => ({
        dose: exposures.dose[k]?.[index] as Float64Array,
        known: exposures.known[k] as Uint8Array,
      }),
    );
    if (evidence !== null) found.set(key(symptom), evidence);
  }
  // Only symptoms whose probability could reach a 'raises' need the re-assignments: the gate
  // cannot change any other verdict, and it is most of the cost.
  const { intercept, slope } = settings.calibration;
  const contenders = new Map(
    [...found].filter(
      ([, evidence]) =>
        settings.randomisation !== null &&
        1 / (1 + Math.exp(-(intercept + slope * evidence.logBayesFactor))) >=
          settings.randomisation.fromProbability,
    ),
  );
  if (settings.randomisation !== null && contenders.size > 0) {
    const draws = reassignedPortions(data, meals, to, settings.randomisation.draws);
    const beaten = new Map<string, number>();
    // Each contender's kernel estimates under every re-assignment, by kernel index.
    const spreads = new Map<string, number[][]>();
    for (const symptomKey of contenders.keys())
      spreads.set(
        symptomKey,
        settings.kernels.map(() => []),
      );
    for (const drawn of draws) {
      const again = computeExposures(
        drawn,
        checkIns,
        knownFoodDays(data, settings.avoidDaysKnown),
        settings.kernels,
      );
      for (const [symptomKey, observed] of contenders) {
        // The error model stays the one estimated on the real record (under "no effect", so it
        // does not depend on where the portions were): only the exposures move.
        const evidence = symptomEvidence(
          observed.symptom,
          journal.symptoms,
          checkIns,
          firstDay,
          data.firstDay,
          columns,
          settings,
          (k) => ({
            dose: again.dose[k]?.[index] as Float64Array,
            known: again.known[k] as Uint8Array,
          }),
          observed.errorModel,
        );
        for (const item of evidence?.kernels ?? [])
          spreads.get(symptomKey)?.[settings.kernels.indexOf(item.kernel)]?.push(item.estimate);
        const value = evidence?.logBayesFactor ?? 0;
        if (value >= observed.logBayesFactor) beaten.set(symptomKey, (beaten.get(symptomKey) ?? 0) + 1);
      }
    }
    if (draws.length > 0)
      for (const [symptomKey, observed] of contenders)
        observed.randomisationP = (1 + (beaten.get(symptomKey) ?? 0)) / (1 + draws.length);
    if (draws.length > 0 && settings.randomisation.mode !== 'gate') {
      const mode = settings.randomisation.mode;
      for (const [symptomKey, observed] of contenders) {
        const byKernel = spreads.get(symptomKey) ?? [];
        const factors = settings.kernels.map(() => 0);
        const kernels = observed.kernels.map((item) => {
          const k = settings.kernels.indexOf(item.kernel);
          const values = byKernel[k] ?? [];
          if (values.length < 5) {
            factors[k] = item.logBayesFactor;
            return item;
          }
          const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
          let square = 0;
          for (const value of values) square += (value - mean) ** 2;
          const spread = Math.sqrt(square / (values.length - 1));
          // 'spread': the estimate against the re-assignments' own centre and spread (the null the
          // plan's days give); 'spread-max': the model's error, widened when the re-assignments
          // vary more than the model says.
          const estimate = mode === 'spread' ? item.estimate - mean : item.estimate;
          const standardError = mode === 'spread' ? spread : Math.max(item.standardError, spread);
          if (!(standardError > 0)) {
            factors[k] = item.logBayesFactor;
            return item;
          }
          const logBayesFactor = logOneSidedBayesFactor(estimate, standardError, settings.priorScale);
          factors[k] = logBayesFactor;
          return { ...item, estimate, standardError, logBayesFactor };
        });
        found.set(symptomKey, { ...observed, kernels, logBayesFactor: logMeanExp(factors) });
      }
    }
  }
  return found;
}

/**
 * The meals of the reintroduction (from its first portion day to the analysis's last day) that
 * hold the tested food, moved to other days of it, at the same hour: `draws` re-assignments,
 * each a sorted meal list. Deterministic (seeded by the plan and the record), so an analysis is
 * reproducible. Slips before the reintroduction and the journal before the plan stay where they
 * were. Empty when the reintroduction has not started or has no room to move its portions.
 */
function reassignedPortions(
  data: ExperimentData,
  meals: readonly Meal[],
  lastDay: number,
  draws: number,
): Meal[][] {
  const food = data.food;
  if (food === null) return [];
  let firstPortion: number | null = null;
  for (const [day, planDay] of data.days)
    if (planDay.food === 'eat' && (firstPortion === null || day < firstPortion)) firstPortion = day;
  if (firstPortion === null || firstPortion > lastDay) return [];
  const phaseDays: number[] = [];
  for (let day = firstPortion; day <= lastDay; day += 1) phaseDays.push(day);
  const moving = meals.filter((meal) => meal.day >= (firstPortion as number) && meal.foods.includes(food));
  const staying = meals.filter(
    (meal) => !(meal.day >= (firstPortion as number) && meal.foods.includes(food)),
  );
  if (moving.length === 0 || moving.length >= phaseDays.length) return [];
  let state = (data.firstDay * 2654435761 + moving.length * 40503 + meals.length) >>> 0;
  const random = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const result: Meal[][] = [];
  for (let draw = 0; draw < draws; draw += 1) {
    // Distinct days for the moved meals: a partial Fisher-Yates shuffle of the phase's days.
    const pool = phaseDays.slice();
    const moved = moving.map((meal, m) => {
      const pick = m + Math.floor(random() * (pool.length - m));
      const day = pool[pick] as number;
      pool[pick] = pool[m] as number;
      pool[m] = day;
      return { ...meal, day, at: meal.at + (day - meal.day) * MS_PER_DAY };
    });
    result.push([...staying, ...moved].sort((a, b) => a.at - b.at));
  }
  return result;
}

const MS_PER_DAY = 86_400_000;

/**
 * Columns for slow changes of level (decision 029, addendum 4), one value per check-in:
 * - `treatmentRamp`: each recorded treatment change (the first of those closer than the context's
 *   `minDaysBetweenSteps`, as its steps) also as a ramp, 0 up to the change day, rising to 1 over
 *   `days` days, then flat;
 * - `slowTrend`: Legendre polynomials of degree 1..`degree` in the day, over the analysed span
 *   mapped to [-1, 1] (orthogonal-ish, well scaled), needing no record.
 * A column that does not vary among a symptom's check-ins is dropped there (symptomEvidence).
 */
function slowChangeColumns(
  checkIns: readonly CheckIn[],
  treatmentChanges: JournalData['treatmentChanges'],
  settings: ExperimentSettings,
): Column[] {
  const columns: Column[] = [];
  if (settings.treatmentRamp !== null && settings.treatmentRamp.days > 0) {
    const length = settings.treatmentRamp.days;
    const rampDays: number[] = [];
    const firstDay = checkIns[0]?.day ?? Number.POSITIVE_INFINITY;
    for (const change of treatmentChanges) {
      // A change whose ramp was over before the first check-in (a medicine taken long before the
      // journal) is its starting state: a column of ones, that must not crowd out a later change.
      if (change.day + length <= firstDay) continue;
      if (rampDays.some((day) => Math.abs(day - change.day) < settings.context.minDaysBetweenSteps)) continue;
      rampDays.push(change.day);
      const from = change.day;
      columns.push({
        values: Float64Array.from(checkIns, (checkIn) =>
          Math.min(1, Math.max(0, (checkIn.day - from) / length)),
        ),
      });
    }
  }
  if (settings.slowTrend !== null && settings.slowTrend.degree >= 1 && checkIns.length > 0) {
    const first = (checkIns[0] as CheckIn).day;
    const span = (checkIns.at(-1) as CheckIn).day - first;
    if (span > 0) {
      const x = Float64Array.from(checkIns, (checkIn) => (2 * (checkIn.day - first)) / span - 1);
      // Bonnet's recursion: (n + 1) P(n+1) = (2n + 1) x P(n) - n P(n-1).
      let previous = Float64Array.from(x, () => 1);
      let current = x;
      columns.push({ values: current });
      for (let n = 1; n < settings.slowTrend.degree; n += 1) {
        const next = new Float64Array(x.length);
        for (let i = 0; i < x.length; i += 1)
          next[i] =
            ((2 * n + 1) * (x[i] as number) * (current[i] as number) - n * (previous[i] as number)) / (n + 1);
        previous = current;
        current = next;
        columns.push({ values: current });
      }
    }
  }
  return columns;
}

type Column = { values: Float64Array };

function symptomEvidence(
  name: string,
  symptoms: readonly string[],
  checkIns: readonly CheckIn[],
  firstDay: number,
  planFirstDay: number,
  contextColumns: readonly Column[],
  settings: ExperimentSettings,
  exposureOf: (kernel: number) => { dose: Float64Array; known: Uint8Array },
  fixedErrorModel: DayErrorModel | null = null,
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
  if (settings.response === 'normal-scores') normalScores(response, rated, checkIns);

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
  // the adjustment columns and, once a kernel is found, its exposure.
  const estimateErrorModel = (rows: readonly number[], extra: Float64Array | null): DayErrorModel => {
    const columns = extra === null ? pick(rows) : [...pick(rows), extra];
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

  type KernelData = {
    k: number;
    rows: number[];
    exposure: Float64Array;
    before: Float64Array | null;
    exposed: number;
  };
  const kernelData: KernelData[] = [];
  settings.kernels.forEach((_, k) => {
    const { dose, known } = exposureOf(k);
    const rows = rated.filter((i) => known[i] === 1);
    if (rows.length < settings.minCheckIns) return;
    const inPlan = (i: number) => (checkIns[i] as CheckIn).day >= planFirstDay;
    // 'separate': the journal before the plan has its own coefficient, so habits that come with the
    // food (stress and comfort food) adjust the level and the noise but do not vote on the effect.
    const separate = settings.prePlanExposure === 'separate';
    const exposure = Float64Array.from(rows, (i) => (separate && !inPlan(i) ? 0 : (dose[i] as number)));
    const before = separate ? Float64Array.from(rows, (i) => (inPlan(i) ? 0 : (dose[i] as number))) : null;
    let exposed = 0;
    for (const value of exposure) if (value > 0) exposed += 1;
    if (exposed < settings.minExposed || rows.length - exposed < settings.minExposed) return;
    kernelData.push({ k, rows, exposure, before, exposed });
  });
  if (kernelData.length === 0) return null;

  const kernelPass = (errorModel: DayErrorModel) => {
    const kernels: KernelEvidence[] = [];
    // Kernels without data speak neither way: they keep their prior weight with a factor of 1.
    const factors = settings.kernels.map(() => 0);
    for (const { k, rows, exposure, before, exposed } of kernelData) {
      const precision = dayPrecision(dayIndices(rows), days, errorModel);
      if (precision === null) continue;
      const columns = [...pick(rows), ...(before === null ? [] : [before]), exposure, responseOf(rows)];
      const size = columns.length;
      const fit = sweepFit(weightedGram(precision, columns), size, size - 1, size - 2);
      const residualDf = rows.length - (size - 1);
      if (fit === null || residualDf < 3 || !(fit.unscaledVariance > 0)) continue;
      const variance = Math.max(fit.rss / residualDf, settings.minResidualVariance);
      const standardError = Math.sqrt(variance * fit.unscaledVariance);
      const estimate = fit.coefficient;
      if (!Number.isFinite(estimate) || !(standardError > 0)) continue;
      const logBayesFactor = logOneSidedBayesFactor(estimate, standardError, settings.priorScale);
      factors[k] = logBayesFactor;
      kernels.push({
        kernel: settings.kernels[k] as DelayWindow,
        rows: rows.length,
        exposed,
        estimate,
        standardError,
        logBayesFactor,
      });
    }
    return { kernels, factors };
  };

  let errorModel = fixedErrorModel ?? estimateErrorModel(rated, null);
  let { kernels, factors } = kernelPass(errorModel);
  if (fixedErrorModel === null && settings.errorModelWithBestKernel && kernels.length > 0) {
    // A real reaction left in the errors makes them look noisier and more alike from day to day
    // than they are: the model is estimated again beside the best kernel's exposure.
    let best = 0;
    for (let k = 1; k < kernels.length; k += 1)
      if ((kernels[k] as KernelEvidence).logBayesFactor > (kernels[best] as KernelEvidence).logBayesFactor)
        best = k;
    const data = kernelData.find(
      (item) => settings.kernels[item.k] === (kernels[best] as KernelEvidence).kernel,
    );
    if (data !== undefined) {
      const again = estimateErrorModel(data.rows, data.exposure);
      if (again.rho !== errorModel.rho || again.lambda !== errorModel.lambda) {
        errorModel = again;
        ({ kernels, factors } = kernelPass(errorModel));
      }
    }
  }
  if (kernels.length === 0) return null;
  return { symptom: name, logBayesFactor: logMeanExp(factors), kernels, errorModel };
}

/**
 * Ratings on the bounded 0-5 scale replaced, within each time of day, by their normal scores
 * (mid-ranks through the normal quantile), rescaled to the ratings' own spread there: a rank
 * analysis that a run of zeros (the floor) or a few extreme days cannot dominate, in points.
 */
function normalScores(response: Float64Array, rated: readonly number[], checkIns: readonly CheckIn[]): void {
  for (const time of TIMES) {
    const rows = rated.filter((i) => (checkIns[i] as CheckIn).timeOfDay === time);
    if (rows.length < 3) continue;
    const values = rows.map((i) => response[i] as number);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const spread = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length);
    if (!(spread > 0)) continue;
    const order = rows.slice().sort((a, b) => (response[a] as number) - (response[b] as number));
    const scores = new Map<number, number>();
    for (let start = 0; start < order.length; ) {
      let end = start;
      const value = response[order[start] as number] as number;
      while (end + 1 < order.length && response[order[end + 1] as number] === value) end += 1;
      const midRank = (start + end) / 2 + 1;
      scores.set(value, normalQuantile((midRank - 0.5) / order.length));
      start = end + 1;
    }
    const z = rows.map((i) => scores.get(response[i] as number) ?? 0);
    const zMean = z.reduce((sum, value) => sum + value, 0) / z.length;
    const zSpread = Math.sqrt(z.reduce((sum, value) => sum + (value - zMean) ** 2, 0) / z.length);
    if (!(zSpread > 0)) continue;
    rows.forEach((i, r) => {
      response[i] = mean + (((z[r] as number) - zMean) / zSpread) * spread;
    });
  }
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
