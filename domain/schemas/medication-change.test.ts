import { describe, expect, it } from 'vitest';
import {
  MEDICATION_CHANGE_MESSAGES,
  medicationChangeDateProblem,
  medicationChangeInputSchema,
  medicationChangeText,
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

  it('is dated from the day the account was created up to today, on the person’s calendar', () => {
    const clock = {
      now: '2026-03-10T23:30:00Z',
      timeZone: 'Pacific/Auckland',
      accountCreatedAt: '2026-03-01T12:00:00Z',
    };
    // 23:30 UTC on the 10th is already the 11th in Auckland; the account was made on the 2nd there.
    expect(medicationChangeDateProblem({ ...clock, date: '2026-03-11' })).toBeNull();
    expect(medicationChangeDateProblem({ ...clock, date: '2026-03-12' })).toBe(
      MEDICATION_CHANGE_MESSAGES.futureDate,
    );
    expect(medicationChangeDateProblem({ ...clock, date: '2026-03-02' })).toBeNull();
    expect(medicationChangeDateProblem({ ...clock, date: '2026-03-01' })).toBe(
      MEDICATION_CHANGE_MESSAGES.beforeAccount,
    );
  });

  it('reads in one line', () => {
    expect(
      medicationChangeText({ medication: 'Prednisone', change: 'dose-changed', doseNote: '10 mg' }),
    ).toBe('Dose changed Prednisone (10 mg)');
  });
});
