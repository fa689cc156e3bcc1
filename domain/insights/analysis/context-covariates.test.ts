import { describe, expect, it } from 'vitest';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { analyzeJournal } from '../index.ts';
import { checkIn, meal, seededRandom } from '../test-support/journal-builder.ts';
import type { AnalyzeJournalInput } from '../types.ts';
import { type CheckIn, changesWithinJournal, prepareJournal, startingTreatment } from './journal-data.ts';
import { detectLevelShift } from './level-shifts.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const START = Date.parse('2026-01-05T00:00:00Z');
const symptoms = ['Joint pain', 'Fatigue', 'Brain fog'];

/**
 * 100 days in UTC. From day 50 a medicine lowers every symptom by `drop` points, and the person
 * stops eating cheese the same day: before it, cheese comes with about half the lunches. Cheese
 * itself does nothing. `stressOn`: stressful days raise every symptom and bring sugar; the person
 * records stress (1-5) at each check-in when `recordStress` is set.
 */
function lifeChange(options: {
  drop: number;
  recordChange: boolean;
  stress?: boolean;
  recordStress?: boolean;
  seed?: number;
}): AnalyzeJournalInput {
  const random = seededRandom(options.seed ?? 3);
  const gaussian = () => Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
  const entries: JournalEntryDto[] = [];
  let level = 0;
  let stressed = false;
  for (let day = 0; day < 100; day += 1) {
    level = 0.6 * level + 0.35 * gaussian();
    stressed = options.stress === true && random() < (stressed ? 0.5 : 0.12);
    const at = (hour: number) => new Date(START + day * DAY + hour * HOUR);
    entries.push(
      meal(at(8), random() < 0.5 ? 'Porridge' : 'Scrambled eggs on rice cakes', 'medium', 'breakfast'),
    );
    const cheese = day < 50 && random() < 0.5;
    entries.push(meal(at(13), cheese ? 'Cheese salad' : 'Chicken and rice'));
    if (stressed) entries.push(meal(at(16), 'Chocolate bar', 'medium', 'snacks'));
    entries.push(meal(at(19), random() < 0.5 ? 'Salmon and potatoes' : 'Lentil curry', 'medium', 'dinner'));
    for (const [hour, timeOfDay] of [
      [9, 'morning'],
      [21, 'evening'],
    ] as const) {
      const shift = day >= 50 ? -options.drop : 0;
      const ratings = Object.fromEntries(
        symptoms.map((name) => [
          name,
          Math.max(1, Math.min(5, Math.round(3 + level + shift + (stressed ? 1 : 0) + 0.5 * gaussian()))),
        ]),
      );
      const entry = checkIn(at(hour), ratings, timeOfDay);
      if (options.recordStress) {
        (entry.details as Record<string, unknown>).stress = stressed ? 4 : 1 + Math.floor(random() * 2);
      }
      entries.push(entry);
    }
  }
  return {
    entries,
    profile: { symptoms, suspectedTriggers: ['dairy'], dietaryRestrictions: [] },
    now: new Date(START + 100 * DAY - 1).toISOString(),
    timeZone: 'UTC',
    treatmentChanges: options.recordChange
      ? [
          {
            date: new Date(START + 50 * DAY).toISOString().slice(0, 10),
            medication: 'methotrexate',
            change: 'started',
          },
        ]
      : [],
  };
}

function dairyConfidence(input: AnalyzeJournalInput): number {
  const pairs = analyzeJournal(input).associations.filter((pair) => pair.trigger === 'dairy');
  return Math.max(...pairs.map((pair) => pair.confidence));
}

