import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HBI,
  INSTRUMENT_IDS,
  INSTRUMENTS,
  type Instrument,
  PSAID_12,
  RA_CORE,
  SCCAI,
} from './instruments.ts';
import { type Answers, scoreQuestionnaire } from './scoring.ts';

function answersOf(instrument: Instrument, values: Record<string, number | string[]>): Answers {
  const answers: Record<string, number | string[]> = {};
  for (const item of instrument.items) answers[item.id] = item.kind === 'checklist' ? [] : 0;
  return { ...answers, ...values };
}

const psaid = (values: number[]) =>
  Object.fromEntries(PSAID_12.items.map((item, index) => [item.id, values[index] ?? 0]));

describe('PsAID-12', () => {
  it('weights pain 3, fatigue to sleep 2, coping to depression 1, and divides by 20', () => {
    expect(PSAID_12.items.map((item) => (item.kind === 'scale' ? item.weight : 0))).toEqual([
      3, 2, 2, 2, 2, 2, 2, 1, 1, 1, 1, 1,
    ]);
    expect(scoreQuestionnaire(PSAID_12, psaid(Array(12).fill(10))).total).toBe(10);
    expect(scoreQuestionnaire(PSAID_12, psaid(Array(12).fill(5))).total).toBe(5);
    // (6*3 + 4*2*6 + 2*5) / 20 = (18 + 48 + 10) / 20 = 3.8
    expect(scoreQuestionnaire(PSAID_12, psaid([6, 4, 4, 4, 4, 4, 4, 2, 2, 2, 2, 2])).total).toBe(3.8);
  });

  it('gives the worked example of the PsAID-12 scoring as published in software: 7.3', () => {
    // Pain 8, fatigue 10, skin 6, work and leisure 6, function 6, discomfort 9, sleep 9, coping 5,
    // anxiety 10, embarrassment 8, social participation 6, depression 1: (24 + 92 + 30) / 20.
    const score = scoreQuestionnaire(PSAID_12, psaid([8, 10, 6, 6, 6, 9, 9, 5, 10, 8, 6, 1]));
    expect(score.total).toBe(7.3);
    expect(score.band?.id).toBe('above-acceptable');
  });

  it('ends the function and sleep scales at difficulty, as the form does, and the others at None and Extreme', () => {
    const ends = (id: string) => {
      const item = PSAID_12.items.find((candidate) => candidate.id === id);
      return item?.kind === 'scale' ? [item.options[0]?.label, item.options.at(-1)?.label] : [];
    };
    expect(ends('function')).toEqual(['0, No difficulty', '10, Extreme difficulty']);
    expect(ends('sleep')).toEqual(['0, No difficulty', '10, Extreme difficulty']);
    expect(ends('pain')).toEqual(['0, None', '10, Extreme']);
    expect(ends('fatigue')).toEqual(['0, No fatigue', '10, Totally exhausted']);
    expect(ends('coping')).toEqual(['0, Very well', '10, Very poorly']);
  });

  it('calls a score under 4 acceptable and 4 itself above it', () => {
    // (27 + 48 + 4) / 20 = 3.95; (27 + 48 + 5) / 20 = 4
    const under = scoreQuestionnaire(PSAID_12, psaid([9, 4, 4, 4, 4, 4, 4, 1, 1, 1, 1, 0]));
    expect(under.total).toBe(3.95);
    expect(under.band?.id).toBe('acceptable');
    const at = scoreQuestionnaire(PSAID_12, psaid([9, 4, 4, 4, 4, 4, 4, 1, 1, 1, 1, 1]));
    expect(at.total).toBe(4);
    expect(at.band?.id).toBe('above-acceptable');
  });
});

describe('Harvey-Bradshaw Index', () => {
  const hbi = (values: Record<string, number | string[]>) => scoreQuestionnaire(HBI, answersOf(HBI, values));

  it('adds the items, a point per liquid stool and per complication', () => {
    const score = hbi({
      'well-being': 2,
      'abdominal-pain': 1,
      'liquid-stools': 3,
      'abdominal-mass': 1,
      complications: ['arthralgia', 'aphthous-ulcers'],
    });
    expect(score.total).toBe(9);
    expect(score.band?.id).toBe('moderate');
  });

  it.each([
    [0, 'remission'],
    [4, 'remission'],
    [5, 'mild'],
    [7, 'mild'],
    [8, 'moderate'],
    [16, 'moderate'],
    [17, 'severe'],
  ])('puts %i in %s', (stools, band) => {
    expect(hbi({ 'liquid-stools': stools }).band?.id).toBe(band);
  });
});

