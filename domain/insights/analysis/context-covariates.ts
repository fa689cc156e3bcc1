// What moves every symptom whatever the person eats, as columns every food's regression adjusts
// for (decision 018):
// - recorded treatment changes: a step from the change day, so days before and after are compared
//   separately (a medicine that lowers every symptom from 3 March must not make the food cut that
//   same week look like a trigger);
// - level shifts nobody recorded, found by change-point detection on all symptoms together
//   (level-shifts.ts), entered the same way;
// - the check-in factors when the person records them: stress at the check-in, last night's hours
//   and quality of sleep. Stress raises symptoms and pushes people to comfort food and a drink, so
//   without it those foods take the blame.
// Each column holds one value per check-in (journal order); pair-evidence.ts keeps those that vary
// among a symptom's check-ins.

import { type CheckIn, changesWithinJournal, type JournalData } from './journal-data.ts';
import { detectLevelShift } from './level-shifts.ts';
import type { ModelSettings } from './model-settings.ts';

export type ContextColumn = {
  kind: 'treatment' | 'shift' | 'factor' | 'factor-missing';
  /** The local day a step starts (steps only). */
  day?: number;
  values: Float64Array;
};

export type ContextCovariates = {
  columns: readonly ContextColumn[];
  /** The level shift found in the ratings without a recorded reason, if any. */
  detectedShiftDay: number | null;
};

type Factor = 'stress' | 'sleepHours' | 'sleepQuality';
const FACTORS: readonly Factor[] = ['stress', 'sleepHours', 'sleepQuality'];

export function contextCovariates(data: JournalData, settings: ModelSettings): ContextCovariates {
  const { checkIns } = data;
  const columns: ContextColumn[] = [];
  const stepDays: number[] = [];
  const addStep = (kind: 'treatment' | 'shift', day: number) => {
    // Two steps within a week of each other cannot be told apart; the first stands for both.
    if (stepDays.some((known) => Math.abs(known - day) < settings.context.minDaysBetweenSteps)) return;
    stepDays.push(day);
    columns.push({
      kind,
      day,
      values: Float64Array.from(checkIns, (checkIn) => (checkIn.day >= day ? 1 : 0)),
    });
  };
  if (settings.context.treatmentSteps) {
    // A change before the journal is its starting state: a step there would be a column of ones
    // and, worse, a note telling the person their symptoms moved after it.
    for (const change of changesWithinJournal(data)) addStep('treatment', change.day);
  }
  let detectedShiftDay: number | null = null;
  if (settings.context.detectShifts) {
    detectedShiftDay = detectLevelShift(checkIns, data.symptoms, stepDays, settings.context.shift);
    if (detectedShiftDay !== null) addStep('shift', detectedShiftDay);
  }
  if (settings.context.factors) {
    for (const factor of FACTORS) {
      const column = factorColumns(checkIns, factor, settings.context.minFactorValues);
      columns.push(...column);
    }
  }
  return { columns, detectedShiftDay };
}

/** The factor, centred, with a column marking check-ins without it (when some lack it). */
function factorColumns(checkIns: readonly CheckIn[], factor: Factor, minValues: number): ContextColumn[] {
  let count = 0;
  let sum = 0;
  for (const checkIn of checkIns) {
    const value = checkIn[factor];
    if (value === null) continue;
    count += 1;
    sum += value;
  }
  if (count < minValues) return [];
  const mean = sum / count;
  const values = Float64Array.from(checkIns, (checkIn) => {
    const value = checkIn[factor];
    return value === null ? 0 : value - mean;
  });
  if (count === checkIns.length) return [{ kind: 'factor', values }];
  const missing = Float64Array.from(checkIns, (checkIn) => (checkIn[factor] === null ? 1 : 0));
  return [
    { kind: 'factor', values },
    { kind: 'factor-missing', values: missing },
  ];
}
