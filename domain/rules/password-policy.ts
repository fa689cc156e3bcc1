// NIST SP 800-63B / OWASP ASVS: length is what matters. No composition rules, no truncation,
// paste allowed; the server also refuses the most common passwords.

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

export const passwordMessages = {
  required: 'Please enter a password.',
  tooShort: `Use at least ${passwordMinLength} characters.`,
  tooLong: `Use at most ${passwordMaxLength} characters.`,
  tooCommon: 'This password is too common and easy to guess. Please choose another one.',
  mismatch: 'Passwords do not match',
} as const;

export type PasswordStrength = 'too-short' | 'fair' | 'good' | 'strong';

/**
 * A gentle hint, not a rule: longer is better. Counted in code points so that emoji and accented
 * letters count as one character each, as a person would count them.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length < passwordMinLength) return 'too-short';
  if (length < 12) return 'fair';
  if (length < 16) return 'good';
  return 'strong';
}

export function passwordLengthProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length === 0) return passwordMessages.required;
  if (length < passwordMinLength) return passwordMessages.tooShort;
  if (length > passwordMaxLength) return passwordMessages.tooLong;
  return undefined;
}
