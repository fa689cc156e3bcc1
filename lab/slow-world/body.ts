// How a slow-world person feels before any food acts: a day-level state that carries over from day
// to day (a share of yesterday's, plus the day's own change), bad spells of 2-6 days that lift
// every symptom, each symptom's own base, sensitivity to the state and evening offset, and a
// moment-to-moment wobble. Felt levels are in rating points.

import type { Random } from '#lab/insights/random.ts';
import type { SlowPerson } from './person.ts';

export type Body = { state: number[] };

export function drawBody(random: Random, person: SlowPerson, totalDays: number): Body {
  const { keep, dailySd, spellRate, spellLift } = person.body;
  const state: number[] = [];
  let carried = 0;
  let spellLeft = 0;
  for (let day = 0; day < totalDays; day += 1) {
    carried = keep * carried + random.normal(0, dailySd);
    if (spellLeft === 0 && random.bernoulli(spellRate)) spellLeft = random.int(2, 6);
    state.push(carried + (spellLeft > 0 ? spellLift : 0));
    if (spellLeft > 0) spellLeft -= 1;
  }
  return { state };
}

/** Symptom `index`'s felt level at `hour` of `day` before food reactions, without the wobble. */
export function feltBeforeFood(
  person: SlowPerson,
  body: Body,
  index: number,
  day: number,
  hour: number,
): number {
  const { base, sensitivity, evening } = person.body;
  return (
    (base[index] ?? 0) +
    (sensitivity[index] ?? 0) * (body.state[day] ?? 0) +
    (hour >= 17 ? (evening[index] ?? 0) : 0)
  );
}
