import { describe, expect, it } from 'vitest';
import { readImport } from './read-import.ts';
import { applySymptomMapping, newSymptomName, suggestSymptomMappings } from './symptom-mapping.ts';
import { bearableCsv } from './test-support/fixtures.ts';

describe('symptom mapping', () => {
  it('matches the same name, a near one, and offers the rest as new', () => {
    expect(
      suggestSymptomMappings(['headache', 'Bloatng', 'Joint pain'], ['Headache', 'Bloating', 'Fatigue']),
    ).toEqual([
      { from: 'headache', mapping: { action: 'match', to: 'Headache' }, why: 'same' },
      { from: 'Bloatng', mapping: { action: 'match', to: 'Bloating' }, why: 'near' },
      { from: 'Joint pain', mapping: { action: 'new' }, why: 'new' },
    ]);
  });

  it('renames matched symptoms, leaves skipped ones out and drops a check-in left with nothing', () => {
    const plan = readImport(bearableCsv);
    const { entries, droppedCheckIns, newSymptoms } = applySymptomMapping(plan, {
      Headache: { action: 'match', to: 'Migraine' },
      'Joint pain': { action: 'skip' },
    });
    const first = entries.find((entry) => entry.sourceKey === 'bearable:check-in:2020-09-22|am');
    expect(first?.kind === 'symptom' && first.details.symptomRatings).toEqual({
      Migraine: 3,
      'Other: Bloating': 2,
    });
    expect(droppedCheckIns).toBe(1);
    // Only the names kept as new, which the profile takes: not the matched or the left-out ones.
    expect(newSymptoms).toEqual(['Other: Bloating']);
  });

  it("matches a file's name to the person's custom symptom by its text", () => {
    expect(suggestSymptomMappings(['Nausea', 'nausa'], ['Other: Nausea', 'Fatigue'])).toEqual([
      { from: 'Nausea', mapping: { action: 'match', to: 'Other: Nausea' }, why: 'same' },
      { from: 'nausa', mapping: { action: 'match', to: 'Other: Nausea' }, why: 'near' },
    ]);
  });

  it('keeps a new symptom as the profile would list it: a listed one by its label, else custom', () => {
    expect(newSymptomName('joint pain')).toBe('Joint pain');
    expect(newSymptomName('Headache')).toBe('Headaches');
    expect(newSymptomName('Joint pain in the left knee')).toBe('Other: Joint pain in the left knee');
    expect(newSymptomName(' Abdominal pain ')).toBe('Other: Abdominal pain');
    expect(newSymptomName('Other: Nausea')).toBe('Other: Nausea');
    expect(newSymptomName('Other')).toBe('Other: Other');
    expect(newSymptomName('x'.repeat(150))).toBe(`Other: ${'x'.repeat(100)}`);
  });
});
