import { describe, expect, it } from 'vitest';
import { figuresOf, type PairOutcome } from './evaluate.ts';
import { missedReasons, type WorldFigures } from './missed-reasons.ts';

function pair(truth: number, verdict: PairOutcome['verdict'], probability: number): PairOutcome {
  return {
    caseId: `case-${truth}-${verdict}`,
    symptom: 'Bloating',
    truth,
    probability,
    verdict,
    estimate: 0,
  };
}

const times = [10, 12, 14];

function world(outcomes: PairOutcome[], ceiling: PairOutcome[], ownPrior = outcomes): WorldFigures {
  return {
    analysis: figuresOf(outcomes, times),
    ceiling: figuresOf(ceiling, times),
    ownPrior: figuresOf(ownPrior, times),
    shareReal: 0.5,
    outcomes,
    judgesConfirmed: true,
  };
}

describe('missedReasons', () => {
  it('says nothing for a world that meets every goal, and says a verdict never given is not judged', () => {
    const good = [pair(1, 'raises', 0.99), pair(0, 'no-clear-effect', 0.01)];
    expect(missedReasons(world(good, good))).toEqual([]);
    const silent = [pair(1, 'raises', 0.99), pair(0, 'not-enough-data', 0.01)];
    expect(missedReasons(world(silent, silent))).toEqual([
      "'no-clear-effect' right: never said, so nothing to judge",
    ]);
  });

  it('puts a confirmed miss on the plan when the true shape misses too, and on the search when not', () => {
    const analysis = [
      pair(1, 'not-enough-data', 0.5),
      pair(1.5, 'not-enough-data', 0.5),
      pair(1, 'raises', 0.99),
      pair(0, 'no-clear-effect', 0),
    ];
    const confirmed = (lines: string[]) => lines.find((line) => line.startsWith('confirmed'));
    expect(confirmed(missedReasons(world(analysis, analysis)))).toMatch(
      /^confirmed 0\.333: told the true shape it confirms 0\.333, .*the plan's power/,
    );
    const allFound = analysis.map((item) =>
      item.truth > 0 ? { ...item, verdict: 'raises' as const } : item,
    );
    expect(confirmed(missedReasons(world(analysis, allFound)))).toMatch(
      /confirms 1\.000, so the search over shapes loses the difference$/,
    );
  });

  it("counts the wrong 'raises' with their mean probability", () => {
    const analysis = [pair(1, 'raises', 0.99), pair(0, 'raises', 0.9), pair(0, 'raises', 0.8)];
    const reasons = missedReasons(world(analysis, analysis));
    expect(reasons.find((line) => line.startsWith("'raises' right"))).toMatch(
      /^'raises' right 0\.333: 2 of 3 said of a food with no effect, at a mean probability of 0\.850; told the true shape 0\.333, so the data/,
    );
  });

  it('puts an ECE miss on the prior when the world’s own share meets the goal', () => {
    const overstated = [pair(0, 'not-enough-data', 0.9), pair(1, 'raises', 0.99)];
    const honest = [pair(0, 'not-enough-data', 0.01), pair(1, 'raises', 0.99)];
    const reasons = missedReasons(world(overstated, overstated, honest));
    expect(reasons.find((line) => line.startsWith('ECE'))).toMatch(/so the miss is the prior/);
    const stillOff = missedReasons(world(overstated, overstated, overstated));
    expect(stillOff.find((line) => line.startsWith('ECE'))).toMatch(/the prior alone does not explain it$/);
  });

  it("says when real effects told 'no-clear-effect' are ruled out beyond what the plan can show", () => {
    const analysis = [pair(1.5, 'no-clear-effect', 0.01), pair(1, 'raises', 0.99)];
    const reasons = missedReasons(world(analysis, analysis));
    expect(reasons).toContain(
      "real effects of a point or more told 'no-clear-effect' 0.500: told the true shape 0.500, so reactions this plan cannot show are being ruled out",
    );
    expect(reasons.find((line) => line.startsWith("'no-clear-effect' right"))).toMatch(
      /1 of 1 said of an effect/,
    );
  });
});
