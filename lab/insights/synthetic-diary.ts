// Synthetic diaries with planted triggers: the benchmark's people. A person is drawn from a seed
// alone (no clock, no IO), so a cohort is the same on every machine and the engine can be tuned on
// one cohort (training) and judged on another (test). See the team's design note on insights,
// "How we know it works: the synthetic benchmark". The parts:
//   persona.ts          who the person is (symptoms, zone, diet, habits, logging, stress, flares)
//   planted-triggers.ts the truth: which foods raise which symptoms, and suspicions
//   daily-life.ts       what happens each day: stress, flares, every meal eaten
//   symptom-process.ts  how symptoms move and what each check-in would say
//   journal-logging.ts  what gets written down, when, and as which entries

import type { DayKey } from '#domain/common/day-key.ts';
import type { InsightsProfile, TreatmentChange, TriggerFood } from '#domain/insights/types.ts';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { drawDays, drawMeals, usualMeals } from './daily-life.ts';
import { logJournal } from './journal-logging.ts';
import { drawLevelShift } from './life-events.ts';
import { localClock } from './local-clock.ts';
import { drawPersona } from './persona.ts';
import { drawSuspicions, drawTriggers, type PlantedTrigger } from './planted-triggers.ts';
import { createRandom, mixSeed } from './random.ts';
import { drawCheckIns } from './symptom-process.ts';

export type { EffectSize, PlantedTrigger } from './planted-triggers.ts';
export { EFFECT_SIZES } from './planted-triggers.ts';

/** The longest horizon the benchmark reports. */
export const DEFAULT_DAYS = 120;

/** A meal as it really was, logged or not: for checking a tagger and for stand-in taggers. */
export type TrueMeal = {
  text: string;
  triggers: readonly TriggerFood[];
  /** Portion as a multiple of a medium one. */
  dose: number;
  /** When it was eaten (ISO); a logged entry may say otherwise (backdated or written late). */
  eatenAt: string;
  entryId: string | null;
};

export type SyntheticTruth = {
  triggers: readonly PlantedTrigger[];
  meals: readonly TrueMeal[];
};

export type SyntheticPerson = {
  seed: number;
  profile: InsightsProfile;
  timeZone: string;
  /** The end of the last diary day on the person's clock (ISO). */
  now: string;
  /** Journal entries as the API returns them, in no particular order. */
  entries: JournalEntryDto[];
  truth: SyntheticTruth;
  days: number;
  /** Diary day 0 on the person's calendar. */
  firstDay: DayKey;
  /** Treatment changes the person records (AnalyzeJournalInput.treatmentChanges). */
  treatmentChanges: TreatmentChange[];
  /** What kind of life the person has, for breaking the figures down. */
  traits: {
    /** A change that moves every symptom from one day on, whether the journal records it. */
    levelShift: { recorded: boolean; cutFood: TriggerFood | null } | null;
    recordsFactors: boolean;
    dropsOut: boolean;
  };
};

/** The confounders a person's life can have; all on unless switched off. */
export type Confounders = { stress: boolean; flares: boolean };

export type GeneratePersonOptions = {
  days?: number;
  /**
   * Switching a confounder off (for an ablation: "how many false patterns does stress alone
   * cause?") leaves everything else about the person as it was: the same persona, triggers and
   * habits are drawn, only stressful days or flares never come.
   */
  confounders?: Partial<Confounders>;
};

// Diaries start on a day in 2025 drawn from the seed, so seasons and daylight-saving changes fall
// at different points of different diaries.
const EARLIEST_START = { year: 2025, month: 1, day: 6 };
const START_SPREAD_DAYS = 330;

