import { afterAll, describe, expect, inject, it } from 'vitest';
import { runNode } from '../test/processes.ts';
import { createTestApp } from '../test/test-app.ts';
import { send, testPassword, uniqueEmail } from '../test/users.ts';

// scripts/invite.ts as an operator runs it (`npm run invite`, or `node scripts/invite.ts` in the
// container): a separate process on the run's database, its codes then used by a sign-up.

const invite = createTestApp({ env: { SIGN_UP: 'invite' } });
afterAll(invite.close);

const env = { DATABASE_URL: inject('databaseUrl'), SIGN_UP: 'invite' };
const invitation = (args: string[], extra: Record<string, string> = {}) =>
  runNode('scripts/invite.ts', { ...env, ...extra }, args);

function signUpWith(invitationCode: string) {
  return send(invite.app, '/api/auth/sign-up/email', {
    body: { name: 'Invited', email: uniqueEmail('cli'), password: testPassword, invitationCode },
  });
}

describe('npm run invite', () => {
  it('makes a code that lets its number of accounts in, lists it and revokes it', async () => {
    const note = `cli ${crypto.randomUUID()}`;
    const made = await invitation(['--uses', '2', '--expires', '3d', '--note', note]);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const code = /^Invitation code: (\S+)$/m.exec(made.stdout)?.[1] ?? '';
    expect(code).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
    const id = /\(id ([0-9a-f]{8})\)/.exec(made.stdout)?.[1] ?? '';
    expect(made.stdout).toContain('2 accounts, until ');
    const { rows } = await invite.pool.query<{ expires_at: Date; code_hash: string }>(
      'select expires_at, code_hash from invitations where id::text like $1',
      [`${id}%`],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).not.toContain(code);
    const days = ((rows[0]?.expires_at.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThanOrEqual(3);

    expect((await signUpWith(code)).status).toBe(200);
    const listed = await invitation(['--list']);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^${id}  usable   1/2 used  until .* UTC  "${note}"$`, 'm'));

    const revoked = await invitation(['--revoke', code.toLowerCase()]);
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toMatch(new RegExp(`^Revoked: ${id}  revoked  1/2 used`));
    const refused = await signUpWith(code);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('INVITATION_CODE_REVOKED');
    expect((await invitation(['--revoke', id])).stdout).toMatch(/^Already revoked: /);
  });

  it('defaults to one account for 14 days, and warns when this server does not ask for codes', async () => {
    const made = await invitation([], { SIGN_UP: 'open' });
    expect(made.code).toBe(0);
    expect(made.stdout).toContain('one account, until ');
    expect(made.stdout).toContain('SIGN_UP is "open" here');
    const id = /\(id ([0-9a-f]{8})\)/.exec(made.stdout)?.[1] ?? '';
    const { rows } = await invite.pool.query<{ days: number; max_uses: number }>(
      `select max_uses, extract(epoch from expires_at - created_at) / 86400 as days
         from invitations where id::text like $1`,
      [`${id}%`],
    );
    expect(rows[0]).toEqual({ max_uses: 1, days: '14.0000000000000000' });
  });

  it('refuses bad options with the option named, and an unknown invitation', async () => {
    const badUses = await invitation(['--uses', '0']);
    expect(badUses.code).toBe(1);
    expect(badUses.stderr).toContain('--uses must be a whole number from 1 to 10000 (got "0")');
    const badExpiry = await invitation(['--expires', '2y']);
    expect(badExpiry.code).toBe(1);
    expect(badExpiry.stderr).toContain('--expires must be a number of hours, days or weeks');
    const unknown = await invitation(['--revoke', 'ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('no invitation matches "ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ"');
  });
});
