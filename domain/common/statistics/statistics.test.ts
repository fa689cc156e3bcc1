import { describe, expect, it } from 'vitest';
import { logistic, logMeanExp, logOneSidedBayesFactor } from './bayes-factor.ts';
import { estimateCoefficient } from './least-squares.ts';
import { logNormalCdf, normalCdf, normalQuantile, Z_80 } from './normal.ts';
import { studentTQuantile } from './student-t.ts';

describe('normal distribution', () => {
  it('matches known values of Φ', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1.959963984540054)).toBeCloseTo(0.025, 6);
    expect(normalCdf(Z_80)).toBeCloseTo(0.9, 6);
  });

  it('stays finite in the far tails, where a plain Φ would underflow to log 0', () => {
    // log Φ(-40) ≈ -804.6 (Mills' ratio); Φ itself is 0 in double precision.
    expect(logNormalCdf(-40)).toBeCloseTo(-804.608, 2);
    expect(logNormalCdf(40)).toBeCloseTo(0, 12);
    expect(Number.isFinite(logNormalCdf(-1e5))).toBe(true);
  });

  it('inverts Φ across the centre and both tails', () => {
    expect(normalQuantile(0.5)).toBeCloseTo(0, 9);
    expect(normalQuantile(0.9)).toBeCloseTo(Z_80, 7);
    expect(normalQuantile(0.025)).toBeCloseTo(-1.959963984540054, 7);
    for (const p of [1e-6, 0.01, 0.02425, 0.3, 0.7, 0.97575, 0.999])
      expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 6);
  });
});

describe('one-sided Bayes factor', () => {
  it('favours an effect for a large positive estimate and no effect for a negative one', () => {
    expect(logOneSidedBayesFactor(1, 0.2, 1)).toBeGreaterThan(Math.log(100));
    expect(logOneSidedBayesFactor(-1, 0.2, 1)).toBeLessThan(Math.log(0.05));
  });

  it('says nothing either way when the estimate is hopelessly imprecise', () => {
    expect(logOneSidedBayesFactor(0.5, 1000, 1)).toBeCloseTo(0, 2);
  });

  it('equals the exact marginal likelihood ratio computed by numerical integration', () => {
    const estimate = 0.4;
    const se = 0.3;
    const scale = 0.8;
    const density = (x: number, sd: number) => Math.exp(-0.5 * (x / sd) ** 2) / (sd * Math.sqrt(2 * Math.PI));
    let marginal = 0;
    const step = 0.0005;
    for (let effect = step / 2; effect < 10; effect += step) {
      marginal += 2 * density(effect, scale) * density(estimate - effect, se) * step;
    }
    const exact = Math.log(marginal / density(estimate, se));
    expect(logOneSidedBayesFactor(estimate, se, scale)).toBeCloseTo(exact, 4);
  });

  it('averages factors, not their logarithms', () => {
    expect(logMeanExp([Math.log(1), Math.log(3)])).toBeCloseTo(Math.log(2), 12);
    expect(logMeanExp([1000, 1000])).toBeCloseTo(1000, 9);
    expect(logistic(1000)).toBe(1);
    expect(logistic(-1000)).toBe(0);
  });
});

describe('least squares with day-clustered errors', () => {
  function fitLine(rows: { x: number; y: number; day: number }[]) {
    const design = new Float64Array(rows.length * 2);
    rows.forEach((row, r) => {
      design[r * 2] = 1;
      design[r * 2 + 1] = row.x;
    });
    return estimateCoefficient({
      design,
      rows: rows.length,
      columns: 2,
      response: Float64Array.from(rows.map((row) => row.y)),
      clusters: Int32Array.from(rows.map((row) => row.day)),
      column: 1,
    });
  }

  it('recovers the slope of an exact line with a tiny standard error', () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({ x: i % 5, y: 2 + 0.5 * (i % 5), day: i }));
    const result = fitLine(rows);
    expect(result?.estimate).toBeCloseTo(0.5, 7);
    expect(result?.standardError).toBeLessThan(1e-6);
  });

  it('widens the error when the rows of a day move together', () => {
    // Ten days, four check-ins each; the day's shared shift lines up with x, so treating the 40
    // rows as independent would overstate what they show.
    const shifts = [0.9, -0.7, 0.4, -0.2, 0.8, -0.9, 0.1, -0.4, 0.6, -0.6];
    const clustered: { x: number; y: number; day: number }[] = [];
    const independent: { x: number; y: number; day: number }[] = [];
    shifts.forEach((shift, day) => {
      for (let k = 0; k < 4; k += 1) {
        const x = day % 2;
        const noise = ((k * 7 + day * 3) % 5) / 10 - 0.2;
        clustered.push({ x, y: shift + noise, day });
        independent.push({ x, y: shift + noise, day: day * 4 + k });
      }
    });
    const a = fitLine(clustered);
    const b = fitLine(independent);
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    expect(a?.estimate).toBeCloseTo(b?.estimate ?? Number.NaN, 12);
    expect(a?.standardError ?? 0).toBeGreaterThan(1.4 * (b?.standardError ?? 0));
  });

  it('refuses to estimate from too few rows or clusters', () => {
    expect(
      fitLine([
        { x: 1, y: 1, day: 1 },
        { x: 2, y: 2, day: 1 },
      ]),
    ).toBeNull();
    expect(fitLine(Array.from({ length: 10 }, (_, i) => ({ x: i, y: i, day: i < 5 ? 0 : 1 })))).toBeNull();
  });

  it('answers with a huge error, not a confident estimate, for a column that never varies', () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({ x: 0, y: (i * 37) % 5, day: i }));
    const result = fitLine(rows);
    if (result !== null) expect(Math.abs(result.estimate / result.standardError)).toBeLessThan(1);
  });
});

describe("Student's t quantile", () => {
  it('matches published t-table values from 3 degrees of freedom on', () => {
    const table: [number, number, number, number][] = [
      [3, 1.6377, 2.3534, 3.1824],
      [5, 1.4759, 2.015, 2.5706],
      [12, 1.3562, 1.7823, 2.1788],
      [26, 1.315, 1.7056, 2.0555],
      [100, 1.2901, 1.6602, 1.984],
    ];
    for (const [df, q90, q95, q975] of table) {
      expect(studentTQuantile(0.9, df)).toBeCloseTo(q90, 2);
      expect(studentTQuantile(0.95, df)).toBeCloseTo(q95, 2);
      expect(studentTQuantile(0.975, df)).toBeCloseTo(q975, 2);
    }
    expect(studentTQuantile(0.95, 12)).toBeCloseTo(1.7823, 3);
    expect(studentTQuantile(0.05, 12)).toBeCloseTo(-1.7823, 3);
    expect(studentTQuantile(0.95, 0)).toBeNaN();
  });
});
