// The second training world's reactions (../second-training-world.ts): a gamma-shaped course after
// an onset, its peak at a medium portion the declared effect, and a dose-response that saturates,
// is linear, or acts only above a portion threshold.

import type { Random } from '#lab/insights/random.ts';

export type ReactionShape = {
  /** Hours from the portion to the reaction's start. */
  onsetHours: number;
  /** Gamma course: shape (> 1) and scale in hours; the peak is at (shape - 1) · scale after onset. */
  shape: number;
  scaleHours: number;
  /** Peak rise on the latent scale at a medium portion (dose 1). */
  effect: number;
  doseResponse: 'saturating' | 'linear' | 'threshold';
  /** saturating: the dose at which the response is 63% of its maximum; threshold: the least dose. */
  doseParameter: number;
};

/** The reaction's rise `hours` after a portion of dose `dose`: the peak at dose 1 is `effect`. */
export function reactionRise(reaction: ReactionShape, hours: number, dose: number): number {
  const u = hours - reaction.onsetHours;
  if (u <= 0) return 0;
  const mode = (reaction.shape - 1) * reaction.scaleHours;
  const course = (u / mode) ** (reaction.shape - 1) * Math.exp(-(u - mode) / reaction.scaleHours);
  return reaction.effect * course * doseFactor(reaction, dose);
}

export function doseFactor(reaction: ReactionShape, dose: number): number {
  if (reaction.doseResponse === 'linear') return dose;
  if (reaction.doseResponse === 'threshold') return dose >= reaction.doseParameter ? 1 : 0;
  const c = reaction.doseParameter;
  return (1 - Math.exp(-dose / c)) / (1 - Math.exp(-1 / c));
}

/** Hours after onset beyond which the course is under 1% of its peak (nothing is added after). */
export function reactionSpan(reaction: ReactionShape): number {
  let u = (reaction.shape - 1) * reaction.scaleHours;
  while (reactionRise({ ...reaction, effect: 1, doseResponse: 'linear' }, reaction.onsetHours + u, 1) > 0.01)
    u += 1;
  return reaction.onsetHours + u;
}

export function drawReaction(random: Random, effect: number): ReactionShape {
  const shape = random.uniform(1.5, 5);
  const meanHours = random.uniform(6, 30);
  const doseResponse = random.weightedChoice(
    ['saturating', 'linear', 'threshold'] as const,
    [0.5, 0.25, 0.25],
  );
  return {
    onsetHours: random.uniform(2, 40),
    shape,
    scaleHours: meanHours / shape,
    effect,
    doseResponse,
    doseParameter: doseResponse === 'threshold' ? random.uniform(0.55, 0.75) : random.uniform(0.3, 1.2),
  };
}

/** A food's exposures (hours from the first day's midnight, and doses) and its reaction's reach. */
export type Exposed = { exposures: { at: number; dose: number }[]; span: number };

/** The reaction at hour `t` to every portion before it, capped at twice the peak (reactions overlap). */
export function reactionAt(which: Exposed, shape: ReactionShape, t: number): number {
  let total = 0;
  for (const exposure of which.exposures) {
    const lag = t - exposure.at;
    if (lag > 0 && lag < which.span) total += reactionRise(shape, lag, exposure.dose);
  }
  return Math.min(total, 2 * shape.effect);
}
