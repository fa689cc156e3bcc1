// Runs analyzers over a synthetic cohort at several horizons and pools the figures. Each person is
// generated once, at the longest horizon, and their journal is cut at each shorter one, so the
// horizons differ only in how much diary there is, never in who the people are.

import type { AnalyzeJournalInput } from '../types.ts';
import type { Analyzer } from './analyzer.ts';
import { journalAtHorizon } from './horizon.ts';
import { computeFigures, type Figures, type PersonResult } from './metrics.ts';
import { type Confounders, generatePerson, personSeed } from './synthetic-diary.ts';

export type BenchmarkOptions = {
  analyzers: Readonly<Record<string, Analyzer>>;
  seed: number;
  people: number;
  /** Diary lengths in days, e.g. [30, 60, 90, 120]. */
  horizons: readonly number[];
  /** Confounders to switch off, for ablations; by default the cohort has them all. */
  confounders?: Partial<Confounders>;
  /** Called after each person, for a progress line. */
  onPerson?: (done: number, total: number) => void;
};

export type BenchmarkFigures = { analyzer: string; horizon: number; figures: Figures };

export type BenchmarkResult = {
  seed: number;
  people: number;
  horizons: number[];
  analyzers: string[];
  figures: BenchmarkFigures[];
};

export function runBenchmark({
  analyzers,
  seed,
  people,
  horizons,
  confounders,
  onPerson,
}: BenchmarkOptions): BenchmarkResult {
  const sortedHorizons = [...new Set(horizons)].sort((a, b) => a - b);
  const longest = sortedHorizons.at(-1);
  if (longest === undefined || sortedHorizons.some((days) => !Number.isInteger(days) || days < 1)) {
    throw new RangeError('horizons must be positive whole numbers of days');
  }
  const names = Object.keys(analyzers);
  const results = new Map<string, PersonResult[]>();
  const keyOf = (name: string, horizon: number) => `${name}@${horizon}`;
  for (let index = 0; index < people; index += 1) {
    // One person at a time: a cohort of hundreds at 120 days never has to sit in memory at once.
    const person = generatePerson(personSeed(seed, index), { days: longest, confounders });
    for (const horizon of sortedHorizons) {
      const journal = journalAtHorizon(person, horizon);
      const input: AnalyzeJournalInput = {
        entries: journal.entries,
        profile: person.profile,
        now: journal.now,
        timeZone: person.timeZone,
        // Only the changes made by then: the journal at 60 days knows nothing of day 90.
        treatmentChanges: person.treatmentChanges.filter(
          (change) => Date.parse(`${change.date}T00:00:00Z`) <= Date.parse(journal.now),
        ),
      };
      for (const name of names) {
        const analyze = analyzers[name] as Analyzer;
        // The only clock the benchmark reads: how long one analysis takes.
        const started = performance.now();
        const { associations } = analyze(input);
        const ms = performance.now() - started;
        const key = keyOf(name, horizon);
        let list = results.get(key);
        if (!list) {
          list = [];
          results.set(key, list);
        }
        list.push({ symptoms: person.profile.symptoms, truth: person.truth.triggers, associations, ms });
      }
    }
    onPerson?.(index + 1, people);
  }
  const figures: BenchmarkFigures[] = [];
  for (const horizon of sortedHorizons) {
    for (const name of names) {
      figures.push({
        analyzer: name,
        horizon,
        figures: computeFigures(results.get(keyOf(name, horizon)) ?? []),
      });
    }
  }
  return { seed, people, horizons: sortedHorizons, analyzers: names, figures };
}

/** The figures of one analyzer at one horizon, or undefined when that was not run. */
export function figuresOf(result: BenchmarkResult, analyzer: string, horizon: number): Figures | undefined {
  return result.figures.find((entry) => entry.analyzer === analyzer && entry.horizon === horizon)?.figures;
}
