// A shift in every symptom's level that the journal gives no reason for (a medicine not recorded,
// a new routine): the single most likely change day in the person's average standardised rating,
// kept only when the step is large against the day-to-day wander of the series. Days, not
// check-ins, are the units, and the test allows for a bad day following a bad day (lag-1
// autocorrelation of the residuals inflates the variance), or every flare would look like a shift.

import type { CheckIn } from './journal-data.ts';

export type ShiftDetection = {
  /** Days on each side of a candidate change, at least. */
  minDaysPerSide: number;
  /** The autocorrelation-adjusted t of the step must exceed this. */
  minT: number;
};

/** The change day (local day number) or null. `knownDays`: steps already adjusted for. */
export function detectLevelShift(
  checkIns: readonly CheckIn[],
  symptoms: readonly string[],
  knownDays: readonly number[],
  options: ShiftDetection,
): number | null {
  if (checkIns.length === 0 || symptoms.length === 0) return null;
  // Each symptom standardised on its own scale, so one jumpy symptom does not decide alone.
  const stats = symptoms.map((symptom) => {
    let n = 0;
    let sum = 0;
    let squares = 0;
    for (const checkIn of checkIns) {
      const rating = checkIn.ratings.get(symptom);
      if (rating === undefined) continue;
      n += 1;
      sum += rating;
      squares += rating * rating;
    }
    const mean = n > 0 ? sum / n : 0;
    const sd = n > 1 ? Math.sqrt(Math.max((squares - n * mean * mean) / (n - 1), 1e-6)) : 1;
    return { mean, sd };
  });
  const dayValues = new Map<number, { sum: number; count: number }>();
  for (const checkIn of checkIns) {
    let sum = 0;
    let count = 0;
    symptoms.forEach((symptom, index) => {
      const rating = checkIn.ratings.get(symptom);
      if (rating === undefined) return;
      const { mean, sd } = stats[index] as { mean: number; sd: number };
      sum += (rating - mean) / sd;
      count += 1;
    });
    if (count === 0) continue;
    const day = dayValues.get(checkIn.day) ?? { sum: 0, count: 0 };
    day.sum += sum / count;
    day.count += 1;
    dayValues.set(checkIn.day, day);
  }
  const days = [...dayValues.keys()].sort((a, b) => a - b);
  const values = days.map((day) => {
    const value = dayValues.get(day) as { sum: number; count: number };
    return value.sum / value.count;
  });
  // A known step is taken out first: the search is for a second, unexplained one.
  const adjusted = removeSteps(days, values, knownDays);
  const n = adjusted.length;
  const minSide = options.minDaysPerSide;
  if (n < 2 * minSide) return null;
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i += 1) prefix[i + 1] = (prefix[i] as number) + (adjusted[i] as number);
  const total = prefix[n] as number;
  let bestIndex = -1;
  let bestScore = 0;
  for (let k = minSide; k <= n - minSide; k += 1) {
    const left = (prefix[k] as number) / k;
    const right = (total - (prefix[k] as number)) / (n - k);
    // The between-segment sum of squares: the split that explains most is the best candidate.
    const score = ((left - right) ** 2 * k * (n - k)) / n;
    if (score > bestScore) {
      bestScore = score;
      bestIndex = k;
    }
  }
  if (bestIndex < 0) return null;
  const leftMean = (prefix[bestIndex] as number) / bestIndex;
  const rightMean = (total - (prefix[bestIndex] as number)) / (n - bestIndex);
  const residuals = adjusted.map((value, i) => value - (i < bestIndex ? leftMean : rightMean));
  let squares = 0;
  let lagged = 0;
  for (let i = 0; i < n; i += 1) {
    squares += (residuals[i] as number) ** 2;
    if (i > 0) lagged += (residuals[i] as number) * (residuals[i - 1] as number);
  }
  const variance = squares / Math.max(n - 2, 1);
  const rho = Math.min(0.9, Math.max(0, squares > 0 ? lagged / squares : 0));
  const inflation = (1 + rho) / (1 - rho);
  const standardError = Math.sqrt(variance * inflation * (1 / bestIndex + 1 / (n - bestIndex)));
  const t = Math.abs(leftMean - rightMean) / Math.max(standardError, 1e-9);
  return t >= options.minT ? (days[bestIndex] as number) : null;
}

function removeSteps(days: readonly number[], values: readonly number[], steps: readonly number[]): number[] {
  let adjusted = [...values];
  for (const step of steps) {
    let beforeSum = 0;
    let before = 0;
    let afterSum = 0;
    let after = 0;
    days.forEach((day, i) => {
      if (day >= step) {
        afterSum += adjusted[i] as number;
        after += 1;
      } else {
        beforeSum += adjusted[i] as number;
        before += 1;
      }
    });
    if (before === 0 || after === 0) continue;
    const beforeMean = beforeSum / before;
    const afterMean = afterSum / after;
    adjusted = adjusted.map((value, i) => value - ((days[i] as number) >= step ? afterMean : beforeMean));
  }
  return adjusted;
}
