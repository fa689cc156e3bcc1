import { describe, expect, it } from 'vitest';
import { commonPasswordEntries } from './common-passwords.ts';
import { passwordLengthProblem } from './password-policy.ts';
import { passwordStrength } from './password-strength.ts';

describe('passwordStrength', () => {
  it('grows with length', () => {
    expect(passwordStrength('')).toBe('too-short');
    expect(passwordStrength('abc-def')).toBe('too-short');
    expect(passwordStrength('quiet-oak')).toBe('fair');
    expect(passwordStrength('quiet-oak-tree')).toBe('good');
    expect(passwordStrength('quiet-oak-tree-river')).toBe('strong');
  });

  it('never calls a password the server refuses as common anything but too common', () => {
    expect(passwordStrength('password')).toBe('too-common');
    expect(passwordStrength('Password1')).toBe('too-common');
    expect(passwordStrength('password123')).toBe('too-common');
    expect(commonPasswordEntries().every((entry) => passwordStrength(entry) === 'too-common')).toBe(true);
  });

  it('agrees with the length rule at both ends', () => {
    expect(passwordStrength('😀'.repeat(7))).toBe('too-short');
    expect(passwordLengthProblem('x'.repeat(129))).toBeDefined();
    expect(passwordStrength('x'.repeat(129))).toBe('too-long');
    expect(passwordStrength('gentle-morning-walk-42'.padEnd(128, '!'))).toBe('strong');
  });
});