export function generatePerson(seed: number, options: GeneratePersonOptions = {}): SyntheticPerson {
  const days = options.days ?? DEFAULT_DAYS;
  if (!Number.isInteger(days) || days < 1)
    throw new RangeError(`days must be a positive whole number: ${days}`);
  // Each part draws from its own stream, so changing one part leaves the others' draws alone.
  const random = createRandom(seed);
  const persona = drawPersona(random.fork('persona'));
  if (options.confounders?.stress === false) persona.stress = { ...persona.stress, daily: 0, persistence: 0 };
  if (options.confounders?.flares === false) persona.flares = { ...persona.flares, daily: 0 };
  const usual = usualMeals(random.fork('usual'), persona);
  const planted = drawTriggers(random.fork('triggers'), persona, usual);
  const suspectedTriggers = drawSuspicions(random.fork('suspicions'), planted);
  const shift = drawLevelShift(random.fork('life-events'), persona, usual, suspectedTriggers, days);
  // A food cut with a treatment change is usually one the person already blames, or comes to.
  if (
    shift?.cutFood &&
    !suspectedTriggers.includes(shift.cutFood) &&
    random.fork('cut-suspicion').bernoulli(0.6)
  ) {
    suspectedTriggers.push(shift.cutFood);
    const none = suspectedTriggers.indexOf('none');
    if (none >= 0) suspectedTriggers.splice(none, 1);
  }
  const states = drawDays(random.fork('days'), persona, days);
  const cut = shift?.cutFood ? { food: shift.cutFood, fromDay: shift.day } : null;
  const meals = drawMeals(random.fork('meals'), persona, states, cut);
  const checkIns = drawCheckIns(random.fork('symptoms'), persona, states, meals, planted, shift);
  const start = new Date(Date.UTC(EARLIEST_START.year, EARLIEST_START.month - 1, EARLIEST_START.day));
  start.setUTCDate(start.getUTCDate() + random.fork('start').int(0, START_SPREAD_DAYS));
  const clock = localClock(
    { year: start.getUTCFullYear(), month: start.getUTCMonth() + 1, day: start.getUTCDate() },
    persona.timeZone,
  );
  const logged = logJournal(random.fork('logging'), persona, clock, states, meals, checkIns);
  const nowMs = clock.endOfDayMs(days - 1);
  // What is written after the last day does not exist yet at `now`.
  const entries = random
    .fork('order')
    .shuffle(logged.entries.filter((entry) => Date.parse(entry.createdAt) <= nowMs))
    .map((entry) => (Date.parse(entry.updatedAt) > nowMs ? { ...entry, updatedAt: entry.createdAt } : entry));
  const kept = new Set(entries.map((entry) => entry.id));
  return {
    seed,
    profile: {
      symptoms: persona.symptoms.map((trait) => trait.name),
      suspectedTriggers,
      dietaryRestrictions: persona.dietaryRestrictions.length > 0 ? persona.dietaryRestrictions : ['none'],
    },
    timeZone: persona.timeZone,
    now: new Date(nowMs).toISOString(),
    entries,
    truth: {
      triggers: planted,
      meals: meals.map((meal, index) => {
        const entryId = logged.mealEntryIds[index] ?? null;
        return {
          text: meal.text,
          triggers: meal.triggers,
          dose: meal.dose,
          eatenAt: new Date(Math.round(clock.instantMs(meal.day, meal.hour))).toISOString(),
          entryId: entryId !== null && kept.has(entryId) ? entryId : null,
        };
      }),
    },
    days,
    firstDay: clock.dayKey(0),
    treatmentChanges:
      shift?.recorded && shift.day < days ? [{ date: clock.dayKey(shift.day), ...shift.recorded }] : [],
    traits: {
      levelShift: shift === null ? null : { recorded: shift.recorded !== null, cutFood: shift.cutFood },
      recordsFactors: persona.recordsFactors,
      dropsOut: persona.dropoutDay !== null && persona.dropoutDay < days,
    },
  };
}

export type CohortOptions = {
  seed: number;
  people: number;
  days?: number;
  confounders?: Partial<Confounders>;
};

/** The seed of person `index` in a cohort: cohorts of different sizes share their first people. */
export function personSeed(cohortSeed: number, index: number): number {
  return mixSeed(cohortSeed, index);
}

export function generateCohort({
  seed,
  people,
  days = DEFAULT_DAYS,
  confounders,
}: CohortOptions): SyntheticPerson[] {
  return Array.from({ length: people }, (_, index) =>
    generatePerson(personSeed(seed, index), { days, confounders }),
  );
}
