import { describe, expect, it } from 'vitest';
import {
  MEDICATION_CHANGE_MESSAGES,
  medicationChangeDateProblem,
  medicationChangeInputSchema,
  medicationChangeText,
  medicationChangeWhen,
} from './medication-change.ts';

function messages(value: unknown): Record<string, string[]> {
  const result = medicationChangeInputSchema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || '(body)';
    errors[path] = [...(errors[path] ?? []), issue.message];
  }
  return errors;
}

const valid = { date: '2026-03-03', medication: 'Humira', change: 'started' };

describe('a medication change', () => {
  it('is a date, a name, a change and an optional dose note, trimmed', () => {
    expect(
      medicationChangeInputSchema.parse({ ...valid, medication: ' Humira ', doseNote: ' 40 mg ' }),
    ).toEqual({
      ...valid,
      precision: 'day',
      doseNote: '40 mg',
    });
    expect(medicationChangeInputSchema.parse(valid).doseNote).toBe('');
  });

  it.each([
    [
      'a name of 10,000 characters',
      { medication: 'a'.repeat(10_000) },
      MEDICATION_CHANGE_MESSAGES.nameTooLong,
    ],
    ['a name with a line break', { medication: 'Hum\nira' }, MEDICATION_CHANGE_MESSAGES.nameControl],
    ['a name with a bell character', { medication: 'Hum\u0007ira' }, MEDICATION_CHANGE_MESSAGES.nameControl],
    ['a blank name', { medication: '   ' }, MEDICATION_CHANGE_MESSAGES.nameRequired],
    ['no name', { medication: undefined }, MEDICATION_CHANGE_MESSAGES.nameRequired],
  ])('refuses %s, naming the medication', (_case, change, message) => {
    expect(messages({ ...valid, ...change })).toEqual({ medication: [message] });
  });

  it('refuses an unknown kind of change and an unknown field', () => {
    expect(messages({ ...valid, change: 'paused' })).toEqual({ change: [MEDICATION_CHANGE_MESSAGES.change] });
    expect(messages({ ...valid, userId: 'someone-else' })).toEqual({ '(body)': ['Unknown field "userId"'] });
  });

  it('may be dated any day up to today on the person’s calendar, a year before the account included', () => {
    const clock = { now: '2026-03-10T23:30:00Z', timeZone: 'Pacific/Auckland' };
    // 23:30 UTC on the 10th is already the 11th in Auckland.
    expect(medicationChangeDateProblem({ ...clock, date: '2026-03-11' })).toBeNull();
    expect(medicationChangeDateProblem({ ...clock, date: '2026-03-12' })).toBe(
      MEDICATION_CHANGE_MESSAGES.futureDate,
    );
    // The account of this person was made on 1 March 2026: a start the year before is their history.
    expect(medicationChangeDateProblem({ ...clock, date: '2025-03-01' })).toBeNull();
    expect(messages({ ...valid, date: '2025-03-01' })).toEqual({});
  });

  it('refuses a day before 1900, naming the date, and accepts 1 January 1900', () => {
    expect(messages({ ...valid, date: '1899-12-31' })).toEqual({
      date: [MEDICATION_CHANGE_MESSAGES.before1900],
    });
    expect(messages({ ...valid, date: '0202-05-01' })).toEqual({
      date: [MEDICATION_CHANGE_MESSAGES.before1900],
    });
    expect(messages({ ...valid, date: '1900-01-01' })).toEqual({});
    // Not a day at all: one message, the calendar's, not a second about 1900.
    expect(messages({ ...valid, date: '1899-02-30' })).toEqual({
      date: ['The date must be a real calendar day written YYYY-MM-DD.'],
    });
  });

  it('may be known by its month only, then dated the first of that month', () => {
    expect(
      medicationChangeInputSchema.parse({ ...valid, date: '2025-03-01', precision: 'month' }),
    ).toMatchObject({
      date: '2025-03-01',
      precision: 'month',
    });
    expect(messages({ ...valid, date: '2025-03-14', precision: 'month' })).toEqual({
      date: [MEDICATION_CHANGE_MESSAGES.monthNotFirst],
    });
    expect(messages({ ...valid, precision: 'year' })).toEqual({
      precision: [MEDICATION_CHANGE_MESSAGES.precision],
    });
  });

  it('says when as precisely as it is known, never a made-up day', () => {
    expect(medicationChangeWhen({ date: '2025-03-01', precision: 'month' })).toBe('March 2025');
    expect(medicationChangeWhen({ date: '2025-03-01', precision: 'month' }, 'short')).toBe('March 2025');
    expect(medicationChangeWhen({ date: '2025-03-03', precision: 'day' })).toBe('March 3, 2025');
    expect(medicationChangeWhen({ date: '2025-09-03' }, 'short')).toBe('Sep 3, 2025');
    expect(medicationChangeWhen({ date: '2025-05-03' }, 'short')).toBe('May 3, 2025');
  });

  it('reads in one line', () => {
    expect(
      medicationChangeText({ medication: 'Prednisone', change: 'dose-changed', doseNote: '10 mg' }),
    ).toBe('Dose changed Prednisone (10 mg)');
  });
});
