import { describe, expect, it } from 'vitest';
import { countByKind, ImportProblem, type PlannedJournalEntry } from './import-plan.ts';
import { pstSeverityToTend } from './pocket-symptom-tracker-json.ts';
import { readImport, recogniseFormat } from './read-import.ts';
import { pocketSymptomTrackerJson } from './test-support/fixtures.ts';

const withFile = (change: (file: Record<string, unknown>) => void) => {
  const file = JSON.parse(pocketSymptomTrackerJson) as Record<string, unknown>;
  change(file);
  return JSON.stringify(file);
};

function problemOf(run: () => unknown): ImportProblem {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportProblem) return error;
    throw error;
  }
  throw new Error('expected an ImportProblem');
}

describe("Pocket Symptom Tracker's JSON backup", () => {
  it('is told from its contents: version "1.0" with its event lists', () => {
    expect(recogniseFormat(pocketSymptomTrackerJson).format).toBe('pocket-symptom-tracker');
    expect(problemOf(() => readImport('{"version": "1.0", "things": []}')).code).toBe('unknown-format');
    expect(problemOf(() => readImport('{"version": "2.0", "symptomInstances": []}')).code).toBe(
      'unknown-format',
    );
  });

  it('reads symptoms, meals and medications with the owner name and date range', () => {
    const plan = readImport(pocketSymptomTrackerJson);
    expect(plan.format).toBe('pocket-symptom-tracker');
    expect(plan.profileName).toBe('Robin');
    expect(plan.range).toEqual({ first: '2025-10-01', last: '2025-10-03' });
    expect(countByKind(plan.entries)).toEqual({ food: 2, symptom: 3, bowel: 0, 'medication-change': 3 });
    expect(plan.symptomNames).toEqual(['Abdominal pain', 'Bloating', 'Fatigue']);
  });

  it("converts each severity by its place on the file's own scale, and says so", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((s) => pstSeverityToTend(s))).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5,
    ]);
    expect([0, 1, 2, 3, 4].map((s) => pstSeverityToTend(s, { min: 0, max: 4 }))).toEqual([1, 2, 3, 4, 5]);
    expect(pstSeverityToTend(11)).toBeUndefined();
    const plan = readImport(pocketSymptomTrackerJson);
    const ratings = plan.entries
      .filter((entry): entry is PlannedJournalEntry => entry.kind === 'symptom')
      .map((entry) => entry.details.symptomRatings);
    expect(ratings).toEqual([{ 'Abdominal pain': 4 }, { Fatigue: 1 }, { Bloating: 5 }]);
    expect(plan.conversions[0]).toContain('1-2→1, 3-4→2, 5-6→3, 7-8→4, 9-10→5');
    expect(plan.conversions.join(' ')).toContain('UTC');
  });

  it("keeps each symptom's instant, place and notes, and puts the day's mood and sleep on its first check-in", () => {
    const plan = readImport(pocketSymptomTrackerJson);
    const first = plan.entries.find(
      (entry) => entry.sourceKey === 'pst:symptom:sym-1',
    ) as PlannedJournalEntry;
    expect(first).toMatchObject({ date: '2025-10-01', occurredAt: '2025-10-01T13:15:00.000Z' });
    expect(first.content).toBe('Where: lower left\nafter lunch\nMood 6: tired (Pocket Symptom Tracker)');
    expect(first.details).toMatchObject({
      time_of_day: 'afternoon',
      exact_time: '13:15',
      sleepHours: 7,
      sleepQuality: 2,
    });
  });

  it('makes food journal rows meals in their slot, with a shared portion kept', () => {
    const meals = readImport(pocketSymptomTrackerJson).entries.filter(
      (entry): entry is PlannedJournalEntry => entry.kind === 'food',
    );
    expect(meals.map((meal) => [meal.content, meal.details.mealTime])).toEqual([
      ['Rye bread, Cheddar', 'lunch'],
      ['Apple\nlate', 'snacks'],
    ]);
    expect(meals[0]?.details.mealSize).toBe('large');
    expect(meals[1]?.details.mealSize).toBe('medium');
  });

  it('dates medications from their first and last day taken; skipped doses are not taken', () => {
    const changes = readImport(pocketSymptomTrackerJson).entries.filter(
      (entry) => entry.kind === 'medication-change',
    );
    expect(changes).toEqual([
      expect.objectContaining({
        medication: 'Mesalazine',
        change: 'started',
        date: '2025-10-01',
        doseNote: '800 mg',
      }),
      expect.objectContaining({
        medication: 'Loperamide',
        change: 'started',
        date: '2025-10-01',
        doseNote: '2 mg',
      }),
      expect.objectContaining({ medication: 'Loperamide', change: 'stopped', date: '2025-10-01' }),
    ]);
  });

  it('says what it leaves out and why', () => {
    const reasons = readImport(pocketSymptomTrackerJson).skipped.map(
      (item) => `${item.count} ${item.reason}`,
    );
    expect(reasons).toEqual([
      '1 Medication doses marked as skipped',
      '1 Days with mood or sleep but no symptom recorded (Tend keeps these with a check-in)',
      '1 Flares (Tend has no flare record; rate the symptoms in check-ins)',
      '1 Trigger events (not imported: Tend finds triggers from meals and check-ins)',
    ]);
  });

  it('refuses the whole file for a bad event, naming the first and counting them', () => {
    const file = withFile((f) => {
      const symptoms = f.symptomInstances as Record<string, unknown>[];
      if (symptoms[1]) symptoms[1].severity = 14;
      if (symptoms[2]) symptoms[2].timestamp = 'not a time';
    });
    const problem = problemOf(() => readImport(file));
    expect(problem.code).toBe('bad-rows');
    expect(problem.message).toBe(
      'Row 2: Symptom 2: severity 14 is outside its scale. 2 rows are bad; the first is shown. Nothing was imported.',
    );
  });
});