describe('level shifts and recorded factors', () => {
  it('does not credit a food cut on the day a medicine started with the improvement', () => {
    const recorded = lifeChange({ drop: 1.2, recordChange: true });
    expect(analyzeJournal(recorded).patterns.filter((pattern) => pattern.trigger === 'dairy')).toEqual([]);
    expect(dairyConfidence(recorded)).toBeLessThan(0.2);
  });

  it('finds the same shift when the medicine was never recorded', () => {
    const unrecorded = lifeChange({ drop: 1.2, recordChange: false });
    expect(analyzeJournal(unrecorded).patterns.filter((pattern) => pattern.trigger === 'dairy')).toEqual([]);
    expect(dairyConfidence(unrecorded)).toBeLessThan(0.2);
  });

  it('is misled without either: the comparison the step protects against', async () => {
    const { analyzeJournalWith } = await import('../analyze-journal.ts');
    const { MODEL_SETTINGS } = await import('./model-settings.ts');
    const bare = {
      ...MODEL_SETTINGS,
      context: { ...MODEL_SETTINGS.context, treatmentSteps: false, detectShifts: false },
    };
    const input = lifeChange({ drop: 1.2, recordChange: true });
    const result = analyzeJournalWith(input, bare);
    const dairy = result.associations.filter((pair) => pair.trigger === 'dairy');
    const misled = Math.max(...dairy.map((pair) => pair.confidence));
    // The person suspects dairy, so with no evidence either way its confidence is the prior for a
    // suspected food (about 0.11, decision 026). Without the step the journal seems to speak for
    // dairy (0.19 when written); with it, against (0.07): the carry-over term alone absorbs only
    // part of the step.
    const { posteriorOf } = await import('./bayes-posterior.ts');
    const prior = posteriorOf(0, true, 100, MODEL_SETTINGS);
    expect(misled).toBeGreaterThan(1.5 * prior);
    expect(dairyConfidence(input)).toBeLessThan(prior);
  });

  it('adjusts for recorded stress: sugar eaten on stressful days loses its false evidence', () => {
    const sugarConfidence = (input: AnalyzeJournalInput) =>
      Math.max(
        ...analyzeJournal(input)
          .associations.filter((pair) => pair.trigger === 'sugar')
          .map((pair) => pair.confidence),
      );
    const unrecorded = sugarConfidence(lifeChange({ drop: 0, recordChange: false, stress: true, seed: 5 }));
    const recorded = sugarConfidence(
      lifeChange({ drop: 0, recordChange: false, stress: true, recordStress: true, seed: 5 }),
    );
    expect(recorded).toBeLessThan(unrecorded);
    expect(recorded).toBeLessThan(0.1);
  });

  it('tells the person: in the notes, and after the evidence of the food whose meals changed', () => {
    const result = analyzeJournal(lifeChange({ drop: 1.2, recordChange: true }));
    // The medicine lowered every symptom by 1.2 points: the interval from the days covers it.
    const sentence =
      'Comparing the two weeks before and after you started methotrexate on 24 February (14 days with check-ins on each side), your symptoms were rated about 1.5 points lower on average after it: likely between 0.9 and 2.0 points lower. Tend compares the days on either side separately.';
    expect(result.dataSufficiency.notes).toEqual([sentence]);
    const dairy = result.associations.filter((pair) => pair.trigger === 'dairy');
    for (const pair of dairy) {
      expect(pair.evidence).toContain(
        `You ate dairy less often after 24 February, so that change weighs less in its evidence. ${sentence}`,
      );
    }
    // A food eaten alike on both sides (nightshades at every dinner) gets no note.
    const nightshades = result.associations.filter((pair) => pair.trigger === 'nightshades');
    expect(nightshades.length).toBeGreaterThan(0);
    for (const pair of nightshades) expect(pair.evidence).not.toContain('methotrexate');
    const unrecorded = analyzeJournal(lifeChange({ drop: 1.2, recordChange: false }));
    expect(unrecorded.dataSufficiency.notes?.[0]).toMatch(
      /^Comparing the two weeks before and after about 2[345] February \(14 days with check-ins on each side\), your symptoms were rated about 1\.\d points lower on average after it: likely between \d\.\d and \d\.\d points lower, for a reason the journal does not say\./,
    );
    const stressed = analyzeJournal(
      lifeChange({ drop: 0, recordChange: false, stress: true, recordStress: true }),
    );
    expect(stressed.dataSufficiency.notes).toContain(
      'Tend takes the stress and sleep you record into account, so a food you eat more on hard days is not blamed for what those days do.',
    );
  });

  it('takes a change before the journal as its starting state: no step, no note, the same findings', () => {
    const input = lifeChange({ drop: 1.2, recordChange: false });
    // Started a year before the journal's first day (5 January 2026), and on that first day itself.
    const before = [
      { date: '2025-01-05', medication: 'Humira', change: 'started' as const },
      { date: '2026-01-05', medication: 'Vitamin D', change: 'started' as const },
    ];
    const withHistory = analyzeJournal({ ...input, treatmentChanges: before });
    expect(withHistory).toEqual(analyzeJournal(input));
    for (const note of withHistory.dataSufficiency.notes ?? []) {
      expect(note).not.toMatch(/Humira|Vitamin D|started/);
    }
    // The unrecorded shift on day 50 is still found: the old start did not take its place.
    expect(withHistory.dataSufficiency.notes?.[0]).toMatch(
      /^Comparing the two weeks before and after about 2[345] February .*lower.*, for a reason the journal does not say\./,
    );

    const journal = prepareJournal({
      entries: input.entries,
      symptoms,
      suspectedTriggers: [],
      now: input.now,
      timeZone: 'UTC',
      isTriggerFood: (_id): _id is never => false,
      tag: () => [],
      treatmentChanges: [...before, { date: '2026-02-24', medication: 'methotrexate', change: 'started' }],
    });
    expect(startingTreatment(journal).map((change) => change.medication)).toEqual(['Humira', 'Vitamin D']);
    expect(changesWithinJournal(journal).map((change) => change.medication)).toEqual(['methotrexate']);
  });

  it('still reads a change inside the journal when one before it is recorded too', () => {
    const recorded = lifeChange({ drop: 1.2, recordChange: true });
    const withHistory = analyzeJournal({
      ...recorded,
      treatmentChanges: [
        { date: '2025-03-01', medication: 'Humira', change: 'started' },
        ...(recorded.treatmentChanges ?? []),
      ],
    });
    expect(withHistory).toEqual(analyzeJournal(recorded));
  });

  it('ignores factors of the wrong type or out of range without throwing', () => {
    const input = lifeChange({ drop: 0, recordChange: false });
    for (const [index, entry] of input.entries.entries()) {
      if (entry.type !== 'symptom') continue;
      const details = entry.details as Record<string, unknown>;
      details.stress = ['4', 9, null, Number.NaN, {}][index % 5];
      details.sleepHours = index % 2 === 0 ? -3 : 'eight';
    }
    expect(() =>
      analyzeJournal({ ...input, treatmentChanges: [{ date: 'soon' } as never, null as never] }),
    ).not.toThrow();
  });
});

