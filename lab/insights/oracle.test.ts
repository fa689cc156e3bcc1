import { describe, expect, it } from 'vitest';
import { trueWindows } from './oracle.ts';

describe('the oracle', () => {
  it('searches the distinct true windows of the person’s reactions, to the hour', () => {
    expect(
      trueWindows([
        { trigger: 'dairy', symptom: 'Fatigue', effect: 1, window: { fromHours: 25.4, toHours: 41.6 } },
        { trigger: 'gluten', symptom: 'Fatigue', effect: 1.5, window: { fromHours: 25.2, toHours: 42.1 } },
        {
          trigger: 'eggs',
          symptom: 'Joint pain',
          effect: 0.5,
          window: { fromHours: 0, toHours: 96, cumulative: true },
        },
        { trigger: 'soy', symptom: 'Joint pain', effect: 1 },
      ]),
    ).toEqual([
      { fromHours: 25, toHours: 42 },
      { fromHours: 0, toHours: 96, cumulative: true },
    ]);
    expect(trueWindows([])).toEqual([]);
  });
});