describe('SCCAI', () => {
  it('scores the worst answer of every item 19', () => {
    const score = scoreQuestionnaire(
      SCCAI,
      answersOf(SCCAI, {
        'bowel-day': 3,
        'bowel-night': 2,
        urgency: 3,
        blood: 3,
        'well-being': 4,
        extracolonic: ['arthritis', 'uveitis', 'erythema-nodosum', 'pyoderma-gangrenosum'],
      }),
    );
    expect(score.total).toBe(19);
    expect(score.band?.id).toBe('severe');
  });

  it.each([
    [2, 'remission'],
    [3, 'mild'],
    [5, 'mild'],
    [6, 'moderate'],
    [11, 'moderate'],
    [12, 'severe'],
  ])('puts %i in %s', (total, band) => {
    // Fill items in order up to the wanted total.
    let left = total;
    const values: Record<string, number> = {};
    for (const item of SCCAI.items) {
      if (item.kind !== 'scale') continue;
      const top = Math.max(...item.options.map((o) => o.value));
      values[item.id] = Math.min(top, left);
      left -= values[item.id] ?? 0;
    }
    const score = scoreQuestionnaire(SCCAI, answersOf(SCCAI, values));
    expect(score.total).toBe(total);
    expect(score.band?.id).toBe(band);
  });
});

describe('RA core set', () => {
  it('has no total and keeps each measure', () => {
    const score = scoreQuestionnaire(
      RA_CORE,
      answersOf(RA_CORE, { 'patient-global': 4, pain: 6, 'morning-stiffness': 45 }),
    );
    expect(score.total).toBeNull();
    expect(score.band).toBeNull();
    expect(score.measures.map((m) => m.value)).toEqual([4, 6, 45]);
  });
});

function answersArbitrary(instrument: Instrument) {
  const record: Record<string, fc.Arbitrary<number | string[]>> = {};
  for (const item of instrument.items) {
    if (item.kind === 'scale') record[item.id] = fc.constantFrom(...item.options.map((o) => o.value));
    if (item.kind === 'count') record[item.id] = fc.integer({ min: 0, max: item.max });
    if (item.kind === 'checklist') record[item.id] = fc.subarray(item.options.map((o) => o.id));
  }
  return fc.record(record);
}

function oneStepUp(instrument: Instrument, answers: Record<string, number | string[]>, index: number) {
  const item = instrument.items[index % instrument.items.length];
  if (!item) return answers;
  const answer = answers[item.id];
  if (item.kind === 'checklist') {
    if (!Array.isArray(answer)) return answers;
    const extra = item.options.find((o) => !answer.includes(o.id));
    return extra ? { ...answers, [item.id]: [...answer, extra.id] } : answers;
  }
  const max = item.kind === 'count' ? item.max : Math.max(...item.options.map((o) => o.value));
  return { ...answers, [item.id]: Math.min(max, Number(answer) + 1) };
}

describe.each(INSTRUMENT_IDS.map((id) => [id, INSTRUMENTS[id]] as const))(
  '%s properties',
  (_id, instrument) => {
    it('scores within its range', () => {
      fc.assert(
        fc.property(answersArbitrary(instrument), (answers) => {
          const { total } = scoreQuestionnaire(instrument, answers);
          if (instrument.total === null) return total === null;
          return total !== null && total >= 0 && total <= instrument.total.max;
        }),
      );
    });

    it('never scores lower when one answer goes up', () => {
      fc.assert(
        fc.property(answersArbitrary(instrument), fc.nat(), (answers, index) => {
          const before = scoreQuestionnaire(instrument, answers);
          const after = scoreQuestionnaire(instrument, oneStepUp(instrument, answers, index));
          if (before.total === null || after.total === null) return true;
          return after.total >= before.total;
        }),
      );
    });
  },
);
