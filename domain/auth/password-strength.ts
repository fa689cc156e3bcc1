// The sign-up page's strength meter. It judges by the same rules that refuse a new password (the
// length in password-policy.ts, the list in common-passwords.ts that server/auth/auth.ts checks),
// so it never calls 'Okay' a password that the form will then refuse.

import { isCommonPassword } from './common-passwords.ts';
import { passwordLengthProblem, passwordMaxLength } from './password-policy.ts';

export type PasswordStrength = 'too-short' | 'too-long' | 'too-common' | 'fair' | 'good' | 'strong';

/**
 * A gentle hint: longer is better, and a refused password is named as refused. Counted in code
 * points so that emoji and accented letters count as one character each, as a person would count.
 */
export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  if (length > passwordMaxLength) return 'too-long';
  if (passwordLengthProblem(password) !== undefined) return 'too-short';
  if (isCommonPassword(password)) return 'too-common';
  if (length < 12) return 'fair';
  if (length < 16) return 'good';
  return 'strong';
}
