import { expect, expectNoAxeViolations, test } from './support/test.ts';

test('a signed-out visit to the app goes through sign-in and back to where it started', async ({
  page,
  signUpViaApi,
  completeOnboardingViaApi,
}) => {
  const { email, password } = await signUpViaApi();
  // Someone who has not finished onboarding would be sent on to /onboarding from /app/home.
  await completeOnboardingViaApi();
  await page.context().clearCookies();

  await page.goto('/app/home');
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirectTo=%2Fapp%2Fhome$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/app\/home$/);
});

test('a wrong password is explained and the person can try again', async ({ page, signUpViaApi }) => {
  const { email } = await signUpViaApi();
  await page.context().clearCookies();
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-my-password-9');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'That email and password do not match an account. Please check them and try again.',
  );
  await expectNoAxeViolations(page);
});

test('signing out ends the session', async ({ page, signUpViaApi, completeOnboardingViaApi }) => {
  await signUpViaApi();
  await completeOnboardingViaApi();
  await page.goto('/app/home');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await page.goto('/app/home');
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirectTo=/);
});

test('/auth leads to sign-in, and /auth?signup=true to sign-up', async ({ page }) => {
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await page.goto('/auth?signup=true');
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
});
