// How a food acts in the slow world. Four kinds of reaction, each a rise of one symptom's felt
// level (in rating points, before the person's own reading of the scale):
// - same-day: starts 1-6 h after eating and lasts 4-12 h;
// - next-day: starts 12-24 h after and lasts 8-20 h;
// - late: starts 24-48 h after and lasts 12-24 h, so it falls 24-72 h after the meal;
// - cumulative: the food builds a load day by day (a share of yesterday's load stays), harm appears
//   only once the load passes what two days in a row of medium portions leave (three days in a row
//   is the least that does it), reaches its full size under daily eating, and fades over days after
//   the food stops (each day keeps 60-80% of the day before's harm).
// The first three are pulses shaped as a trapezoid (a quarter rising, a half at full, a quarter
// falling); overlapping pulses add up to at most 1.5 times the effect. Most reactions have a dose
// threshold: below 70-90% of a medium portion (every small portion) nothing happens at all.
// The effect is the rise at a medium portion (pulses) or under a medium portion every day
// (cumulative).

import type { TriggerFood } from '#domain/insights/types.ts';
import type { MealSize } from '#domain/journal/meal-options.ts';
import type { Random } from '#lab/insights/random.ts';

export const REACTION_KINDS = ['same-day', 'next-day', 'late', 'cumulative'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

/** What each kind is called in the benches' tables. */
export const REACTION_KIND_LABELS: Readonly<Record<ReactionKind, string>> = {
  'same-day': 'same-day (1-18 h)',
  'next-day': 'next-day (12-44 h)',
  late: '24-72 h',
  cumulative: 'cumulative (3+ days in a row)',
};

/** The portion a meal's size stands for; each real meal varies around it. */
export const SLOW_DOSE: Readonly<Record<MealSize, number>> = { small: 0.5, medium: 1, large: 1.5 };

export type SlowReaction = {
  food: TriggerFood;
  symptomIndex: number;
  effect: 0.5 | 1 | 1.5;
  kind: ReactionKind;
  /** Pulses: hours from the meal to the start, and how long it lasts. */
  onsetHours: number;
  durationHours: number;
  /** The least dose that does anything (0: any). */
  threshold: number;
  /** Cumulative: the share of a day's load still there the next day, and of its harm. */
  retention: number;
  fade: number;
};

export type Exposure = { day: number; hour: number; dose: number };

export function drawReaction(
  random: Random,
  food: TriggerFood,
  symptomIndex: number,
  kind: ReactionKind,
  effect: SlowReaction['effect'],
): SlowReaction {
  const timing: Record<ReactionKind, [number, number, number, number]> = {
    'same-day': [1, 6, 4, 12],
    'next-day': [12, 24, 8, 20],
    late: [24, 48, 12, 24],
    cumulative: [0, 0, 0, 0],
  };
  const [onsetLow, onsetHigh, durationLow, durationHigh] = timing[kind];
  return {
    food,
    symptomIndex,
    effect,
    kind,
    onsetHours: random.uniform(onsetLow, onsetHigh),
    durationHours: random.uniform(durationLow, durationHigh),
    threshold: random.bernoulli(0.7) ? random.uniform(0.7, 0.9) : 0,
    retention: random.uniform(0.6, 0.8),
    fade: random.uniform(0.6, 0.8),
  };
}

function doseFactor(reaction: SlowReaction, dose: number): number {
  return dose < reaction.threshold ? 0 : Math.min(dose, 1.4);
}

function trapezoid(reaction: SlowReaction, lag: number): number {
  const u = (lag - reaction.onsetHours) / reaction.durationHours;
  if (u <= 0 || u >= 1) return 0;
  return u < 0.25 ? u / 0.25 : u > 0.75 ? (1 - u) / 0.25 : 1;
}

/**
 * The reaction's rise at every (day, hour) asked, from the exposures (sorted by time). Cumulative
 * harm on a day follows the load of the days before it, so it is the same all day.
 */
export function reactionCourse(
  reaction: SlowReaction,
  exposures: readonly Exposure[],
  totalDays: number,
): (day: number, hour: number) => number {
  if (reaction.kind === 'cumulative') {
    const intake = new Array<number>(totalDays).fill(0);
    for (const exposure of exposures)
      if (exposure.day < totalDays)
        intake[exposure.day] = (intake[exposure.day] ?? 0) + doseFactor(reaction, exposure.dose);
    const r = reaction.retention;
    // Between the loads of two and three days in a row of medium portions; full at daily eating.
    const onset = 1 + r + 0.5 * r * r;
    const full = 1 / (1 - r);
    const harm = new Array<number>(totalDays + 1).fill(0);
    let load = 0;
    for (let day = 0; day < totalDays; day += 1) {
      load = load * r + (intake[day] ?? 0);
      const reached = Math.min(1, Math.max(0, (load - onset) / (full - onset)));
      harm[day + 1] = Math.max(reached, (harm[day] ?? 0) * reaction.fade);
    }
    return (day) => reaction.effect * (harm[day] ?? 0);
  }
  const times = exposures.map((exposure) => exposure.day * 24 + exposure.hour);
  const reach = reaction.onsetHours + reaction.durationHours;
  return (day, hour) => {
    const t = day * 24 + hour;
    let total = 0;
    // Exposures are in time order: walk back from the last one before t while it can still act.
    let index = upperBound(times, t) - 1;
    for (; index >= 0; index -= 1) {
      const lag = t - (times[index] as number);
      if (lag >= reach) break;
      total += doseFactor(reaction, (exposures[index] as Exposure).dose) * trapezoid(reaction, lag);
    }
    return reaction.effect * Math.min(total, 1.5);
  };
}

function upperBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] as number) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}
