// The most common passwords of 8 characters or more, most frequent first: the entries of at least
// 8 characters among the 10,000 most common passwords of the MIT-licensed @zxcvbn-ts/language-common
// dictionary (lower-cased, de-duplicated), kept as data in common-passwords.json. The shorter ones
// are left out because the length rule (password-policy.ts) already refuses every one of them;
// without them the list is 32 kB instead of 77 kB, small enough to ship in the sign-up page's chunk,
// so that its strength meter and the server's refusal are the same rule on the same list
// (password-strength.ts, server/auth/auth.ts).

import LIST from './common-passwords.json' with { type: 'json' };

let commonPasswords: Set<string> | undefined;

/** Whether a password is on the list, in any letter case ('Password1' is 'password1'). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(LIST);
  return commonPasswords.has(password.toLowerCase());
}

/** The list's entries, most frequent first (for its tests). */
export function commonPasswordEntries(): string[] {
  return [...LIST];
}
