import { afterAll, describe, expect, it } from 'vitest';
import { signUpClosedMessage } from '#domain/auth/sign-up.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { send, testPassword, uniqueEmail } from '#server/test/users.ts';

const opened: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const app of opened) await app.close();
});

function appWith(env: Record<string, string>) {
  const testApp = createTestApp({ env });
  opened.push(testApp);
  return testApp;
}

// Each from an address of its own: sign-up's rate-limit bucket outlives a run on the machine's
// database, and the brake would answer 429 before the rule under test is reached.
function signUp(app: ReturnType<typeof createTestApp>['app'], email = uniqueEmail('closed')) {
  return send(app, '/api/auth/sign-up/email', {
    body: { name: 'Closed', email, password: testPassword },
  });
}

async function accounts(pool: ReturnType<typeof createTestApp>['pool']): Promise<number> {
  const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from "user"');
  return rows[0]?.n ?? 0;
}

describe('sign-up open or closed', () => {
  it('SIGN_UP=closed refuses every sign-up with a clear message, and writes nothing', async () => {
    const { app, pool } = appWith({ SIGN_UP: 'closed' });
    const email = uniqueEmail('closed');
    const response = await signUp(app, email);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'SIGN_UP_CLOSED', message: signUpClosedMessage });
    expect(response.headers.getSetCookie()).toEqual([]);
    // By address, not name: the machine's database outlives a run, and keeps the accounts the
    // next test opens with the same name.
    expect(await pool.query('select 1 from "user" where email = $1', [email])).toMatchObject({
      rowCount: 0,
    });
  });

  it('SIGN_UP_LIMIT closes sign-up once that many accounts exist, and not before', async () => {
    // Other test files make accounts on the same database at the same time: the limits are set
    // far from the count on either side.
    const probe = appWith({});
    expect((await signUp(probe.app)).status).toBe(200);
    const existing = await accounts(probe.pool);
    const reached = appWith({ SIGN_UP_LIMIT: String(existing) });
    expect((await signUp(reached.app)).status).toBe(403);
    const roomy = appWith({ SIGN_UP_LIMIT: String(existing + 1000) });
    expect((await signUp(roomy.app)).status).toBe(200);
  });
});
