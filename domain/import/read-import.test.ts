import { describe, expect, it } from 'vitest';
import { countByKind, ImportProblem, type PlannedJournalEntry } from './import-plan.ts';
import { readImport, recogniseFormat } from './read-import.ts';
import {
  bearableCsv,
  bearableNewerCsv,
  flaredownCsv,
  tendExportV1,
  tendExportV2,
} from './test-support/fixtures.ts';

function problemOf(run: () => unknown): ImportProblem {
  try {
    run();
  } catch (error) {
    if (error instanceof ImportProblem) return error;
    throw error;
  }
  throw new Error('expected an ImportProblem');
}

const journal = (entries: readonly { kind: string }[]) =>
  entries.filter((e) => e.kind !== 'medication-change') as PlannedJournalEntry[];

describe('recognising a file from its contents', () => {
  it('tells each format by what is inside, whatever the file is called', () => {
    expect(recogniseFormat(tendExportV2).format).toBe('tend');
    expect(recogniseFormat(bearableCsv).format).toBe('bearable');
    expect(recogniseFormat(bearableNewerCsv).format).toBe('bearable');
    expect(recogniseFormat(flaredownCsv).format).toBe('flaredown');
    expect(recogniseFormat(`\uFEFF${bearableCsv}`).format).toBe('bearable');
  });

  it('refuses a file that is none of them, an empty one and another JSON', () => {
    expect(problemOf(() => readImport('name,age\nSam,4')).code).toBe('unknown-format');
    expect(problemOf(() => readImport('{"hello": 1}')).code).toBe('unknown-format');
    expect(problemOf(() => readImport('   ')).code).toBe('empty');
  });

  it('refuses a file over 60 MB before reading it', () => {
    const problem = problemOf(() => readImport(bearableCsv, 61 * 1024 * 1024));
    expect(problem.code).toBe('too-large');
    expect(problem.message).toContain('60 MB');
  });
});

describe("Tend's own export", () => {
  it('reads version 1 and version 2 the same, with the profile name and the date range', () => {
    for (const file of [tendExportV1, tendExportV2]) {
      const plan = readImport(file);
      expect(plan.format).toBe('tend');
      expect(plan.profileName).toBe('Sam');
      expect(countByKind(journal(plan.entries))).toMatchObject({ food: 1, symptom: 1, bowel: 1 });
      expect(plan.range?.last).toBe('2026-03-03');
    }
  });

  it('keeps each entry exactly: its instant, text and details, keyed by its id', () => {
    const plan = readImport(tendExportV2);
    const symptom = plan.entries.find((entry) => entry.kind === 'symptom') as PlannedJournalEntry;
    expect(symptom.occurredAt).toBe('2026-03-02T13:30:00.000Z');
    expect(symptom.content).toBe('after lunch');
    expect(symptom.details).toEqual({
      symptomRatings: { Bloating: 3, Fatigue: 0 },
      time_of_day: 'afternoon',
      exact_time: '13:30',
      stress: 4,
    });
    expect(symptom.sourceKey).toBe('tend:entry:6f1d2b1e-0000-4000-8000-000000000002');
    expect(plan.entries.find((entry) => entry.kind === 'medication-change')).toMatchObject({
      date: '2026-02-01',
      precision: 'month',
      medication: 'Mesalazine',
      change: 'started',
      doseNote: '2 g a day',
    });
  });

  it('says what it leaves out: devices, share links, the questionnaire schedule', () => {
    const file = JSON.parse(tendExportV2);
    file.shareLinks = [{ label: 'Dr Lee' }];
    file.questionnaireSettings = { frequency: 'weekly', weekday: 1, instruments: null };
    const reasons = readImport(JSON.stringify(file)).skipped.map((item) => item.reason);
    expect(reasons.some((reason) => reason.startsWith('Devices allowed to notify'))).toBe(true);
    expect(reasons.some((reason) => reason.startsWith('Links shared with a clinician'))).toBe(true);
    expect(reasons.some((reason) => reason.startsWith('When questionnaires are offered'))).toBe(true);
    expect(reasons.some((reason) => reason.startsWith('Experiments'))).toBe(false);
  });

  it('refuses an export from a newer Tend, naming the versions', () => {
    const newer = JSON.stringify({ ...JSON.parse(tendExportV2), version: 3 });
    const problem = problemOf(() => readImport(newer));
    expect(problem.code).toBe('newer-version');
    expect(problem.message).toContain('version 3');
  });

  it('refuses a cut-short export', () => {
    expect(problemOf(() => readImport(tendExportV2.slice(0, 400))).code).toBe('truncated');
  });

  it('refuses an entry with impossible values, naming it and counting the bad ones', () => {
    const file = JSON.parse(tendExportV2);
    file.journalEntries[1].details.symptomRatings = { Bloating: 9 };
    file.journalEntries[2].details.bristolType = 12;
    const problem = problemOf(() => readImport(JSON.stringify(file)));
    expect(problem.code).toBe('bad-rows');
    expect(problem.message).toMatch(
      /^Row 2: Journal entry 2: Each rating must be a whole number from 0 to 5\./,
    );
    expect(problem.message).toContain('2 rows are bad');
    expect(problem.rows).toEqual([2, 3]);
  });
});

