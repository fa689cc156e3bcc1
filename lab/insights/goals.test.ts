import { describe, expect, it } from 'vitest';
import { precisionShortfall, recallShortfall } from './goals.ts';
import type { Figures } from './metrics.ts';

const recall = (found: number, planted: number) => ({ found, planted, recall: found / planted });

function byShape(sameDay: number, delayed: number, planted = 20): Figures['recallByShape'] {
  return {
    'same-day': recall(sameDay, planted),
    delayed: recall(delayed, planted),
    cumulative: recall(0, 0),
  };
}

describe('the reasons a goal is missed', () => {
  it('counts the false patterns fewer that would bring precision to 0.92', () => {
    expect(precisionShortfall(41, 45)).toBe('4 false patterns among 45: 1 fewer would meet it');
    expect(precisionShortfall(46, 50)).toBe('met');
    expect(precisionShortfall(0, 0)).toBe('nothing was shown');
  });

  it('counts the real patterns more that would reach half the oracle, and names the widest gap', () => {
    expect(recallShortfall(recall(41, 276), recall(86, 276), byShape(8, 3), byShape(12, 15))).toBe(
      "2 more of the 276 effects of a point or more would meet it; the widest gap is in delayed reactions, 3 found against the oracle's 15 of 20",
    );
    expect(recallShortfall(recall(43, 276), recall(86, 276), undefined, undefined)).toBe('met');
  });
});
