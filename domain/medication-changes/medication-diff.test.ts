import { describe, expect, it } from 'vitest';
import { medicationListChanges } from './medication-diff.ts';

describe('medicationListChanges', () => {
  it('says each medication added was started and each removed was stopped', () => {
    expect(
      medicationListChanges(
        ['Methotrexate', 'Vitamin D'],
        ['Vitamin D', 'Humira (adalimumab)', 'Other: Low-dose naltrexone'],
      ),
    ).toEqual([
      { medication: 'Humira (adalimumab)', change: 'started' },
      { medication: 'Low-dose naltrexone', change: 'started' },
      { medication: 'Methotrexate', change: 'stopped' },
    ]);
  });

  it('ignores "none", the bare Other marker and an unchanged list', () => {
    expect(medicationListChanges(['none'], ['none'])).toEqual([]);
    expect(medicationListChanges(['none'], ['Other'])).toEqual([]);
    expect(medicationListChanges(['Prednisone'], ['Prednisone'])).toEqual([]);
    expect(medicationListChanges(['Prednisone'], ['none'])).toEqual([
      { medication: 'Prednisone', change: 'stopped' },
    ]);
  });
});
