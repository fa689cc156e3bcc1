import { readFileSync } from 'node:fs';

// The 10,000 most common passwords, most frequent first, from the MIT-licensed
// @zxcvbn-ts/language-common dictionary (lower-cased, de-duplicated). Shipped as a file so the
// check needs no network and no run-time dependency.
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return commonPasswords.has(password.toLowerCase());
}
