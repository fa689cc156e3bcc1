import { describe, expect, it } from 'vitest';
import type { DesignEvidence, KernelEvidence } from './design-evidence.ts';
import { EXPERIMENT_SETTINGS } from './experiment-settings.ts';
import { designVerdict } from './symptom-verdict.ts';

const settings = EXPERIMENT_SETTINGS;

// Every kernel of the settings measured, each with this estimate and standard error.
function kernels(estimate: number, standardError: number): KernelEvidence[] {
  return settings.kernels.map((kernel) => ({
    kernel,
    rows: 70,
    exposed: 20,
    estimate,
    standardError,
    logBayesFactor: -3,
  }));
}

const buildUp = (estimate: number, standardError: number): KernelEvidence => ({
  kernel: { fromHours: 0, toHours: 72 },
  rows: 60,
  exposed: 6,
  estimate,
  standardError,
  logBayesFactor: -2,
});

function evidence(parts: Partial<DesignEvidence>): DesignEvidence {
  return {
    symptom: 'Bloating',
    logBayesFactor: -3,
    kernels: kernels(0, 0.2),
    errorModel: { rho: 0.5, lambda: 1 },
    buildUp: buildUp(0, 0.2),
    ...parts,
  };
}

describe("what 'no clear effect' needs", () => {
  it('says it when every delay and a build-up both exclude a point, and names both as ruled out', () => {
    const result = designVerdict('Bloating', evidence({}), settings);
    expect(result.verdict).toBe('no-clear-effect');
    expect(result.reach).toEqual({
      ruledOut: ['after-a-portion', 'after-days-in-a-row'],
      open: [],
      notTested: ['after-a-week-of-daily-eating'],
    });
  });

  it('keeps it open when one delay cannot exclude a point, however unlikely any rise is', () => {
    const some = kernels(0, 0.2);
    some[20] = { ...(some[20] as KernelEvidence), estimate: 0.2, standardError: 0.6 };
    const result = designVerdict('Bloating', evidence({ kernels: some }), settings);
    expect(result.verdict).toBe('not-enough-data');
    expect(result.reach?.open).toEqual(['after-a-portion']);
    expect(result.reach?.ruledOut).toEqual(['after-days-in-a-row']);
  });

  it('keeps it open when a delay had no check-ins at all: silence is not evidence', () => {
    const result = designVerdict('Bloating', evidence({ kernels: kernels(0, 0.2).slice(0, 17) }), settings);
    expect(result.verdict).toBe('not-enough-data');
    expect(result.reach?.open).toEqual(['after-a-portion']);
  });

  it('keeps it open when the food never came days in a row, and says the build-up was not tested', () => {
    const result = designVerdict('Bloating', evidence({ buildUp: null }), settings);
    expect(result.verdict).toBe('not-enough-data');
    expect(result.reach).toEqual({
      ruledOut: ['after-a-portion'],
      open: [],
      notTested: ['after-days-in-a-row', 'after-a-week-of-daily-eating'],
    });
  });

  it('keeps it open when a build-up is not excluded, even if single portions show nothing', () => {
    const result = designVerdict('Bloating', evidence({ buildUp: buildUp(0.6, 0.4) }), settings);
    expect(result.verdict).toBe('not-enough-data');
    expect(result.reach?.open).toEqual(['after-days-in-a-row']);
  });

  it('keeps it open when days in a row exclude a point but not half of one', () => {
    // A build-up to a point over a week of daily eating shows about half of it after three or four
    // days in a row: excluding a point there would not exclude it.
    const result = designVerdict('Bloating', evidence({ buildUp: buildUp(0.3, 0.2) }), settings);
    expect(result.verdict).toBe('not-enough-data');
    expect(result.reach?.open).toEqual(['after-days-in-a-row']);
    expect(result.reach?.ruledOut).toEqual(['after-a-portion']);
  });

  it('has tested nothing without evidence', () => {
    const result = designVerdict('Bloating', null, settings);
    expect(result.verdict).toBe('not-enough-data');
    expect(result.reach?.notTested).toEqual([
      'after-a-portion',
      'after-days-in-a-row',
      'after-a-week-of-daily-eating',
    ]);
  });
});
