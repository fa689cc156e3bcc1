import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

// The service worker (spec "Service worker"; the product "can be installed"): after one visit Tend
// opens without a network, /api is never cached, and a notification click message opens a page.

async function waitForServiceWorkerControl(page: Page) {
  // clientsClaim: the first visit's worker takes this page over as soon as it has activated.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test.beforeEach(async ({ signUpViaApi, completeOnboardingViaApi }) => {
  await signUpViaApi();
  await completeOnboardingViaApi();
});

test('after a first visit the app opens offline, with its navigation and the dashboard error state', async ({
  page,
  context,
}) => {
  await page.goto('/app/home');
  await expect(page.getByRole('region', { name: "Today's Progress" })).toBeVisible();
  await page.evaluate(() => {
    (window as Window & { firstLoad?: boolean }).firstLoad = true;
  });
  await waitForServiceWorkerControl(page);
  // Taking control on the very first install is not an update: the page was not reloaded.
  expect(await page.evaluate(() => (window as Window & { firstLoad?: boolean }).firstLoad)).toBe(true);

  // The shell and its code are kept; nothing personal from /api is.
  const urls = await cachedUrls(page);
  expect(urls).toContain('/index.html');
  expect(urls.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
  expect(urls.some((url) => url.startsWith('/assets/') && url.endsWith('.css'))).toBe(true);
  expect(urls.filter((url) => url.startsWith('/api'))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(navigation.getByRole('link', { name: 'Journal' })).toBeVisible();
  // Today as this device last read it, said to be that.
  await expect(page.getByText(/^You are offline\. This is today as this device last saw it/)).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('region', { name: "Today's Progress" })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good (morning|afternoon|evening)/);

  // Without that copy (another browser, or a cleared one), the spec's error state.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('tend-offline:day:')) localStorage.removeItem(key);
  });
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Failed to load data. Please try again.', {
    timeout: 20_000,
  });

  // Back online, Try Again brings the journal back.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('region', { name: "Today's Progress" })).toBeVisible();
  expect((await cachedUrls(page)).filter((url) => url.startsWith('/api'))).toEqual([]);
});

test('with the worker in charge, /api navigations still reach the server, not the app shell', async ({
  page,
}) => {
  await page.goto('/app/home');
  await waitForServiceWorkerControl(page);
  const response = await page.goto('/api/health');
  expect(response?.headers()['content-type']).toMatch(/^application\/json/);
  expect(response?.headers()['cache-control']).toBe('no-store');
});

test('a notification click message from the worker opens the page it names, on this site only', async ({
  page,
}) => {
  await page.goto('/app/home');
  await expect(page.getByRole('region', { name: "Today's Progress" })).toBeVisible();
  await waitForServiceWorkerControl(page);

  const send = (data: unknown) =>
    page.evaluate((message) => {
      navigator.serviceWorker.dispatchEvent(new MessageEvent('message', { data: message }));
    }, data);

  // Messages of another type, without a url, or for another site are ignored.
  await send({ type: 'SOMETHING_ELSE', url: '/app/insights' });
  await send({ type: 'NOTIFICATION_CLICK' });
  await send({ type: 'NOTIFICATION_CLICK', url: 'https://example.com/phish' });
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/app\/home$/);

  await send({ type: 'NOTIFICATION_CLICK', url: '/app/profile' });
  await expect(page).toHaveURL(/\/app\/profile$/);
});
