import { describe, expect, it } from 'vitest';
import { type ImportPlan, ImportProblem } from './import-plan.ts';
import { readImport, recogniseFormat } from './read-import.ts';
import { flaredownCsv } from './test-support/fixtures.ts';

const header =
  'user_id,age,sex,country,checkin_date,trackable_id,trackable_type,trackable_name,trackable_value';

/** The three days of the app-export fixture, one row per value, in no particular order. */
const researchRows = [
  "u1,34,female,GB,2019-05-02,11,Condition,Crohn's disease,1",
  "u1,34,female,GB,2019-05-01,11,Condition,Crohn's disease,2",
  'u1,34,female,GB,2019-05-01,12,Symptom,Abdominal pain,3',
  'u1,34,female,GB,2019-05-01,13,Symptom,Fatigue,1',
  'u1,34,female,GB,2019-05-01,14,Treatment,Prednisone,20 mg',
  'u1,34,female,GB,2019-05-01,15,Treatment,Probiotic,',
  'u1,34,female,GB,2019-05-01,16,Tag,stress,',
  'u1,34,female,GB,2019-05-01,17,Tag,travel,',
  'u1,34,female,GB,2019-05-01,18,Food,Toast,',
  'u1,34,female,GB,2019-05-01,19,Food,Coffee,',
  'u1,34,female,GB,2019-05-01,20,Weather,Icon,cloudy',
  'u1,34,female,GB,2019-05-02,12,Symptom,Abdominal pain,0',
  'u1,34,female,GB,2019-05-02,13,Symptom,Fatigue,2',
  'u1,34,female,GB,2019-05-02,14,Treatment,Prednisone,20 mg',
  'u1,34,female,GB,2019-05-02,18,Food,Rice,',
  'u1,34,female,GB,2019-05-02,20,Weather,Icon,rain',
  "u1,34,female,GB,2019-05-03,11,Condition,Crohn's disease,4",
  'u1,34,female,GB,2019-05-03,12,Symptom,Abdominal pain,4',
  'u1,34,female,GB,2019-05-03,13,Symptom,Fatigue,4',
  'u1,34,female,GB,2019-05-03,15,Treatment,Probiotic,',
  'u1,34,female,GB,2019-05-03,21,Tag,bad day,',
  'u1,34,female,GB,2019-05-03,22,HBI,stools,3',
];
const research = [header, ...researchRows].join('\n');

function problemOf(read: () => unknown): ImportProblem {
  try {
    read();
  } catch (error) {
    if (error instanceof ImportProblem) return error;
    throw error;
  }
  throw new Error('no problem raised');
}

const byKey = (plan: ImportPlan) => [...plan.entries].sort((a, b) => a.sourceKey.localeCompare(b.sourceKey));

describe("Flaredown's research format", () => {
  it('is recognised from its header as Flaredown', () => {
    expect(recogniseFormat(research).format).toBe('flaredown');
  });

  it('gives the same entries, with the same source keys, as the same days from the app’s export', () => {
    const plan = readImport(research);
    expect(byKey(plan)).toEqual(byKey(readImport(flaredownCsv)));
    expect(plan.symptomNames).toEqual(['Abdominal pain', "Crohn's disease", 'Fatigue']);
    expect(plan.range).toEqual(readImport(flaredownCsv).range);
  });

  it('says what it leaves out and why', () => {
    const { skipped } = readImport(research);
    expect(skipped).toContainEqual({
      reason: 'Weather readings (Tend does not record the weather)',
      count: 2,
    });
    expect(skipped).toContainEqual({
      reason: "Harvey-Bradshaw Index answers (Tend's own weekly questionnaire asks them anew)",
      count: 1,
    });
  });

  it('refuses a file with several people, saying how to import one', () => {
    const two = [header, ...researchRows, 'u2,51,male,US,2019-05-01,13,Symptom,Fatigue,1'].join('\n');
    const problem = problemOf(() => readImport(two));
    expect(problem.message).toContain('2 people');
    expect(problem.message).toContain('user_id');
  });

  it('names the row of a rating outside 0-4 or an impossible date, and how many rows are bad', () => {
    const bad = [
      header,
      ...researchRows,
      'u1,34,female,GB,2019-05-04,13,Symptom,Fatigue,7',
      'u1,34,female,GB,2019-02-30,13,Symptom,Fatigue,1',
    ].join('\n');
    const problem = problemOf(() => readImport(bad));
    expect(problem.code).toBe('bad-rows');
    expect(problem.message).toBe(
      `Row 24: "Fatigue" is rated "7"; Flaredown's ratings are 0 to 4. 2 rows are bad; the first is shown. Nothing was imported.`,
    );
    expect(problem.rows).toEqual([24, 25]);
  });

  it('refuses a formula in a trackable’s name like any CSV', () => {
    const formula = [header, 'u1,34,female,GB,2019-05-01,13,Symptom,"=HYPERLINK(""http://x"")",2'].join('\n');
    expect(problemOf(() => readImport(formula)).code).toBe('formula');
  });
});