describe("Bearable's CSV", () => {
  const plan = readImport(bearableCsv);
  const symptoms = plan.entries.filter((entry) => entry.kind === 'symptom') as PlannedJournalEntry[];

  it('turns the rows of one moment into one check-in, Mild/Moderate/Severe as 2/3/4', () => {
    const first = symptoms.find((entry) => entry.sourceKey === 'bearable:check-in:2020-09-22|am');
    expect(first?.details).toMatchObject({
      symptomRatings: { Headache: 3, Bloating: 2 },
      time_of_day: 'morning',
      sleepHours: 7,
      sleepQuality: 2,
    });
    expect(first?.content).toBe(
      'Bad night, woke at 4\nMood 7/10 (Bearable)\nEnergy 3/5 (Bearable)\nFactors: Coffee, Alcohol',
    );
  });

  it('reads clock times and blocks into times of day', () => {
    expect(symptoms.find((entry) => entry.date === '2020-09-23')?.details).toMatchObject({
      symptomRatings: { Headache: 4 },
      time_of_day: 'evening',
      exact_time: '19:30',
    });
    expect(symptoms.find((entry) => entry.date === '2020-09-24')?.details).toMatchObject({
      time_of_day: 'night',
    });
  });

  it('turns meals into food entries with their text', () => {
    const meals = plan.entries.filter((entry) => entry.kind === 'food') as PlannedJournalEntry[];
    expect(meals.map((meal) => [meal.date, meal.content, meal.details.mealTime])).toEqual([
      ['2020-09-22', 'Steak, Baked potato', 'lunch'],
      ['2020-09-23', 'Porridge', 'dinner'],
    ]);
  });

  it('turns the first and last day a medication was taken into its start and stop', () => {
    const changes = plan.entries.filter((entry) => entry.kind === 'medication-change');
    expect(changes).toMatchObject([
      { medication: 'Ibuprofen', change: 'started', date: '2020-09-22', doseNote: '400 mg' },
      { medication: 'Ibuprofen', change: 'stopped', date: '2020-09-24' },
    ]);
  });

  it('gives the date range and the symptom names', () => {
    expect(plan.range).toEqual({ first: '2020-09-22', last: '2020-09-25' });
    expect(plan.symptomNames).toEqual(['Bloating', 'Headache', 'Joint pain']);
    expect(plan.profileName).toBeNull();
  });

  it('reads the newer header with its formatted date', () => {
    const newer = readImport(bearableNewerCsv);
    expect(newer.entries.map((entry) => [entry.kind, entry.date])).toEqual([
      ['symptom', '2021-03-01'],
      ['food', '2021-03-01'],
    ]);
  });

  it('reads the same file to the same source keys every time', () => {
    expect(readImport(bearableCsv).entries.map((entry) => entry.sourceKey)).toEqual(
      plan.entries.map((entry) => entry.sourceKey),
    );
  });

  it('refuses a formula in a cell, naming the row and how many', () => {
    const file = `${bearableCsv}\n26th Sep 2020,Saturday,am,Notes,,"=HYPERLINK(""http://x"",""y"")",`;
    const problem = problemOf(() => readImport(file));
    expect(problem.code).toBe('formula');
    expect(problem.message).toMatch(/^Row 16 has a spreadsheet formula/);
    expect(
      problemOf(() => readImport(`${bearableCsv}\n26th Sep 2020,Saturday,am,Notes,,@SUM(A1),`)).code,
    ).toBe('formula');
  });

  it('keeps notes that only look a little like formulas', () => {
    const file = `${bearableCsv}\n25th Sep 2020,Friday,am,Notes,,- felt better after +1 hour,`;
    expect(readImport(file).entries.length).toBe(plan.entries.length);
  });

  it('refuses impossible dates and severities, naming the first row and counting them', () => {
    const file = `${bearableCsv}\n31st Feb 2021,Monday,am,Symptoms,2,Headache (Moderate),\n1st Mar 2021,Monday,am,Symptoms,9,Headache,`;
    const problem = problemOf(() => readImport(file));
    expect(problem.code).toBe('bad-rows');
    expect(problem.message).toBe(
      'Row 16: "31st Feb 2021" is not a real date. 2 rows are bad; the first is shown. Nothing was imported.',
    );
  });

  it('refuses a file cut short inside a quoted cell or a row', () => {
    expect(
      problemOf(() => readImport(`${bearableCsv}\n26th Sep 2020,Saturday,am,Notes,,"an unfinished`)).code,
    ).toBe('truncated');
    expect(problemOf(() => readImport(`${bearableCsv}\n26th Sep 2020,Satur`)).code).toBe('truncated');
  });
});

describe("Flaredown's CSV", () => {
  const plan = readImport(flaredownCsv);

  it("converts 0-4 to Tend's 1-5 and keeps tags in the notes", () => {
    const first = plan.entries.find((entry) => entry.kind === 'symptom') as PlannedJournalEntry;
    expect(first.details.symptomRatings).toEqual({ "Crohn's disease": 3, 'Abdominal pain': 4, Fatigue: 2 });
    expect(first.content).toBe('Tags: stress, travel');
    expect(plan.conversions[0]).toContain('0→1');
  });

  it('tells treatments from rated columns by their values, and dates them', () => {
    const changes = plan.entries.filter((entry) => entry.kind === 'medication-change');
    expect(changes).toMatchObject([
      { medication: 'Prednisone', change: 'started', date: '2019-05-01', doseNote: '20 mg' },
      { medication: 'Prednisone', change: 'stopped', date: '2019-05-02' },
      { medication: 'Probiotic', change: 'started', date: '2019-05-01', doseNote: '' },
    ]);
  });

  it('turns foods into a food entry per day and skips the weather, saying so', () => {
    expect(
      plan.entries
        .filter((entry) => entry.kind === 'food')
        .map((entry) => (entry as PlannedJournalEntry).content),
    ).toEqual(['Toast, Coffee', 'Rice']);
    expect(plan.skipped).toContainEqual({
      reason: 'Weather readings (Tend does not record the weather)',
      count: 2,
    });
  });
});
