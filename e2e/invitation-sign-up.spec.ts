import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, type NodeProcess, runNode, startNode, waitFor } from '../server/test/processes.ts';
import { e2eDatabaseUrl } from './support/e2e-database.ts';
import { expect, expectNoAxeViolations, test, testPassword, uniqueEmail } from './support/test.ts';

// SIGN_UP=invite end to end: a second Tend on the e2e server's database, started with sign-up by
// invitation, a code made with the operator's command (scripts/invite.ts), and a person signing up
// with it in the browser. The e2e server itself stays open, and its form asks for no code.

let invited: { url: string; server: NodeProcess; dataDir: string } | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tend-e2e-invite-'));
  const server = startNode('server/index.ts', {
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATABASE_URL: e2eDatabaseUrl(),
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SIGN_UP: 'invite',
    TRUST_PROXY: '127.0.0.1,::1',
    BACKUP_INTERVAL_HOURS: '0',
    REMINDER_SENDER_CONCURRENCY: '0',
  });
  invited = { url, server, dataDir };
  await waitFor(
    'the invitation-only server to answer',
    async () => ((await fetch(`${url}/api/health`)).ok ? true : undefined),
    90_000,
  );
});

test.afterAll(async () => {
  if (!invited) return;
  invited.server.child.kill('SIGTERM');
  await invited.server.exited;
  rmSync(invited.dataDir, { recursive: true, force: true });
});

async function makeCode(): Promise<string> {
  const made = await runNode('scripts/invite.ts', { DATABASE_URL: e2eDatabaseUrl(), SIGN_UP: 'invite' }, [
    '--uses',
    '1',
    '--note',
    'e2e',
  ]);
  const code = /^Invitation code: (\S+)$/m.exec(made.stdout)?.[1];
  if (made.code !== 0 || !code) throw new Error(`npm run invite failed: ${made.stderr}`);
  return code;
}

test('a person invited by the operator signs up with the code, after a mistyped one is explained', async ({
  page,
}) => {
  test.slow();
  const code = await makeCode();
  const url = invited?.url ?? '';
  await page.goto(`${url}/auth/sign-up`);
  const field = page.getByLabel('Invitation code');
  await expect(field).toBeVisible();
  await expect(field).toHaveAccessibleDescription(/lets people in by invitation/);

  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Email').fill(uniqueEmail('invited'));
  await page.getByLabel('Password', { exact: true }).fill(testPassword);
  await field.fill('00000-00000-00000-00000');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/That invitation code is not one this server made/);
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page);

  // Typed as read out over the phone: lower case, spaces for the dashes.
  await field.fill(code.toLowerCase().replaceAll('-', ' '));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${url}/onboarding`);

  // The code was for one person: the next one is told so, on the field.
  await page.context().clearCookies();
  await page.goto(`${url}/auth/sign-up`);
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Email').fill(uniqueEmail('second'));
  await page.getByLabel('Password', { exact: true }).fill(testPassword);
  await page.getByLabel('Invitation code').fill(code);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Invitation code')).toHaveAccessibleDescription(/has already been used/);
  await expect(page).toHaveURL(`${url}/auth/sign-up`);
});

test('an open server asks for no invitation code', async ({ page }) => {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/sign-up'));
  await page.goto('/auth/sign-up');
  expect(await (await answered).json()).toEqual({ mode: 'open' });
  await expect(page.getByLabel('First name')).toBeVisible();
  await expect(page.getByLabel('Invitation code')).toHaveCount(0);
});
