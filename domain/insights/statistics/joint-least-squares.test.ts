import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../test-support/seeded-random.ts';
import { estimateCoefficients } from './joint-least-squares.ts';
import { estimateCoefficient } from './least-squares.ts';

/** y = 2 + 1.5·a + 0·b + noise, b = a half the time: b is a companion of a that does nothing. */
function companions(rows: number, seed = 4) {
  const random = seededRandom(seed);
  const design = new Float64Array(rows * 3);
  const response = new Float64Array(rows);
  const clusters = new Int32Array(rows);
  for (let r = 0; r < rows; r += 1) {
    const a = random() < 0.4 ? 1 : 0;
    const b = a === 1 && random() < 0.5 ? 1 : random() < 0.15 ? 1 : 0;
    design[r * 3] = 1;
    design[r * 3 + 1] = a;
    design[r * 3 + 2] = b;
    response[r] = 2 + 1.5 * a + (random() - 0.5) * 1.2;
    clusters[r] = Math.floor(r / 2);
  }
  return { design, response, clusters };
}

describe('joint least squares', () => {
  it('gives every wanted coefficient what the one-coefficient solver gives it', () => {
    const { design, response, clusters } = companions(300);
    const joint = estimateCoefficients({ design, rows: 300, columns: 3, response, clusters, wanted: [1, 2] });
    for (const [k, column] of [1, 2].entries()) {
      const single = estimateCoefficient({ design, rows: 300, columns: 3, response, clusters, column });
      expect(joint[k]?.estimate).toBeCloseTo(single?.estimate ?? Number.NaN, 10);
      expect(joint[k]?.standardError).toBeCloseTo(single?.standardError ?? Number.NaN, 10);
      expect(joint[k]?.classicalStandardError).toBeCloseTo(single?.classicalStandardError ?? Number.NaN, 10);
    }
  });

  it('credits the food that acts, not the one eaten with it', () => {
    const { design, response, clusters } = companions(400, 9);
    const [acting, companion] = estimateCoefficients({
      design,
      rows: 400,
      columns: 3,
      response,
      clusters,
      wanted: [1, 2],
    });
    expect(acting?.estimate).toBeGreaterThan(1.3);
    expect(Math.abs(companion?.estimate ?? 9)).toBeLessThan(3 * (companion?.standardError ?? 0));
  });

  it('says nothing rather than something when there are too few rows or clusters', () => {
    const { design, response } = companions(4);
    expect(
      estimateCoefficients({
        design,
        rows: 4,
        columns: 3,
        response,
        clusters: new Int32Array(4),
        wanted: [1],
      }),
    ).toEqual([null]);
  });
});
