import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('common password list', () => {
  const entries = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean);

  it('ships at least the 10,000 most common passwords, each once', () => {
    expect(entries.length).toBeGreaterThanOrEqual(10_000);
    expect(new Set(entries).size).toBe(entries.length);
  });

  it('holds lower-cased entries without stray carriage returns or spaces', () => {
    expect(entries.filter((entry) => entry !== entry.toLowerCase() || entry !== entry.trim())).toEqual([]);
  });

  it('knows every entry, in any letter case, and nothing else', () => {
    expect(entries.every((entry) => isCommonPassword(entry))).toBe(true);
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('Qwerty123')).toBe(true);
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    expect(isCommonPassword('gentle-morning-walk-42')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });
});
