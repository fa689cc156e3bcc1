import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './e2e/support/chromium.ts';
import { freePortSync } from './e2e/support/free-port.ts';
import { pushServiceCertificatePath } from './server/test/push-service.ts';

// Evaluated by the runner and again by every worker: the port and folder travel through the
// environment so that all of them agree.
// The app is started as a user starts it (`node scripts/start.mjs`, which builds when needed), on a
// free port, with a data folder of its own and its embedded PostgreSQL.
const port = Number(process.env.E2E_PORT ?? 0) || freePortSync();
const baseURL = `http://localhost:${port}`;
process.env.E2E_PORT = String(port);
const ownsDataDir = process.env.E2E_DATA_DIR === undefined;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'tend-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// The runner made the folder, so the runner removes it, database and all, once the app has stopped
// (Playwright stops its web servers before it exits): test runs must not leave databases behind.
if (ownsDataDir) process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 0) || freePortSync();
const mailHttpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 0) || freePortSync();
process.env.MAIL_CATCHER_SMTP_PORT = String(smtpPort);
process.env.MAIL_CATCHER_HTTP_PORT = String(mailHttpPort);
// As root, the embedded PostgreSQL runs as the `postgres` user, who must be able to enter the folder.
chmodSync(dataDir, 0o755);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // Dates and times follow the browser's language; the specs read the spec's en-US forms unless
    // they choose another locale themselves.
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node e2e/support/mail-catcher.ts',
      url: `http://127.0.0.1:${mailHttpPort}/health`,
      reuseExistingServer: false,
      env: { MAIL_CATCHER_SMTP_PORT: String(smtpPort), MAIL_CATCHER_HTTP_PORT: String(mailHttpPort) },
    },
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: baseURL,
        DATA_DIR: path.join(dataDir, 'data'),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Each test browses as its own client behind a trusted local proxy (see e2e/support/test.ts),
        // so the per-address rate limits stay on without one test's sign-ups throttling another's.
        TRUST_PROXY: '127.0.0.1,::1',
        // Reminders reach the tests' local push service (server/test/push-service.ts) over HTTPS
        // with its self-signed certificate; the app trusts it only in this test run.
        NODE_EXTRA_CA_CERTS: pushServiceCertificatePath,
      },
    },
  ],
});
