import { describe, expect, it } from 'vitest';
import { signUpFormSchema } from './auth.ts';

const valid = { name: 'Ada', email: 'ada@example.com', password: 'a long enough passphrase' };

function nameError(name: string): string | undefined {
  const result = signUpFormSchema.safeParse({ ...valid, name });
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === 'name')?.message;
}

describe('signUpFormSchema name', () => {
  it('accepts an ordinary name, trimmed', () => {
    expect(signUpFormSchema.parse({ ...valid, name: '  Ada Lovelace ' }).name).toBe('Ada Lovelace');
  });

  it('refuses what the server refuses, with the form’s own words', () => {
    expect(nameError('')).toBe('Please tell us your name.');
    expect(nameError('x'.repeat(81))).toBe('Please use at most 80 characters.');
    expect(nameError('Ada\nLovelace')).toMatch(/control characters/);
    expect(nameError('Ada\u0007')).toMatch(/control characters/);
    expect(nameError('Ada\u0000')).toMatch(/NUL/);
    expect(nameError('Ada\ud800')).toBeDefined();
  });
});
