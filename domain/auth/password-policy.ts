// NIST SP 800-63B / OWASP ASVS: length is what matters. No composition rules, no truncation,
// paste allowed; the most common passwords are refused too (common-passwords.ts, kept out of this
// module so that the pages that only need these messages do not carry the list).

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

export const passwordMessages = {
  required: 'Please enter a password.',
  tooShort: `Use at least ${passwordMinLength} characters.`,
  tooLong: `Use at most ${passwordMaxLength} characters.`,
  tooCommon: 'This password is too common and easy to guess. Please choose another one.',
  mismatch: 'Passwords do not match',
} as const;

export function passwordLengthProblem(password: string): string | undefined {
  const length = [...password].length;
  if (length === 0) return passwordMessages.required;
  if (length < passwordMinLength) return passwordMessages.tooShort;
  if (length > passwordMaxLength) return passwordMessages.tooLong;
  return undefined;
}
