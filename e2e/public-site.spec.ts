import { expect, expectNoAxeViolations, test } from './support/test.ts';

test('the landing page invites a visitor to start', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Your Journey' }).first()).toHaveAttribute(
    'href',
    '/auth?signup=true',
  );
  await expectNoAxeViolations(page);
});

test('an unknown page says so and offers a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectNoAxeViolations(page);
});
