import { describe, expect, it } from 'vitest';
import { analyzeExperiment } from '#domain/experiments/analysis/analyze-experiment.ts';
import { journalEntryDtoSchema } from '#domain/journal/journal-entry.ts';
import { EFFECT_SIZES } from '../insights/planted-triggers.ts';
import {
  doseFactor,
  generateSecondTrainingExperiment,
  reactionRise,
  secondTrainingCohort,
} from './second-training-world.ts';

describe('the second training experiment world', () => {
  it('is deterministic for a seed', () => {
    expect(secondTrainingCohort(11, 3)).toEqual(secondTrainingCohort(11, 3));
    expect(secondTrainingCohort(11, 2)).not.toEqual(secondTrainingCohort(12, 2));
  });

  it('gives valid journals and plans that the analysis accepts', () => {
    for (const item of secondTrainingCohort(21, 4, { challengeCheckIns: true })) {
      expect(item.input.plan.days).toHaveLength(35);
      expect(item.extended.plan.days.length).toBeGreaterThan(35);
      for (const entry of item.extended.entries)
        expect(journalEntryDtoSchema.safeParse(entry).success).toBe(true);
      for (const entry of item.input.entries)
        expect(Date.parse(entry.createdAt)).toBeLessThanOrEqual(Date.parse(item.input.now));
      expect(item.input.entries.some((entry) => entry.type === 'symptom')).toBe(true);
      const result = analyzeExperiment(item.input);
      expect(result.status).toBe('finished');
      expect(result.results.map((entry) => entry.symptom)).toEqual(item.input.plan.symptoms);
      for (const entry of result.results) {
        expect(entry.probability).toBeGreaterThanOrEqual(0);
        expect(entry.probability).toBeLessThanOrEqual(1);
      }
    }
  });

  // 60 people on a fixed seed, so the share cannot flake; the world's figures over 400 are
  // bench:experiments's.
  it('gives about half of the people a real trigger of one symptom, of a declared size', () => {
    const cases = secondTrainingCohort(31, 60);
    const real = cases.filter((item) => item.traits.real);
    expect(real.length / cases.length).toBeGreaterThan(0.35);
    expect(real.length / cases.length).toBeLessThan(0.65);
    for (const item of cases) {
      const effects = Object.values(item.truth).filter((effect) => effect !== 0);
      if (item.traits.real) {
        expect(effects).toHaveLength(1);
        expect(EFFECT_SIZES).toContain(effects[0]);
      } else expect(effects).toHaveLength(0);
    }
  });

  it("plants each reaction as declared: its peak at a medium portion is the truth's effect", () => {
    let checked = 0;
    for (let seed = 1; checked < 30; seed += 1) {
      const item = generateSecondTrainingExperiment(seed);
      const reaction = item.person.reaction;
      if (reaction === null) continue;
      checked += 1;
      const peak = reaction.onsetHours + (reaction.shape - 1) * reaction.scaleHours;
      expect(reactionRise(reaction, peak, 1)).toBeCloseTo(
        item.truth[item.person.target as string] as number,
        9,
      );
      expect(reactionRise(reaction, peak - 0.5, 1)).toBeLessThan(reactionRise(reaction, peak, 1));
      expect(reactionRise(reaction, peak + 0.5, 1)).toBeLessThan(reactionRise(reaction, peak, 1));
      // Nothing before its onset (2-40 h).
      expect(reaction.onsetHours).toBeGreaterThanOrEqual(2);
      expect(reaction.onsetHours).toBeLessThanOrEqual(40);
      expect(reactionRise(reaction, reaction.onsetHours - 0.1, 1)).toBe(0);
      expect(doseFactor(reaction, 1)).toBeCloseTo(1, 12);
      if (reaction.doseResponse === 'threshold') expect(doseFactor(reaction, 0.5)).toBe(0);
      if (reaction.doseResponse === 'saturating') expect(doseFactor(reaction, 1.6)).toBeLessThan(1.6);
    }
  });
});
