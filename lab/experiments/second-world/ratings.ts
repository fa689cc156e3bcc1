// How the second training world's people rate (../second-training-world.ts): an ordinal read-out
// of the latent symptom through their own thresholds, with heavy-tailed shocks in the latent.

import type { Random } from '#lab/insights/random.ts';

/** Student t with 3 degrees of freedom, scaled to unit variance. */
export function heavyTailed(random: Random): number {
  const z = random.normal();
  let chi = 0;
  for (let i = 0; i < 3; i += 1) chi += random.normal() ** 2;
  return z / Math.sqrt(chi / 3) / Math.sqrt(3);
}

export type ScaleUse = {
  thresholds: number[];
  /** Levels the person uses; a rating is moved down to the nearest of them (at least the lowest). */
  levels: number[] | null;
  readNoise: number;
  stickiness: number;
  skipZero: boolean;
};

export function drawScaleUse(random: Random): ScaleUse {
  const style = random.weightedChoice(
    ['even', 'compressed', 'stretched', 'coarse'] as const,
    [0.4, 0.2, 0.2, 0.2],
  );
  const spacing =
    style === 'compressed' ? random.uniform(1.3, 1.8) : style === 'stretched' ? random.uniform(0.5, 0.8) : 1;
  const first = style === 'stretched' ? random.uniform(0.6, 1.2) : random.uniform(0.3, 0.7);
  const thresholds = [0, 1, 2, 3, 4].map((k) => first + k * spacing + random.normal(0, 0.1));
  thresholds.sort((a, b) => a - b);
  const levels =
    style === 'coarse'
      ? random.choice([
          [0, 2, 4],
          [1, 3, 5],
          [0, 1, 3, 5],
          [0, 2, 3, 5],
          [1, 2, 4],
        ])
      : null;
  return {
    thresholds,
    levels,
    readNoise: random.uniform(0.15, 0.45),
    stickiness: random.bernoulli(0.4) ? random.uniform(0.2, 0.6) : 0,
    skipZero: random.bernoulli(0.25),
  };
}

export function readOut(use: ScaleUse, latent: number, random: Random, last: number | undefined): number {
  // Logistic reading noise: the person's sense of the symptom at that moment.
  const u = Math.min(Math.max(random.next(), 1e-9), 1 - 1e-9);
  const felt = latent + use.readNoise * Math.log(u / (1 - u));
  let rating = 0;
  for (const threshold of use.thresholds) if (felt > threshold) rating += 1;
  if (use.levels !== null) {
    const allowed = use.levels.filter((level) => level <= rating);
    rating = allowed.length > 0 ? Math.max(...allowed) : (use.levels[0] as number);
  }
  if (last !== undefined && Math.abs(rating - last) <= 1 && random.bernoulli(use.stickiness)) return last;
  return rating;
}
