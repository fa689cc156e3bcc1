import { describe, expect, it } from 'vitest';
import { isKnownSymptom, symptomOptions } from './symptoms.ts';

describe('symptom catalogue', () => {
  it('lists the spec symptoms, in order, ending with Other', () => {
    expect(symptomOptions.map((option) => option.label)).toEqual([
      'Joint pain',
      'Fatigue',
      'Brain fog',
      'Digestive issues',
      'Skin irritation',
      'Sleep problems',
      'Headaches',
      'Muscle pain',
      'Swelling',
      'Other',
    ]);
  });

  it('has unique kebab-case ids', () => {
    const ids = symptomOptions.map((option) => option.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('knows its labels exactly, but not the bare Other marker', () => {
    expect(isKnownSymptom('Brain fog')).toBe(true);
    expect(isKnownSymptom('brain fog')).toBe(false);
    expect(isKnownSymptom('Other')).toBe(false);
  });
});
