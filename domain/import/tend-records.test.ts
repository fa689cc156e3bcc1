import { describe, expect, it } from 'vitest';
import { ImportProblem } from './import-plan.ts';
import { readImport } from './read-import.ts';
import { profileToTake } from './tend-records.ts';
import { tendExportV1, tendExportV2 } from './test-support/fixtures.ts';

function problemOf(file: unknown): ImportProblem {
  try {
    readImport(JSON.stringify(file));
  } catch (error) {
    if (error instanceof ImportProblem) return error;
    throw error;
  }
  throw new Error('expected an ImportProblem');
}

const v2 = () => JSON.parse(tendExportV2);

describe("Tend's export: questionnaires, experiments, reminders and the profile", () => {
  it('reads each, keyed by where it came from, with the score worked out again from the answers', () => {
    const file = v2();
    file.questionnaires[0].total = 99;
    file.questionnaires[0].band = 'severe';
    const records = readImport(JSON.stringify(file)).records;
    expect(records?.questionnaires).toEqual([
      {
        sourceKey: 'tend:questionnaire:9c1d2b1e-0000-4000-8000-000000000001',
        instrument: 'hbi',
        date: '2026-03-02',
        answers: {
          'well-being': 1,
          'abdominal-pain': 2,
          'liquid-stools': 3,
          'abdominal-mass': 0,
          complications: ['arthralgia'],
        },
        total: 7,
        band: 'mild',
      },
    ]);
    expect(records?.experiments).toMatchObject([
      {
        sourceKey: 'tend:experiment:8b1d2b1e-0000-4000-8000-000000000001',
        food: 'dairy',
        state: 'stopped',
        endedOn: '2026-03-03',
        pauses: [],
        extension: null,
        result: null,
        createdAt: '2026-03-01T10:00:00.000Z',
      },
    ]);
    expect(records?.experiments[0]?.plan.days).toHaveLength(3);
    expect(records?.reminders).toEqual([
      {
        sourceKey: 'tend:reminder:meal|08:00|1,2,3,4,5|push',
        kind: 'meal',
        time: '08:00',
        weekdays: [1, 2, 3, 4, 5],
        channel: 'push',
        skipIfLogged: true,
        enabled: true,
      },
    ]);
  });

  it('fills in what a reminder may leave out, as typing one does', () => {
    const file = v2();
    file.reminders.reminders = [{ kind: 'check-in', time: '20:30', weekdays: [7, 1] }];
    expect(readImport(JSON.stringify(file)).records?.reminders).toEqual([
      {
        sourceKey: 'tend:reminder:check-in|20:30|1,7|push',
        kind: 'check-in',
        time: '20:30',
        weekdays: [1, 7],
        channel: 'push',
        skipIfLogged: true,
        enabled: true,
      },
    ]);
  });

  it("puts version 2's yes-or-no answers back inside the lists, as version 1 wrote them", () => {
    const fromV1 = readImport(tendExportV1).records?.profile;
    const fromV2 = readImport(tendExportV2).records?.profile;
    expect(fromV2).toEqual({
      name: 'Sam',
      conditions: ["Crohn's Disease"],
      medications: ['none'],
      symptoms: ['Digestive issues'],
    });
    expect(fromV1).toEqual(fromV2);
  });

  const bad: [string, (file: ReturnType<typeof v2>) => void, RegExp][] = [
    [
      'an answer out of scale',
      (file) => {
        file.questionnaires[0].answers['well-being'] = 9;
      },
      /^Row 1: Questionnaire 1 \(hbi of 2026-03-02\): The answer to "[^"]+" must be one of 0, 1, 2, 3, 4\./,
    ],
    [
      'a questionnaire Tend does not know',
      (file) => {
        file.questionnaires[0].instrument = 'phq-9';
      },
      /^Row 1: Questionnaire 1 \(phq-9 of 2026-03-02\): The questionnaire must be one of psaid-12, hbi, sccai, ra-core\./,
    ],
    [
      'a question the questionnaire does not have',
      (file) => {
        file.questionnaires[0].answers.mood = 2;
      },
      /"mood" is not a question of the/,
    ],
    [
      'a reminder at a time that does not exist',
      (file) => {
        file.reminders.reminders[0].time = '24:30';
      },
      /^Row 1: Reminder 1 \(meal at 24:30\): Please choose a time between 00:00 and 23:59\./,
    ],
    [
      'a reminder with no day of the week',
      (file) => {
        file.reminders.reminders[0].weekdays = [];
      },
      /Reminder 1 \(meal at 08:00\): Please choose at least one day of the week\./,
    ],
    [
      'an experiment of a food Tend cannot test',
      (file) => {
        file.experiments[0].food = 'chocolate';
      },
      /^Row 1: Experiment 1 \(chocolate\) is not one Tend wrote \(its food is not one of the foods Tend can test at food\)/,
    ],
    [
      'an experiment still running with an end day',
      (file) => {
        file.experiments[0].state = 'running';
      },
      /Experiment 1 \(dairy\): an experiment has an end day exactly when it is stopped or finished\./,
    ],
    [
      'a profile condition Tend does not know',
      (file) => {
        file.profile.conditions = ['Martian flu'];
      },
      /The profile's conditions: Unknown condition "Martian flu"/,
    ],
  ];
  for (const [what, spoil, message] of bad) {
    it(`refuses the whole file for ${what}, naming the item`, () => {
      const file = v2();
      spoil(file);
      const problem = problemOf(file);
      expect(problem.code).toBe('bad-rows');
      expect(problem.message).toMatch(message);
      expect(problem.message).toContain('Nothing was imported.');
    });
  }
});

describe('what of the profile is taken', () => {
  const file = {
    name: 'Sam',
    conditions: ["Crohn's Disease"],
    supplements: ['Vitamin D'],
    trackSleep: false,
  };
  const empty = {
    name: '',
    conditions: [],
    medications: [],
    supplements: [],
    symptoms: [],
    dietaryRestrictions: [],
    suspectedTriggers: [],
    trackStress: null,
    trackSleep: null,
    trackPeriods: null,
    trackBowel: null,
  };

  it('takes every field of an empty profile, or of none at all', () => {
    expect(profileToTake(file, empty)).toEqual({ take: file, kept: [] });
    expect(profileToTake(file, null)).toEqual({ take: file, kept: [] });
  });

  it('never overwrites a field the person set, even a "no" or an empty-looking name', () => {
    const mine = { ...empty, name: 'Alex', trackSleep: true, conditions: ['Celiac Disease'] };
    expect(profileToTake(file, mine)).toEqual({
      take: { supplements: ['Vitamin D'] },
      kept: ['name', 'conditions', 'trackSleep'],
    });
    expect(profileToTake(file, { ...empty, name: '   ' }).take.name).toBe('Sam');
  });
});
