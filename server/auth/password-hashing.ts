import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const argon2Async = promisify(argon2);

// argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1): about 30 ms here and 19 MiB per hash,
// where scrypt at N = 2^17 costs 128 MiB and 350 ms (docs/decisions/003-password-hashing.md).
export const currentArgon2Parameters = { memory: 19_456, passes: 2, parallelism: 1 } as const;
const tagLength = 32;

/** PHC string: $argon2id$v=19$m=19456,t=2,p=1$salt$hash. The parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const nonce = randomBytes(16);
  const { memory, passes, parallelism } = currentArgon2Parameters;
  const tag = await argon2Async('argon2id', {
    message: password,
    nonce,
    memory,
    passes,
    parallelism,
    tagLength,
  });
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(nonce)}$${b64(tag)}`;
}

/** Verifies against the parameters stored in the hash, so hashes made with older costs keep working. */
export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const parts = hash.split('$');
  // ['', 'argon2id', 'v=19', 'm=..,t=..,p=..', salt, tag]
  if (parts.length !== 6 || parts[1] !== 'argon2id') return false;
  const parameters = Object.fromEntries((parts[3] ?? '').split(',').map((pair) => pair.split('=')));
  const memory = Number(parameters.m);
  const passes = Number(parameters.t);
  const parallelism = Number(parameters.p);
  if (![memory, passes, parallelism].every((value) => Number.isInteger(value) && value > 0)) return false;
  const nonce = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (expected.length === 0) return false;
  const actual = await argon2Async('argon2id', {
    message: password,
    nonce,
    memory,
    passes,
    parallelism,
    tagLength: expected.length,
  });
  return timingSafeEqual(actual, expected);
}

export function needsRehash(hash: string): boolean {
  const { memory, passes, parallelism } = currentArgon2Parameters;
  return !hash.startsWith(`$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$`);
}

function b64(buffer: Buffer): string {
  return buffer.toString('base64').replace(/=+$/, '');
}
