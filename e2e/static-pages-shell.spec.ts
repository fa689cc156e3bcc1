import { expect, expectNoAxeViolations, test } from './support/test.ts';

// The spec's 'On privacy and terms, signed-out visitors see the public navbar and
// signed-in users see the app shell', and FAQ and About the same way.
const staticPages = [
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-of-use', heading: 'Terms of Use' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/about', heading: 'About Tend' },
] as const;

test('signed-in people read Privacy, Terms, FAQ and About inside the app shell', async ({
  page,
  signUpOnboarded,
}) => {
  await signUpOnboarded();
  for (const { path, heading } of staticPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Journal', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    // The public navbar's links are gone (About and FAQ keep their own call to sign up in the text).
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Start Your Journey' })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);

  // The shell's navigation leads back into the app.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Wellness History' })).toBeVisible();
});

test('signed in, About and FAQ lead back into the app instead of to sign-up', async ({
  page,
  signUpOnboarded,
}) => {
  await signUpOnboarded();
  await page.goto('/about');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Your Journey' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Continue your journey' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);

  await page.goto('/faq');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign Out' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'How do I get started?' }).click();
  await expect(page.getByRole('link', { name: 'Start Your Journey' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continue your journey' })).toHaveAttribute(
    'href',
    '/app/home',
  );
  await expectNoAxeViolations(page);
});

test('signed in, a page that does not exist keeps the app shell and leads home', async ({
  page,
  signUpOnboarded,
}) => {
  await signUpOnboarded();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Journal', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Start Your Journey' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
});

test('signed-out visitors keep the public navbar on the same pages', async ({ page }) => {
  for (const { path, heading } of staticPages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your Journey' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  }
  // About's own call to sign up is still there for a visitor.
  await page.goto('/about');
  await expect(page.getByRole('main').getByRole('link', { name: 'Start Your Journey' })).toHaveAttribute(
    'href',
    '/auth?signup=true',
  );
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
});
