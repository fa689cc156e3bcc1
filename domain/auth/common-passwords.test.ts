import { describe, expect, it } from 'vitest';
import { commonPasswordEntries, isCommonPassword } from './common-passwords.ts';
import { passwordLengthProblem, passwordMinLength } from './password-policy.ts';

describe('common password list', () => {
  const entries = commonPasswordEntries();

  it('holds the common passwords the length rule lets through, each once', () => {
    expect(entries.length).toBeGreaterThan(3000);
    expect(new Set(entries).size).toBe(entries.length);
    // Shorter ones are refused by length whatever the list says: shipping them would be dead weight.
    expect(entries.filter((entry) => [...entry].length < passwordMinLength)).toEqual([]);
    expect(entries.filter((entry) => passwordLengthProblem(entry) !== undefined)).toEqual([]);
  });

  it('holds lower-cased entries without stray carriage returns or spaces', () => {
    expect(entries.filter((entry) => entry !== entry.toLowerCase() || entry !== entry.trim())).toEqual([]);
  });

  it('knows every entry, in any letter case, and nothing else', () => {
    expect(entries.every((entry) => isCommonPassword(entry))).toBe(true);
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('Qwerty123')).toBe(true);
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('gentle-morning-walk-42')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });
});
