// The slow world as bench:insights reads it: a family of people observed for months, no plan.
// 40% have no real trigger (so false patterns can be counted); the others one (70%) or two
// pairs, each of a kind and size drawn by drawPair. Each person is drawn once for the longest
// horizon and their journal cut at each shorter one (what had been written by the end of its day).

import type { ExposureWindow, TriggerFood } from '#domain/insights/types.ts';
import { createRandom, mixSeed } from '#lab/insights/random.ts';
import type { BenchmarkCase, CohortFamily } from '#lab/insights/run-benchmark.ts';
import { drawEatenFood, drawPair, drawStartDay, type SlowDiary, simulateSlowDiary } from './diary.ts';
import { drawMeals, foodDayShares, type SlowMeal } from './meals.ts';
import { drawSlowPerson } from './person.ts';
import type { SlowReaction } from './reactions.ts';

/** The slow family's own seed for bench:insights; nothing is fitted or chosen on it. */
export const SLOW_FAMILY_SEED = 0x5105_0a1d;

export const SLOW_TRIGGER_FREE_SHARE = 0.4;

export type SlowJournalPerson = {
  cases: BenchmarkCase[];
  reactions: SlowReaction[];
  /** What the journal does not show, for checks of the world itself. */
  hidden: Pick<SlowDiary, 'felt' | 'checkIns'> & { meals: readonly SlowMeal[]; symptoms: readonly string[] };
};

export function generateSlowJournal(seed: number, horizons: readonly number[]): SlowJournalPerson {
  const root = createRandom(seed);
  const person = drawSlowPerson(root.fork('person'));
  const days = Math.max(...horizons);
  const start = drawStartDay(root.fork('start'));
  const meals = drawMeals(root.fork('meals'), person, days);
  const shares = foodDayShares(meals, days);
  const choose = root.fork('triggers');
  const reactions: SlowReaction[] = [];
  if (!choose.bernoulli(SLOW_TRIGGER_FREE_SHARE)) {
    const count = choose.bernoulli(0.7) ? 1 : 2;
    for (let n = 0; n < count; n += 1) {
      const food = drawEatenFood(
        choose,
        shares,
        reactions.map((reaction) => reaction.food),
      );
      if (food !== null) reactions.push(drawPair(choose, food, choose.int(0, person.symptoms.length - 1)));
    }
  }
  const suspect = root.fork('suspicions');
  const suspected = new Set<TriggerFood>();
  for (const reaction of reactions) if (suspect.bernoulli(0.5)) suspected.add(reaction.food);
  const blamed = drawEatenFood(suspect, shares);
  if (blamed !== null && suspect.bernoulli(0.3)) suspected.add(blamed);
  const diary = simulateSlowDiary(root.fork('diary'), person, start, days, meals, reactions);
  const truth = reactions.map((reaction) => ({
    trigger: reaction.food,
    symptom: person.symptoms[reaction.symptomIndex] as string,
    effect: reaction.effect,
    window: trueWindow(reaction),
  }));
  const drift = Math.abs(person.scale.offsetDrift) * (days / 100) >= 0.5;
  const cases = [...horizons].map((horizon): BenchmarkCase => {
    const now = diary.clock.endOfDayMs(horizon - 1);
    return {
      input: {
        entries: diary.entries.filter((entry) => Date.parse(entry.createdAt) <= now),
        profile: {
          symptoms: [...person.symptoms],
          suspectedTriggers: [...suspected],
          dietaryRestrictions: ['none'],
        },
        now: new Date(now).toISOString(),
        timeZone: person.zone,
        treatmentChanges: [],
      },
      truth,
      traits: {
        'cumulative trigger': reactions.some((reaction) => reaction.kind === 'cumulative'),
        '24-72 h trigger': reactions.some((reaction) => reaction.kind === 'late'),
        'scale drifts half a point': drift,
      },
    };
  });
  return {
    cases,
    reactions,
    hidden: { felt: diary.felt, checkIns: diary.checkIns, meals, symptoms: person.symptoms },
  };
}

/**
 * Where a reaction falls, for the oracle: a pulse's start to its end after the meal; a build-up
 * over days, the engine's own cumulative window (the oracle is told the shape, not the load).
 */
function trueWindow(reaction: SlowReaction): ExposureWindow {
  if (reaction.kind === 'cumulative') return { fromHours: 0, toHours: 96, cumulative: true };
  return { fromHours: reaction.onsetHours, toHours: reaction.onsetHours + reaction.durationHours };
}

export function slowFamily(seed: number): CohortFamily {
  return {
    casesOf(index, horizons) {
      return generateSlowJournal(mixSeed(seed, index), horizons).cases;
    },
  };
}
