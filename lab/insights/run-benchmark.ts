// Runs analyzers over a synthetic cohort at several horizons and pools the figures. Each person is
// generated once, at the longest horizon, and their journal is cut at each shorter one, so the
// horizons differ only in how much diary there is, never in who the people are.

import type { AnalyzeJournalInput } from '#domain/insights/types.ts';
import type { Analyzer } from './analyzer.ts';
import { journalAtHorizon } from './horizon.ts';
import { computeFigures, type Figures, type PersonResult, type TruthPair } from './metrics.ts';
import { type Confounders, generatePerson, personSeed } from './synthetic-diary.ts';

/** One person's journal at one horizon, with what is really true of them. */
export type BenchmarkCase = {
  input: AnalyzeJournalInput;
  truth: readonly TruthPair[];
  traits?: Readonly<Record<string, boolean>>;
};

/**
 * Where the people come from: a generator family. `casesOf` gives person `index` at each horizon
 * (sorted, shortest first); the same person at every horizon when the family can cut a journal.
 */
export type CohortFamily = {
  casesOf(index: number, horizons: readonly number[]): BenchmarkCase[];
};

export type BenchmarkOptions = {
  analyzers: Readonly<Record<string, Analyzer>>;
  seed: number;
  people: number;
  /** Diary lengths in days, e.g. [30, 60, 90, 120]. */
  horizons: readonly number[];
  /** Confounders to switch off, for ablations; by default the cohort has them all. */
  confounders?: Partial<Confounders>;
  /** The people; by default the training family's generator (synthetic-diary.ts) with `seed`. */
  family?: CohortFamily;
  /** Called after each person, for a progress line. */
  onPerson?: (done: number, total: number) => void;
  /**
   * Milliseconds now, for timing one analysis: wall time by default; the bench can pass the
   * process's CPU time, which the other work on a shared machine does not inflate.
   */
  clock?: () => number;
};

export type BenchmarkFigures = { analyzer: string; horizon: number; figures: Figures };

export type TraitFigures = BenchmarkFigures & { trait: string; value: boolean };

export type BenchmarkResult = {
  seed: number;
  people: number;
  horizons: number[];
  analyzers: string[];
  figures: BenchmarkFigures[];
  /** The same figures over the people with and without each trait. */
  traitFigures: TraitFigures[];
};

/** The training family: generatePerson's people, each cut at every horizon. */
export function trainingFamily(seed: number, confounders?: Partial<Confounders>): CohortFamily {
  return {
    casesOf(index, horizons) {
      const longest = Math.max(...horizons);
      // One person at a time: a cohort of hundreds at 120 days never has to sit in memory at once.
      const person = generatePerson(personSeed(seed, index), { days: longest, confounders });
      return horizons.map((horizon) => {
        const journal = journalAtHorizon(person, horizon);
        return {
          input: {
            entries: journal.entries,
            profile: person.profile,
            now: journal.now,
            timeZone: person.timeZone,
            // Only the changes made by then: the journal at 60 days knows nothing of day 90.
            treatmentChanges: person.treatmentChanges.filter(
              (change) => Date.parse(`${change.date}T00:00:00Z`) <= Date.parse(journal.now),
            ),
          },
          truth: person.truth.triggers.map(({ trigger, symptom, effect, delayHours }) => ({
            trigger,
            symptom,
            effect,
            window: delayHours,
          })),
          traits: {
            'level shift': person.traits.levelShift !== null,
            'treatment change recorded': person.traits.levelShift?.recorded === true,
            'records stress and sleep': person.traits.recordsFactors,
          },
        };
      });
    },
  };
}

export function runBenchmark({
  analyzers,
  seed,
  people,
  horizons,
  confounders,
  family = trainingFamily(seed, confounders),
  onPerson,
  clock = () => performance.now(),
}: BenchmarkOptions): BenchmarkResult {
  const sortedHorizons = [...new Set(horizons)].sort((a, b) => a - b);
  if (sortedHorizons.length === 0 || sortedHorizons.some((days) => !Number.isInteger(days) || days < 1)) {
    throw new RangeError('horizons must be positive whole numbers of days');
  }
  const names = Object.keys(analyzers);
  const results = new Map<string, PersonResult[]>();
  const keyOf = (name: string, horizon: number) => `${name}@${horizon}`;
  for (let index = 0; index < people; index += 1) {
    const cases = family.casesOf(index, sortedHorizons);
    sortedHorizons.forEach((horizon, h) => {
      const { input, truth, traits } = cases[h] as BenchmarkCase;
      for (const name of names) {
        const analyze = analyzers[name] as Analyzer;
        // The only clock the benchmark reads: how long one analysis takes.
        const started = clock();
        const { associations } = analyze(input, truth);
        const ms = clock() - started;
        const key = keyOf(name, horizon);
        let list = results.get(key);
        if (!list) {
          list = [];
          results.set(key, list);
        }
        // Only the evaluated fields are kept: a large cohort's evidence sentences add up.
        list.push({
          symptoms: input.profile.symptoms,
          truth,
          traits,
          associations: associations.map(({ trigger, symptom, confidence, reported, shape }) => ({
            trigger,
            symptom,
            confidence,
            reported,
            ...(shape === undefined ? {} : { shape }),
          })),
          ms,
        });
      }
    });
    onPerson?.(index + 1, people);
  }
  const figures: BenchmarkFigures[] = [];
  const traitFigures: TraitFigures[] = [];
  for (const horizon of sortedHorizons) {
    for (const name of names) {
      const list = results.get(keyOf(name, horizon)) ?? [];
      figures.push({ analyzer: name, horizon, figures: computeFigures(list) });
      const traits = new Set(list.flatMap((result) => Object.keys(result.traits ?? {})));
      for (const trait of traits) {
        for (const value of [true, false]) {
          const subset = list.filter((result) => (result.traits?.[trait] ?? false) === value);
          if (subset.length > 0) {
            traitFigures.push({ analyzer: name, horizon, trait, value, figures: computeFigures(subset) });
          }
        }
      }
    }
  }
  return { seed, people, horizons: sortedHorizons, analyzers: names, figures, traitFigures };
}

/** The figures of one analyzer at one horizon, or undefined when that was not run. */
export function figuresOf(result: BenchmarkResult, analyzer: string, horizon: number): Figures | undefined {
  return result.figures.find((entry) => entry.analyzer === analyzer && entry.horizon === horizon)?.figures;
}
