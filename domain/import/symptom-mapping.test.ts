import { describe, expect, it } from 'vitest';
import { readImport } from './read-import.ts';
import { applySymptomMapping, suggestSymptomMappings } from './symptom-mapping.ts';
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
    const { entries, droppedCheckIns } = applySymptomMapping(plan, {
      Headache: { action: 'match', to: 'Migraine' },
      'Joint pain': { action: 'skip' },
    });
    const first = entries.find((entry) => entry.sourceKey === 'bearable:check-in:2020-09-22|am');
    expect(first?.kind === 'symptom' && first.details.symptomRatings).toEqual({ Migraine: 3, Bloating: 2 });
    expect(droppedCheckIns).toBe(1);
  });
});
