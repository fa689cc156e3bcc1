import { describe, expect, it } from 'vitest';
import { addDays } from '#domain/common/day-key.ts';
import { planExperiment } from '#domain/insights/index.ts';
import { averagedEffect, type DesignEvidence, designEvidence, shareAtLeast } from './design-evidence.ts';
import { prepareExperiment } from './experiment-data.ts';
import { EXPERIMENT_SETTINGS } from './experiment-settings.ts';
import { experimentJournal } from './test-support/test-journal.ts';

const kernel = (estimate: number, standardError: number, logBayesFactor: number) => ({
  kernel: { fromHours: 0, toHours: 8 },
  rows: 60,
  exposed: 10,
  estimate,
  standardError,
  logBayesFactor,
});

function evidence(kernels: DesignEvidence['kernels']): DesignEvidence {
  return {
    symptom: 'Bloating',
    logBayesFactor: 0,
    kernels,
    errorModel: { rho: 0.5, lambda: 1 },
    buildUp: null,
  };
}

describe('design evidence', () => {
  it('puts the chance of a point or more near 1 for a clear large effect and near 0 for none', () => {
    expect(shareAtLeast(evidence([kernel(2, 0.1, 50)]), 1, 1)).toBeGreaterThan(0.99);
    expect(shareAtLeast(evidence([kernel(0, 0.1, -2)]), 1, 1)).toBeLessThan(0.001);
    // Half a point measured well: a point or more is unlikely, not impossible.
    const half = shareAtLeast(evidence([kernel(0.5, 0.25, 1)]), 1, 1);
    expect(half).toBeGreaterThan(0.01);
    expect(half).toBeLessThan(0.2);
  });

  it('averages the kernels by their factors, with the spread between them in the error', () => {
    const effect = averagedEffect(evidence([kernel(1, 0.2, Math.log(3)), kernel(0, 0.2, 0)]));
    expect(effect?.estimate).toBeCloseTo(0.75, 10);
    // Mixture variance: 0.04 + 0.75·1 + 0.25·0 - 0.75² = 0.2275.
    expect(effect?.standardError).toBeCloseTo(Math.sqrt(0.2275), 10);
    expect(averagedEffect(evidence([]))).toBeNull();
  });

  it('gives the largest factor to a kernel near the true delay', () => {
    const plan = planExperiment({
      food: 'dairy',
      symptoms: ['Bloating'],
      start: '2026-04-06',
      timeZone: 'UTC',
    });
    const entries = experimentJournal({
      plan,
      symptom: 'Bloating',
      effect: 1.5,
      seed: 21,
      portionText: 'a glass of milk',
      usualWithFood: 'cheese sandwich',
      delayHours: { from: 24, to: 40 },
    });
    const data = prepareExperiment(
      {
        plan,
        entries,
        profile: { symptoms: ['Bloating'], suspectedTriggers: [], dietaryRestrictions: [] },
        now: `${addDays(plan.end, 1)}T12:00:00.000Z`,
        timeZone: 'UTC',
      },
      undefined,
      EXPERIMENT_SETTINGS.prePlanDays,
    );
    const found = designEvidence(data, EXPERIMENT_SETTINGS).get('bloating');
    expect(found?.logBayesFactor).toBeGreaterThan(3);
    const best = found?.kernels.reduce((a, b) => (b.logBayesFactor > a.logBayesFactor ? b : a));
    // The check-ins 24-40 h after a noon portion: the next evening (32.5 h). Kernels that hold it
    // and not the mornings after.
    expect(best?.kernel.fromHours).toBeGreaterThanOrEqual(18);
    expect(best?.kernel.fromHours).toBeLessThanOrEqual(30);
  });
});
