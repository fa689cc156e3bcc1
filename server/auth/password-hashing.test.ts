import { argon2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { currentArgon2Parameters, hashPassword, needsRehash, verifyPassword } from './password-hashing.ts';

const argon2Async = promisify(argon2);

/** An argon2id PHC string made straight with node:crypto, with any parameters. */
async function phcHash(
  password: string,
  { memory, passes, parallelism }: { memory: number; passes: number; parallelism: number },
) {
  const nonce = randomBytes(16);
  const tag = await argon2Async('argon2id', {
    message: password,
    nonce,
    memory,
    passes,
    parallelism,
    tagLength: 32,
  });
  const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(nonce)}$${b64(tag)}`;
}

describe('password hashing', () => {
  it('makes argon2id PHC strings at OWASP minimum cost (m=19456 KiB, t=2, p=1)', async () => {
    expect(currentArgon2Parameters).toEqual({ memory: 19_456, passes: 2, parallelism: 1 });
    const hash = await hashPassword('gentle-morning-walk-42');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(needsRehash(hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([
      hashPassword('same-password-1'),
      hashPassword('same-password-1'),
    ]);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('gentle-morning-walk-42');
    expect(await verifyPassword({ hash, password: 'gentle-morning-walk-42' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'gentle-morning-walk-43' })).toBe(false);
    expect(await verifyPassword({ hash, password: '' })).toBe(false);
  });

  it('keeps verifying hashes made with other parameters, and marks them for rehashing', async () => {
    for (const parameters of [
      { memory: 8_192, passes: 3, parallelism: 1 },
      { memory: 65_536, passes: 2, parallelism: 4 },
    ]) {
      const older = await phcHash('an-older-password-7', parameters);
      expect(await verifyPassword({ hash: older, password: 'an-older-password-7' })).toBe(true);
      expect(await verifyPassword({ hash: older, password: 'an-older-password-8' })).toBe(false);
      expect(needsRehash(older)).toBe(true);
    }
  });

  it('refuses malformed or foreign hashes instead of throwing', async () => {
    const password = 'gentle-morning-walk-42';
    const good = await hashPassword(password);
    for (const hash of [
      '',
      'plain-text',
      good.replace('$argon2id$', '$argon2i$'),
      good.replace(/m=\d+/, 'm=abc'),
      good.replace(/\$[^$]+$/, '$'),
      '$scrypt$ln=17,r=8,p=1$c2FsdA$aGFzaA',
    ]) {
      expect(await verifyPassword({ hash, password })).toBe(false);
    }
  });
});
