import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/test.ts';

// The signed-in layout (spec "Signed-in layout"): fixed bar, navigation with the current page,
// the translucent bar after scrolling, the mobile menu below 640 px, skip link and focus.

const entries = [
  ['Home', '/app/home'],
  ['Journal', '/app/journal/log'],
  ['History', '/app/journal/history'],
  ['Trends', '/app/trends'],
  ['Insights', '/app/insights'],
  ['Experiments', '/app/experiments'],
  ['Profile', '/app/profile'],
] as const;

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test.beforeEach(async ({ signUpViaApi, completeOnboardingViaApi }) => {
  await signUpViaApi();
  await completeOnboardingViaApi();
});

test('the bar lists every entry and marks the current page', async ({ page }) => {
  await page.goto('/app/home');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Tend' })).toHaveAttribute('href', '/app/home');
  for (const [label, href] of entries) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"]:visible')).toHaveCount(1);
  await expectNoAxeViolations(page);

  await nav.getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\/app\/insights$/);
  const heading = page.getByRole('heading', { level: 1, name: 'Insights' });
  await expect(heading).toBeVisible();
  // Focus moves to the new page's heading, as a full page load would reset it.
  await expect(heading).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Tend' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('/app leads to the dashboard', async ({ page }) => {
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/home$/);
});

test('past 20 px of scrolling the bar turns translucent with a shadow, and back at the top it is solid', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 420 });
  await page.goto('/app/home');
  await expect(page.getByRole('region', { name: "Today's Progress" })).toBeVisible();
  const bar = page.locator('header').filter({ has: mainNav(page) });
  await expect(bar).toHaveCSS('position', 'fixed');
  await expect(bar).toHaveAttribute('data-scrolled', 'false');
  await expect(bar).toHaveCSS('box-shadow', 'none');

  await page.mouse.wheel(0, 15);
  await page.waitForTimeout(200);
  await expect(bar).toHaveAttribute('data-scrolled', 'false');

  await page.mouse.wheel(0, 200);
  await expect(bar).toHaveAttribute('data-scrolled', 'true');
  await expect(bar).not.toHaveCSS('box-shadow', 'none');
  await expect(bar).toHaveCSS('backdrop-filter', /blur/);
  const alpha = await bar.evaluate((element) => {
    // A translucent background: the colour's alpha channel is below 1 however the browser writes it.
    const colour = getComputedStyle(element).backgroundColor;
    const match = /\/\s*([\d.]+)\)|rgba\([^)]*,\s*([\d.]+)\)/.exec(colour);
    return Number(match?.[1] ?? match?.[2] ?? 1);
  });
  expect(alpha).toBeLessThan(1);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveAttribute('data-scrolled', 'false');
  await expect(bar).toHaveCSS('box-shadow', 'none');
});

test('the skip link jumps past the bar to the page', async ({ page }) => {
  await page.goto('/app/home');
  await expect(page.getByRole('region', { name: "Today's Progress" })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test.describe('below 640 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens and closes by button, Escape and a chosen entry, and signs out', async ({ page }) => {
    await page.goto('/app/home');
    await expect(page.getByRole('region', { name: "Today's Progress" })).toBeVisible();
    const nav = mainNav(page);
    // The desktop links are not shown; the menu button is.
    await expect(nav.getByRole('link', { name: 'Journal' })).toBeHidden();
    const openButton = nav.getByRole('button', { name: 'Open menu' });
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    const menuId = await openButton.getAttribute('aria-controls');
    expect(menuId).toBeTruthy();

    await openButton.click();
    const closeButton = nav.getByRole('button', { name: 'Close menu' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`[id="${menuId}"]`);
    await expect(menu).toBeVisible();
    for (const [label, href] of entries) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(openButton).toBeFocused();

    // Choosing an entry closes it.
    await openButton.click();
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(menu).toBeHidden();
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await expect(openButton).toBeFocused();

    await openButton.click();
    await menu.getByRole('link', { name: 'Insights' }).click();
    await expect(page).toHaveURL(/\/app\/insights$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeFocused();

    // A tap outside closes it too.
    await openButton.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(180, 700);
    await expect(menu).toBeHidden();

    // Sign Out from the menu closes it and ends the session.
    await openButton.click();
    await menu.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth\/sign-in$/);
  });
});

test('while the app’s own code is still arriving, the loading view is shown, not a blank page', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The signed-in frame every signed-in page loads (the query cache, the session guard, the shell).
  await page.route(/\/assets\/signed-in-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/app/home');
  await expect(page.getByRole('status')).toHaveText('Loading Tend...');
  await expect(page.getByRole('button', { name: 'Taking too long? Refresh' })).toBeVisible();
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Good (morning|afternoon|evening), Robin!$/,
  );
});

test('before any code has run, the page’s own HTML shows the loading view, and its Refresh works', async ({
  page,
}) => {
  let held = true;
  // The entry script: until it runs, only what the HTML itself carries can be on screen.
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    if (held) return; // never answered: the first load stays on the HTML's view
    await route.continue();
  });
  // Module scripts hold DOMContentLoaded back, so wait only for the page to arrive.
  await page.goto('/app/home', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText('Loading Tend...');
  await expect(page.getByRole('main')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // The Refresh control works without the code: it loads the page again.
  held = false;
  await page.getByRole('button', { name: 'Taking too long? Refresh' }).click();
  await expect(page).toHaveURL(/\/app\/home\??$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Good (morning|afternoon|evening), Robin!$/,
  );
});
