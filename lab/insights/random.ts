// A small seeded random source for the synthetic benchmark. Math.random cannot be seeded, and the
// benchmark must give the same cohort for the same seed on every machine so that figures from
// different runs (and from the engine's tuning on the training cohort) can be compared.

/** Mixes two 32-bit values into one (murmur3's finaliser), so child seeds do not overlap. */
export function mixSeed(a: number, b: number): number {
  let h = (Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A stable 32-bit hash of a label, to derive named sub-streams ("meals", "symptoms") from a seed. */
export function hashLabel(label: string): number {
  let h = 0x811c9dc5;
  for (let index = 0; index < label.length; index += 1) {
    h = Math.imul(h ^ label.charCodeAt(index), 0x01000193);
  }
  return h >>> 0;
}

export type Random = {
  /** Uniform in [0, 1). */
  next(): number;
  uniform(low: number, high: number): number;
  /** A whole number in [low, high], both included. */
  int(low: number, high: number): number;
  bernoulli(probability: number): boolean;
  normal(mean?: number, sd?: number): number;
  poisson(lambda: number): number;
  choice<T>(items: readonly T[]): T;
  weightedIndex(weights: readonly number[]): number;
  weightedChoice<T>(items: readonly T[], weights: readonly number[]): T;
  shuffle<T>(items: readonly T[]): T[];
  /** A version-4 UUID drawn from this stream, so entry ids are reproducible too. */
  uuid(): string;
  /** An independent stream for a named part of the simulation: adding draws to one part then
   * leaves the others' draws unchanged, which keeps cohorts stable while the generator evolves. */
  fork(label: string): Random;
};

/** mulberry32: tiny, fast, and good enough for simulation (not for anything secret). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // Box-Muller makes two normals per pair of uniforms; keeping the spare halves the cost.
  let spare: number | null = null;
  const standardNormal = (): number => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    const u = 1 - next();
    const v = next();
    const radius = Math.sqrt(-2 * Math.log(u));
    spare = radius * Math.sin(2 * Math.PI * v);
    return radius * Math.cos(2 * Math.PI * v);
  };
  const weightedIndex = (weights: readonly number[]): number => {
    let total = 0;
    for (const weight of weights) total += Math.max(0, weight);
    if (!(total > 0)) throw new RangeError('weightedIndex needs at least one positive weight');
    let target = next() * total;
    for (let index = 0; index < weights.length; index += 1) {
      target -= Math.max(0, weights[index] as number);
      if (target < 0) return index;
    }
    // Rounding can leave a sliver of target; the last positive weight takes it.
    for (let index = weights.length - 1; index >= 0; index -= 1) {
      if ((weights[index] as number) > 0) return index;
    }
    return weights.length - 1;
  };
  const random: Random = {
    next,
    uniform: (low, high) => low + (high - low) * next(),
    int: (low, high) => low + Math.floor(next() * (high - low + 1)),
    bernoulli: (probability) => next() < probability,
    normal: (mean = 0, sd = 1) => mean + sd * standardNormal(),
    poisson: (lambda) => {
      // Knuth's method: the benchmark's rates are small (a few per day), where it is exact and quick.
      const limit = Math.exp(-lambda);
      let count = 0;
      let product = next();
      while (product > limit) {
        count += 1;
        product *= next();
      }
      return count;
    },
    choice: (items) => {
      if (items.length === 0) throw new RangeError('choice needs at least one item');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weightedIndex,
    weightedChoice: (items, weights) => items[weightedIndex(weights)] as (typeof items)[number],
    shuffle: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [
          copy[other] as (typeof copy)[number],
          copy[index] as (typeof copy)[number],
        ];
      }
      return copy;
    },
    uuid: () => {
      const hex: string[] = [];
      for (let index = 0; index < 32; index += 1) hex.push(Math.floor(next() * 16).toString(16));
      hex[12] = '4';
      hex[16] = (8 + Math.floor(next() * 4)).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
    fork: (label) => createRandom(mixSeed(seed, hashLabel(label))),
  };
  return random;
}

/** `value` held within [low, high]: draws from a normal kept to plausible hours or ratings. */
export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
