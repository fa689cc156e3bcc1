// The hidden state of each day in the second training world (../second-training-world.ts): a
// calm/flare Markov chain, stress with multi-day episodes, and spells with nothing logged (likelier
// in a flare, less likely on the plan's days).

import type { Random } from '#lab/insights/random.ts';

export type DayStates = {
  /** The flare's load that day (0 when calm). */
  flare: number[];
  /** Stress on a 1-5 scale. */
  stress: number[];
  /** A day with nothing logged. */
  off: boolean[];
};

export function drawDayStates(days: Random, totalDays: number, planned: (day: number) => boolean): DayStates {
  const toFlare = days.uniform(0.02, 0.1);
  const toCalm = days.uniform(0.15, 0.45);
  const stressEpisode = days.uniform(0.02, 0.08);
  const offStart = days.uniform(0.005, 0.035);
  const flare: number[] = [];
  const stress: number[] = [];
  const off: boolean[] = [];
  let inFlare = days.bernoulli(toFlare / (toFlare + toCalm));
  let flareSize = days.uniform(1, 2.5);
  let episode = 0;
  let offLeft = 0;
  let stressLevel = days.uniform(1.5, 2.5);
  for (let day = 0; day < totalDays; day += 1) {
    if (inFlare ? days.bernoulli(toCalm) : days.bernoulli(toFlare)) {
      inFlare = !inFlare;
      flareSize = days.uniform(1, 2.5);
    }
    flare.push(inFlare ? flareSize * days.uniform(0.7, 1.1) : 0);
    if (episode === 0 && days.bernoulli(stressEpisode)) episode = days.int(2, 6);
    stressLevel = 0.6 * stressLevel + 0.4 * days.uniform(1.3, 2.7);
    stress.push(stressLevel + (episode > 0 ? days.uniform(1, 2) : 0));
    if (episode > 0) episode -= 1;
    const plannedDay = planned(day);
    if (offLeft === 0 && days.bernoulli(offStart * (inFlare ? 2 : 1) * (plannedDay ? 0.5 : 1)))
      offLeft = days.int(1, 4);
    off.push(offLeft > 0);
    if (offLeft > 0) offLeft -= 1;
  }

  return { flare, stress, off };
}
