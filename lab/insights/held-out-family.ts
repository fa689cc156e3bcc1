// The held-out family (issue 24) as the benchmark reads it: people from the second generator
// (held-out/, written without reading the engine or the training generator) at each horizon. It is
// only ever evaluated on: nothing in the engine is fitted or chosen on it (decision 018).
// That generator makes a journal of a given length rather than cutting one, so each horizon has
// its own people, as in the independent cohort of issue 24 (400 people per horizon).

import { generateHeldOutCohort, type HeldOutPerson } from './held-out/index.ts';
import { EFFECT_SIZES, type EffectSize } from './planted-triggers.ts';
import { mixSeed } from './random.ts';
import type { BenchmarkCase, CohortFamily } from './run-benchmark.ts';

/** People are generated in chunks (each its own small cohort), so a large run never sits in memory. */
const CHUNK = 25;

export type HeldOutFamilyOptions = {
  seed: number;
  /** Share of people who record stress (the generator's default is 60%). */
  stressLoggingShare?: number;
  sleepLoggingShare?: number;
};

export function heldOutFamily(options: HeldOutFamilyOptions): CohortFamily {
  const chunks = new Map<string, HeldOutPerson[]>();
  return {
    casesOf(index, horizons) {
      const chunk = Math.floor(index / CHUNK);
      return horizons.map((days) => {
        const key = `${chunk}@${days}`;
        let people = chunks.get(key);
        if (people === undefined) {
          // Only the current chunk is kept.
          for (const known of chunks.keys()) if (!known.startsWith(`${chunk}@`)) chunks.delete(known);
          people = generateHeldOutCohort({
            people: CHUNK,
            days,
            seed: mixSeed(mixSeed(options.seed, days), chunk),
            stressLoggingShare: options.stressLoggingShare,
            sleepLoggingShare: options.sleepLoggingShare,
          });
          chunks.set(key, people);
        }
        return caseOf(people[index % CHUNK] as HeldOutPerson);
      });
    },
  };
}

function caseOf(person: HeldOutPerson): BenchmarkCase {
  return {
    input: person.input,
    truth: person.truth.pairs.map((pair) => ({
      trigger: pair.trigger,
      symptom: pair.symptom,
      effect: nearestSize(pair.effect),
      window: pair.window,
    })),
    traits: {
      'treatment change': person.traits.hasTreatmentChange,
      'records stress': person.traits.logsStress,
      'unrecorded shift': person.traits.hasUnknownShift === true,
    },
  };
}

/** The held-out effects are the same three sizes; rounding keeps recall by size comparable. */
function nearestSize(effect: number): EffectSize {
  let best: EffectSize = EFFECT_SIZES[0];
  for (const size of EFFECT_SIZES) if (Math.abs(size - effect) < Math.abs(best - effect)) best = size;
  return best;
}
