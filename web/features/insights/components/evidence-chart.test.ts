import { describe, expect, it } from 'vitest';
import { effectWords } from './evidence-chart.tsx';

describe('effectWords', () => {
  const effect = { estimate: 0.9, low: 0.4, high: 1.3 };

  it('agrees the verb with the symptom: "digestive issues were", "joint pain was"', () => {
    expect(effectWords(effect, 'dairy', 'digestive issues')).toBe(
      'After a medium portion of dairy, your digestive issues were rated about 0.9 points higher (between 0.4 and 1.3), allowing for your other foods and the time of day.',
    );
    expect(effectWords(effect, 'dairy', 'joint pain')).toMatch(
      /^After a medium portion of dairy, your joint pain was rated/,
    );
    expect(effectWords({ estimate: -0.5, low: -0.9, high: -0.1 }, 'gluten', 'headaches')).toMatch(
      /your headaches were rated about 0\.5 points lower/,
    );
    expect(effectWords({ estimate: 0.1, low: -0.3, high: 0.5 }, 'gluten', 'sleep problems')).toMatch(
      /your sleep problems were not clearly rated higher or lower/,
    );
  });
});
