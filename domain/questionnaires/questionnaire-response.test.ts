import { describe, expect, it } from 'vitest';
import {
  comparisonText,
  questionnaireInputSchema,
  responseContextProblem,
  resultText,
} from './questionnaire-response.ts';

const hbi = {
  instrument: 'hbi',
  date: '2026-11-23',
  answers: {
    'well-being': 1,
    'abdominal-pain': 1,
    'liquid-stools': 2,
    'abdominal-mass': 0,
    complications: [],
  },
};

function messages(input: unknown) {
  const result = questionnaireInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('questionnaireInputSchema', () => {
  it('accepts a complete questionnaire', () => {
    expect(messages(hbi)).toEqual([]);
  });

  it('names the item of a missing answer', () => {
    const { 'abdominal-pain': _, ...rest } = hbi.answers;
    expect(messages({ ...hbi, answers: rest })).toEqual([
      ['answers.abdominal-pain', 'Please answer "Abdominal pain".'],
    ]);
  });

  it('names the item of an answer outside its scale', () => {
    expect(messages({ ...hbi, answers: { ...hbi.answers, 'well-being': 5 } })).toEqual([
      ['answers.well-being', 'The answer to "General well-being" must be one of 0, 1, 2, 3, 4.'],
    ]);
    expect(messages({ ...hbi, answers: { ...hbi.answers, 'liquid-stools': 2.5 } })[0]?.[1]).toBe(
      'The answer to "Liquid or soft stools" must be a whole number from 0 to 40.',
    );
    expect(messages({ ...hbi, answers: { ...hbi.answers, complications: ['fever'] } })[0]?.[0]).toBe(
      'answers.complications',
    );
    expect(
      messages({ ...hbi, answers: { ...hbi.answers, complications: ['abscess', 'abscess'] } }),
    ).toHaveLength(1);
  });

  it('refuses a question the instrument does not have, an unknown instrument and an unknown field', () => {
    expect(messages({ ...hbi, answers: { ...hbi.answers, mood: 2 } })).toEqual([
      ['answers.mood', '"mood" is not a question of the Harvey-Bradshaw Index.'],
    ]);
    expect(messages({ ...hbi, instrument: 'basdai' })[0]?.[1]).toBe(
      'The questionnaire must be one of psaid-12, hbi, sccai, ra-core.',
    );
    expect(messages({ ...hbi, extra: 1 })[0]?.[1]).toBe('Unknown field "extra"');
    expect(messages({ ...hbi, date: '2026-02-30' })[0]?.[0]).toBe('date');
  });
});

describe('responseContextProblem', () => {
  const base = {
    instrument: 'hbi' as const,
    date: '2026-11-23',
    conditions: ["Crohn's Disease"],
    now: '2026-11-23T10:00:00Z',
    timeZone: 'Europe/London',
    accountCreatedAt: '2026-11-01T10:00:00Z',
  };

  it('accepts a questionnaire of a condition the person has, dated today', () => {
    expect(responseContextProblem(base)).toBeNull();
  });

  it('refuses one for a condition the person does not have', () => {
    expect(responseContextProblem({ ...base, conditions: ['Ulcerative Colitis'] })).toEqual({
      field: 'instrument',
      message: "The Harvey-Bradshaw Index is offered for Crohn's Disease, which is not in your profile.",
    });
  });

  it("refuses a future date and one before the account, in the person's time zone", () => {
    expect(responseContextProblem({ ...base, date: '2026-11-24' })?.message).toBe(
      'A questionnaire cannot be dated in the future.',
    );
    expect(responseContextProblem({ ...base, date: '2026-10-31' })?.message).toBe(
      'A questionnaire cannot be dated before your account was created.',
    );
    expect(
      responseContextProblem({ ...base, date: '2026-11-24', timeZone: 'Pacific/Kiritimati' }),
    ).toBeNull();
  });
});

describe('result text', () => {
  it('says the score, its band and the previous one', () => {
    const text = comparisonText({ total: 5, date: '2026-11-23' }, { total: 8, date: '2026-11-02' });
    expect(resultText({ total: 5, band: { id: 'mild', label: 'mild', below: 8 } }, text)).toBe(
      '5, mild: down from 8 three weeks ago',
    );
    expect(comparisonText({ total: 5, date: '2026-11-23' }, { total: 3, date: '2026-11-16' })).toBe(
      'up from 3 last week',
    );
    expect(comparisonText({ total: 5, date: '2026-11-23' }, undefined)).toBe('');
  });
});
