import { describe, expect, it } from 'vitest';
import {
  EXPERIMENT_FOODS,
  EXPERIMENT_MESSAGES,
  experimentCreateSchema,
  experimentStartProblem,
  experimentStartRange,
  experimentSymptomsProblem,
} from './experiment-schema.ts';

describe('starting an experiment', () => {
  it('offers every trigger food of the catalogue but "none"', () => {
    expect(EXPERIMENT_FOODS).toContain('dairy');
    expect(EXPERIMENT_FOODS).toContain('citrus');
    expect(EXPERIMENT_FOODS).not.toContain('none');
    expect(EXPERIMENT_FOODS).toHaveLength(15);
  });

  it.each([
    [{ food: 'none' }, 'food', EXPERIMENT_MESSAGES.food],
    [{ food: 'chocolate' }, 'food', EXPERIMENT_MESSAGES.food],
    [{ symptoms: [] }, 'symptoms', EXPERIMENT_MESSAGES.symptomsRequired],
    [{ symptoms: ['Fatigue', 'Fatigue'] }, 'symptoms', EXPERIMENT_MESSAGES.symptomsRepeated],
    [{ start: '2026-02-30' }, 'start', 'The date must be a real calendar day written YYYY-MM-DD.'],
  ])('refuses %o at the field it names', (change, field, message) => {
    const result = experimentCreateSchema.safeParse({
      food: 'dairy',
      symptoms: ['Fatigue'],
      start: '2026-03-01',
      ...change,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses an unknown field', () => {
    const result = experimentCreateSchema.safeParse({
      food: 'dairy',
      symptoms: ['Fatigue'],
      start: '2026-03-01',
      userId: 'x',
    });
    expect(result.error?.issues[0]?.message).toBe('Unknown field "userId"');
  });

  it('starts from yesterday to 30 days ahead on the person’s calendar', () => {
    // 23:30 on 9 March in London is already 10 March in Tokyo.
    const now = '2026-03-09T23:30:00Z';
    expect(experimentStartRange(now, 'Europe/London')).toEqual({ first: '2026-03-08', last: '2026-04-08' });
    expect(experimentStartRange(now, 'Asia/Tokyo')).toEqual({ first: '2026-03-09', last: '2026-04-09' });
    expect(experimentStartProblem({ start: '2026-03-08', now, timeZone: 'Europe/London' })).toBeNull();
    expect(experimentStartProblem({ start: '2026-03-08', now, timeZone: 'Asia/Tokyo' })).toBe(
      EXPERIMENT_MESSAGES.startTooEarly,
    );
    expect(experimentStartProblem({ start: '2026-04-09', now, timeZone: 'Europe/London' })).toBe(
      EXPERIMENT_MESSAGES.startTooLate,
    );
  });

  it('watches only symptoms the profile tracks', () => {
    expect(experimentSymptomsProblem(['Fatigue'], ['Fatigue', 'Joint pain'])).toBeNull();
    expect(experimentSymptomsProblem(['Hiccups'], ['Fatigue'])).toBe(
      EXPERIMENT_MESSAGES.symptomNotTracked('Hiccups'),
    );
    expect(experimentSymptomsProblem(['Fatigue'], [])).toBe(EXPERIMENT_MESSAGES.noProfileSymptoms);
  });
});
