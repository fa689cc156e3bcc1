import { existsSync } from 'node:fs';

// Playwright's own browser downloads are not available here, so the e2e tests drive the machine's
// Chromium (see docs/testing in the README).
const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export function findChromium(env: Record<string, string | undefined> = process.env): string {
  const configured = env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured))
      throw new Error(`CHROMIUM_PATH points to ${configured}, which does not exist.`);
    return configured;
  }
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      'The end-to-end tests need Chromium or Chrome and found none. On Debian or Ubuntu: ' +
        '"sudo apt-get install -y chromium"; on macOS install Google Chrome; or set CHROMIUM_PATH.',
    );
  }
  return found;
}

// Without the networking flags Chromium stalls on a closed network, trying to reach Google.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
