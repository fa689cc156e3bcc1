import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { invitationMessages } from '#domain/auth/invitation-code.ts';
import { createTestApp } from '../test/test-app.ts';
import { send, testPassword, uniqueEmail, uniqueIp } from '../test/users.ts';
import { createInvitation, revokeInvitation } from './invitations.ts';

// SIGN_UP=invite (decision 038): a new account needs a code the operator made; the check and the use
// are one statement, a refused sign-up writes nothing and gives its use back.

const invite = createTestApp({ env: { SIGN_UP: 'invite' } });
const open = createTestApp();
const closed = createTestApp({ env: { SIGN_UP: 'closed' } });
afterAll(async () => {
  for (const each of [invite, open, closed]) await each.close();
});
const { app, db, pool } = invite;
const day = 86_400_000;

function signUpWith(
  body: { invitationCode?: unknown; email?: string; password?: string },
  init: { ip?: string; headers?: Record<string, string>; on?: typeof app } = {},
) {
  return send(init.on ?? app, '/api/auth/sign-up/email', {
    body: { name: 'Invited', email: body.email ?? uniqueEmail('invited'), password: testPassword, ...body },
    ip: init.ip,
    headers: init.headers,
  });
}

async function problemOf(response: Response) {
  return (await response.json()) as { code?: string; message?: string; detail?: string; errors?: unknown };
}

async function usesOf(id: string): Promise<number> {
  const { rows } = await pool.query<{ uses: number }>('select uses from invitations where id = $1', [id]);
  return rows[0]?.uses ?? -1;
}

async function accountExists(email: string): Promise<boolean> {
  const { rowCount } = await pool.query('select 1 from "user" where email = $1', [email]);
  return rowCount === 1;
}

