import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/test.ts';

// Installing Tend (spec "Install banner", "Local browser storage"): the banner on the dashboard after
// 5 s, for a browser that offers installing or for iOS, and never again once dismissed. Plus the
// manifest and icons the browser installs from.

const bannerName = 'Add Tend to your home screen';
const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

type TestWindow = Window & { __installPrompts?: number };

/**
 * Chromium decides by itself whether and when to offer installing; the tests decide instead. Real
 * offers are stopped before the app sees them, and with `outcome` a synthetic one (prompt() and
 * userChoice stubbed) arrives once the page has loaded, as a real one would.
 */
async function controlInstallOffers(page: Page, outcome?: 'accepted' | 'dismissed') {
  await page.addInitScript((choice) => {
    const testWindow = window as TestWindow;
    testWindow.__installPrompts = 0;
    window.addEventListener(
      'beforeinstallprompt',
      (event) => {
        if (event.isTrusted) event.stopImmediatePropagation();
      },
      { capture: true },
    );
    if (!choice) return;
    window.addEventListener('load', () => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(offer, {
        prompt: async () => {
          testWindow.__installPrompts = (testWindow.__installPrompts ?? 0) + 1;
        },
        userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
      });
      window.dispatchEvent(offer);
    });
  }, outcome);
}

async function openDashboard(page: Page) {
  await page.clock.install();
  await page.goto('/app/home');
  await expect(page.getByRole('region', { name: "Today's Progress" })).toBeVisible();
}

function banner(page: Page) {
  return page.getByRole('region', { name: bannerName });
}

function dismissedFlag(page: Page) {
  return page.evaluate(() => window.localStorage.getItem('pwa-install-dismissed'));
}

test.beforeEach(async ({ signUpViaApi, completeOnboardingViaApi }) => {
  await signUpViaApi();
  await completeOnboardingViaApi();
});

test('the banner appears after 5 s when the browser offers installing; Not now dismisses it for good', async ({
  page,
}) => {
  await controlInstallOffers(page, 'accepted');
  const navigated = Date.now();
  await openDashboard(page);
  const logLink = page.getByRole('link', { name: 'Log a meal or symptom' });
  await logLink.focus();

  // The page's clock ran in real time while the dashboard loaded, and the banner's 5 s count from
  // its mount, somewhere in that time. From here only the test moves the clock: 4.5 s after the
  // navigation it is not there yet (unless loading alone took that long), 5 s more and it is.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
  const loaded = (await page.evaluate(() => Date.now())) - navigated;
  if (loaded < 4500) {
    await page.clock.runFor(4500 - loaded);
    await expect(banner(page)).toHaveCount(0);
  }
  await page.clock.runFor(5000);
  await expect(banner(page)).toBeVisible();
  await page.clock.resume();
  await expect(banner(page).getByRole('heading', { name: bannerName })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Install App' })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Close' })).toBeVisible();
  // It arrives without taking focus from what the person was doing.
  await expect(logLink).toBeFocused();
  await expectNoAxeViolations(page);

  await banner(page).getByRole('button', { name: 'Not now' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await dismissedFlag(page)).toBe('true');
  // The button pressed is gone; focus is on the page, not lost to the top of the document.
  await expect(page.getByRole('main')).toBeFocused();

  await page.reload();
  await expect(page.getByRole('region', { name: "Today's Progress" })).toBeVisible();
  await page.clock.fastForward(10_000);
  await expect(banner(page)).toHaveCount(0);
});

test('Install App shows the browser dialog, and an accepted install hides the banner', async ({ page }) => {
  await controlInstallOffers(page, 'accepted');
  await openDashboard(page);
  await page.clock.fastForward(5500);
  await banner(page).getByRole('button', { name: 'Install App' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => (window as TestWindow).__installPrompts)).toBe(1);
  // Installing is not dismissing: the flag is for 'Not now', 'Got it' and Close.
  expect(await dismissedFlag(page)).toBeNull();
});

test('a declined install dialog hides the banner for now, without the permanent flag', async ({ page }) => {
  await controlInstallOffers(page, 'dismissed');
  await openDashboard(page);
  await page.clock.fastForward(5500);
  await banner(page).getByRole('button', { name: 'Install App' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await dismissedFlag(page)).toBeNull();
});

test('the close icon dismisses the banner for good', async ({ page }) => {
  await controlInstallOffers(page, 'accepted');
  await openDashboard(page);
  await page.clock.fastForward(5500);
  await banner(page).getByRole('button', { name: 'Close' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await dismissedFlag(page)).toBe('true');
});

test('without an offer from the browser, and not on iOS, there is no banner', async ({ page }) => {
  await controlInstallOffers(page);
  await openDashboard(page);
  await page.clock.fastForward(10_000);
  await expect(banner(page)).toHaveCount(0);
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: iPhone, viewport: { width: 390, height: 844 } });

  test('the banner explains Add to Home Screen, and Got it dismisses it for good', async ({ page }) => {
    await controlInstallOffers(page);
    await openDashboard(page);
    await page.clock.fastForward(5500);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByText('Tap the share button')).toBeVisible();
    await expect(banner(page).getByText('Select Add to Home Screen')).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Install App' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await banner(page).getByRole('button', { name: 'Got it' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await dismissedFlag(page)).toBe('true');
  });

  test('an app already on the home screen never shows it', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true });
    });
    await controlInstallOffers(page);
    await openDashboard(page);
    await page.clock.fastForward(10_000);
    await expect(banner(page)).toHaveCount(0);
  });
});

test('the web app manifest and its icons are what a browser needs to install Tend', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon-180.png',
  );

  const response = await page.request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  } & Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: 'Tend',
    short_name: 'Tend',
    start_url: '/app/home',
    scope: '/',
    display: 'standalone',
    theme_color: '#2b6a5d',
    background_color: '#faf7f2',
  });
  expect(manifest.description).toEqual(expect.any(String));

  const pngs = [
    ...manifest.icons.filter((icon) => icon.type === 'image/png'),
    { src: '/icons/apple-touch-icon-180.png', sizes: '180x180', purpose: 'any' },
  ];
  expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '180x180 any',
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of pngs) {
    const file = await page.request.get(icon.src);
    expect(file.headers()['content-type']).toBe('image/png');
    const bytes = await file.body();
    // PNG signature, then the IHDR chunk's width and height.
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
  }

  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});