describe('detectLevelShift', () => {
  const series = (values: readonly number[]): CheckIn[] =>
    values.map((value, day) => ({
      at: day * DAY,
      day,
      local: day * DAY,
      timeOfDay: 'morning',
      ratings: new Map([['Fatigue', value]]),
      stress: null,
      sleepHours: null,
      sleepQuality: null,
    }));
  const options = { minDaysPerSide: 10, minT: 4 };

  it('finds a clear step and its day', () => {
    const random = seededRandom(1);
    const values = Array.from({ length: 80 }, (_, day) =>
      Math.round(3 + (day >= 45 ? -1.5 : 0) + random() - 0.5),
    );
    expect(detectLevelShift(series(values), ['Fatigue'], [], options)).toBe(45);
  });

  it('finds none in a level that only wanders, or once the step is known', () => {
    const random = seededRandom(2);
    let level = 0;
    const wandering = Array.from({ length: 80 }, () => {
      level = 0.7 * level + 0.4 * (random() - 0.5);
      return Math.round(3 + level + random() - 0.5);
    });
    expect(detectLevelShift(series(wandering), ['Fatigue'], [], options)).toBeNull();
    const stepped = Array.from({ length: 80 }, (_, day) => 3 + (day >= 45 ? -1.5 : 0));
    expect(detectLevelShift(series(stepped), ['Fatigue'], [45], options)).toBeNull();
  });
});