describe('sign-up with SIGN_UP=invite', () => {
  it('refuses a sign-up without a code, naming the field, and creates nothing', async () => {
    const email = uniqueEmail('uninvited');
    const response = await signUpWith({ email });
    expect(response.status).toBe(400);
    expect(await problemOf(response)).toMatchObject({
      code: 'INVITATION_CODE_REQUIRED',
      message: invitationMessages.required,
    });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await accountExists(email)).toBe(false);
  });

  it('ignores an invitation header sent by the client itself', async () => {
    const { code } = await createInvitation(db, { maxUses: 1, lifetimeMs: day });
    const response = await signUpWith({}, { headers: { 'x-tend-invitation-code': code } });
    expect((await problemOf(response)).code).toBe('INVITATION_CODE_REQUIRED');
  });

  it('refuses a well-formed code it never made, and a malformed one on the field', async () => {
    const email = uniqueEmail('guess');
    const unknown = await signUpWith({ email, invitationCode: '00000-00000-00000-00000' });
    expect(unknown.status).toBe(400);
    expect(await problemOf(unknown)).toMatchObject({
      code: 'INVITATION_CODE_UNKNOWN',
      message: invitationMessages.unknown,
    });
    const malformed = await signUpWith({ email, invitationCode: 'let me in' });
    expect(malformed.status).toBe(400);
    expect(await problemOf(malformed)).toMatchObject({
      code: 'validation_failed',
      detail: invitationMessages.format,
      errors: [{ field: 'invitationCode', message: invitationMessages.format }],
    });
    expect(await accountExists(email)).toBe(false);
  });

  it('lets one account in per use, however the code is typed, then says it is used up', async () => {
    const { code, invitation } = await createInvitation(db, { maxUses: 2, lifetimeMs: day });
    const first = uniqueEmail('first');
    const typedLoosely = code.toLowerCase().replaceAll('-', ' ').replaceAll('0', 'o').replaceAll('1', 'l');
    const accepted = await signUpWith({ email: first, invitationCode: typedLoosely });
    expect(accepted.status).toBe(200);
    expect(accepted.headers.getSetCookie().some((cookie) => cookie.includes('session_token='))).toBe(true);
    expect(await accountExists(first)).toBe(true);
    expect(await usesOf(invitation.id)).toBe(1);

    expect((await signUpWith({ invitationCode: code })).status).toBe(200);
    expect(await usesOf(invitation.id)).toBe(2);

    const third = uniqueEmail('third');
    const refused = await signUpWith({ email: third, invitationCode: code });
    expect(refused.status).toBe(403);
    expect(await problemOf(refused)).toMatchObject({
      code: 'INVITATION_CODE_USED_UP',
      message: invitationMessages.usedUp,
    });
    expect(await accountExists(third)).toBe(false);
    expect(await usesOf(invitation.id)).toBe(2);
  });

  it('refuses an expired code and a revoked one, each with its own words', async () => {
    const expired = await createInvitation(db, {
      maxUses: 1,
      lifetimeMs: day,
      now: new Date(Date.now() - 2 * day),
    });
    const expiredAnswer = await signUpWith({ invitationCode: expired.code });
    expect(expiredAnswer.status).toBe(403);
    expect(await problemOf(expiredAnswer)).toMatchObject({
      code: 'INVITATION_CODE_EXPIRED',
      message: invitationMessages.expired,
    });
    expect(await usesOf(expired.invitation.id)).toBe(0);

    const revoked = await createInvitation(db, { maxUses: 5, lifetimeMs: day });
    expect((await revokeInvitation(db, revoked.invitation.id.slice(0, 8))).outcome).toBe('revoked');
    const revokedAnswer = await signUpWith({ invitationCode: revoked.code });
    expect(revokedAnswer.status).toBe(403);
    expect(await problemOf(revokedAnswer)).toMatchObject({
      code: 'INVITATION_CODE_REVOKED',
      message: invitationMessages.revoked,
    });
    expect(await usesOf(revoked.invitation.id)).toBe(0);
  });

  it('gives the use back when the account is refused after the code was taken', async () => {
    const { code, invitation } = await createInvitation(db, { maxUses: 1, lifetimeMs: day });
    const email = uniqueEmail('taken');
    expect((await signUpWith({ email, invitationCode: code })).status).toBe(200);
    await pool.query('update invitations set max_uses = 2 where id = $1', [invitation.id]);

    // better-auth refuses the email after our hook took the code's second use: it comes back.
    const again = await signUpWith({ email, invitationCode: code });
    expect((await problemOf(again)).code).toMatch(/^USER_ALREADY_EXISTS/);
    expect(await usesOf(invitation.id)).toBe(1);
    // Refused before the code is looked at (a common password): never taken.
    const common = await signUpWith({ invitationCode: code, password: 'password123' });
    expect((await problemOf(common)).code).toBe('PASSWORD_TOO_COMMON');
    expect(await usesOf(invitation.id)).toBe(1);
    expect((await signUpWith({ invitationCode: code })).status).toBe(200);
  });

  it('gives the last use to exactly one of many sign-ups racing for it', async () => {
    const { code, invitation } = await createInvitation(db, { maxUses: 1, lifetimeMs: day });
    const emails = Array.from({ length: 8 }, () => uniqueEmail('racer'));
    const responses = await Promise.all(emails.map((email) => signUpWith({ email, invitationCode: code })));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 403, 403, 403, 403, 403, 403, 403]);
    expect(await usesOf(invitation.id)).toBe(1);
    const { rows } = await pool.query<{ n: number }>(
      'select count(*)::int as n from "user" where email = any($1)',
      [emails],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('counts wrong codes against the address like any sign-up attempt, then refuses even a right one', async () => {
    const ip = uniqueIp();
    const codes: string[] = [];
    let refusedAt: number | undefined;
    for (let attempt = 1; attempt <= 12 && refusedAt === undefined; attempt++) {
      const response = await signUpWith(
        { invitationCode: `${String(attempt).padStart(5, '0')}-00000-00000-00000` },
        { ip },
      );
      if (response.status === 429) refusedAt = attempt;
      else codes.push((await problemOf(response)).code ?? '');
    }
    expect(refusedAt).toBeDefined();
    expect(refusedAt).toBeLessThanOrEqual(11);
    expect(new Set(codes)).toEqual(new Set(['INVITATION_CODE_UNKNOWN']));

    const { code, invitation } = await createInvitation(db, { maxUses: 1, lifetimeMs: day });
    expect((await signUpWith({ invitationCode: code }, { ip })).status).toBe(429);
    expect(await usesOf(invitation.id)).toBe(0);
  });

  it('stores only a hash of the code, never the code in any spelling', async () => {
    const note = 'for the Smiths';
    const { code, invitation } = await createInvitation(db, { maxUses: 3, lifetimeMs: day, note });
    const { rows } = await pool.query('select row_to_json(i)::text as row from invitations i where id = $1', [
      invitation.id,
    ]);
    const stored = String(rows[0]?.row);
    expect(stored).toContain(note);
    for (const spelling of [
      code,
      code.replaceAll('-', ''),
      code.toLowerCase(),
      code.replaceAll('-', '').toLowerCase(),
    ]) {
      expect(stored).not.toContain(spelling);
    }
    expect(invitation.codeHash).toBe(createHash('sha256').update(`tend-invitation:${code}`).digest('hex'));
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
  });
});

describe('the other sign-up modes', () => {
  it('SIGN_UP=open takes no code and never spends one sent anyway', async () => {
    const { code, invitation } = await createInvitation(db, { maxUses: 1, lifetimeMs: day });
    expect((await signUpWith({}, { on: open.app })).status).toBe(200);
    expect((await signUpWith({ invitationCode: code }, { on: open.app })).status).toBe(200);
    expect(await usesOf(invitation.id)).toBe(0);
  });

  it('SIGN_UP=closed stays closed to a valid code', async () => {
    const { code, invitation } = await createInvitation(db, { maxUses: 1, lifetimeMs: day });
    const response = await signUpWith({ invitationCode: code }, { on: closed.app });
    expect(response.status).toBe(403);
    expect((await problemOf(response)).code).toBe('SIGN_UP_CLOSED');
    expect(await usesOf(invitation.id)).toBe(0);
  });

  it('GET /api/sign-up tells the sign-up page which form to draw', async () => {
    const modes = await Promise.all(
      [open, invite, closed].map(
        async ({ app: each }) => (await (await send(each, '/api/sign-up')).json()) as unknown,
      ),
    );
    expect(modes).toEqual([{ mode: 'open' }, { mode: 'invite' }, { mode: 'closed' }]);
    const full = createTestApp({ env: { SIGN_UP: 'invite', SIGN_UP_LIMIT: '1' } });
    try {
      expect(await (await send(full.app, '/api/sign-up')).json()).toEqual({ mode: 'closed' });
    } finally {
      await full.close();
    }
  });
});
